"""The morale track between quests (DEV-23..26, DEV-29..31): which spaces cost a hero on a
test, how far a gain goes, and at most one morale per hero on one test. The same track in
quests is exercised by the scenarios (attacks/first_negative_morale.yaml,
attacks/positive_morale_no_bonus.yaml, attacks/morale_after_the_roll.yaml)."""

from __future__ import annotations

from app.content.schema.narrative import AttributeTest, Gain
from app.engine import HuntersTable
from app.engine.hunters.campaign.events import story as story_events
from app.engine.hunters.campaign.rules.party import attribute_for_test
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.campaign.factory import act, after_quest_one, board_of, with_board
from tests.engine.campaign.test_story import told
from tests.engine.quest_factory import base, seat

PERCEPTION_3 = AttributeTest(do="test", attribute="perception", difficulty=3, tester="highest",
                             on_pass=(Gain(do="gain", who="tester", xp=5),))  # fmt: skip


def with_morale(state: HuntersTable, **morale: int) -> HuntersTable:
    heroes = board_of(state).heroes
    changed = {
        k: h.model_copy(update={"morale": morale.get(k, h.morale)}) for k, h in heroes.items()
    }
    return with_board(state, heroes=changed)


def test_only_the_lowest_space_costs_a_test_between_quests_dev_23_29_30() -> None:
    """The Huntress has Perception 2: on the first red space (DEV-29: quests only) she
    tests with 2, on the lowest with 1 (DEV-30), at the top of her track still with 2
    (DEV-23 default: positive morale gives no passive bonus)."""
    state, _ = after_quest_one()
    hero = board_of(state).heroes["huntress"]
    tested = {
        space: attribute_for_test(hero.model_copy(update={"morale": space}), "perception", base())
        for space in (0, 1, 2, hero.morale_top)
    }
    assert tested == {0: 1, 1: 2, 2: 2, hero.morale_top: 2}


def test_the_lowest_space_never_takes_an_attribute_below_0_dev_07_30() -> None:
    state, _ = after_quest_one()
    hero = board_of(state).heroes["landsknecht"].model_copy(update={"morale": 0})
    assert hero.perception == 0 and attribute_for_test(hero, "perception", base()) == 0


def test_a_gain_above_the_top_space_is_lost_dev_24() -> None:
    state, _ = after_quest_one()
    top = board_of(state).heroes["huntress"].morale_top
    state = with_morale(state, huntress=top - 1)
    state, _ = told(state, (Gain(do="gain", who="each_hero", morale=3),))
    assert board_of(state).heroes["huntress"].morale == top


def test_a_hero_spends_at_most_one_morale_on_a_test_dev_25_26() -> None:
    """Perception 2 + die 0 is one short: the Huntress is asked once; having spent, she is
    not asked again. Two short (die 0 on Perception 1): no offer at all, one morale per
    hero could not turn it (DEV-25), so the test fails at once."""
    state, _ = after_quest_one()
    state = with_morale(state, huntress=3, landsknecht=3)
    state, _ = told(state, (PERCEPTION_3,), ForcedDice(SeededDice(1), test=[0]))
    (offer,) = board_of(state).story.pending
    assert offer.kind == "morale" and offer.hero == "huntress"
    state, events = act(
        state, {"type": "spend_morale_on_test", "decision": offer.id, "spend": True}, seat("s1")
    )
    assert not board_of(state).story.pending
    assert board_of(state).heroes["huntress"].morale == 2
    assert [e.total for e in events if isinstance(e, story_events.TestResolved)] == [3]

    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    dull = heroes["huntress"].model_copy(update={"perception": 1, "morale": 3})
    state = with_board(state, heroes={**heroes, "huntress": dull})
    state, ledger = told(state, (PERCEPTION_3,), ForcedDice(SeededDice(1), test=[0]))
    assert not board_of(state).story.pending
    assert [e.passed for e in ledger.events if isinstance(e, story_events.TestResolved)] == [False]


def test_a_hero_on_the_lowest_space_has_no_morale_to_spend_dev_23_26() -> None:
    """One short, but the tester's cube is on the lowest space: nothing is offered."""
    state, _ = after_quest_one()
    state = with_morale(state, huntress=0, landsknecht=0)
    heroes = board_of(state).heroes
    sharp = heroes["huntress"].model_copy(update={"perception": 3})  # 3 - 1 on the lowest space
    state = with_board(state, heroes={**heroes, "huntress": sharp})
    state, ledger = told(state, (PERCEPTION_3,), ForcedDice(SeededDice(1), test=[0]))
    assert not board_of(state).story.pending
    assert [e.total for e in ledger.events if isinstance(e, story_events.TestResolved)] == [2]
