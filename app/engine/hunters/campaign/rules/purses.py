"""Group costs from the heroes' purses (SETL-22 default): gold belongs to each hero, and
a cost the party owes together is paid from any combination of purses. Who pays what is
the engine's rule, so a command names no shares: each hero first pays the share that is
its own (its river fare; the named buyer of a wagon level, the whole price), and what
one cannot pay is taken from the fullest purses left, ties in party order."""

from __future__ import annotations

from app.engine.hunters.campaign.model.state import CampaignBoard


def party_gold_half(board: CampaignBoard) -> int:
    """SETL-22: every purse of the party together, in half-gold."""
    return sum(h.gold_half for h in board.heroes.values())


def group_payment(board: CampaignBoard, owed: dict[str, int]) -> dict[str, int] | None:
    """SETL-22: what each hero pays of the shares ``owed`` (half-gold by hero), or None
    when the purses together hold less than the total."""
    if party_gold_half(board) < sum(owed.values()):
        return None
    left = {k: h.gold_half for k, h in board.heroes.items()}
    paid = {k: min(owed.get(k, 0), left[k]) for k in board.heroes}
    short = sum(owed.values()) - sum(paid.values())
    for hero in sorted(left, key=lambda k: -(left[k] - paid[k])):  # stable: party order
        take = min(short, left[hero] - paid[hero])
        paid[hero] += take
        short -= take
    return {k: v for k, v in paid.items() if v}
