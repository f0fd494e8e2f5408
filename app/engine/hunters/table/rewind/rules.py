"""The undo policy (issue 15, Board Game Arena's rules), shared by decide and the
service's "may I undo?" answer."""

from __future__ import annotations

from app.engine.hunters.state import HuntersTable
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.table.rewind.model import UndoneCommand

ROLLED = frozenset({"dice_advanced"})
"""A command whose events moved the dice rolled at least one die."""
REVEALING = frozenset(
    {
        "cards_drawn", "deck_reshuffled", "enemy_card_revealed", "enemy_deck_reshuffled",
        "enemies_arrived", "finding_collected", "trap_triggered", "quest_started",
        "card_drawn", "card_read", "entry_read", "map_card_revealed", "pile_reshuffled",
        "campaign_set_up", "map_card_turned", "pile_reordered",
    }
)  # fmt: skip
"""Events that show players something that was hidden (a card drawn or turned, a pile's
new order, a board laid out): undoing them would let a seat look and choose again."""


def undo_refusal(
    state: HuntersTable, actor: Actor, undone: tuple[UndoneCommand, ...]
) -> Rejection | None:
    """A seat's own last command, with no die rolled, nothing revealed, no other seat since."""
    if actor.role != "seat" or actor.seat not in state.seats:
        return reject("not_seated", "Only a player at this table can undo a move.")
    if not undone:
        return reject("nothing_to_undo", "There is nothing to undo.")
    if len(undone) > 1 or undone[0].actor != actor.seat:
        return reject(
            "not_your_last",
            "Someone else acted since your last move; ask the GM or the whole table.",
        )
    kinds = set(undone[0].event_types)
    if kinds & ROLLED:
        return reject("dice_rolled", "Dice were rolled; that move can no longer be undone.")
    if kinds & REVEALING:
        return reject(
            "revealed", "That move revealed something hidden; it can no longer be undone."
        )
    return None


def point_refusal(to_seq: int, undone: tuple[UndoneCommand, ...]) -> Rejection | None:
    """A point to go back to: after the table was created, before now, between commands."""
    if to_seq < 2:
        return reject("too_far", "The table can go back at most to just after its creation.")
    if not undone:
        return reject("nothing_to_undo", "The table is already there.")
    if undone[0].seq_from != to_seq + 1:
        return reject("mid_command", "Go back to the end of a command, not the middle of one.")
    return None


def vote_refusal(state: HuntersTable, actor: Actor) -> Rejection | None:
    if actor.role != "seat" or actor.seat not in state.seats:
        return reject("not_seated", "Only a player at this table votes on going back.")
    vote = state.rewind_vote
    if vote is None:
        return reject("no_vote", "No one asked to go back.")
    if actor.seat in vote.agreed:
        return reject("voted", "You agreed already.")
    return None


def is_unanimous(state: HuntersTable, agreed: tuple[str, ...]) -> bool:
    return set(state.seats) <= set(agreed)
