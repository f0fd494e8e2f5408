"""Properties of whole quests played by random legal choices: every legal command is
accepted, Health stays within bounds, every card is in exactly one place, and the log
replays to the same state (DESIGN principles 1, 5)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import Actor, CampaignState, Rejection, SeededDice, decide, evolve, replay
from app.engine.kernel.model import CommandBase, EventBase
from app.engine.legal import legal_commands
from app.engine.quest.events.attacks import AttackResolved
from tests.engine.quest_factory import SYSTEM, base, new_campaign, position

MAX_COMMANDS = 400


def choose(
    rng: random.Random, options: list[tuple[CommandBase, Actor]]
) -> tuple[CommandBase, Actor]:
    """Random, but leaning to fights and steps on the board (leaving it ends quests early)."""

    def weight(option: tuple[CommandBase, Actor]) -> float:
        command = option[0]
        if command.type == "attack":
            return 10
        if command.type == "move_hero":
            board_size = 8
            inside = all(0 <= x < board_size and 0 <= y < board_size for x, y in command.path)  # type: ignore[attr-defined]
            return 3 if inside else 0.02
        return 0.3 if command.type == "end_turn" else 1

    return rng.choices(options, weights=[weight(o) for o in options])[0]


def check_invariants(state: CampaignState, decks: dict[str, Counter[str]]) -> None:
    quest = state.quest
    assert quest is not None
    for hero in quest.heroes.values():
        assert 0 <= hero.health <= hero.max_health
        piles = Counter((*hero.draw_pile, *hero.hand, *hero.used, *hero.in_play))
        assert piles == decks[hero.id], hero.id
    for enemy in quest.enemies.values():
        assert 0 <= enemy.health <= enemy.start_health


def play_out(state: CampaignState, log: list[EventBase], rng: random.Random) -> CampaignState:
    seats = list(state.seats)
    quest = state.quest
    assert quest is not None
    decks = {
        h.id: Counter((*h.draw_pile, *h.hand, *h.used, *h.in_play)) for h in quest.heroes.values()
    }
    for _ in range(MAX_COMMANDS):
        if state.phase != "quest":
            break
        options = [
            (c, Actor(role="seat", seat=s))
            for s in seats
            for c in legal_commands(state, Actor(role="seat", seat=s), base())
        ]
        options = options or [(c, SYSTEM) for c in legal_commands(state, SYSTEM, base())]
        assert options, "a quest in progress always offers somebody something to do"
        command, actor = choose(rng, options)
        result = decide(
            state, command, SeededDice(state.seed, state.dice_cursor), actor=actor, content=base()
        )  # type: ignore[arg-type]
        assert not isinstance(result, Rejection), (command, result)
        for event in result:
            if isinstance(event, AttackResolved):
                assert event.successes <= len(event.dice) and event.damage >= 0
            state = evolve(state, event)
            log.append(event)
        check_invariants(state, decks)
    return state


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**16),
    heroes=st.integers(2, 4),
    quest=st.sampled_from(["q2", "q3a", "q3b"]),
)
def test_random_quests_keep_their_invariants(seed: int, heroes: int, quest: str) -> None:
    party = ("landsknecht", "huntress", "medic", "sorceress", "man_at_arms")
    rng = random.Random(seed)
    state, log = new_campaign(tuple(rng.sample(party, heroes)), seed=seed)
    state = play_out(state, log, rng)
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
    state = play_out(state, log, rng)
    assert replay(log) == state


def assert_fresh(state: CampaignState) -> None:
    """END-08: nothing of the last quest's enemies remains; END-12: every Reload weapon is
    Loaded again and once-per-quest items are ready (EQUIP-33, END-09)."""
    quest = state.quest
    assert quest is not None and quest.round == 0
    for enemy in quest.enemies.values():
        assert enemy.tokens == type(enemy.tokens)() and enemy.health == enemy.start_health
    for hero in quest.heroes.values():
        assert not hero.empty_weapons and not hero.spent_items and not hero.active_items


def _start(quest: str) -> CommandBase:
    from app.engine.commands import parse_command

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
    from app.engine.commands import parse_command

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


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**16))
def test_every_offered_command_is_accepted(seed: int) -> None:
    """DESIGN principle 1: legal_commands and decide share their guards, so everything a
    client is offered is accepted (checked for every offer at a sample of positions)."""
    rng = random.Random(seed)
    state, _ = new_campaign(("landsknecht", "huntress", "sorceress"), seed=seed)
    for step in range(120):
        if state.phase != "quest":
            break
        offers = [
            (c, Actor(role="seat", seat=s))
            for s in state.seats
            for c in legal_commands(state, Actor(role="seat", seat=s), base())
        ] or [(c, SYSTEM) for c in legal_commands(state, SYSTEM, base())]
        if step % 7 == 0:
            for command, actor in offers:
                dice = SeededDice(seed, state.dice_cursor)
                result = decide(state, command, dice, actor=actor, content=base())  # type: ignore[arg-type]
                assert not isinstance(result, Rejection), (command, result)
        command, actor = choose(rng, offers)
        result = decide(
            state,
            command,
            SeededDice(seed, state.dice_cursor),
            actor=actor,
            content=base(),  # type: ignore[arg-type]
        )
        assert not isinstance(result, Rejection)
        for event in result:
            state = evolve(state, event)
