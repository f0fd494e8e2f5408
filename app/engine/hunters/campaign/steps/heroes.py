"""Gains and losses on the heroes' boards between quests (CAMP-27, DEV-12, DEV-24,
DEV-31..33, DEV-40, EQUIP-43, SETL-22)."""

from __future__ import annotations

from typing import Literal

from app.content.schema.narrative import Bundle
from app.engine.hunters.campaign.events.days import CampaignEnded
from app.engine.hunters.campaign.events.heroes import (
    HeroBoardChanged,
    HeroFell,
    HeroJoined,
    HeroLeftParty,
)
from app.engine.hunters.campaign.model.heroes import LOWEST_MORALE, half_gold
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.boards import hero_board
from app.engine.hunters.campaign.rules.development import joining_xp
from app.engine.hunters.campaign.rules.party import party_decider
from app.engine.hunters.campaign.steps.days import advance_days


def join(ledger: CampaignRecorder, hero: str) -> None:
    """DEV-35: the hero's board at its start values, the XP of the least advanced hero,
    and of its starting equipment what the supply still holds (EQUIP-43)."""
    board = hero_board(ledger.content, hero)
    left = dict(ledger.board.supply.equipment)

    def available(items: tuple[str, ...]) -> tuple[str, ...]:
        kept = []
        for item in items:
            if left.get(item, 0) > 0:
                left[item] -= 1
                kept.append(item)
        return tuple(kept)

    xp = joining_xp(ledger.board)
    update = {"xp": xp, "xp_earned": xp, "equipment": available(board.equipment)}
    update["backpack"] = available(board.backpack)
    ledger.emit(HeroJoined(board=board.model_copy(update=update)))


def fall(ledger: CampaignRecorder, hero: str) -> None:
    """DEV-39/34: a killed hero leaves the party, its goods shared (gold to the DEV-21
    decider of the others, the rest into the wagon); with nobody left the campaign is lost."""
    h = ledger.board.heroes[hero]
    others = [k for k in ledger.board.heroes if k != hero]
    heir = party_decider(ledger.board, others) if others else None
    ledger.emit(
        HeroFell(
            hero=hero, heir=heir, gold_half=h.gold_half, equipment=h.belongings,
            resources=dict(h.resources),
        )
    )  # fmt: skip
    if not ledger.board.heroes:
        ledger.emit(CampaignEnded(result="defeat", reason="party_fell"))


def leave(ledger: CampaignRecorder, hero: str, by: Literal["gm", "player"]) -> None:
    """DEV-34: the hero leaves the party; its gold is shared evenly among the heroes left
    (in half-gold, a remainder to the first in party order), its equipment and resources
    go into the wagon for them to take."""
    h = ledger.board.heroes[hero]
    others = [k for k in ledger.board.heroes if k != hero]
    share, extra = divmod(h.gold_half, len(others))
    shares = {k: share + (i < extra) for i, k in enumerate(others)}
    ledger.emit(
        HeroLeftParty(
            hero=hero, by=by, gold_shares={k: v for k, v in shares.items() if v},
            equipment=h.belongings, resources=dict(h.resources),
        )
    )  # fmt: skip


def gain(ledger: CampaignRecorder, hero: str, bundle: Bundle, reason: str = "story") -> None:
    """The hero gains ``bundle``: health up to its maximum (DEV-12), morale up to the top
    of its track (DEV-24: the excess is lost), tokens only while the supply has them
    (EQUIP-43, SETL-10)."""
    board = ledger.board
    h = board.heroes[hero]
    supply = board.supply
    resources = {
        kind: min(n, supply.resources.get(kind, 0))
        for kind, n in bundle.resources.items()
        if supply.resources.get(kind, 0)
    }
    items, left = [], dict(supply.equipment)
    for item in bundle.equipment:
        if left.get(item, 0) > 0:
            items.append(item)
            left[item] -= 1
    ledger.emit(
        HeroBoardChanged(
            hero=hero,
            reason=reason,
            gold_half=half_gold(bundle.gold),
            xp=bundle.xp,
            morale=min(bundle.morale, h.morale_top - h.morale),
            health=min(bundle.health, h.max_health - h.health),
            resources=resources,
            equipment_gained=tuple(items),
        )
    )


def lose_health(ledger: CampaignRecorder, hero: str, amount: int, reason: str) -> None:
    """DEV-32/33: Health falls to 0 at most; what a hero at 0 would lose more between
    quests advances the days marker instead."""
    h = ledger.board.heroes[hero]
    taken = min(amount, h.health)
    if taken:
        ledger.emit(HeroBoardChanged(hero=hero, reason=reason, health=-taken))
    if amount > taken:
        advance_days(ledger, amount - taken)


def lose_morale(ledger: CampaignRecorder, hero: str, amount: int, reason: str) -> None:
    """DEV-24/31: each point of morale moves the cube down; on the lowest space a hero
    loses 1 Health instead."""
    for _ in range(amount):
        if ledger.board.heroes[hero].morale > LOWEST_MORALE:
            ledger.emit(HeroBoardChanged(hero=hero, reason=reason, morale=-1))
        else:
            lose_health(ledger, hero, 1, reason)


def lose_things(ledger: CampaignRecorder, hero: str, bundle: Bundle, reason: str) -> None:
    """The hero loses gold, XP, tokens and items it has (what it lacks is not lost)."""
    h = ledger.board.heroes[hero]
    resources = {
        kind: -min(n, h.resources.get(kind, 0))
        for kind, n in bundle.resources.items()
        if h.resources.get(kind, 0)
    }
    held = list(h.belongings)
    lost = []
    for item in bundle.equipment:
        if item in held:
            held.remove(item)
            lost.append(item)
    gold = min(half_gold(bundle.gold), h.gold_half)
    xp = min(bundle.xp, h.xp)
    if gold or xp or resources or lost:
        ledger.emit(
            HeroBoardChanged(
                hero=hero, reason=reason, gold_half=-gold, xp=-xp, resources=resources,
                equipment_lost=tuple(lost),
            )
        )  # fmt: skip


def lose(ledger: CampaignRecorder, hero: str, bundle: Bundle, reason: str = "story") -> None:
    """The hero loses ``bundle`` (DEV-31 for morale, DEV-33 for Health)."""
    lose_things(ledger, hero, bundle, reason)
    if bundle.morale:
        lose_morale(ledger, hero, bundle.morale, reason)
    if bundle.health:
        lose_health(ledger, hero, bundle.health, reason)
