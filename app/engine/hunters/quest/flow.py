"""Running the quest on its own until a person must act (DESIGN principles 1-3).

After every accepted command decide() calls ``advance``: it works the top frame of the
stack (a Move, an attack, an enemy's turn, a trap, a spell's pushes), ends finished
actions and turns, lets enemies act, ends rounds and the quest, and stops when a
decision is open or a hero's turn waits for its player.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.quest.events.actions import ActionFinished, ActivitySkipped
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.activity_checks import activity_possible, can_start_action
from app.engine.hunters.quest.steps.area_attacks import step_area
from app.engine.hunters.quest.steps.attacks import step_attack
from app.engine.hunters.quest.steps.effects import flush_pushes, step_pushes, step_spell
from app.engine.hunters.quest.steps.enemy_turn import step_enemy_turn
from app.engine.hunters.quest.steps.free_moves import step_free_moves
from app.engine.hunters.quest.steps.movement import step_move
from app.engine.hunters.quest.steps.rounds import begin_round, end_turn, start_next_turn
from app.engine.hunters.quest.steps.setup import arm_map_traps, ask_opening_hand, ask_placement
from app.engine.hunters.quest.steps.traps import step_trap

MAX_STEPS = 10_000
"""A quest round takes a few hundred steps at most; more means a rules bug (never a hang)."""

FRAME_STEPS: dict[str, Callable[[QuestRecorder, Any], None]] = {
    "move": step_move,
    "attack": step_attack,
    "enemy_turn": step_enemy_turn,
    "trap": step_trap,
    "spell": step_spell,
    "area": step_area,
    "push": step_pushes,
    "free_moves": step_free_moves,
}


class EngineStuck(RuntimeError):
    """The quest did not settle: a bug in the rules code, never a player's fault."""


def advance(tape: QuestRecorder, *, stop: Callable[[QuestState], bool] | None = None) -> None:
    """Play on until a decision is open, a hero's turn waits, or the quest is over (or,
    for a preview, until ``stop`` says the next step is not the command's own)."""
    for _ in range(MAX_STEPS):
        q = tape.quest
        if q.phase == "ended" or q.pending or (stop is not None and stop(q)):
            return
        before = len(tape.events)
        if q.top is not None:
            FRAME_STEPS[q.top.kind](tape, q.top)
        elif q.phase == "setup":
            if _setup_waits(tape):
                return
            arm_map_traps(tape)
            begin_round(tape, 1)
        elif q.active is None:
            start_next_turn(tape)
        elif q.active in q.heroes or q.active in q.allies:
            if _hero_turn_waits(tape):
                return
        else:
            end_turn(tape, q.active)
        if len(tape.events) == before:
            raise EngineStuck(f"no progress at {q.top.kind if q.top else q.phase}")
    raise EngineStuck("the quest did not settle")


def _setup_waits(tape: QuestRecorder) -> bool:
    """QUEST-06/11: every hero placed and holding its opening hand before round 1 (a
    missing question is asked now, e.g. for a position set up by hand)."""
    q = tape.quest
    asked = {(d.kind, getattr(d, "unit", None)) for d in q.pending}
    for hero in q.heroes.values():
        if not hero.placed and ("place_hero", hero.id) not in asked:
            ask_placement(tape, hero.id)
        if not hero.hand_chosen and ("opening_hand", hero.id) not in asked:
            ask_opening_hand(tape, hero.id)
    q = tape.quest
    return bool(q.pending) or not all(h.placed and h.hand_chosen for h in q.heroes.values())


def _hero_turn_waits(tape: QuestRecorder) -> bool:
    """QUEST-22..28: the hero (or NPC ally, QUEST-42) acts until its actions (and free
    actions) are used up; an activity that cannot be performed is skipped, since skipping
    is all that is left."""
    q = tape.quest
    assert q.active is not None
    hero = q.party_unit(q.active)
    assert hero is not None
    if not hero.is_active_miniature or "stun" in hero.turn_statuses:  # TRAIT-22: no actions
        end_turn(tape, hero.id)
        return False
    action = q.action
    if action is not None:
        for index in range(action.next_index, len(action.activities)):
            if activity_possible(q, hero, action.activities[index]):
                if index == action.next_index:
                    return True
                for skipped in range(action.next_index, index):
                    tape.emit(ActivitySkipped(unit=hero.id, index=skipped))
                return False
        if not flush_pushes(tape):  # TRAIT-26: pushes at the end of the action
            tape.emit(ActionFinished(unit=hero.id))
        return False
    if can_start_action(q, hero):
        return True
    end_turn(tape, hero.id)
    return False
