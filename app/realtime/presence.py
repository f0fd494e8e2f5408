"""Who is connected to a campaign through the *other* processes, from their ``presence``
notices (ids only). A process that stops refreshing (it crashed) is forgotten."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

PresenceKey = tuple[int, str, str | None]  # user id, role, seat


@dataclass
class RemotePresence:
    members: list[PresenceKey]
    heard_at: float


class PresenceBook:
    def __init__(self) -> None:
        self._remote: dict[int, dict[str, RemotePresence]] = {}

    def record(
        self, campaign_id: int, process: str, members: Sequence[Sequence[Any]], now: float
    ) -> None:
        keys = [(int(m[0]), str(m[1]), None if m[2] is None else str(m[2])) for m in members]
        by_process = self._remote.setdefault(campaign_id, {})
        if keys:
            by_process[process] = RemotePresence(keys, now)
        else:
            by_process.pop(process, None)

    def forget_stale(self, now: float, max_age: float) -> set[int]:
        """Drop entries older than ``max_age``; the campaigns whose presence changed."""
        changed: set[int] = set()
        for campaign_id, by_process in self._remote.items():
            for process in [p for p, r in by_process.items() if now - r.heard_at > max_age]:
                del by_process[process]
                changed.add(campaign_id)
        return changed

    def remote_members(self, campaign_id: int) -> list[PresenceKey]:
        return [m for r in self._remote.get(campaign_id, {}).values() for m in r.members]


def presence_listing(
    members: Iterable[PresenceKey], names: Mapping[int, str]
) -> list[dict[str, Any]]:
    """One entry per (user, role, seat) with how many connections they have open."""
    counts = Counter(members)
    return [
        {"user": names.get(user_id, "?"), "role": role, "seat": seat, "connections": count}
        for (user_id, role, seat), count in sorted(
            counts.items(), key=lambda item: (names.get(item[0][0], "?"), item[0][1])
        )
    ]
