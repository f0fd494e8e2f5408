"""One source of legality, tested both ways (DESIGN principle 1, issue 10): in random
playouts of every base quest, at many positions and for every sender (each seat, the GM,
the server),

(a) every command legal_commands lists is accepted by decide, and
(b) every candidate command (tests/engine/candidates.py) that decide accepts is listed,
    modulo the representatives app/engine/hunters/quest/legal.py documents (``representative``
    below maps a command onto the one listed for it).

The run is small for ``make test``; ``LEGALITY_EXAMPLES=200`` runs a longer one.
"""

from __future__ import annotations

import os
from typing import Any

from hypothesis import HealthCheck, given, settings

from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide
from app.engine.hunters.commands import parse_command
from app.engine.hunters.legal import legal_commands
from tests.engine.candidates import candidates
from tests.engine.playouts import Setup, actors, choices, playout, setups, start
from tests.engine.quest_factory import SYSTEM, act, base, new_campaign, position, seat

EXAMPLES = int(os.environ.get("LEGALITY_EXAMPLES", "10"))
CHECK_EVERY = 5
GM = Actor(role="gm")
SPELL = "MC09"
"""The Medic's spell: you or an ally on your space gains 2 defense tokens."""

ATTACK_DECLARATIONS = ("offense_tokens", "spend_morale", "area", "push", "additions")
REORGANIZED = ("equipment", "backpack", "partner", "partner_equipment", "partner_backpack")


def representative(command: Command) -> tuple[Any, ...]:
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


def stands_for(command: Command, unit_ids: list[str]) -> set[tuple[Any, ...]]:
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


def accepted(state: HuntersTable, command: Command, actor: Actor) -> bool:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, command, dice, actor=actor, content=base())
    return not isinstance(result, Rejection)


def check_both_ways(state: HuntersTable) -> None:
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
    """DESIGN principle 1: at every position with an open decision and every fifth other
    position of a random playout, what is listed is accepted and what is accepted is
    listed."""
    for index, (before, _, _) in enumerate(playout(start(setup), picks)):
        assert before.quest is not None
        if before.quest.pending or index % CHECK_EVERY == 0:
            check_both_ways(before)


# The mismatches issue 10 names, each pinned by a position of its own.


def two_heroes_beside_a_wolf() -> HuntersTable:
    """Seat "a" runs two Landsknechte attacked by a wolf; seat "b" (the Sorceress) can
    react too, so a reaction is offered, not played at once (QUEST-37)."""
    state = position(
        {
            "board": {"size": [5, 5]},
            "units": [
                {"id": "W1", "enemy": "wolf", "at": [2, 2]},
                {
                    "id": "H1",
                    "hero": "landsknecht",
                    "at": [2, 2],
                    "equipment": [],
                    "hand": ["LK06"],
                },
                {
                    "id": "H3",
                    "hero": "landsknecht",
                    "at": [2, 2],
                    "equipment": [],
                    "hand": ["LK06"],
                },
                {"id": "H2", "hero": "sorceress", "at": [0, 0], "hand": ["SR17"]},
            ],
            "enemy_decks": {"wolf": ["W-B"]},
            "turn": {"round": 1, "active": "W1", "order": ["W1", "H1", "H3", "H2"]},
            "dice": {"attack": [5, 5]},
            "options": {"seats": {"a": ["H1", "H3"], "b": ["H2"]}},
        }
    )
    state, _ = act(state, {"type": "resume"}, SYSTEM)
    state, _ = act(state, {"type": "play_reaction", "unit": "H1", "card": "LK06"}, seat("a"))
    return state


def test_a_seat_that_offered_for_one_hero_is_offered_its_other_heros_reaction() -> None:
    """QUEST-37: each hero may offer a reaction (the deciding player then picks one), so a
    seat with two heroes that offered for one is still offered the other's — and not a
    pass, its answer being given."""
    state = two_heroes_beside_a_wolf()
    listed = legal_commands(state, seat("a"), base())
    assert [(c.type, getattr(c, "unit", None)) for c in listed] == [("play_reaction", "H3")]
    assert accepted(state, listed[0], seat("a"))
    assert not accepted(state, parse_command({"type": "pass_reaction"}), seat("a"))


def test_the_server_neither_starts_a_quest_nor_is_offered_to() -> None:
    """A quest starts by the GM or a seated player (quest_start.start_guard, the one guard
    decide and legal_commands share); the server itself never starts one. In a campaign
    the story opens the quests (CAMP-36): a seat is refused, the GM may still open one."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    state = state.model_copy(update={"phase": "between_quests"})
    command = parse_command({"type": "start_quest", "quest": "q2"})
    assert not accepted(state, command, SYSTEM)
    assert legal_commands(state, SYSTEM, base()) == []
    assert accepted(state, command, Actor(role="gm"))
    assert not accepted(state, command, seat("s0"))
    assert command not in legal_commands(state, seat("s0"), base())
    without_chapter = state.model_copy(update={"campaign": None})
    assert accepted(without_chapter, command, seat("s0")) and command in legal_commands(
        without_chapter, seat("s0"), base()
    )


def hero_turn(units: list[dict[str, Any]]) -> HuntersTable:
    ids = [u["id"] for u in units]
    return position(
        {
            "board": {"size": [4, 4]},
            "units": [*units, {"id": "W1", "enemy": "wolf", "at": [3, 3]}],
            "turn": {"round": 1, "active": ids[0], "order": [*ids, "W1"]},
            "options": {"goal": {"kind": "survive", "rounds": 2}},
        }
    )


def refusal(state: HuntersTable, command: dict[str, Any], actor: Actor) -> str:
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, parse_command(command), dice, actor=actor, content=base())
    assert isinstance(result, Rejection), result
    return result.code


def test_tokens_go_only_to_an_ally_with_room() -> None:
    """ATK-33: Hold the Gap gives one ally a defense token (then one to the Landsknecht):
    an ally already holding 2 is neither offered nor accepted; one with room is. The
    Landsknecht's own token is the second activity: take_tokens performs the first
    (QUEST-25), so it is reached by skipping, and not offered before."""
    state = hero_turn(
        [{"id": "H1", "hero": "landsknecht", "at": [0, 0], "hand": ["LK21", "LK21"]},
         {"id": "H2", "hero": "medic", "at": [0, 0], "tokens": {"defense": 2}},
         {"id": "H3", "hero": "huntress", "at": [1, 0]}]
    )  # fmt: skip
    state, _ = act(state, {"type": "play_card", "unit": "H1", "card": "LK21"}, seat("H1"))
    full = {"type": "take_tokens", "unit": "H1", "recipient": "H2"}
    assert refusal(state, full, seat("H1")) == "tokens_full"
    offered = [c for c in legal_commands(state, seat("H1"), base()) if c.type == "take_tokens"]
    assert [getattr(c, "recipient", None) for c in offered] == ["H3"]
    assert refusal(state, {**full, "recipient": "H1"}, seat("H1")) == "bad_target"


def test_a_spell_of_tokens_only_is_refused_on_a_full_target() -> None:
    """ATK-33: the Medic's spell gives only defense tokens; on an ally already holding 2
    it would do nothing, so it is refused and offered only on those with room."""
    state = hero_turn(
        [{"id": "H1", "hero": "medic", "at": [0, 0], "hand": [SPELL, SPELL]},
         {"id": "H2", "hero": "landsknecht", "at": [0, 0], "tokens": {"defense": 2}}]
    )  # fmt: skip
    state, _ = act(state, {"type": "play_card", "unit": "H1", "card": SPELL}, seat("H1"))
    full = {"type": "cast_spell", "unit": "H1", "targets": ["H2"]}
    assert refusal(state, full, seat("H1")) == "tokens_full"
    offered = [c for c in legal_commands(state, seat("H1"), base()) if c.type == "cast_spell"]
    assert [getattr(c, "targets", None) for c in offered] == [("H1",)]


def test_a_seat_that_passed_cannot_react_in_the_same_window() -> None:
    """QUEST-37: a pass is the seat's answer to the window; it is then neither offered a
    reaction nor may it play one."""
    state = position(
        {
            "board": {"size": [5, 5]},
            "units": [
                {"id": "W1", "enemy": "wolf", "at": [2, 2]},
                {
                    "id": "H1",
                    "hero": "landsknecht",
                    "at": [2, 2],
                    "equipment": [],
                    "hand": ["LK06"],
                },
                {"id": "H2", "hero": "sorceress", "at": [0, 0], "hand": ["SR17"]},
            ],
            "enemy_decks": {"wolf": ["W-B"]},
            "turn": {"round": 1, "active": "W1", "order": ["W1", "H1", "H2"]},
            "dice": {"attack": [5, 5]},
        }
    )
    state, _ = act(state, {"type": "resume"}, SYSTEM)
    state, _ = act(state, {"type": "pass_reaction"}, seat("H1"))
    assert legal_commands(state, seat("H1"), base()) == []
    react = {"type": "play_reaction", "unit": "H1", "card": "LK06"}
    assert refusal(state, react, seat("H1")) == "already_passed"
