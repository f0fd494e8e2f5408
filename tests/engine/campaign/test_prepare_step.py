"""DEV-15/16, EQUIP-41 (docs/rules-decisions.md, "The party prepares before a quest"):
between the reading of the text that starts a quest (CAMP-36) and the quest's set-up the
party prepares: each player builds its heroes' decks, arranges their equipment, uses the
wagon and spends XP; the quest begins when every seat has opened the Tome of Quests, or
at the deadline by default, each hero keeping its last deck. Quest 1 has no such step."""

from __future__ import annotations

from app.engine import Actor, HuntersTable, Rejection, decide, legal_commands
from app.engine.hunters.campaign.events.story import CampaignDecisionClosed, CampaignDecisionOpened
from app.engine.hunters.campaign.model.decisions import PrepareStep
from app.engine.kernel.dice import ForcedDice, SeededDice
from app.engine.kernel.model import EventBase
from tests.engine.campaign.factory import (
    SYSTEM,
    act,
    after_quest_one,
    board_of,
    refused,
    with_board,
)
from tests.engine.quest_factory import base, new_campaign, seat

PREPARED = {
    "build_deck", "arrange_equipment", "store_in_wagon", "take_from_wagon",
    "raise_attribute", "buy_action_card", "unlock_slot",
}  # fmt: skip


def vote_all(state: HuntersTable, choice: str) -> tuple[HuntersTable, list[EventBase]]:
    """Both seats answer the one open decision with ``choice``."""
    (decision,) = board_of(state).story.pending
    log: list[EventBase] = []
    for voter in decision.deciders:
        command = {"type": "vote_on_choice", "decision": decision.id, "choice": choice}
        state, events = act(state, command, seat(voter))
        log += events
    return state, log


def at_the_prepare_step() -> HuntersTable:
    """Quest 1 won; the Landsknecht owns an advanced card (21 in the pool) and 20 XP, the
    wagon holds steel; the party rode to M06 and read "Barred Shutters" (quest 2)."""
    state, _ = after_quest_one()
    board = board_of(state)
    lk = board.heroes["landsknecht"]
    lk = lk.model_copy(update={"cards": (*lk.cards, "LK22"), "xp": 20})
    wagon = board.wagon.model_copy(update={"resources": {"steel": 2}})
    state = with_board(state, heroes={**board.heroes, "landsknecht": lk}, wagon=wagon)
    dice = ForcedDice(SeededDice(2), travel=[False])
    state, _ = act(state, {"type": "travel_to", "to": "M06"}, dice=dice)
    state, _ = vote_all(state, "read_on")  # CAMP-36: S002's reading step
    return state


def new_deck(state: HuntersTable) -> list[str]:
    deck = list(board_of(state).heroes["landsknecht"].cards)[:20]
    deck[deck.index("LK01")] = "LK22"
    return deck


def test_after_the_reading_the_party_prepares_before_quest_two_begins_dev_15() -> None:
    state = at_the_prepare_step()
    (step,) = board_of(state).story.pending
    assert isinstance(step, PrepareStep)
    assert (step.kind, step.quest, step.source, step.default) == (
        "prepare",
        "q2",
        "S002",
        "open_tome",
    )
    assert [o.text for o in step.options] == ["Open the Tome of Quests"]
    assert state.quest is None and state.phase == "between_quests"


def test_in_the_prepare_step_a_player_builds_a_deck_and_it_goes_into_the_quest() -> None:
    state = at_the_prepare_step()
    deck = new_deck(state)
    state, _ = act(state, {"type": "build_deck", "hero": "landsknecht", "cards": deck})
    state, _ = act(state, {"type": "take_from_wagon", "hero": "landsknecht", "item": "steel"})
    state, _ = act(state, {"type": "raise_attribute", "hero": "landsknecht", "attribute": "health"})
    state, events = vote_all(state, "open_tome")
    types = [e.type for e in events]
    order = ("campaign_decision_closed", "quest_called", "quest_handed_over")
    assert [types.index(t) for t in order] == sorted(types.index(t) for t in order)
    assert state.quest is not None and state.quest.quest == "q2"
    unit = state.quest.heroes["landsknecht"]
    assert sorted((*unit.draw_pile, *unit.hand)) == sorted(deck)
    assert board_of(state).heroes["landsknecht"].resources.get("steel") == 1


def test_the_deadline_opens_the_tome_and_each_hero_keeps_its_last_deck() -> None:
    state = at_the_prepare_step()
    deck = new_deck(state)
    state, _ = act(state, {"type": "build_deck", "hero": "landsknecht", "cards": deck})
    (step,) = board_of(state).story.pending
    state, events = act(
        state, {"type": "apply_default", "decision": step.id, "layer": "campaign"}, SYSTEM
    )
    closed = next(e for e in events if isinstance(e, CampaignDecisionClosed))
    assert (closed.answer, closed.by_default) == ("open_tome", True)
    assert state.quest is not None and state.quest.quest == "q2"
    unit = state.quest.heroes["landsknecht"]
    assert sorted((*unit.draw_pile, *unit.hand)) == sorted(deck)


def test_the_prepare_step_offers_exactly_what_decide_accepts() -> None:
    """legal_commands and decide share the guards: everything offered is accepted, the
    preparations are offered and nothing else of between quests (no travel, no crafting)."""
    state = at_the_prepare_step()
    for s in ("s0", "s1"):
        offered = legal_commands(state, seat(s), base())
        kinds = {c.type for c in offered}
        assert kinds - {"name_checkpoint", "propose_rewind"} <= PREPARED | {"vote_on_choice"}
        assert "vote_on_choice" in kinds
        for command in offered:
            result = decide(state, command, SeededDice(3), actor=seat(s), content=base())
            assert not isinstance(result, Rejection), (command, result)
    lk = {c.type for c in legal_commands(state, seat("s0"), base())}
    assert {"build_deck", "take_from_wagon", "raise_attribute", "buy_action_card"} <= lk
    assert refused(state, {"type": "travel_to", "to": "M05"}).code == "decision_open"
    assert (
        refused(
            state, {"type": "upgrade_wagon", "category": "workshop", "hero": "landsknecht"}
        ).code
        == "decision_open"
    )


def test_the_wagon_is_open_in_the_prepare_step_and_locked_once_the_tome_is_opened_equip_41() -> (
    None
):
    state = at_the_prepare_step()
    take = {"type": "take_from_wagon", "hero": "huntress", "item": "steel"}
    other = refused(state, take, seat("s0"))
    assert other.code == "not_your_hero"
    state, _ = act(state, take, seat("s1"))
    state, _ = vote_all(state, "open_tome")
    locked = refused(state, take, seat("s1"))
    assert (locked.code, locked.rule) == ("quest_lock", "EQUIP-41")


def test_a_player_who_opened_the_tome_may_still_change_a_deck_until_all_have() -> None:
    state = at_the_prepare_step()
    (step,) = board_of(state).story.pending
    vote = {"type": "vote_on_choice", "decision": step.id, "choice": "open_tome"}
    state, _ = act(state, vote, seat("s0"))
    assert state.quest is None
    state, _ = act(state, {"type": "build_deck", "hero": "landsknecht", "cards": new_deck(state)})
    state, _ = act(state, vote, seat("s1"))
    assert state.quest is not None and "LK22" in state.quest.defs.cards


def test_quest_one_begins_after_its_reading_without_a_prepare_step_dev_16() -> None:
    state, log = new_campaign(("landsknecht", "huntress"))
    opened = [e.decision.kind for e in log if isinstance(e, CampaignDecisionOpened)]
    assert opened == ["reading"]
    assert state.quest is not None and state.quest.quest == "q1"


def test_only_the_gm_or_the_server_applies_the_default() -> None:
    state = at_the_prepare_step()
    (step,) = board_of(state).story.pending
    command = {"type": "apply_default", "decision": step.id, "layer": "campaign"}
    assert refused(state, command, seat("s0")).code == "forbidden"
    state, _ = act(state, command, Actor(role="gm"))
    assert state.quest is not None
