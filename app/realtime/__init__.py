"""The live table: the websocket endpoint, the connection hub and the cross-process bus.

docs/protocol.md describes every message. Module map:
- ``endpoint``  the route: admit (``handshake``), then serve (``socket_loop``)
- ``hub``       this process's connections by campaign (``room``), bus listeners, heartbeats
- ``room``      one campaign's connections and the per-viewer fan-out of its events
- ``connection`` one socket: bounded outgoing queue and its sender task
- ``visibility`` per-viewer events, views and pending decisions
- ``protocol`` / ``messages``  what clients send / what the server sends
- ``presence``  who is connected through other processes
- ``postgres_bus``  LISTEN/NOTIFY implementation of app.service.bus.EventBus
- ``redis_bus``  Redis pub/sub implementation of it (EVENT_BUS=redis)
- ``remote_bus``  what both share: payload format, dispatch, reconnecting
"""
