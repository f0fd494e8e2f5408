"""Loading a campaign's state: latest snapshot + a fold of the later events, with a small
per-process cache that is checked against the committed ``seq`` on every use."""

from __future__ import annotations

from collections import OrderedDict

from sqlalchemy.ext.asyncio import AsyncSession

from app.db.event_store import events_between, latest_snapshot
from app.engine import CampaignState, replay


class StateCache:
    """The newest known state per campaign; bounded, least recently used goes first."""

    def __init__(self, capacity: int = 256) -> None:
        self._capacity = capacity
        self._states: OrderedDict[int, tuple[int, CampaignState]] = OrderedDict()

    def get(self, campaign_id: int) -> tuple[int, CampaignState] | None:
        hit = self._states.get(campaign_id)
        if hit is not None:
            self._states.move_to_end(campaign_id)
        return hit

    def put(self, campaign_id: int, seq: int, state: CampaignState) -> None:
        current = self._states.get(campaign_id)
        if current is not None and current[0] > seq:
            return
        self._states[campaign_id] = (seq, state)
        self._states.move_to_end(campaign_id)
        while len(self._states) > self._capacity:
            self._states.popitem(last=False)

    def forget(self, campaign_id: int) -> None:
        self._states.pop(campaign_id, None)


async def load_state(
    db: AsyncSession, campaign_id: int, seq: int, cache: StateCache | None = None
) -> CampaignState:
    """The state after event ``seq`` (the campaign row's committed sequence number)."""
    start: tuple[int, CampaignState] | None = cache.get(campaign_id) if cache else None
    if start is not None and start[0] > seq:
        start = None
    if start is None:
        start = await latest_snapshot(db, campaign_id, upto_seq=seq)
    base_seq, base = start if start is not None else (0, None)
    if base is not None and base_seq == seq:
        return base
    later = await events_between(db, campaign_id, after_seq=base_seq, upto_seq=seq)
    state = replay((s.event for s in later), base)
    if cache is not None:
        cache.put(campaign_id, seq, state)
    return state


async def rebuild_state(db: AsyncSession, campaign_id: int, seq: int) -> CampaignState:
    """The state from the events alone, ignoring snapshots and caches."""
    events = await events_between(db, campaign_id, after_seq=0, upto_seq=seq)
    return replay(s.event for s in events)
