"""Setting a fight up (P-SETUP-01..20), checked on a real start from the test pack."""

from __future__ import annotations

import pytest

from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Viewer
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import FightHunter, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.events.behavior import SlotFilled
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.evolve.registry import replay
from app.engine.primal.model.decisions import WindowDecision
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.monster import toughness
from tests.engine.primal.helpers import SYSTEM, pack, start


def test_the_monster_faces_the_bottom_sector_and_hunters_start_in_front() -> None:
    """P-SETUP-01, P-SETUP-02, P-BOARD-07: facing south (sector 0); every hunter there."""
    _, s = start(hunters=("blade", "bow", "hammer"))
    assert s.board.facing == 0
    assert {h.sector for h in s.hunters.values()} == {0}


def test_the_fights_terrain_layout_is_placed() -> None:
    """P-SETUP-03 (AMBIGUITY: an explicit table per fight): the test Prologue's Brush in
    the west, Cyricae in the east, Baethanis in the north."""
    _, s = start()
    assert [sector.terrain for sector in s.board.sectors] == [
        (),
        ("brush",),
        ("baethanis",),
        ("cyricae",),
    ]


def test_round_one_and_the_monster_at_full_health_in_stance_one() -> None:
    """P-SETUP-04, P-SETUP-05, P-SETUP-08, P-SETUP-18: round 1; 10 health, Stance I with
    its perils and objective, no damage, no struggle before the first upkeep."""
    events, s = start()
    started = replay(events[:1])
    assert started.monster.health == 10 and started.monster.stance == 0
    assert started.monster.damage == 0 and started.monster.struggle == 0
    assert s.round == 1
    assert s.monster.perils == ("scorching-scales",) and s.monster.objectives == ("hit-the-tail",)


def test_the_level_chooses_the_stance_faces_and_the_behavior_cards() -> None:
    """P-SETUP-06: only the behavior cards of the level's icon set; its stance faces."""
    _, zero = start(fight="vyraxen-cliffs", level=0)
    _, one = start(fight="vyraxen-cliffs", level=1)
    level_zero = {c.id for c in pack().monsters["vyraxen"].behaviors if 0 in c.levels}
    in_play = {c for c in (*zero.behavior.deck, *(x.card for x in zero.behavior.slots))}
    assert in_play == level_zero and len(level_zero) == 9
    assert zero.defs.stance(0).damage == 1 and one.defs.stance(0).damage == 2
    assert len(one.behavior.deck) + 3 == sum(
        1 for c in pack().monsters["vyraxen"].behaviors if 1 in c.levels
    )


def test_decks_are_shuffled_and_their_orders_recorded() -> None:
    """P-SETUP-07, P-SETUP-09, P-SETUP-12: the behavior, attrition and every hunter's deck
    shuffled by the seeded source, each order in an event (replay never shuffles)."""
    events, s = start(seed=3)
    piles = [(e.pile, e.hunter) for e in events if isinstance(e, PileShuffled)]
    assert piles == [("behavior", None), ("attrition", None), ("deck", "blade"), ("deck", "hammer")]
    other = start(seed=4)[1]
    assert (s.behavior.deck, s.hunters["blade"].hand) != (
        other.behavior.deck,
        other.hunters["blade"].hand,
    )
    assert replay(events) == s


def test_special_attrition_cards_replace_base_ones() -> None:
    """P-SETUP-09, P-MON-16: the golem's fight takes two value-1 cards out and adds its
    special cards (marked with its trophy)."""
    _, s = start(fight="golem-quarry", level=1)
    cards = [c.partition("#")[0] for c in (*s.attrition.deck, *s.attrition.discard)]
    assert cards.count("attrition-1") == 2 and {"attrition-parry", "attrition-grind"} <= set(cards)
    assert all(
        s.defs.attrition[c].trophy == "golem" for c in ("attrition-parry", "attrition-grind")
    )


def test_each_hunter_has_the_starter_loadout_and_two_wound_cards() -> None:
    """P-SETUP-10, P-SETUP-11, P-SETUP-13, P-SETUP-15, P-KO-17: gear on the board, the
    starter deck (no Wound card in
    it), the mastery unfocused beside it, a reserve of 2 Wound cards, 5 cards in hand."""
    _, s = start()
    blade = s.hunters["blade"]
    assert (blade.weapon, blade.armor, blade.helm, blade.potions) == (
        "aurean-blade",
        "base-armor",
        "base-helm",
        ("alemore",),
    )
    assert blade.mastery == "relentless-assault" and not blade.focused and blade.focus_counters == 0
    assert blade.wound_reserve == ("blade-wound", "blade-wound#2")
    assert len(blade.hand) == 5 and len(blade.hand) + len(blade.deck) == 12
    assert not any(c.startswith("blade-wound") for c in (*blade.hand, *blade.deck))


def test_the_aggro_token_goes_to_the_hunter_the_group_names() -> None:
    """P-SETUP-14: the aggro token to any one player (the first listed by default)."""
    assert start()[1].aggro == "blade"
    assert start(aggro="hammer")[1].aggro == "hammer"


def test_three_behavior_cards_face_down_with_public_backs() -> None:
    """P-SETUP-16: the top 3 behavior cards into the slots, face down; their backs are in
    the event every player sees, their faces are not."""
    events, s = start()
    filled = [e for e in events if isinstance(e, SlotFilled)]
    assert [e.slot for e in filled] == [0, 1, 2]
    assert all(not slot.face_up and slot.card for slot in s.behavior.slots)
    shown = filled[0].for_viewer(Viewer(role="seat", seat="blade", heroes=("blade",)))
    assert isinstance(shown, SlotFilled) and shown.card == "?" and shown.icons == filled[0].icons


def test_setup_abilities_fire_when_the_fight_begins() -> None:
    """P-SETUP-17: the golem's Grinding Core says "Setup: Dust in the front sector"."""
    _, s = start(fight="golem-quarry", level=1)
    assert s.board.sectors[0].tokens == {"dust": 1}


@pytest.mark.parametrize(
    ("hunters", "code"),
    [(("blade", "blade"), "bad_party"), (("blade", "nobody"), "bad_party")],
)
def test_the_party_is_two_to_four_different_hunters(hunters: tuple[str, ...], code: str) -> None:
    """P-SETUP-19: 2-4 hunters, each a different one (a solo player runs two seats' worth:
    the seat is free, the hunters are not)."""
    command = StartFight(
        fight="prologue", hunters=tuple(FightHunter(hunter=h, seat="solo") for h in hunters)
    )
    result = decide_fight(PrimalState(), command, SeededDice(1), SYSTEM, pack())
    assert isinstance(result, Rejection) and result.code == code and result.rule == "P-SETUP-19"
    with pytest.raises(ValueError, match="at least 2"):
        StartFight(fight="prologue", hunters=(FightHunter(hunter="blade", seat="solo"),))
    solo = StartFight(
        fight="prologue",
        hunters=(FightHunter(hunter="blade", seat="solo"), FightHunter(hunter="bow", seat="solo")),
    )
    assert not isinstance(
        decide_fight(PrimalState(), solo, SeededDice(1), SYSTEM, pack()), Rejection
    )


def test_player_count_is_the_hunters_that_started() -> None:
    """P-SETUP-20, P-GLOSS-03: PC counts the hunters at the start; a KO does not lower it
    (toughness 2 per player stays 6 for three hunters)."""
    _, s = start(hunters=("blade", "bow", "hammer"))
    hammer = s.hunters["hammer"].model_copy(update={"ko": "red"})
    knocked = s.model_copy(update={"hunters": {**s.hunters, "hammer": hammer}})
    assert s.player_count == knocked.player_count == 3 and toughness(knocked) == 6


def test_the_first_consume_step_waits_for_the_potions() -> None:
    """P-SETUP-11 with P-ROUND-03: every hunter holds one Alemore; round 1's Consume step
    opens a window for them."""
    _, s = start()
    assert isinstance(s.pending[0], WindowDecision) and s.pending[0].moment == "consume"
