"""Properties of whole quests played by random legal choices (hypothesis lists of choice
numbers, so a failure shrinks): Health stays within bounds, every card is in exactly one
place, and the log replays to the same state (DESIGN principles 1, 5). That every legal
command is accepted, and only those, is tests/engine/test_legality.py's."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, evolve, replay
from app.engine.hunters.quest.events.attacks import AttackResolved
from app.engine.kernel.model import EventBase
from tests.engine.playouts import CHOICE_RANGE, choices, parties, playout
from tests.engine.quest_factory import base, new_campaign, position

MAX_COMMANDS = 400


def check_invariants(state: HuntersTable, decks: dict[str, Counter[str]]) -> None:
    quest = state.quest
    if quest is None:  # END-04: the campaign's story took the ended quest back
        assert state.last_quest is not None and state.last_quest.outcome is not None
        return
    for hero in quest.heroes.values():
        assert 0 <= hero.health <= hero.max_health
        piles = Counter((*hero.draw_pile, *hero.hand, *hero.used, *hero.in_play))
        assert piles == decks[hero.id], hero.id
    for enemy in quest.enemies.values():
        assert 0 <= enemy.health <= enemy.start_health


def play_out(state: HuntersTable, log: list[EventBase], picks: list[int]) -> HuntersTable:
    """Play the quest by the choice numbers (tests/engine/playouts.py), checking the
    invariants after every event and every attack's numbers as it resolves."""
    quest = state.quest
    assert quest is not None
    decks = {
        h.id: Counter((*h.draw_pile, *h.hand, *h.used, *h.in_play)) for h in quest.heroes.values()
    }
    for before, _, events in playout(state, picks):
        state = before
        for event in events:
            if isinstance(event, AttackResolved):
                assert event.successes <= len(event.dice) and event.damage >= 0
            state = evolve(state, event)
            log.append(event)
        check_invariants(state, decks)
    return state


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**16),
    party=parties(),
    quest=st.sampled_from(["q2", "q3a", "q3b"]),
    first=st.lists(st.integers(0, CHOICE_RANGE - 1), min_size=MAX_COMMANDS, max_size=MAX_COMMANDS),
    second=choices(MAX_COMMANDS),
)
def test_random_quests_keep_their_invariants(
    seed: int, party: tuple[str, ...], quest: str, first: list[int], second: list[int]
) -> None:
    """Quest 1 played to its end by one list of choices, then another quest by a second."""
    state, log = new_campaign(party, seed=seed)
    state = play_out(state, log, first)
    assert state.phase == "between_quests", "quest 1 ends within its rounds"
    # In a campaign the story opens quests (CAMP-36); the GM may open any to jump ahead.
    gm = Actor(role="gm")
    result = decide(
        state, _start(quest), SeededDice(seed, state.dice_cursor), actor=gm, content=base()
    )
    assert not isinstance(result, Rejection)
    for event in result:
        state = evolve(state, event)
        log.append(event)
    assert_fresh(state)
    state = play_out(state, log, second)
    assert replay(log) == state


def assert_fresh(state: HuntersTable) -> None:
    """END-08: nothing of the last quest's enemies remains; END-12: every Reload weapon is
    Loaded again and once-per-quest items are ready (EQUIP-33, END-09)."""
    quest = state.quest
    assert quest is not None and quest.round == 0
    for enemy in quest.enemies.values():
        assert enemy.tokens == type(enemy.tokens)() and enemy.health == enemy.start_health
    for hero in quest.heroes.values():
        assert not hero.empty_weapons and not hero.spent_items and not hero.active_items


def _start(quest: str) -> Command:
    from app.engine.hunters.commands import parse_command

    return parse_command({"type": "start_quest", "quest": quest})


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**20),
    strength=st.integers(0, 4),
    weapon=st.sampled_from(["longsword", "zweihander", "messer", "dagger", None]),
    armor=st.sampled_from([[], ["gambeson"], ["plate_armor"]]),
    wolf_health=st.integers(1, 9),
    offense=st.integers(0, 2),
)
def test_random_attacks_resolve_within_bounds(
    seed: int, strength: int, weapon: str | None, armor: list[str], wolf_health: int, offense: int
) -> None:
    """ATK-05..13: successes never exceed the dice rolled, damage is never negative, and
    Health ends within [0, max] — for hero attacks and the wolf's answer."""
    hero = {
        "id": "H1",
        "hero": "landsknecht",
        "at": [1, 1],
        "attributes": {"strength": strength},
        "equipment": [*([weapon] if weapon else []), *armor],
        "tokens": {"offense": offense},
        "hand": ["LK19", "LK19"],
    }
    wolf = {"id": "W1", "enemy": "wolf", "at": [1, 1], "health": wolf_health, "start_health": 9}
    state = position(
        {
            "board": {"size": [3, 3]},
            "units": [hero, wolf],
            "turn": {"round": 1, "active": "H1", "order": ["H1", "W1"]},
            "options": {"goal": {"kind": "survive", "rounds": 1}},
        }
    )
    command = {
        "type": "attack",
        "unit": "H1",
        "target": "W1",
        "kind": "melee",
        "discard": "LK19",
        "offense_tokens": offense,
        "spend_morale": False,
        "unarmed": weapon is None,
    }
    from app.engine.hunters.commands import parse_command

    result = decide(
        state,
        parse_command(command),
        SeededDice(seed),
        actor=Actor(role="seat", seat="H1"),
        content=base(),
    )
    assert not isinstance(result, Rejection), result
    for event in result:
        if isinstance(event, AttackResolved):
            assert event.successes <= len(event.dice)
            assert event.damage >= 0 and event.health >= 0
            assert event.strength == event.successes + event.attribute
        state = evolve(state, event)
    assert state.quest is not None
    assert 0 <= state.quest.heroes["H1"].health <= state.quest.heroes["H1"].max_health
