"""Effects that need no roll (QUEST-32, ATK-26, TERR-21): statuses, damage, healing,
tokens and destruction markers; pushes (TRAIT-25) and traps going off (TERR-18/21)."""

from __future__ import annotations

from app.content.schema.effects import (
    ApplyStatus,
    Destruction,
    DirectDamage,
    Effect,
    GainTokens,
    Heal,
    MoraleChange,
    RemoveStatus,
)
from app.engine.hunters.quest.board.geometry import (
    DIRECTIONS,
    Space,
    distance,
    geometry,
    is_step_blocked,
)
from app.engine.hunters.quest.events.harm_and_help import (
    DamageTaken,
    Healed,
    MoraleChanged,
    SpellFinished,
    StatusCleared,
    TokensGained,
)
from app.engine.hunters.quest.events.movement import (
    MoveBegun,
    PushesBegun,
    PushesFinished,
    PushStarted,
)
from app.engine.hunters.quest.model.decisions import PushDecision
from app.engine.hunters.quest.model.frames import PushFrame, SpellFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import Tokens
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.presence import is_active, is_engaged, is_party
from app.engine.hunters.quest.steps.decisions import hero_seat, open_decision, party_decider
from app.engine.hunters.quest.steps.downed import knocked_down
from app.engine.hunters.quest.steps.traits import ignores, mark_mighty, mark_status

MAX_MIGHTY = 2


def _tokens(q: QuestState, unit: str) -> Tokens:
    return q.miniature(unit).tokens


def _health(q: QuestState, unit: str) -> tuple[int, int]:
    """Health and its ceiling: a hero's or NPC ally's maximum, an enemy's start (ENEMY-20)."""
    party = q.party_unit(unit)
    if party is not None:
        return party.health, party.max_health
    enemy = q.enemies[unit]
    return enemy.health, enemy.start_health


def gain_tokens(tape: QuestRecorder, unit: str, token: str, amount: int) -> None:
    """ATK-33: at most ``token_cap`` of each kind; what does not fit is lost."""
    held = getattr(_tokens(tape.quest, unit), token)
    room = max(0, tape.quest.options.token_cap - held)
    if min(room, amount) > 0:
        tape.emit(TokensGained(unit=unit, token=token, amount=min(room, amount)))  # type: ignore[arg-type]


def heal(tape: QuestRecorder, unit: str, amount: int, by: str | None) -> None:
    """HERO-STATE-04, ENEMY-19/20: never above the maximum (an enemy's starting Health)."""
    health, ceiling = _health(tape.quest, unit)
    healed = min(amount, ceiling - health)
    if healed > 0:
        tape.emit(Healed(unit=unit, amount=healed, by=by, health=health + healed))


def take_damage(tape: QuestRecorder, unit: str, amount: int, source: str) -> None:
    """ATK-26: damage not from an attack ignores defense; HERO-STATE-14: never below 0."""
    health, _ = _health(tape.quest, unit)
    if health == 0:
        return
    after = max(0, health - amount)
    tape.emit(DamageTaken(unit=unit, amount=health - after, source=source, health=after))
    if after == 0:
        knocked_down(tape, unit, by=source)


def apply_effect(tape: QuestRecorder, source: str, unit: str, effect: Effect) -> None:
    """One effect on one miniature, no roll (QUEST-32, TERR-21, TRAIT-05)."""
    tokens = _tokens(tape.quest, unit)
    match effect:
        case ApplyStatus(status=status):
            mark_status(tape, unit, status)
        case RemoveStatus(status=status) if tokens.has_status(status):
            tape.emit(StatusCleared(unit=unit, status=status))
        case DirectDamage(amount=amount):
            take_damage(tape, unit, amount, source)
        case Heal(amount=amount):
            heal(tape, unit, amount, source)
        case GainTokens(token=token, amount=amount):
            gain_tokens(tape, unit, token, amount)
        case Destruction(amount=amount):
            mark_mighty(tape, unit, amount)
        case MoraleChange(amount=amount) if unit in tape.quest.heroes:
            change_morale(tape, unit, amount)
        case _:
            pass


def change_morale(tape: QuestRecorder, unit: str, amount: int) -> None:
    """DEV-24: morale moves up to the top of the track (DEV-24 default: more is lost);
    DEV-31, HERO-STATE-15: at the lowest space a loss costs 1 Health instead."""
    hero = tape.quest.heroes[unit]
    if amount < 0 and hero.morale == 0:
        take_damage(tape, unit, 1, "morale")
        return
    after = max(0, min(hero.morale_top, hero.morale + amount))
    if after != hero.morale:
        tape.emit(MoraleChanged(unit=unit, amount=after - hero.morale, morale=after))


def push_spaces(q: QuestState, pusher: str, unit: str) -> list[Space]:
    """TRAIT-25, MOVE-21: adjacent spaces farther from the pusher, reachable by a legal step
    (TRAIT-24 default: an immobilized miniature can still be pushed); over the edge of a
    board that can be left only with ``push_off_board`` (MOVE-07, ENEMY-27: out)."""
    here, origin = q.unit_at(unit), q.unit_at(pusher)
    if here is None or origin is None or ignores(q, unit, "push"):
        return []
    geo = geometry(q.board)
    rule = q.options.diagonal_step_corner
    around = [(here[0] + dx, here[1] + dy) for dx, dy in DIRECTIONS]
    return sorted(
        space
        for space in around
        if (geo.is_on_board(space) or (geo.exits and q.options.push_off_board))
        and distance(origin, space) > distance(origin, here)
        and not is_step_blocked(geo, here, space, rule=rule)
    )


def push_one(tape: QuestRecorder, unit: str, by: str) -> None:
    """TRAIT-25: the pusher's side picks the space (an enemy's push: the players, index
    default; an NPC ally's: its commander); with one legal space it is taken, with none
    the push fizzles."""
    q = tape.quest
    spaces = push_spaces(q, by, unit) if is_active(q, unit) else []
    if len(spaces) > 1:
        deciders = hero_seat(tape, by) if is_party(q, by) else ()
        open_decision(
            tape, PushDecision, deciders=deciders or party_decider(tape), unit=unit, by=by,
            spaces=tuple(spaces), default=spaces[0],
        )  # fmt: skip
        return
    push_to(tape, unit, by, spaces[0] if spaces else None)


def step_spell(tape: QuestRecorder, frame: SpellFrame) -> None:
    """Push the spell's targets one by one; the pusher picks the space (TRAIT-25)."""
    if not frame.to_push:
        tape.emit(SpellFinished(unit=frame.caster))
        return
    push_one(tape, frame.to_push[0], frame.caster)


def step_pushes(tape: QuestRecorder, frame: PushFrame) -> None:
    """TRAIT-26: the pushes of the action that just ended, one miniature at a time."""
    if not frame.pushes:
        tape.emit(PushesFinished())
        return
    unit, by = frame.pushes[0]
    push_one(tape, unit, by)


def flush_pushes(tape: QuestRecorder) -> bool:
    """TRAIT-26: at the end of an action its queued pushes start (True when some did)."""
    pushes = tape.quest.pending_pushes
    if not pushes:
        return False
    tape.emit(PushesBegun(pushes=pushes))
    return True


def push_to(tape: QuestRecorder, unit: str, by: str, to: Space | None) -> None:
    """The push itself: a forced Move 1 (a parting leap when it leaves an engagement)."""
    tape.emit(PushStarted(unit=unit, by=by, to=to))
    if to is not None:
        leap = is_engaged(tape.quest, unit)
        tape.emit(MoveBegun(unit=unit, path=(to,), leap=leap, forced=True))
