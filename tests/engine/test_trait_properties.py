"""Properties of play with many traits and reactions about (issue 5), over positions and
lists of choices that hypothesis draws (so a failure shrinks to a small one), checked at
every event:

- a reaction window never opens when no seat can react (QUEST-34..37, DESIGN 3);
- at most one reaction per action, unless the attack allows more (QUEST-37/40);
- poison never stacks (TRAIT-14): a poisoned miniature is never poisoned again and
  poison bites for exactly 1;
- Mighty never exceeds 2 markers, on an enemy or on a piece of armor (TRAIT-19).
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine import Actor, Command, HuntersTable, Rejection, SeededDice, decide, evolve
from app.engine.hunters.legal import legal_commands
from app.engine.hunters.quest.events.attacks import ReactionPlayed
from app.engine.hunters.quest.events.decisions import DecisionOpened
from app.engine.hunters.quest.events.harm_and_help import DamageTaken, MightyMarked, StatusApplied
from app.engine.hunters.quest.model.frames import AttackFrame
from app.engine.hunters.quest.model.units import EnemyUnit, HeroUnit
from app.engine.hunters.quest.rules.reactions import moment_now, playable_cards
from app.engine.kernel.model import EventBase
from tests.engine.playouts import choices
from tests.engine.quest_factory import SYSTEM, base, position

ATTACKING = 700

ENEMIES = ["rat", "raubritter", "beast", "murderer_for_hire", "lucanus", "nasicornis", "wolf"]
HEROES: list[dict[str, Any]] = [
    {"hero": "landsknecht", "equipment": ["war_hammer", "chain_mail"]},
    {"hero": "man_at_arms", "equipment": ["mace", "heater_shield", "gambeson"]},
    {"hero": "sorceress", "equipment": ["oak_staff", "warded_robe"]},
    {"hero": "medic", "equipment": ["dagger", "leather_jerkin"]},
    {"hero": "huntress", "equipment": ["hunting_bow", "hunting_knife", "breastplate"]},
]
CARDS = {
    "landsknecht": ["LK02", "LK13", "LK13", "LK03", "LK06", "LK19", "LK10", "LK01"],
    "man_at_arms": ["MA01", "MA07", "MA07", "MA10", "MA19", "MA02", "MA05", "MA03"],
    "sorceress": ["SR17", "SR21", "SR22", "SR18", "SR08", "SR16", "SR02", "SR01"],
    "medic": ["MC19", "MC01", "MC07", "MC05", "MC11", "MC02", "MC06", "MC10"],
    "huntress": ["HT08", "HT04", "HT17", "HT01", "HT21", "HT02", "HT05", "HT11"],
}


SPACES = st.tuples(st.integers(0, 4), st.integers(0, 4))


@st.composite
def positions(draw: st.DrawFn) -> HuntersTable:
    """2-4 heroes with 5 of their reaction-rich cards in hand, 2-5 enemies, on a 5x5 board."""
    units: list[dict[str, Any]] = []
    chosen = draw(st.lists(st.sampled_from(HEROES), min_size=2, max_size=4, unique_by=str))
    for index, hero in enumerate(chosen):
        cards = CARDS[hero["hero"]]
        hand = draw(st.permutations(cards))[:5]
        units.append(
            {**hero, "id": f"H{index}", "at": list(draw(SPACES)), "hand": hand, "deck": cards}
        )
    for index, enemy in enumerate(draw(st.lists(st.sampled_from(ENEMIES), min_size=2, max_size=5))):
        units.append({"id": f"E{index}", "enemy": enemy, "at": list(draw(SPACES))})
    options = {"goal": {"kind": "survive", "rounds": 3}}
    return position({"board": {"size": [5, 5]}, "units": units, "options": options})


def reaction_problems(before: HuntersTable, event: EventBase) -> str:
    """What the event would break, judged on the state it is applied to."""
    q = before.quest
    assert q is not None
    if isinstance(event, DecisionOpened) and event.decision.kind == "reaction":
        window = event.decision
        moment = moment_now(q, window.timing, window.attacker, window.target)
        able = {before.seat_of_hero(h) for h in playable_cards(q, moment)}
        if not able or set(window.deciders) - able:
            return f"window for seats that cannot react: {window}"
    if isinstance(event, ReactionPlayed) and q.reaction_played:
        top = q.top
        if not (isinstance(top, AttackFrame) and top.unlimited_reactions):
            return f"a second reaction in one action: {event.card}"
    return ""


def token_problems(before: HuntersTable, event: EventBase) -> str:
    q = before.quest
    assert q is not None
    if isinstance(event, StatusApplied) and event.status == "poison":
        unit = q.heroes.get(event.unit) or q.enemies[event.unit]
        if unit.tokens.poison:
            return f"{event.unit} poisoned twice"
    if isinstance(event, DamageTaken) and event.source == "poison" and event.amount > 1:
        return f"poison bit {event.amount}"
    if isinstance(event, MightyMarked) and event.markers > 2:
        return f"{event.markers} Mighty markers"
    return ""


def check_state(state: HuntersTable) -> None:
    q = state.quest
    assert q is not None
    units: list[HeroUnit | EnemyUnit] = [*q.heroes.values(), *q.enemies.values()]
    for unit in units:
        assert unit.tokens.mighty <= 2
    for hero in q.heroes.values():
        assert all(markers <= 2 for markers in hero.armor_damage.values())


def options_for(state: HuntersTable) -> list[tuple[Command, Actor]]:
    found = [
        (c, Actor(role="seat", seat=s))
        for s in state.seats
        for c in legal_commands(state, Actor(role="seat", seat=s), base())
    ]
    return found or [(c, SYSTEM) for c in legal_commands(state, SYSTEM, base())]


@settings(max_examples=25, deadline=None)
@given(start=positions(), picks=choices(150))
def test_reactions_poison_and_mighty_keep_their_limits(
    start: HuntersTable, picks: list[int]
) -> None:
    """Each choice number below ATTACKING picks among attacks, reactions and cards; a
    larger one among every offer."""
    state = play(start, SYSTEM, {"type": "resume"})
    for choice in picks:
        if state.phase != "quest":
            break
        options = options_for(state)
        attacks = [o for o in options if o[0].type in ("attack", "play_reaction", "play_card")]
        group = attacks if attacks and choice < ATTACKING else options
        command, actor = group[choice % len(group)]
        state = play(state, actor, command)


def play(state: HuntersTable, actor: Actor, command: Command | dict[str, Any]) -> HuntersTable:
    from app.engine.hunters.commands import parse_command

    parsed = parse_command(command) if isinstance(command, dict) else command
    dice = SeededDice(state.seed, state.dice_cursor)
    result = decide(state, parsed, dice, actor=actor, content=base())
    assert not isinstance(result, Rejection), (parsed, result)
    for event in result:
        problem = reaction_problems(state, event) or token_problems(state, event)
        assert not problem, problem
        state = evolve(state, event)
        check_state(state)
    return state
