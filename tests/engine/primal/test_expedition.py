"""Expedition mode with the core pack (P-EXP-01..10): choosing the monster, the level, the
decks and the gear; the preconstructed decks and the rules of a custom one."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from pydantic import ValidationError

from app.content.loader import load_primal_pack
from app.content.primal.book_data import EXPEDITION_TERRAIN
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.checks import check_primal_pack
from app.content.primal.skill_tree import upgrade_steps
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import FightHunter, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.expedition import deck_advantage
from tests.engine.primal.helpers import SYSTEM

CORE = Path(__file__).parents[3] / "content" / "primal-base"
PARTY = ("dareon", "mirah", "thoreg", "ljonar")


@cache
def core() -> PrimalCatalog:
    return load_primal_pack(CORE)


def begin(
    fight: str, level: int, hunters: tuple[str, ...] = PARTY[:2], **loadouts: Loadout
) -> PrimalState | Rejection:
    """The fight's start with the pack's loadouts, or those given by hunter."""
    command = StartFight(
        fight=fight, level=level,
        hunters=tuple(FightHunter(hunter=h, seat=h, loadout=loadouts.get(h)) for h in hunters),
    )  # fmt: skip
    result = decide_fight(PrimalState(), command, SeededDice(7), SYSTEM, core())
    return result if isinstance(result, Rejection) else result[1]


def refused(result: PrimalState | Rejection) -> tuple[str, str | None]:
    assert isinstance(result, Rejection), "the start was accepted"
    return result.code, result.rule


def precon(hunter: str, level: int, **changes: object) -> Loadout:
    return core().hunters[hunter].precons[level].model_copy(update=changes)


def swapped(deck: tuple[str, ...], out: str, into: str) -> tuple[str, ...]:
    return tuple(into if card == out else card for card in deck)


@pytest.mark.parametrize("count", [2, 3, 4])
def test_an_expedition_takes_two_to_four_hunters_with_the_monster_and_level_chosen(
    count: int,
) -> None:
    """P-EXP-01: a one-off fight; the players pick the monster (its fight), the level and
    each hunter's gear and deck; 2-4 hunters."""
    custom = precon("dareon", 2, helm="reefbound-helm-2")
    state = begin("tarragua-expedition-2", 2, PARTY[:count], dareon=custom)
    assert isinstance(state, PrimalState)
    assert state.monster.id == "tarragua" and state.level == 2
    assert state.order == PARTY[:count] and state.hunters["dareon"].helm == "reefbound-helm-2"
    with pytest.raises(ValidationError):
        StartFight(fight="tarragua-expedition-2", hunters=(FightHunter(hunter="mirah", seat="m"),))


def test_every_monster_has_two_expedition_fights_set_up_like_the_prologue() -> None:
    """P-EXP-02: two expedition scenarios per monster, each with the book's terrain; the
    rest of the setup is the Prologue's (the front sector, the hands, the slots)."""
    for monster in core().monsters:
        fights = [f for f in core().fights.values() if f.monster == monster]
        expeditions = [f for f in fights if f.mode == "expedition"]
        assert len(expeditions) == 2, monster
        for number, fight in enumerate(sorted(expeditions, key=lambda f: f.id), start=1):
            counts: dict[str, int] = {}
            for placed in fight.terrain:
                counts[placed.terrain] = counts.get(placed.terrain, 0) + placed.count
            assert counts == dict(EXPEDITION_TERRAIN[core().monsters[monster].name][number - 1]), (
                fight.id
            )
    prologue, expedition = begin("prologue", 0), begin("vyraxen-expedition-1", 0)
    assert isinstance(prologue, PrimalState) and isinstance(expedition, PrimalState)
    for s in (prologue, expedition):
        assert s.board.facing == 0 and s.monster.stance == 0 and s.monster.health == 10
        assert all(h.sector == 0 and len(h.hand) == 5 for h in s.hunters.values())
        assert sum(1 for slot in s.behavior.slots if slot.card) == 3
    assert prologue.board.sectors != expedition.board.sectors


@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_an_expedition_is_played_at_any_level_the_monster_allows(level: int) -> None:
    """P-EXP-03: any level 0-3, with that level's components; a monster's expeditions
    may be limited to some levels (the Awakened's to level 3)."""
    state = begin("morkraas-expedition-1", level)
    assert isinstance(state, PrimalState) and state.defs.level is not None
    assert state.defs.level == core().monsters["morkraas"].levels[level]
    morkraas = core().monsters["morkraas"].model_copy(update={"expedition_levels": (3,)})
    limited = core().model_copy(update={"monsters": {**core().monsters, "morkraas": morkraas}})
    command = StartFight(
        fight="morkraas-expedition-1", level=level,
        hunters=(FightHunter(hunter="dareon", seat="a"), FightHunter(hunter="mirah", seat="b")),
    )  # fmt: skip
    result = decide_fight(PrimalState(), command, SeededDice(1), SYSTEM, limited)
    if level == 3:
        assert not isinstance(result, Rejection)
    else:
        assert isinstance(result, Rejection)
        assert (result.code, result.rule) == ("no_such_level", "P-EXP-03")
        problems = [p for p in check_primal_pack(limited) if "P-EXP-03" in p.message]
        assert len(problems) == 3 * 2  # each of the two fights names levels 0, 1 and 2


@pytest.mark.parametrize("level", [1, 2, 3])
def test_each_hunter_plays_the_levels_preconstructed_deck(level: int) -> None:
    """P-EXP-04: the preconstructed deck list of the level (with its suggested gear),
    whether the table names it or leaves the choice to the pack."""
    for given in (False, True):
        loadouts = {h: core().hunters[h].precons[level] for h in PARTY} if given else {}
        state = begin("vyraxen-expedition-2", level, PARTY, **loadouts)
        assert isinstance(state, PrimalState)
        for hunter in PARTY:
            kit = core().hunters[hunter].precons[level]
            held = state.hunters[hunter]
            cards = {c.partition("#")[0] for c in (*held.deck, *held.hand)}
            assert cards == set(kit.deck) and held.weapon == kit.weapon
            assert held.potions == kit.potions and held.item == kit.item


def test_level_zero_plays_the_starter_deck_and_base_gear() -> None:
    """P-EXP-05: at level 0 the starter deck and base equipment, as in the Prologue; any
    other loadout is refused."""
    state = begin("korowon-expedition-1", 0)
    assert isinstance(state, PrimalState)
    dareon = state.hunters["dareon"]
    assert (dareon.weapon, dareon.armor, dareon.helm) == (
        "base-great-sword",
        "base-armor",
        "base-helm",
    )
    assert len(dareon.deck) + len(dareon.hand) == 24
    assert refused(begin("korowon-expedition-1", 0, dareon=precon("dareon", 1))) == (
        "bad_loadout",
        "P-EXP-05",
    )
    starter = core().hunters["dareon"].starter
    assert isinstance(begin("korowon-expedition-1", 0, dareon=starter), PrimalState)


def test_custom_gear_comes_from_the_forge_of_the_aggression_level() -> None:
    """P-EXP-06: weapon, armor, helm and item of the level's forge; the weapon of the
    hunter's class; the item slot holds an item."""
    ok = precon("dareon", 2, armor="crystal-armor-2", helm="red-scale-helm-2")
    assert isinstance(begin("morkraas-expedition-2", 2, dareon=ok), PrimalState)
    for changes in ({"helm": "spined-helm-1"}, {"item": "woltyar-gauntlet-3"}):
        loadout = precon("dareon", 2, **changes)
        assert refused(begin("morkraas-expedition-2", 2, dareon=loadout)) == (
            "bad_loadout",
            "P-EXP-06",
        )
    potion = precon("dareon", 2, item="imperia")
    assert refused(begin("morkraas-expedition-2", 2, dareon=potion)) == ("bad_loadout", "P-EXP-06")
    bow = precon("dareon", 2, weapon="ashbringer-2")
    assert refused(begin("morkraas-expedition-2", 2, dareon=bow))[0] == "bad_loadout"


def test_a_custom_loadout_takes_any_of_the_hunters_own_masteries() -> None:
    """P-EXP-07: any one of the hunter's mastery cards; never another hunter's."""
    own = precon("mirah", 1, armor="thunder-armor-1")
    assert isinstance(begin("vyraxen-expedition-1", 1, PARTY[:2], mirah=own), PrimalState)
    other = precon("mirah", 1, mastery="relentless-assault")
    assert refused(begin("vyraxen-expedition-1", 1, PARTY[:2], mirah=other)) == (
        "bad_loadout",
        "P-EXP-07",
    )


def test_a_custom_deck_keeps_the_weapons_colors_and_the_levels_upgrade_steps() -> None:
    """P-EXP-08: the weapon's color counts exactly; starter cards and skill-tree cards,
    each once, within 2/4/6 steps, step 2 of a branch counting its step 1."""
    assert upgrade_steps(["S", "A1", "A1", "B1"]) == 2
    assert upgrade_steps(["A2"]) == 2 and upgrade_steps(["A2", "B1", "C2"]) == 5
    assert upgrade_steps(["U"]) is None
    level_two = core().hunters["dareon"].precons[2].deck  # A1, A2, B1: 3 steps
    too_many = precon("dareon", 1, deck=level_two)
    assert refused(begin("morkraas-expedition-1", 1, dareon=too_many)) == (
        "bad_loadout",
        "P-EXP-08",
    )
    assert isinstance(
        begin("morkraas-expedition-1", 2, dareon=precon("dareon", 2, helm="red-scale-helm-2")),
        PrimalState,
    )
    kit = core().hunters["dareon"].precons[1]
    # Rapid Slash (A2, maneuver) for Quick Attack: colors kept, but 3 steps at level 1.
    step_two = precon(
        "dareon", 1, deck=swapped(kit.deck, "dareon-quick-attack", "dareon-rapid-slash")
    )
    assert refused(begin("morkraas-expedition-1", 1, dareon=step_two)) == (
        "bad_loadout",
        "P-EXP-08",
    )
    starter_swap = swapped(kit.deck, "dareon-quick-attack", "dareon-engage")  # both starters
    assert isinstance(
        begin("morkraas-expedition-1", 1, dareon=precon("dareon", 1, deck=starter_swap)),
        PrimalState,
    )
    twice = swapped(kit.deck, "dareon-quick-attack", "dareon-thwart")
    assert refused(begin("morkraas-expedition-1", 1, dareon=precon("dareon", 1, deck=twice))) == (
        "bad_loadout",
        "P-EXP-08",
    )
    colors = swapped(kit.deck, "dareon-quick-attack", "dareon-massive-strike")  # 6 attacks
    assert refused(begin("morkraas-expedition-1", 1, dareon=precon("dareon", 1, deck=colors))) == (
        "bad_loadout",
        "P-EXP-08",
    )
    wound = swapped(kit.deck, "dareon-quick-attack", "dareon-wound")
    assert refused(begin("morkraas-expedition-1", 1, dareon=precon("dareon", 1, deck=wound))) == (
        "bad_loadout",
        "P-EXP-08",
    )


def test_up_to_three_different_potions_of_the_levels_herbalist_card() -> None:
    """P-EXP-09: at most 3 potions, each once, from the herbalist card of the level (the
    pack's potions are all on the level-1 card)."""
    fewer = precon("thoreg", 1, potions=("evok",), helm="spined-helm-1")
    assert isinstance(
        begin("tarragua-expedition-1", 1, ("thoreg", "ljonar"), thoreg=fewer), PrimalState
    )
    twice = precon("thoreg", 1, potions=("evok", "evok"))
    assert refused(begin("tarragua-expedition-1", 1, ("thoreg", "ljonar"), thoreg=twice)) == (
        "bad_loadout",
        "P-EXP-09",
    )
    level_two = precon("thoreg", 2, potions=("evok",))
    assert refused(begin("tarragua-expedition-1", 2, ("thoreg", "ljonar"), thoreg=level_two)) == (
        "bad_loadout",
        "P-EXP-09",
    )
    with pytest.raises(ValidationError):
        Loadout.model_validate(
            {**precon("thoreg", 1).model_dump(), "potions": ["evok", "imperia", "artrox", "vydia"]}
        )


def test_gear_the_monster_is_weak_to_lets_the_deck_change_its_colors() -> None:
    """P-EXP-10 (P-CAMP-35/36): per two effective pieces one card added or removed;
    Dareon's horn claw, helm and gauntlet are three against Vyraxen (weak to horn and
    coral), one card; none of them counts against Morkraas (fire and metal)."""
    kit = core().hunters["dareon"].precons[1]
    assert deck_advantage(core(), core().monsters["vyraxen"], kit) == 1
    assert deck_advantage(core(), core().monsters["morkraas"], kit) == 0
    shorter = precon("dareon", 1, deck=tuple(c for c in kit.deck if c != "dareon-quick-attack"))
    assert isinstance(begin("vyraxen-expedition-1", 1, dareon=shorter), PrimalState)
    assert refused(begin("morkraas-expedition-1", 1, dareon=shorter)) == ("bad_loadout", "P-EXP-08")
    two_off = precon("dareon", 1, deck=tuple(c for c in shorter.deck if c != "dareon-thwart"))
    assert refused(begin("vyraxen-expedition-1", 1, dareon=two_off)) == ("bad_loadout", "P-EXP-10")


def test_the_packs_upgrade_cards_are_skill_tree_steps_within_each_levels_budget() -> None:
    """P-EXP-08 (content): every upgrade card names its step (A1-E2), two cards a step at
    most, and each preconstructed deck fits its level's steps."""
    assert not list(check_primal_pack(core()))
    lacerate = core().cards["dareon-lacerate"].model_copy(update={"card_id": "U"})
    broken = core().model_copy(update={"cards": {**core().cards, "dareon-lacerate": lacerate}})
    assert [p.path for p in check_primal_pack(broken)] == ["card_id"]
    third = core().cards["dareon-feral-desire"].model_copy(update={"card_id": "A1"})
    crowded = core().model_copy(update={"cards": {**core().cards, "dareon-feral-desire": third}})
    assert any("step A1 has 3 cards" in p.message for p in check_primal_pack(crowded))
    budget = core().cards["dareon-feral-desire"].model_copy(update={"card_id": "C2"})
    over = core().model_copy(update={"cards": {**core().cards, "dareon-feral-desire": budget}})
    assert any(p.path == "precons.1.deck" for p in check_primal_pack(over))
