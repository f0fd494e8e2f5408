"""Guards shared by decide() and legal_commands(): whose turn, which action, which activity."""

from __future__ import annotations

from collections.abc import Callable

from app.content.schema.activities import Activity
from app.engine.hunters.quest.model.state import BasicActionName, QuestState
from app.engine.hunters.quest.model.units import AllyUnit, HeroUnit, PartyUnit
from app.engine.hunters.quest.rules.basic_actions import BASIC_ACTIVITIES
from app.engine.hunters.quest.rules.command_chain import QuestTable, unit_seats
from app.engine.hunters.quest.rules.presence import card_name, is_engaged
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject

ALLOWED_WHILE_ENGAGED: frozenset[BasicActionName] = frozenset({"move", "melee_attack"})
"""MOVE-10: engaged, a hero may only leap (any Move) or attack in melee (or magic at 0)."""


def quest_guard(q: QuestState) -> QuestState | Rejection:
    """END-01: nothing more happens in a quest that is over."""
    if q.phase == "ended":
        return reject("quest_over", "This quest is over.", "END-01")
    return q


def controls(table: QuestTable, actor: Actor, unit: str) -> bool:
    """A seat acts for the heroes it controls (and an NPC ally it commands, QUEST-42); the
    GM may act for any."""
    if actor.role == "gm":
        return True
    if unit in table.quest.allies:
        return actor.role == "seat" and actor.seat in unit_seats(table.quest, table.seat_of, unit)
    return actor.role == "seat" and table.seat_of(unit) == actor.seat


def hero_guard(table: QuestTable, actor: Actor, unit: str) -> PartyUnit | Rejection:
    """The hero (or NPC ally) ``unit``, if ``actor`` may act for it."""
    quest = quest_guard(table.quest)
    if isinstance(quest, Rejection):
        return quest
    hero = quest.party_unit(unit)
    if hero is None:
        return reject("unknown_unit", "There is no such hero in this quest.")
    if not controls(table, actor, unit):
        return reject("not_your_hero", f"You do not control {hero.name}.")
    return hero


def turn_guard(table: QuestTable, actor: Actor, unit: str) -> PartyUnit | Rejection:
    """QUEST-22: only the active hero (or NPC ally) acts, and only when nothing else is
    being resolved."""
    hero = hero_guard(table, actor, unit)
    if isinstance(hero, Rejection):
        return hero
    q = table.quest
    if q.phase != "playing" or q.active != unit:
        return reject("not_your_turn", f"It is not {hero.name}'s turn.", "QUEST-22")
    if q.pending:
        return reject("decision_pending", "A decision must be made first.")
    if q.stack:
        return reject("busy", "Something is still being resolved.")
    return hero


def not_its_action(name: str, what: str) -> Rejection:
    """QUEST-42: an NPC ally takes only the action types its quest gives it."""
    return reject(
        "not_its_action", f"{name} cannot {what}: its quest gives it no such action.", "QUEST-42"
    )


def hero_turn_guard(table: QuestTable, actor: Actor, unit: str, what: str) -> HeroUnit | Rejection:
    """turn_guard for what only heroes do (cards, basic actions, items): an NPC ally has
    no cards or equipment (QUEST-42)."""
    hero = turn_guard(table, actor, unit)
    if isinstance(hero, Rejection | HeroUnit):
        return hero
    return not_its_action(hero.name, what)


def new_action_guard(q: QuestState, hero: HeroUnit, card: str) -> Rejection | None:
    """QUEST-22/23: a new action needs one left, no action in progress, the card in hand."""
    if q.action is not None:
        return reject("action_in_progress", "Finish the action in progress first.", "QUEST-25")
    if card not in hero.hand:
        message = f"{card_name(q, card)} is not in {hero.name}'s hand."
        return reject("not_in_hand", message, "QUEST-23")
    definition = q.defs.cards.get(card)
    free = definition is not None and definition.free
    if q.actions_left <= 0 and not free:
        return reject("no_actions", f"{hero.name} has no actions left.", "QUEST-22")
    return None


def basic_guard(
    q: QuestState, hero: HeroUnit, action: BasicActionName, card: str
) -> Rejection | None:
    """QUEST-23/24: discard any card for a basic action (MOVE-10 while engaged)."""
    problem = new_action_guard(q, hero, card)
    if problem is not None:
        return problem
    if q.actions_left <= 0:
        return reject("no_actions", f"{hero.name} has no actions left.", "QUEST-22")
    if is_engaged(q, hero.id) and action not in ALLOWED_WHILE_ENGAGED:
        return reject("engaged", "While engaged only a leap or a melee attack.", "MOVE-10")
    return None


def next_activity(
    q: QuestState, hero: PartyUnit, matches: Callable[[Activity], bool]
) -> tuple[int, Activity] | Rejection:
    """QUEST-25: the first activity not yet begun that this command performs (those before
    it are skipped; nothing is ever done out of order). QUEST-42: an NPC ally none of
    whose actions holds such an activity can never perform it."""
    if isinstance(hero, AllyUnit):
        actions = q.defs.allies[hero.ally].actions
        if not any(matches(activity) for action in actions for activity in action):
            return not_its_action(hero.name, "do that")
    action = q.action
    if action is None or action.unit != hero.id:
        if isinstance(hero, AllyUnit):
            return reject("no_action", f"Choose one of {hero.name}'s actions first.", "QUEST-42")
        return reject(
            "no_action", "Play a card or discard one for a basic action first.", "QUEST-23"
        )
    for index in range(action.next_index, len(action.activities)):
        if matches(action.activities[index]):
            return index, action.activities[index]
    return reject("no_such_activity", "The action has no such activity left.", "QUEST-25")


def activity_for(
    q: QuestState,
    hero: PartyUnit,
    basic: BasicActionName,
    discard: str | None,
    matches: Callable[[Activity], bool],
) -> tuple[int, Activity] | Rejection:
    """The activity a command performs: a fresh basic action paid with ``discard``, or the
    next matching activity of the action in progress (an NPC ally has no cards to pay
    basic actions with, QUEST-42)."""
    if discard is not None:
        if not isinstance(hero, HeroUnit):
            return not_its_action(hero.name, "take a basic action")
        problem = basic_guard(q, hero, basic, discard)
        if problem is not None:
            return problem
        return 0, BASIC_ACTIVITIES[basic][0]
    return next_activity(q, hero, matches)
