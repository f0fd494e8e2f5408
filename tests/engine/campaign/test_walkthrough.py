"""The How To Play walkthrough on the tutorial chapter, as commands end to end (issue 12):
the letter and S001, quest 1 and "The Beginning", M06 and quest 2, J001 through 1.01 and
S003, the rewards on M06, J002 through 3.01, S004 and 18.01 to quest 3, Penzberg's S005
and 4.02, and the Duke's S006, which leads into the main plot. The quests' own play is
the quest engine's (tests/engine/test_quest_*.py); here each ends as the quest layer
reports it."""

from __future__ import annotations

from app.engine import HuntersTable
from app.engine.hunters.campaign.events.story import EntryRead
from app.engine.hunters.campaign.model.decisions import ReadingStep
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.campaign.factory import act, board_of, end_quest
from tests.engine.quest_factory import new_campaign, seat


def roads(*, d6: int | None = None) -> ForcedDice:
    """No road cards on the way (the travel die shows blanks); ``d6`` for a card's roll."""
    return ForcedDice(SeededDice(9), travel=[False] * 4, attack=[d6] if d6 else None)


def vote(state: HuntersTable, choice: str) -> HuntersTable:
    """Both players vote for the same option."""
    (decision,) = board_of(state).story.pending
    for s in ("s0", "s1"):
        state, _ = act(
            state, {"type": "vote_on_choice", "decision": decision.id, "choice": choice}, seat(s)
        )
    return state


def test_the_tutorial_chapter_from_the_letter_to_penzberg() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.quest is not None and state.quest.quest == "q1"  # S001 (CAMP-10/22/36)
    state, _ = end_quest(state, dice=ForcedDice(SeededDice(5), test=[2]))  # The Beginning: 2+2
    board = board_of(state)
    assert board.heroes["huntress"].resources == {"mushroom": 1}
    assert {h.xp for h in board.heroes.values()} == {1}

    state, _ = act(state, {"type": "travel_to", "to": "M06"}, dice=roads())  # day 2, S002
    step = board_of(state).story.pending[0]  # CAMP-36: S002's reading step
    assert state.quest is None and isinstance(step, ReadingStep) and step.source == "S002"
    state = vote(state, "read_on")
    assert state.quest is None and board_of(state).story.pending[0].kind == "prepare"  # DEV-15
    state = vote(state, "open_tome")
    assert state.quest is not None and state.quest.quest == "q2"
    state, _ = end_quest(state)
    state = vote(state, "humanoid_grease")  # "you gain" one grease (EQUIP-23)
    board = board_of(state)
    assert "humanoid_grease" in board.heroes["landsknecht"].backpack  # the DEV-21 decider
    assert {h.xp for h in board.heroes.values()} == {3}
    assert board.region.cards_at("M06") == ("J001", "J002")

    state, _ = act(state, {"type": "undertake_task", "task": "J001"})  # 1.01
    state = vote(state, "A")  # S003 on M02
    state, _ = act(state, {"type": "travel_to", "to": "M02"}, dice=roads())  # day 3
    state, _ = act(state, {"type": "read_plot_card", "card": "S003"}, dice=roads(d6=6))  # 1.04
    board = board_of(state)
    assert "J001" in board.story.tasks_completed and {h.xp for h in board.heroes.values()} == {4}
    assert {h.gold_half for h in board.heroes.values()} == {2}  # J001's gold (WE-20)
    state, _ = act(state, {"type": "travel_to", "to": "M06"}, dice=roads())  # day 4, rewards
    assert {h.gold_half for h in board_of(state).heroes.values()} == {4}  # WE-19
    assert {h.xp for h in board_of(state).heroes.values()} == {5}

    state, _ = act(state, {"type": "undertake_task", "task": "J002"})  # 3.01
    state = vote(state, "A")  # S004 on M07 and a FRAG BOMB
    assert "frag_bomb" in board_of(state).heroes["landsknecht"].backpack
    state, _ = act(state, {"type": "travel_to", "to": "M07"}, dice=roads())  # day 5, 18.01
    state = vote(state, "A")  # into the lair
    state = vote(state, "read_on")  # CAMP-36: 18.01 is read before quest 3
    state = vote(state, "open_tome")  # DEV-15: then the party prepares
    assert state.phase == "quest" and state.quest is not None and state.quest.quest == "q3a"
    state, _ = end_quest(state)  # WE-21, END-14: trophies, the killing blow, gold on M06
    board = board_of(state)
    assert board.region.rewards["M06"].gold_half == 12  # 3 gold per hero
    trophies = {"mushroom": 1, "monster_blood": 1, "monster_bone": 1}  # J001's mushroom too
    assert board.heroes["landsknecht"].resources == trophies
    assert board.region.placed["S005"].at == "M10"

    state, _ = act(state, {"type": "travel_to", "to": "M10"}, dice=roads())  # day 6, S005
    state = vote(state, "A")  # 4.02: the locations and S006 on L01
    assert board_of(state).region.locations == ("L01", "L02", "L03", "L04", "L05", "L06")
    state, events = act(state, {"type": "enter_location", "location": "L01"}, dice=roads())
    assert {h.gold_half for h in board_of(state).heroes.values()} == {8}  # S006: 2 gold each
    board = board_of(state)
    assert board.days.day == 6 and board.is_winnable and not board.is_over
    # The tutorial chapter ends here: S006 leads into the main plot (entry 5.01).
    assert [e.entry for e in events if isinstance(e, EntryRead)][:1] == ["5.01"]
