"""Which behavior cards a moment triggers (P-REACT-03/05/22..37).

The icons a moment satisfies are computed from the occurrence; a behavior card in play
is triggered when one of its (one or two, "/") icons is among them, unless it is stunned
(P-REACT-05), already waiting with a trigger token, or face up (resolving).
"""

from __future__ import annotations

from app.content.schema.primal.monsters import COLOR_ICONS, TYPE_ICONS, ReactionIcon
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.board import has_terrain, hunter_side, sectors_in
from app.engine.primal.rules.cards import card_def, placed_matches
from app.engine.primal.rules.triggers import Occurrence


def _played_icons(s: PrimalState, occ: Occurrence) -> set[ReactionIcon]:
    """P-REACT-22..25, P-REACT-37: the card's color and type, two in a row, aggro;
    Stealth silences the color and type icons (not the aggro icon: P-GLOSS-02 reading)."""
    assert occ.hunter is not None and occ.card is not None
    card = card_def(s, occ.card)
    icons: set[ReactionIcon] = set()
    if card.color is not None:
        icons.add(card.color)
        icons.add("offensive" if card.is_offensive else "defensive")
    sequence = s.hunters[occ.hunter].sequence
    if len(sequence) >= 2:
        for kind, pair in (("offensive", "two_offensive"), ("defensive", "two_defensive")):
            if all(placed_matches(s, p, kind) for p in sequence[-2:]):  # type: ignore[arg-type]
                icons.add(pair)  # type: ignore[arg-type]
    if card.stealth:
        icons -= COLOR_ICONS | TYPE_ICONS
    if card.aggro:
        icons.add("aggro")
    return icons


def _start_icons(s: PrimalState, occ: Occurrence) -> set[ReactionIcon]:
    """P-REACT-28..30: the hunter's own sector, presence anywhere, Water."""
    assert occ.hunter is not None
    icons: set[ReactionIcon] = set()
    side = hunter_side(s, occ.hunter)
    if side == "front":
        icons.add("front")
    elif side == "rear":
        icons.add("rear")
    elif side is not None:
        icons.add("flank")
    occupied = {h.sector for h in s.standing() if h.sector is not None}
    if occupied & set(sectors_in(s, ("flank",))):
        icons.add("flank_presence")
    if occupied & set(sectors_in(s, ("rear",))):
        icons.add("rear_presence")
    if has_terrain(s, s.hunters[occ.hunter].sector, "water"):
        icons.add("water")
    return icons


SIMPLE: dict[str, ReactionIcon] = {
    "threatened": "threatened",
    "monster_turned": "rotation",
    "moved": "movement",
    "moved_into_water": "move_into_water",
    "end_of_attrition": "end_of_attrition",
    "empty_hand": "empty_hand",
    "end_of_round": "end_of_round",
}


def icons_for(s: PrimalState, occ: Occurrence) -> set[ReactionIcon]:
    if occ.on == "card_played":
        return _played_icons(s, occ)
    if occ.on == "start":
        return _start_icons(s, occ)
    icon = SIMPLE.get(occ.on)
    return {icon} if icon is not None else set()


def can_trigger(s: PrimalState, slot_index: int) -> bool:
    """A behavior card in play, face down, not stunned (P-REACT-05, P-GLOSS-26), not
    already waiting."""
    slot = s.behavior.slots[slot_index]
    return (
        slot.card is not None
        and slot.locked_by is None
        and not slot.face_up
        and not slot.triggered
        and s.monster.stun_slot != slot_index
    )


def triggered_slots(s: PrimalState, occ: Occurrence) -> tuple[int, ...]:
    """P-REACT-03: the slots whose card has one of the moment's icons."""
    icons = icons_for(s, occ)
    if not icons:
        return ()
    return tuple(
        index
        for index, slot in enumerate(s.behavior.slots)
        if can_trigger(s, index)
        and slot.card is not None
        and icons & set(s.defs.behavior(slot.card).icons)
    )


def rampage_slots(s: PrimalState, trigger_slot: int) -> tuple[int, ...]:
    """P-REACT-11/36: the rampage cards in play other than the triggering one."""
    return tuple(
        index
        for index, slot in enumerate(s.behavior.slots)
        if index != trigger_slot
        and can_trigger(s, index)
        and slot.card is not None
        and s.defs.behavior(slot.card).is_rampage
    )


def waiting_slots(s: PrimalState) -> tuple[int, ...]:
    """Slots with a trigger token; Enters-play cards first (P-REACT-15)."""
    waiting = [i for i, slot in enumerate(s.behavior.slots) if slot.triggered]
    entered = [i for i in waiting if s.behavior.slots[i].entered]
    return tuple(entered or waiting)
