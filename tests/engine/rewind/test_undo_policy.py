"""Undo by policy (issue 15, Board Game Arena's rules): a seat's own last command may be
undone unless it rolled a die or revealed something hidden, or another seat acted since;
the GM or a unanimous vote goes back further. The rewind event carries the state it
returns to, so a fresh fold of the log gives the rewound state."""

from __future__ import annotations

from typing import Any

from app.engine import Actor, Rejection, SeededDice, decide, replay
from app.engine.hunters.commands import parse_command
from app.engine.hunters.events import DiceAdvanced, Event
from app.engine.hunters.state import HuntersTable
from app.engine.hunters.table.rewind.decide import RewindBasis
from app.engine.hunters.table.rewind.events import DrawPilesReshuffled, StateRewound
from app.engine.hunters.table.rewind.rules import REVEALING, ROLLED
from app.engine.kernel.copying import copy_with
from app.engine.kernel.dice import ForcedDice
from app.engine.kernel.model import EventBase, Viewer
from app.engine.table.rewind.model import UndoneCommand
from tests.engine.campaign.factory import GM, PARTY, act, after_quest_one, board_of, folded
from tests.engine.quest_factory import base, new_campaign, seat
from tests.realtime.protocol_reference import type_name, union_members

S0, S1 = seat("s0"), seat("s1")


def own(*types: str, by: str = "s0", at: int = 10) -> UndoneCommand:
    return UndoneCommand(actor=by, seq_from=at, seq_to=at + len(types) - 1, event_types=types)


def decided(
    state: HuntersTable, command: dict[str, Any], actor: Actor, basis: RewindBasis | None
) -> list[EventBase] | Rejection:
    return decide(state, parse_command(command), SeededDice(1), actor=actor, content=base(),
                  basis=basis)  # fmt: skip


def accepted(
    state: HuntersTable, command: dict[str, Any], actor: Actor, basis: RewindBasis | None
) -> list[EventBase]:
    result = decided(state, command, actor, basis)
    assert not isinstance(result, Rejection), result
    return result


def refusal(
    state: HuntersTable, command: dict[str, Any], actor: Actor, basis: RewindBasis | None
) -> Rejection:
    result = decided(state, command, actor, basis)
    assert isinstance(result, Rejection), result
    return result


def point(state: HuntersTable, *undone: UndoneCommand) -> RewindBasis:
    return RewindBasis(to_seq=undone[0].seq_from - 1, state=state, undone=undone)


def test_a_seat_undoes_its_own_quiet_last_command_and_the_fold_agrees() -> None:
    then, log = after_quest_one()
    named = {"type": "name_checkpoint", "checkpoint": then.checkpoints[0].id, "label": "Camp"}
    now, events = act(then, named, S0)
    assert now != then
    quiet = RewindBasis(to_seq=9, state=then, undone=(own("checkpoint_named"),), fresh_seed=77)
    result = decided(now, {"type": "undo_last"}, S0, quiet)
    assert not isinstance(result, Rejection), result
    assert replay([*log, *events, *result]) == then  # it rolled nothing: the dice stay


def test_no_undo_across_a_die_a_reveal_or_another_seats_command() -> None:
    state, _ = after_quest_one()
    for undone, code in (
        ((own("travel_die_rolled", "dice_advanced"),), "dice_rolled"),
        ((own("card_drawn"),), "revealed"),
        ((own("party_moved"), own("vote_cast", by="s1", at=11)), "not_your_last"),
        ((own("party_moved", by="s1"),), "not_your_last"),
        ((own("party_moved", by="system"),), "not_your_last"),
    ):
        result = decided(state, {"type": "undo_last"}, S0, point(state, *undone))
        assert isinstance(result, Rejection) and result.code == code, (undone, result)


def test_the_gm_goes_back_across_anything_between_commands() -> None:
    state, _ = after_quest_one()
    undone = (own("card_drawn", "dice_advanced"), own("vote_cast", by="s1", at=12))
    rewind = {"type": "rewind_to", "seq": 9, "reason": "the wrong road"}
    [event] = accepted(state, rewind, GM, point(state, *undone))
    assert isinstance(event, StateRewound) and event.by == "gm"
    assert refusal(state, rewind, S0, point(state, *undone)).code == "gm_only"
    middle = RewindBasis(to_seq=10, state=state, undone=undone)
    assert refusal(state, {**rewind, "seq": 10}, GM, middle).code == "mid_command"


def test_a_unanimous_vote_goes_back_and_a_no_ends_the_vote() -> None:
    then, log = after_quest_one()
    basis = point(then, own("card_drawn", "dice_advanced"), own("vote_cast", by="s1", at=12))
    assert refusal(then, {"type": "propose_rewind", "seq": 9}, S0, None).code == "no_such_event"
    proposed = decided(then, {"type": "propose_rewind", "seq": 9}, S0, basis)
    assert not isinstance(proposed, Rejection) and [e.type for e in proposed] == ["rewind_proposed"]
    voting = folded(then, proposed)
    refused = folded(voting, accepted(voting, {"type": "vote_on_rewind", "agree": False}, S1, None))
    assert refused.rewind_vote is None
    again = decided(voting, {"type": "vote_on_rewind", "agree": True}, S0, basis)
    assert isinstance(again, Rejection) and again.code == "voted"
    agreed = accepted(voting, {"type": "vote_on_rewind", "agree": True}, S1, basis)
    assert [e.type for e in agreed] == ["rewind_voted", "state_rewound"]
    assert replay([*log, *proposed, *agreed]) == then


def test_the_policys_event_types_are_the_engines() -> None:
    known = {type_name(model) for model in union_members(Event)}
    assert known >= (REVEALING | ROLLED)


def test_at_a_table_of_one_seat_asking_is_agreeing() -> None:
    then, _ = after_quest_one()
    alone = then.model_copy(update={"seats": {"s0": then.seats["s0"]}})
    basis = point(alone, own("card_drawn", "dice_advanced"))
    result = accepted(alone, {"type": "propose_rewind", "seq": 9}, S0, basis)
    assert [e.type for e in result] == ["rewind_proposed", "state_rewound"]


def test_a_gm_rewind_starts_the_dice_afresh_and_reshuffles_the_road_it_saw_issue_24() -> None:
    """The journey drew the bottom road card; going back re-seeds the dice from the
    service's fresh entropy and reshuffles that pile, so the table cannot peek."""
    then, log = after_quest_one()
    forced = ForcedDice(SeededDice(4), travel=[True], test=[3, 3, 3, 3])
    now, journey = act(then, {"type": "travel_to", "to": "M02"}, S0, dice=forced)
    assert "card_drawn" in [e.type for e in journey]
    seen = own(*[e.type for e in journey], at=len(log) + 1)
    basis = RewindBasis(to_seq=len(log), state=then, undone=(seen,), fresh_seed=99)
    result = decided(now, {"type": "rewind_to", "seq": len(log), "reason": "a peek"}, GM, basis)
    assert not isinstance(result, Rejection), result
    assert [e.type for e in result] == ["state_rewound", "pile_reshuffled", "dice_advanced"]
    after = replay([*log, *journey, *result])
    road_then, road_after = board_of(then).piles.road_1, board_of(after).piles.road_1
    assert sorted(road_after) == sorted(road_then) and road_after != road_then
    advanced = result[-1]
    assert isinstance(advanced, DiceAdvanced)
    assert after.seed == 99 and after.dice_cursor == advanced.cursor
    assert board_of(after).piles.town == board_of(then).piles.town  # not seen: kept
    told = result[0].for_viewer(Viewer(role="seat", seat="s0", heroes=("landsknecht",)))
    assert isinstance(told, StateRewound) and told.state is None and told.fresh_seed is None


def test_voting_with_no_vote_open_says_so_issue_24() -> None:
    state, _ = after_quest_one()
    for agree in (True, False):
        refused = decided(state, {"type": "vote_on_rewind", "agree": agree}, S0, None)
        assert isinstance(refused, Rejection) and refused.code == "no_vote", (agree, refused)
        assert refused.message == "No one asked to go back."


def test_going_back_into_a_quest_reshuffles_the_draw_piles_drawn_from_issue_24() -> None:
    """QUEST-05, ENEMY-05: a hero drew after the point; going back puts the card back in
    that hero's pile, which is reshuffled; the piles nobody drew from stay as they were."""
    then, log = new_campaign(PARTY)  # quest 1 under way
    quest = then.quest
    assert quest is not None
    key, hero = next((k, u) for k, u in quest.heroes.items() if len(u.draw_pile) > 2)
    drew = copy_with(hero, draw_pile=hero.draw_pile[1:], hand=(*hero.hand, hero.draw_pile[0]))
    now = copy_with(then, quest=copy_with(quest, heroes={**quest.heroes, key: drew}))
    basis = RewindBasis(len(log), then, (own("cards_drawn", at=len(log) + 1),), fresh_seed=5)
    result = decided(now, {"type": "rewind_to", "seq": len(log), "reason": "a peek"}, GM, basis)
    assert not isinstance(result, Rejection), result
    assert [e.type for e in result] == ["state_rewound", "draw_piles_reshuffled", "dice_advanced"]
    after = folded(now, result).quest
    assert after is not None
    pile = after.heroes[key].draw_pile
    assert sorted(pile) == sorted(hero.draw_pile) and pile != hero.draw_pile
    assert after.enemy_decks == quest.enemy_decks
    assert {k: u for k, u in after.heroes.items() if k != key} == {
        k: u for k, u in quest.heroes.items() if k != key
    }
    told = result[1].for_viewer(Viewer(role="seat", seat="s0", heroes=(hero.hero,)))
    assert isinstance(told, DrawPilesReshuffled) and set(told.heroes[key]) == {"?"}
