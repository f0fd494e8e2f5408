"""The attack procedure, one step at a time (ATK-05..13, ATK-21, ATK-30..38, QUEST-34..37).

declared -> [reactions: attack start] -> to-hit roll -> [reactions: after the roll:
re-rolls, added dice] -> extra rolls for 1s -> [reactions: after successes] -> morale
(the attacking hero) -> [reactions: counting defense] -> defense tokens (a defending
hero) -> damage -> [reactions: attack end] -> traits (TRAIT-04) -> attack_ended. Each
step emits events; a window or question stops play.
"""

from __future__ import annotations

from app.content.schema.activities import Timing
from app.engine.hunters.quest.events.actions import MoraleSpent
from app.engine.hunters.quest.events.attacks import (
    AttackDeclared,
    AttackEnded,
    AttackResolved,
    AttackRolled,
    DefenseTokensUsed,
    EngagementRolled,
    ExtraDiceRolled,
    MoraleSettled,
)
from app.engine.hunters.quest.events.harm_and_help import HiddenLost
from app.engine.hunters.quest.model.decisions import DefenseTokensDecision, MoraleDecision
from app.engine.hunters.quest.model.frames import AttackFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.attack_math import (
    attack_strength,
    count_successes,
    damage_dealt,
    roll_dice,
    roll_extra_dice,
)
from app.engine.hunters.quest.rules.defense_against import is_burning, settled_defense
from app.engine.hunters.quest.rules.enemy_attack_plans import engaged_allies_of_attacker
from app.engine.hunters.quest.rules.presence import is_party
from app.engine.hunters.quest.rules.stats import enemy_defense, party_defense
from app.engine.hunters.quest.steps.decisions import hero_seat, open_decision
from app.engine.hunters.quest.steps.downed import knocked_down
from app.engine.hunters.quest.steps.reaction_windows import open_window
from app.engine.hunters.quest.steps.traits import apply_attack_traits, pierce_against

MAX_DEFENSE_TOKENS = 2
"""ATK-31: at most 2 defense tokens on one attack."""


def declare(tape: QuestRecorder, event: AttackDeclared) -> None:
    """Start an attack: a hidden attacker shows itself (ATK-38); a shot into an engagement
    may hit one of the attacker's allies there instead (ATK-21)."""
    q = tape.quest
    attacker = q.heroes.get(event.attacker)
    if attacker is not None and attacker.hidden:
        tape.emit(HiddenLost(unit=attacker.id, reason="attacked"))
    shoots = event.kind == "ranged" or (event.kind == "magic" and event.distance > 0)
    area = any(t.name == "area" for t in event.traits)
    if shoots and event.source != "trap" and not area:
        allies = engaged_allies_of_attacker(q, event.attacker, event.target)
        if allies:
            roll = tape.dice.d6()
            hit = event.target
            if roll == 6:
                hit = allies[tape.dice.below(len(allies))] if len(allies) > 1 else allies[0]
            tape.emit(
                EngagementRolled(attacker=event.attacker, target=event.target, roll=roll, hit=hit)
            )
            event = event.model_copy(update={"target": hit})
    tape.emit(event)


def step_attack(tape: QuestRecorder, frame: AttackFrame) -> None:
    """Advance the attack on top of the stack by one step."""
    if frame.stage == "start":
        if not _window_opened(tape, frame, "attack_start"):
            tape.emit(
                AttackRolled(attacker=frame.attacker, dice=roll_dice(tape.dice, frame.dice_count))
            )
        return
    if frame.stage == "rolled":
        if not _window_opened(tape, frame, "after_to_hit_roll"):
            rolls = tape.quest.options.always_roll_extra_dice
            extra = roll_extra_dice(tape.dice, frame.dice) if rolls else ()
            tape.emit(ExtraDiceRolled(attacker=frame.attacker, dice=extra))
        return
    if frame.stage == "counted":
        if _window_opened(tape, frame, "after_successes") or _morale_asked(tape, frame):
            return
        if _window_opened(tape, frame, "counting_defense") or _defense_tokens_asked(tape, frame):
            return
        resolve(tape, frame)
        return
    if _window_opened(tape, frame, "attack_end"):
        return
    apply_attack_traits(tape, frame)
    tape.emit(AttackEnded(attacker=frame.attacker, target=frame.target))


def _window_opened(tape: QuestRecorder, frame: AttackFrame, timing: Timing) -> bool:
    """QUEST-34..37: open a reaction window when some seat can react (else go on)."""
    if timing in frame.timings_done:
        return False
    return open_window(tape, timing, frame.attacker, frame.target)


def _morale_asked(tape: QuestRecorder, frame: AttackFrame) -> bool:
    """ATK-37: after the roll the attacking hero may spend 1 morale for +1 attribute; asked
    only when it could raise the damage actually dealt."""
    hero = tape.quest.heroes.get(frame.attacker)
    if hero is None or frame.morale_settled or frame.spend_morale is False or hero.morale <= 0:
        return False
    if frame.spend_morale:
        tape.emit(MoraleSpent(unit=hero.id, purpose="attack"))
        tape.emit(MoraleSettled(unit=hero.id, spent=True))
        return True
    if not _morale_would_matter(tape.quest, frame):
        return False
    open_decision(tape, MoraleDecision, deciders=hero_seat(tape, hero.id), unit=hero.id)
    return True


def _morale_would_matter(q: QuestState, frame: AttackFrame) -> bool:
    strength = _strength(frame)
    defense, _ = final_defense(q, frame, strength)
    health = _health(q, frame.target)
    now = min(damage_dealt(strength, defense), health)
    return min(damage_dealt(strength + 1, defense), health) > now


def _defense_tokens_asked(tape: QuestRecorder, frame: AttackFrame) -> bool:
    """ATK-31: a defending hero (or NPC ally, its commander asked) may use up to 2 defense
    tokens; asked only when the attack would deal damage."""
    hero = tape.quest.party_unit(frame.target)
    if hero is None or frame.tokens_settled or hero.tokens.defense == 0:
        return False
    strength = _strength(frame)
    defense, _ = final_defense(tape.quest, frame, strength)
    damage = damage_dealt(strength, defense)
    if damage == 0:
        return False
    most = min(MAX_DEFENSE_TOKENS, hero.tokens.defense)
    open_decision(
        tape,
        DefenseTokensDecision,
        deciders=hero_seat(tape, hero.id),
        unit=hero.id,
        most=most,
        default=min(most, damage),
    )
    return True


def _strength(frame: AttackFrame) -> int:
    """ATK-10: successes plus the attribute (with reaction and morale bonuses)."""
    successes = count_successes(frame.dice + frame.extra, frame.to_hit + frame.to_hit_bonus)
    morale = 1 if frame.morale_spent else 0
    return attack_strength(successes, frame.attribute + frame.attribute_bonus + morale)


def _health(q: QuestState, unit: str) -> int:
    return q.miniature(unit).health


def final_defense(q: QuestState, frame: AttackFrame, strength: int) -> tuple[int, int]:
    """ATK-11/22..25/31/32: the target's defense against this attack, and the enemy defense
    tokens it spends (only when they prevent damage, ATK-32)."""
    pierce = pierce_against(q, frame)
    burn = is_burning(frame.traits)
    kind = frame.attack_kind
    if is_party(q, frame.target):
        base, doubled = party_defense(q, frame.target, kind)
        total = base + frame.defense_bonus + frame.defense_tokens
        doubled = doubled or frame.double_defense
        return settled_defense(total, pierce=pierce, doubled=doubled, burn=burn), 0
    enemy = q.enemies[frame.target]
    base = enemy_defense(q, enemy, kind) + frame.defense_bonus

    def settled(total: int) -> int:
        return settled_defense(total, pierce=pierce, doubled=frame.double_defense, burn=burn)

    tokens = min(MAX_DEFENSE_TOKENS, enemy.tokens.defense)
    without = settled(base)
    useful = damage_dealt(strength, without) > 0
    if tokens and (useful or not q.options.enemy_defense_tokens_only_if_useful):
        return settled(base + tokens), tokens
    return without, 0


def resolve(tape: QuestRecorder, frame: AttackFrame) -> None:
    """ATK-10..13: strength, defense, damage; an enemy at 0 is removed, a hero falls."""
    q = tape.quest
    strength = _strength(frame)
    defense, enemy_tokens = final_defense(q, frame, strength)
    if enemy_tokens:
        tape.emit(DefenseTokensUsed(unit=frame.target, count=enemy_tokens))
    damage = damage_dealt(strength, defense)
    before = _health(q, frame.target)
    health = max(0, before - damage)
    to_hit = frame.to_hit + frame.to_hit_bonus
    tape.emit(
        AttackResolved(
            attacker=frame.attacker,
            target=frame.target,
            kind=frame.attack_kind,
            dice=frame.dice + frame.extra,
            extra=frame.extra,
            to_hit=to_hit,
            successes=count_successes(frame.dice + frame.extra, to_hit),
            attribute=strength - count_successes(frame.dice + frame.extra, to_hit),
            strength=strength,
            defense=defense,
            damage=damage,
            health=health,
        )
    )
    if health == 0 and before > 0:
        knocked_down(tape, frame.target, by=frame.attacker)
