"""The GM's dashboard in game terms (issue 23, "The GM"): between quests the heroes as
their boards read (CAMP-05), gold and XP by hero, equipment by name, open decisions in
words with the seats still to answer, the story read, a difference in sentences, and no
dice seed anywhere in what the GM reads."""

from __future__ import annotations

from app.engine import Actor, evolve, gm_report, gm_view, gold_words, report_changes
from app.engine.hunters.quest.events.lifecycle import QuestEnded
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.campaign.factory import act, after_quest_one, board_of, with_board
from tests.engine.quest_factory import base, new_campaign


def test_once_the_quest_ends_the_heroes_read_as_their_boards_camp_05() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.quest is not None
    worn = {k: h.model_copy(update={"health": 1}) for k, h in state.quest.heroes.items()}
    state = state.model_copy(update={"quest": state.quest.model_copy(update={"heroes": worn})})
    assert {r.health for r in gm_report(state, base()).heroes} == {1}  # in the fight
    assert state.quest is not None
    ended = evolve(
        state, QuestEnded(quest=state.quest.quest, outcome="victory", round=6, reason="test")
    )
    heroes = board_of(ended).heroes
    assert [(r.name, r.health, r.max_health) for r in gm_report(ended, base()).heroes] == [
        (heroes[k].name, heroes[k].health, heroes[k].max_health) for k in ended.party
    ]
    state, _ = after_quest_one()
    assert all(r.health == r.max_health for r in gm_report(state, base()).heroes)


def test_gold_xp_and_equipment_are_named_by_hero() -> None:
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    rich = heroes["landsknecht"].model_copy(update={"gold_half": 7, "xp": 3})
    state = with_board(state, heroes={**heroes, "landsknecht": rich})
    [row] = [r for r in gm_report(state, base()).heroes if r.hero == "landsknecht"]
    assert (row.gold_half, row.xp) == (7, 3) and gold_words(row.gold_half) == "3½ gold"
    names = {e.name for e in base().equipment.values()}
    assert row.equipment and set(row.equipment) <= names


def test_an_open_party_decision_says_what_it_decides_and_whom_it_waits_on() -> None:
    state, _ = after_quest_one()
    travel = ForcedDice(SeededDice(2), travel=[False])
    state, _ = act(state, {"type": "travel_to", "to": "M06"}, dice=travel)
    report = gm_report(state, base())
    [reading] = report.decisions  # CAMP-36: S002 leads into quest 2
    assert reading.what == f"reading on before the quest “{base().quests['q2'].name}” (CAMP-36)"
    assert reading.awaiting == tuple(state.seats)
    assert report.story_read and all("_" not in t for t in report.story_read)


def test_a_difference_in_words() -> None:
    state, _ = after_quest_one()
    heroes = board_of(state).heroes
    hurt = heroes["huntress"].model_copy(update={"health": 2, "xp": heroes["huntress"].xp + 2})
    later = with_board(state, heroes={**heroes, "huntress": hurt})
    lines = report_changes(gm_report(state, base()), gm_report(later, base()))
    name, top = hurt.name, hurt.max_health
    assert f"{name}: Health {heroes['huntress'].health}/{top} → 2/{top}" in lines
    assert f"{name}: XP {heroes['huntress'].xp} → {hurt.xp}" in lines
    assert report_changes(gm_report(state, base()), gm_report(state, base())) == ()


def test_the_gm_never_reads_the_dice_seed() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"), seed=918_273_645)
    assert "seed" not in gm_view(state)
    assert str(state.seed) not in gm_report(state, base()).model_dump_json()


def test_the_prepare_step_is_named_by_its_quest_dev_15() -> None:
    state, _ = after_quest_one()
    travel = ForcedDice(SeededDice(2), travel=[False])
    state, _ = act(state, {"type": "travel_to", "to": "M06"}, dice=travel)
    [reading] = board_of(state).story.pending
    for seat in state.seats:  # CAMP-36: every seat reads on, then the party prepares
        vote = {"type": "vote_on_choice", "decision": reading.id, "choice": "read_on"}
        state, _ = act(state, vote, actor=Actor(role="seat", seat=seat))
    [prepare] = gm_report(state, base()).decisions
    quest = base().quests["q2"].name
    assert (
        prepare.what
        == f"preparing for the quest “{quest}”, until the Tome of Quests is opened (DEV-15)"
    )
