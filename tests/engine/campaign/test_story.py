"""The narrative interpreter and party decisions (CAMP-23, CAMP-27/28, CAMP-30/31,
CAMP-34, DEV-18/21/22/25/26; WE-09, WE-19, WE-20)."""

from __future__ import annotations

from app.content.schema.narrative import AttributeTest, Choose, Gain, Instruction, Lose, Option
from app.engine import HuntersTable
from app.engine.hunters.campaign.events import story as story_events
from app.engine.hunters.campaign.model.decisions import MoraleOffer, OptionVote
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.party import attribute_for_test
from app.engine.hunters.campaign.steps.frames import push_frame
from app.engine.hunters.campaign.steps.story import tell_story
from app.engine.kernel.dice import Dice, ForcedDice, SeededDice
from tests.engine.campaign.factory import (
    SYSTEM,
    act,
    after_quest_one,
    board_of,
    folded,
    refused,
    with_board,
)
from tests.engine.quest_factory import base, seat

CHOICE = Choose(
    do="choose",
    options=(
        Option(label="A", text="Left.", then=(Gain(do="gain", who="each_hero", xp=2),)),
        Option(label="B", text="Right.", then=(Gain(do="gain", who="each_hero", gold=1),)),
    ),
)


def told(
    state: HuntersTable, instructions: tuple[Instruction, ...], dice: Dice | None = None
) -> tuple[HuntersTable, CampaignRecorder]:
    """The story follows ``instructions`` from the position ``state``; the state after and
    the ledger of what was decided."""
    seating = Seating(seats=tuple(state.seats), seat_of=state.seat_of_hero)
    ledger = CampaignRecorder(board_of(state), dice or SeededDice(2), base(), seating)
    push_frame(ledger, "test", "entry", instructions)
    tell_story(ledger)
    return folded(state, ledger.events), ledger


def test_a_choice_waits_for_every_seat_and_a_tie_goes_to_dev_21() -> None:
    """Landsknecht (Knowledge 0, Strength 2) beats the Huntress (0, 1): seat s0 breaks it."""
    state, _ = after_quest_one()
    state, _ = told(state, (CHOICE,))
    (vote,) = board_of(state).story.pending
    assert isinstance(vote, OptionVote)
    assert vote.deciders == ("s0", "s1") and vote.decider == "s0"
    state, _ = act(
        state, {"type": "vote_on_choice", "decision": vote.id, "choice": "B"}, seat("s1")
    )
    assert board_of(state).story.pending  # still waiting on s0
    xp = {k: h.xp for k, h in board_of(state).heroes.items()}
    state, _ = act(
        state, {"type": "vote_on_choice", "decision": vote.id, "choice": "A"}, seat("s0")
    )
    assert not board_of(state).story.pending
    assert all(h.xp == xp[k] + 2 for k, h in board_of(state).heroes.items())


def test_a_seat_votes_once_and_for_an_option_dev_21() -> None:
    state, _ = after_quest_one()
    state, _ = told(state, (CHOICE,))
    (vote,) = board_of(state).story.pending
    assert (
        refused(state, {"type": "vote_on_choice", "decision": vote.id, "choice": "C"}).rule
        == "CAMP-23"
    )
    state, _ = act(
        state, {"type": "vote_on_choice", "decision": vote.id, "choice": "B"}, seat("s1")
    )
    again = refused(
        state, {"type": "vote_on_choice", "decision": vote.id, "choice": "A"}, seat("s1")
    )
    assert again.code == "already_voted"


def test_at_the_deadline_the_votes_cast_count_then_the_default() -> None:
    state, _ = after_quest_one()
    state, _ = told(state, (CHOICE,))
    (vote,) = board_of(state).story.pending
    voted, _ = act(
        state, {"type": "vote_on_choice", "decision": vote.id, "choice": "B"}, seat("s1")
    )
    gold = sum(h.gold_half for h in board_of(voted).heroes.values())
    voted, _ = act(
        voted, {"type": "apply_default", "decision": vote.id, "layer": "campaign"}, SYSTEM
    )
    assert sum(h.gold_half for h in board_of(voted).heroes.values()) == gold + 4  # B: 1 each
    silent, _ = act(
        state, {"type": "apply_default", "decision": vote.id, "layer": "campaign"}, SYSTEM
    )
    assert all(h.xp == 3 for h in board_of(silent).heroes.values())  # A, the default


def test_the_test_die_plus_the_attribute_against_the_difficulty_we_09_dev_18() -> None:
    """Perception 1 (the Medic), "test Perception 3": die 1 fails, 2 and 3 pass, 0 fails."""
    test = AttributeTest(do="test", attribute="perception", difficulty=3, tester="highest",
                         on_pass=(Gain(do="gain", who="tester", xp=5),))  # fmt: skip
    for die, passed in ((1, False), (2, True), (3, True), (0, False)):
        state, _ = after_quest_one(("medic", "sorceress"))
        heroes = board_of(state).heroes
        low = {
            k: h.model_copy(update={"morale": 0 if k == "sorceress" else 1})
            for k, h in heroes.items()
        }
        state = with_board(state, heroes=low)
        assert attribute_for_test(low["medic"], "perception", base()) == 1
        state, ledger = told(state, (test,), ForcedDice(SeededDice(1), test=[die]))
        result = [e for e in ledger.events if isinstance(e, story_events.TestResolved)]
        if board_of(state).story.pending:  # DEV-26: one short, the Medic may spend morale
            state, _ = act(
                state,
                {
                    "type": "spend_morale_on_test",
                    "decision": board_of(state).story.pending[0].id,
                    "spend": False,
                },
                seat("s0"),
            )
            assert board_of(state).heroes["medic"].xp == heroes["medic"].xp
            continue
        assert result[0].passed is passed


def test_spending_morale_after_the_die_turns_a_failure_dev_26() -> None:
    state, _ = after_quest_one(test_die=0)
    (offer,) = board_of(state).story.pending
    morale = board_of(state).heroes["huntress"].morale
    state, events = act(
        state, {"type": "spend_morale_on_test", "decision": offer.id, "spend": True}, seat("s1")
    )
    hero = board_of(state).heroes["huntress"]
    assert hero.morale == morale - 1 and hero.resources == {"mushroom": 1}
    assert [e.passed for e in events if isinstance(e, story_events.TestResolved)] == [True]


def test_only_the_heros_player_answers_its_morale_offer_dev_26() -> None:
    state, _ = after_quest_one(test_die=0)
    (offer,) = board_of(state).story.pending
    rejection = refused(
        state, {"type": "spend_morale_on_test", "decision": offer.id, "spend": True}, seat("s0")
    )
    assert rejection.rule == "DEV-26" and "Huntress" in rejection.message


def test_j001_through_1_01_a_and_s003_to_gold_left_on_m06_we_19_20() -> None:
    """CAMP-31: the task is undertaken on M06; 1.01 A places S003 on M02; S003's D6 leads to
    an entry that leaves 1 gold and 1 XP per hero on M06 (WE-19) and completes J001, whose
    reward is 1 mushroom and 1 gold per hero (WE-20)."""
    state, _ = after_quest_one()
    board = board_of(state)
    placed = {**board.region.placed}
    placed["J001"] = placed["S002"].model_copy(update={"face": "up"})
    del placed["S002"]
    region = board.region.model_copy(
        update={"marker": "M06", "revealed": ("M05", "M06"), "placed": placed}
    )
    state = with_board(
        state, region=region, piles=board.piles.model_copy(update={"task": ("J002",)})
    )
    state, _ = act(state, {"type": "undertake_task", "task": "J001"})
    (vote,) = board_of(state).story.pending
    for s in ("s0", "s1"):
        state, _ = act(
            state, {"type": "vote_on_choice", "decision": vote.id, "choice": "A"}, seat(s)
        )
    board = board_of(state)
    assert board.region.placed["S003"].at == "M02" and "J001" in board.piles.task  # CAMP-31
    state, _ = act(
        state, {"type": "travel_to", "to": "M02"}, dice=ForcedDice(SeededDice(1), travel=[False])
    )
    assert refused(state, {"type": "read_plot_card", "card": "S002"}).rule == "CAMP-21"
    state, _ = act(state, {"type": "read_plot_card", "card": "S003"})  # CAMP-21: optional
    board = board_of(state)
    assert "J001" in board.story.tasks_completed
    assert board.region.rewards["M06"].gold_half == 4 and board.region.rewards["M06"].xp == 2
    gold = {k: h.gold_half for k, h in board.heroes.items()}
    assert gold == {"landsknecht": 2, "huntress": 2}  # J001: 1 gold each
    state, _ = act(
        state, {"type": "travel_to", "to": "M06"}, dice=ForcedDice(SeededDice(1), travel=[False])
    )
    board = board_of(state)
    assert "M06" not in board.region.rewards  # CAMP-28: collected on arrival
    assert {k: h.gold_half for k, h in board.heroes.items()} == {"landsknecht": 4, "huntress": 4}


def test_a_group_test_lets_every_hero_spend_morale_dev_19_26() -> None:
    """Perception 2 (the Huntress) + die 0 against 4: two short; each hero may add 1."""
    test = AttributeTest(do="test", attribute="perception", difficulty=4, tester="group",
                         on_pass=(Gain(do="gain", who="each_hero", xp=3),))  # fmt: skip
    state, _ = after_quest_one()
    state, _ = told(state, (test,), ForcedDice(SeededDice(1), test=[0]))
    (first,) = board_of(state).story.pending
    assert isinstance(first, MoraleOffer) and first.hero == "landsknecht"
    state, _ = act(
        state, {"type": "spend_morale_on_test", "decision": first.id, "spend": True}, seat("s0")
    )
    (second,) = board_of(state).story.pending
    assert isinstance(second, MoraleOffer) and second.hero == "huntress"
    xp = {k: h.xp for k, h in board_of(state).heroes.items()}
    state, _ = act(
        state, {"type": "spend_morale_on_test", "decision": second.id, "spend": True}, seat("s1")
    )
    assert {k: h.xp - xp[k] for k, h in board_of(state).heroes.items()} == {
        "landsknecht": 3,
        "huntress": 3,
    }


def test_the_party_picks_who_takes_a_chosen_test_dev_22() -> None:
    test = AttributeTest(do="test", attribute="strength", difficulty=2, tester="chosen",
                         on_pass=(Gain(do="gain", who="tester", xp=4),))  # fmt: skip
    state, _ = after_quest_one()
    state, _ = told(state, (test,), ForcedDice(SeededDice(1), test=[0]))
    (vote,) = board_of(state).story.pending
    assert vote.kind == "tester" and vote.default == "landsknecht"  # Strength 2 vs 1
    for s in ("s0", "s1"):
        state, _ = act(
            state, {"type": "vote_on_choice", "decision": vote.id, "choice": "landsknecht"}, seat(s)
        )
    assert board_of(state).heroes["landsknecht"].xp == 1 + 4  # Strength 2 + die 0 = 2: pass


def test_the_roll_says_how_the_card_chose_its_tester_dev_22() -> None:
    """The card's reader sees why this hero tests ("highest Perception: Huntress")."""
    test = AttributeTest(do="test", attribute="perception", difficulty=3, tester="highest")
    state, _ = after_quest_one()
    _, ledger = told(state, (test,), ForcedDice(SeededDice(1), test=[3]))
    (rolled,) = [e for e in ledger.events if isinstance(e, story_events.TestRolled)]
    assert rolled.selection == "highest" and rolled.testers == ("huntress",)


def test_each_hero_tests_for_itself_dev_19() -> None:
    """R1-03's shape: every hero tests; a failure costs that hero alone 1 Health."""
    test = AttributeTest(do="test", attribute="perception", difficulty=2, tester="each",
                         on_fail=(Lose(do="lose", who="tester", health=1),))  # fmt: skip
    state, _ = after_quest_one()
    heroes = {k: h.model_copy(update={"morale": 0}) for k, h in board_of(state).heroes.items()}
    state = with_board(state, heroes=heroes)
    state, _ = told(state, (test,), ForcedDice(SeededDice(1), test=[1, 1]))
    after = board_of(state).heroes
    # DEV-30: on the lowest morale space each tests at -1: Landsknecht 0, Huntress 2-1 = 1.
    assert after["landsknecht"].health == heroes["landsknecht"].health - 1
    assert after["huntress"].health == heroes["huntress"].health


def test_you_gain_gives_one_copy_each_hero_gains_one_each_camp_27() -> None:
    state, _ = after_quest_one()
    before = board_of(state).heroes
    state, _ = told(
        state, (Gain(do="gain", who="group", xp=1), Gain(do="gain", who="each_hero", xp=1))
    )
    after = board_of(state).heroes
    assert sum(after[k].xp - before[k].xp for k in after) == 1 + len(after)


def test_an_open_vote_is_timed_so_an_absent_seat_never_stalls_the_table() -> None:
    """DESIGN principle 3: the campaign's decisions are listed with their deadline for the
    service, which settles them by ``apply_default`` with ``layer: campaign``."""
    state, _ = after_quest_one()
    state, _ = told(state, (CHOICE,))
    (open_,) = state.open_decisions
    assert open_.layer == "campaign" and open_.decision.deadline_seconds == 3600
    assert open_.opened_by == "campaign_decision_opened"  # its stored time starts the clock


def test_a_helmets_perception_penalty_counts_between_quests_dev_20() -> None:
    """DEV-20, EQUIP-28: a Sallet on the Huntress's slots (-1 Perception, scope always): she tests
    The Beginning's kind of test at 1; carried in the backpack, it does not count (EQUIP-04)."""
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    worn = heroes["huntress"].model_copy(
        update={"equipment": (*heroes["huntress"].equipment, "sallet")}
    )
    carried = heroes["huntress"].model_copy(update={"backpack": ("sallet",)})
    assert attribute_for_test(worn, "perception", base()) == 1
    assert attribute_for_test(carried, "perception", base()) == 2
