"""One source of legality, tested both ways (DESIGN principle 1, issue 10): in random
playouts of every base quest, at many positions and for every sender (each seat, the GM,
the server),

(a) every command legal_commands lists is accepted by decide, and
(b) every candidate command (tests/engine/candidates.py) that decide accepts is listed,
    modulo the representatives app/engine/quest/legal.py documents (``representative``
    below maps a command onto the one listed for it).

The run is small for ``make test``; ``LEGALITY_EXAMPLES=200`` runs a longer one.
"""

from __future__ import annotations

import os
from typing import Any

from hypothesis import HealthCheck, given, settings

from app.engine import Actor, CampaignState, Rejection, SeededDice, decide
from app.engine.kernel.model import CommandBase
from app.engine.legal import legal_commands
from tests.engine.candidates import candidates
from tests.engine.playouts import SYSTEM, Setup, actors, base, choices, playout, setups, start

EXAMPLES = int(os.environ.get("LEGALITY_EXAMPLES", "6"))
CHECK_EVERY = 5
GM = Actor(role="gm")

ATTACK_DECLARATIONS = ("offense_tokens", "spend_morale", "area", "push", "additions")
REORGANIZED = ("equipment", "backpack", "partner", "partner_equipment", "partner_backpack")


def representative(command: CommandBase) -> tuple[Any, ...]:
    """The listed command that stands for ``command`` (legal.py's representatives): an
    opening hand and a turn order by their kind alone; a move by where it ends; a basic
    action by whether a card pays it, not which; an attack without the declarations
    made with it (and a card's attack without its kind: the card says it); a reaction
    without its re-rolls; Reorganize without the new layout; an enemy's path by where it
    ends; tokens for nobody named as tokens for oneself."""
    data = command.model_dump(mode="json")
    if "discard" in data:
        data["discard"] = data["discard"] is not None
    match command.type:
        case "choose_opening_hand":
            data.pop("cards")
        case "set_turn_order":
            data.pop("order")
        case "move_hero" | "take_free_move":
            data["path"] = data["path"] and data["path"][-1]
        case "attack":
            for key in ATTACK_DECLARATIONS:
                data.pop(key)
            if not data["discard"]:
                data.pop("kind")  # the action's next attack activity says its kind
        case "play_reaction":
            data.pop("reroll")
        case "interact" if data["what"] == "reorganize":
            for key in REORGANIZED:
                data.pop(key)
        case "choose_enemy_path":
            data.pop("path")
        case "take_tokens":
            data["recipient"] = data["recipient"] or data["unit"]
    return tuple(sorted((k, repr(v)) for k, v in data.items()))


def stands_for(command: CommandBase, unit_ids: list[str]) -> set[tuple[Any, ...]]:
    """What one listed command stands for besides itself: an attack (or a penalty attack)
    also for the same naming no weapon (decide then takes the one that fits, ATK-04/14);
    a reaction also for naming no target (decide takes the attack's target, else the
    reacting hero) and, listed without one, for naming its only target (QUEST-36)."""
    forms = {representative(command)}
    if command.type in ("attack", "make_penalty_attack") and getattr(command, "unit", None):
        bare = command.model_copy(update={"weapon": None, "unarmed": False})
        forms.add(representative(bare))
    if command.type == "play_reaction":
        named = [command.model_copy(update={"target": u}) for u in (None, *unit_ids)]
        forms |= {representative(c) for c in named}
    return forms


def accepted(state: CampaignState, command: CommandBase, actor: Actor) -> bool:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=base())  # type: ignore[arg-type]
    return not isinstance(result, Rejection)


def check_both_ways(state: CampaignState) -> None:
    assert state.quest is not None
    offered = list(candidates(state.quest))
    units = [*state.quest.heroes, *state.quest.allies, *state.quest.enemies]
    for actor in (*actors(state), GM, SYSTEM):
        listed = legal_commands(state, actor, base())
        for command in listed:
            assert accepted(state, command, actor), ("listed, refused", actor, command)
        keys = set().union(*(stands_for(c, units) for c in listed))
        for command in offered:
            if command.type == "resume":
                continue  # the server's own command, never offered (legal.py)
            if representative(command) not in keys and accepted(state, command, actor):
                raise AssertionError(("accepted, not listed", actor, command))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setup=setups(), picks=choices(120))
def test_decide_and_legal_commands_agree_both_ways(setup: Setup, picks: list[int]) -> None:
    """DESIGN principle 1: at every fifth position of a random playout, what is listed is
    accepted and what is accepted is listed."""
    for index, (before, _, _) in enumerate(playout(start(setup), picks)):
        if index % CHECK_EVERY == 0:
            check_both_ways(before)
