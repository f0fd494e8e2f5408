"""Evolve handlers of the quest's lifecycle, rounds, turns, cards, decisions and moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.quest.events import allies as ae
from app.engine.hunters.quest.events.actions import (
    ActionFinished,
    ActivityBegun,
    ActivitySkipped,
    BasicActionTaken,
    CardPlayed,
    MoraleSpent,
)
from app.engine.hunters.quest.events.decisions import (
    DecisionOpened,
    DecisionResolved,
    ReactionPassed,
)
from app.engine.hunters.quest.events.lifecycle import (
    GoalReached,
    HeroPlaced,
    HeroRecovered,
    OpeningHandChosen,
    QuestEnded,
)
from app.engine.hunters.quest.events.movement import (
    MoveBegun,
    MoveEnded,
    PartingLeap,
    UnitExited,
    UnitMoved,
)
from app.engine.hunters.quest.events.rounds import (
    CardsDrawn,
    DeckReshuffled,
    RoundEnded,
    RoundStarted,
    TurnEnded,
    TurnOrderSet,
    TurnStarted,
)
from app.engine.hunters.quest.evolve.units import (
    remove_one,
    with_ally,
    with_hero,
    with_top,
    with_unit,
)
from app.engine.hunters.quest.model.frames import AttackFrame, EnemyTurnFrame, MoveFrame
from app.engine.hunters.quest.model.state import HeroAction, QuestState
from app.engine.kernel.copying import copy_with

Handler = Callable[[QuestState, Any], QuestState]


def _placed(q: QuestState, e: HeroPlaced) -> QuestState:
    return with_hero(q, e.unit, at=e.at, placed=True)


def _hand_chosen(q: QuestState, e: OpeningHandChosen) -> QuestState:
    return with_hero(q, e.unit, hand=e.hand, draw_pile=e.draw_pile, hand_chosen=True)


def _round_started(q: QuestState, e: RoundStarted) -> QuestState:
    return copy_with(q, **{"round": e.round, "phase": "playing", "order": (), "turn_index": -1})


def _drawn(q: QuestState, e: CardsDrawn) -> QuestState:
    hero = q.heroes[e.unit]
    return with_hero(q, e.unit, hand=hero.hand + e.cards, draw_pile=hero.draw_pile[len(e.cards) :])


def _reshuffled(q: QuestState, e: DeckReshuffled) -> QuestState:
    hero = q.heroes[e.unit]
    return with_hero(q, e.unit, draw_pile=hero.draw_pile + e.draw_pile, used=())


def _order_set(q: QuestState, e: TurnOrderSet) -> QuestState:
    return copy_with(q, **{"order": e.order, "turn_index": -1})


def _turn_started(q: QuestState, e: TurnStarted) -> QuestState:
    index = q.order.index(e.unit) if e.unit in q.order else q.turn_index
    q = copy_with(q, active=e.unit, turn_index=index, actions_left=e.actions, reaction_played=False)
    unit = q.miniature(e.unit)
    statuses = e.statuses
    if statuses is None:  # schema 1: the statuses its tokens showed as the turn began
        statuses = tuple(s for s in ("stun", "immobilize") if unit.tokens.has_status(s))
    if statuses == unit.turn_statuses:
        return q
    return with_unit(q, e.unit, turn_statuses=statuses)


def _turn_ended(q: QuestState, e: TurnEnded) -> QuestState:
    q = copy_with(q, active=None, action=None, actions_left=0)
    if not q.miniature(e.unit).turn_statuses:
        return q
    return with_unit(q, e.unit, turn_statuses=())


def _decision_opened(q: QuestState, e: DecisionOpened) -> QuestState:
    """A reaction window marks its moment as settled on the frame it belongs to: an
    attack's timing point, or an enemy's coming activity (QUEST-36)."""
    q = copy_with(q, **{"pending": (*q.pending, e.decision), "next_decision_id": e.decision.id + 1})
    if e.decision.kind != "reaction":
        return q
    timing = e.decision.timing
    if isinstance(q.top, AttackFrame):
        q = with_top(q, lambda f: copy_with(f, **{"timings_done": (*f.timings_done, timing)}))
    elif isinstance(q.top, EnemyTurnFrame) and timing == "activity_start":
        q = with_top(q, lambda f: copy_with(f, **{"reacted": f.next_index}))
    return q


def _decision_resolved(q: QuestState, e: DecisionResolved) -> QuestState:
    return copy_with(q, **{"pending": tuple(d for d in q.pending if d.id != e.id)})


def _reaction_passed(q: QuestState, e: ReactionPassed) -> QuestState:
    pending = tuple(
        copy_with(d, **{"passed": (*d.passed, e.seat)})
        if d.id == e.id and d.kind == "reaction"
        else d
        for d in q.pending
    )
    return copy_with(q, **{"pending": pending})


def _card_played(q: QuestState, e: CardPlayed) -> QuestState:
    hero = q.heroes[e.unit]
    q = with_hero(q, e.unit, hand=remove_one(hero.hand, e.card), in_play=(*hero.in_play, e.card))
    action = HeroAction(
        unit=e.unit, card=e.card, activities=q.defs.cards[e.card].action, free=e.free
    )
    spent = 0 if e.free else 1
    return copy_with(
        q, **{"action": action, "actions_left": q.actions_left - spent, "reaction_played": False}
    )


def _basic_taken(q: QuestState, e: BasicActionTaken) -> QuestState:
    hero = q.heroes[e.unit]
    hand = remove_one(hero.hand, e.discarded)
    if e.action == "hide":  # HERO-STATE-07 default: the card stays out as the reminder
        q = with_hero(q, e.unit, hand=hand, in_play=(*hero.in_play, e.discarded))
    else:
        q = with_hero(q, e.unit, hand=hand, used=(*hero.used, e.discarded))
    action = HeroAction(unit=e.unit, basic=e.action, activities=e.activities)
    return copy_with(
        q, **{"action": action, "actions_left": q.actions_left - 1, "reaction_played": False}
    )


def _activity_begun(q: QuestState, e: ActivityBegun | ActivitySkipped) -> QuestState:
    assert q.action is not None
    return copy_with(q, **{"action": copy_with(q.action, **{"next_index": e.index + 1})})


def _action_finished(q: QuestState, e: ActionFinished) -> QuestState:
    action = q.action
    if action is not None and action.card is not None:
        hero = q.heroes[e.unit]
        q = with_hero(
            q, e.unit, in_play=remove_one(hero.in_play, action.card), used=(*hero.used, action.card)
        )
    return copy_with(q, **{"action": None})


def _move_begun(q: QuestState, e: MoveBegun) -> QuestState:
    frame = MoveFrame(
        unit=e.unit, path=e.path, leap_checked=not e.leap, flight=e.flight, forced=e.forced
    )
    return copy_with(q, **{"stack": (*q.stack, frame)})


def _parting_leap(q: QuestState, e: PartingLeap) -> QuestState:
    return with_top(q, lambda f: copy_with(f, **{"leap_checked": True}))


def _unit_moved(q: QuestState, e: UnitMoved) -> QuestState:
    """The steps are taken; when they were the last of the path, the Move is over."""
    q = with_unit(q, e.unit, at=e.path[-1])
    frame = q.stack[-1]
    assert isinstance(frame, MoveFrame)
    rest = frame.path[len(e.path) :]
    if not rest:
        return copy_with(q, stack=q.stack[:-1])
    return copy_with(q, stack=(*q.stack[:-1], copy_with(frame, path=rest)))


def _unit_exited(q: QuestState, e: UnitExited) -> QuestState:
    """Off the board the Move is over, and so is the miniature's quest (MOVE-07)."""
    if e.unit in q.heroes:
        q = with_hero(q, e.unit, at=None, exited=True, hidden=False)
    else:  # an enemy or NPC ally pushed off the board (ENEMY-27)
        q = with_unit(q, e.unit, at=None, removed=True)
    return copy_with(q, stack=q.stack[:-1])


def _move_ended(q: QuestState, e: MoveEnded) -> QuestState:
    return copy_with(q, **{"stack": q.stack[:-1]})


def _morale_spent(q: QuestState, e: MoraleSpent) -> QuestState:
    q = with_hero(q, e.unit, morale=q.heroes[e.unit].morale - 1)
    if e.purpose == "attack":
        q = with_top(q, lambda f: copy_with(f, **{"morale_spent": True}))
    return q


def _round_ended(q: QuestState, e: RoundEnded) -> QuestState:
    decks = {
        name: copy_with(
            deck,
            **{
                "current": None,
                "used": deck.used + ((deck.current,) if deck.current else ()),
            },
        )
        for name, deck in q.enemy_decks.items()
    }
    enemies = {
        k: copy_with(u, **{"active_abilities": ()}) if u.active_abilities else u
        for k, u in q.enemies.items()
    }
    return copy_with(q, **{"enemy_decks": decks, "enemies": enemies, "order": (), "active": None})


def _goal_reached(q: QuestState, e: GoalReached) -> QuestState:
    return copy_with(q, **{"goal_met": True})


def _recovered(q: QuestState, e: HeroRecovered) -> QuestState:
    return with_hero(q, e.unit, health=1)


def _ally_action(q: QuestState, e: ae.AllyActionTaken) -> QuestState:
    """QUEST-42: the ally's action is its definition's action number ``e.action``; it
    costs one of its actions and opens a fresh chance to react (QUEST-37)."""
    activities = q.defs.allies[q.allies[e.unit].ally].actions[e.action]
    action = HeroAction(unit=e.unit, ally_action=e.action, activities=activities)
    return copy_with(
        q, **{"action": action, "actions_left": q.actions_left - 1, "reaction_played": False}
    )


def _ally_out(q: QuestState, e: ae.AllyEliminated) -> QuestState:
    """QUEST-42: at 0 Health the NPC ally leaves the map for the rest of the quest."""
    return with_ally(q, e.unit, removed=True, at=None, health=0)


def _quest_ended(q: QuestState, e: QuestEnded) -> QuestState:
    return copy_with(q, **{"phase": "ended", "outcome": e.outcome, "active": None})


TURN_HANDLERS: dict[str, Handler] = {
    "hero_placed": _placed,
    "opening_hand_chosen": _hand_chosen,
    "round_started": _round_started,
    "cards_drawn": _drawn,
    "deck_reshuffled": _reshuffled,
    "turn_order_set": _order_set,
    "turn_started": _turn_started,
    "turn_ended": _turn_ended,
    "decision_opened": _decision_opened,
    "decision_resolved": _decision_resolved,
    "reaction_passed": _reaction_passed,
    "card_played": _card_played,
    "basic_action_taken": _basic_taken,
    "activity_begun": _activity_begun,
    "activity_skipped": _activity_begun,
    "action_finished": _action_finished,
    "move_begun": _move_begun,
    "parting_leap": _parting_leap,
    "unit_moved": _unit_moved,
    "unit_exited": _unit_exited,
    "move_ended": _move_ended,
    "morale_spent": _morale_spent,
    "round_ended": _round_ended,
    "goal_reached": _goal_reached,
    "hero_recovered": _recovered,
    "quest_ended": _quest_ended,
    "ally_action_taken": _ally_action,
    "ally_eliminated": _ally_out,
}
