"""What a fight takes in and gives back beyond a position: the Awakened-like setup, the
campaign-only pieces, the cards kept after the fight."""

from __future__ import annotations

from app.engine.kernel.dice import SeededDice
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import FightHunter, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.cards import cards_after_fight
from tests.engine.primal.helpers import SYSTEM, pack, start


def test_signature_cards_always_and_a_drawn_number_of_instinct_cards() -> None:
    """P-MON-26, P-EXP-19: every signature card, plus the fight's number of instinct
    cards picked by a shuffle recorded in the log."""
    events, s = start(fight="titan-peak", level=3)
    titan = pack().monsters["titan"]
    signature = {c.id for c in titan.behaviors if c.signature}
    in_play = {*s.behavior.deck, *(slot.card for slot in s.behavior.slots if slot.card)}
    assert signature <= in_play
    assert len(in_play - signature) == 2
    instinct = [e for e in events if isinstance(e, PileShuffled) and e.pile == "instinct"]
    assert len(instinct) == 1 and instinct[0].keep == 2


def test_the_extended_board_starts_with_four_open_slots() -> None:
    """P-MON-21, P-MON-25: six slots, the two rightmost locked; five stances."""
    _, s = start(fight="titan-peak", level=3)
    assert [slot.locked_by for slot in s.behavior.slots] == [None] * 4 + [
        "awakening-east",
        "awakening-west",
    ]
    assert s.defs.level is not None and len(s.defs.level.stances) == 5
    assert s.monster.ballistas == (True, True, True, True)


def test_campaign_only_objectives_stay_out_of_an_expedition() -> None:
    """P-MON-28: The Heartpiercer is used only in Campaign mode."""
    _, s = start(fight="titan-peak", level=3)
    assert s.monster.objectives == ("artillery-assault",)
    assert s.defs.level is not None
    assert [o.id for o in s.defs.level.objectives] == ["artillery-assault"]


def test_legendary_gear_is_refused_outside_the_campaign() -> None:
    """P-MON-29: legendary equipment only in the campaign's final fight."""
    starter = pack().hunters["blade"].starter
    command = StartFight(
        fight="prologue",
        hunters=(
            FightHunter(
                hunter="blade",
                seat="a",
                loadout=starter.model_copy(update={"weapon": "dawn-blade"}),
            ),
            FightHunter(hunter="hammer", seat="b"),
        ),
    )
    result = decide_fight(PrimalState(), command, SeededDice(1), SYSTEM, pack())
    assert isinstance(result, Rejection) and result.rule == "P-MON-29"


def test_wound_and_debility_cards_leave_with_the_fight() -> None:
    """P-END-06, P-KO-17, P-MON-10: after the fight a hunter keeps every action card of
    theirs, none of the Wound or Debility cards."""
    _, s = start(fight="golem-quarry", level=1)
    hammer = s.hunters["hammer"]
    clogged = hammer.model_copy(
        update={"discard": ("hammer-wound", "golem-grit"), "wound_reserve": ("hammer-wound#2",)}
    )
    s = s.model_copy(update={"hunters": {**s.hunters, "hammer": clogged}})
    kept = cards_after_fight(s, "hammer")
    assert sorted(kept) == sorted(pack().hunters["hammer"].starter.deck)
