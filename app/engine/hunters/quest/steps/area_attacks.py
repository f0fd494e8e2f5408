"""Area attacks (TRAIT-07..09): every miniature on the chosen space, friends included,
is attacked separately with its own roll (TRAIT-07 default); the attacker is a target
only when the card says so (A2 MC19 at range 0). Attacker-side reactions carry over to
every target (TRAIT-08); a target's own equipment and reactions help only itself
(TRAIT-09), which the per-target numbers below respect."""

from __future__ import annotations

from app.content.schema.common import AttackKind
from app.engine.hunters.quest.events.attacks import AreaAttackBegun, AreaAttackEnded, AttackDeclared
from app.engine.hunters.quest.model.frames import AreaFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.enemy_attack_plans import incoming_to_hit, shield_and_charms
from app.engine.hunters.quest.rules.presence import enemies_at, is_active, party_at
from app.engine.hunters.quest.rules.stats import enemy_guard
from app.engine.hunters.quest.steps.attacks import declare


def area_targets(q: QuestState, attacker: str, target: str, *, with_attacker: bool) -> list[str]:
    """TRAIT-07: the chosen target first, then everyone else on its space (conscious
    heroes, NPC allies and enemies; HERO-STATE-06: the unconscious are no targets)."""
    at = q.unit_at(target)
    if at is None:
        return []
    everyone = [*party_at(q, at), *enemies_at(q, at)]
    rest = [u for u in everyone if u != target and (u != attacker or with_attacker)]
    return [target, *rest]


def per_target(
    q: QuestState, attacker: str, target: str, kind: AttackKind, numbers: tuple[int, int, int]
) -> tuple[int, int, int]:
    """(to-hit, dice, attribute) against this target: an enemy's guarding ability, or a
    hero's shield, charms and protective items (an NPC ally's abilities; its own only,
    TRAIT-09)."""
    to_hit, dice, attribute = numbers
    if target in q.enemies:
        return to_hit + enemy_guard(q, q.enemies[target], kind), dice, attribute
    by_enemy = attacker in q.enemies
    dice, attribute = shield_and_charms(q, target, kind, dice, attribute, by_enemy=by_enemy)
    return to_hit + incoming_to_hit(q, target, kind), dice, attribute


def begin_area_attack(tape: QuestRecorder, base: AttackDeclared, targets: list[str]) -> None:
    """TRAIT-07: announce the targets, then attack the first of them."""
    tape.emit(
        AreaAttackBegun(
            attacker=base.attacker, targets=tuple(targets), kind=base.kind, source=base.source,
            to_hit=base.to_hit, dice_count=base.dice_count, attribute=base.attribute,
            weapon=base.weapon, distance=base.distance, traits=base.traits,
            spend_morale=False if base.spend_morale else base.spend_morale,
        )
    )  # fmt: skip
    frame = tape.quest.top
    assert isinstance(frame, AreaFrame)
    _attack_next(tape, frame, base.offense_tokens, base.spend_morale, base.unlimited_reactions)


def step_area(tape: QuestRecorder, frame: AreaFrame) -> None:
    """The next target on the space (one no longer there is skipped), or the end."""
    q = tape.quest
    while frame.targets and not is_active(q, frame.targets[0]):
        frame = frame.model_copy(update={"targets": frame.targets[1:]})
    if not frame.targets:
        tape.emit(AreaAttackEnded(attacker=frame.attacker))
        return
    _attack_next(tape, frame, 0, frame.spend_morale, False)


def _attack_next(
    tape: QuestRecorder, frame: AreaFrame, offense: int, morale: bool | None, unlimited: bool
) -> None:
    q = tape.quest
    target = next(t for t in frame.targets if is_active(q, t))
    numbers = (frame.to_hit, frame.dice_count, frame.attribute)
    to_hit, dice, attribute = per_target(q, frame.attacker, target, frame.attack_kind, numbers)
    declare(
        tape,
        AttackDeclared(
            attacker=frame.attacker, target=target, kind=frame.attack_kind, source=frame.source,
            to_hit=to_hit, dice_count=dice, attribute=attribute, weapon=frame.weapon,
            distance=frame.distance, traits=frame.traits, offense_tokens=offense,
            spend_morale=morale, unlimited_reactions=unlimited,
        ),
    )  # fmt: skip
