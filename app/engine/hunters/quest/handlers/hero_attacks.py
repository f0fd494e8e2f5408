"""A hero's attack command (ATK-03..21, TRAIT-03/07, EQUIP-07/20/34, A1 Net): the weapon
or grenade, the additions it carries, the traits a hero declines, and then a single
attack, an Area attack on a whole space, or an effect with no roll (the Net, the Stun
Grenade)."""

from __future__ import annotations

from app.content.schema.activities import Activity, AttackActivity
from app.content.schema.common import Trait
from app.content.schema.effects import StatusRoll
from app.content.schema.equipment import Equipment
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.attacks import AttackDeclared
from app.engine.hunters.quest.events.equipment import ItemUsed
from app.engine.hunters.quest.events.harm_and_help import HiddenLost, StatusRolled
from app.engine.hunters.quest.model.frames import AttackSource
from app.engine.hunters.quest.model.state import BasicActionName
from app.engine.hunters.quest.model.units import AllyUnit, PartyUnit
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.additions import AdditionUse, attack_additions
from app.engine.hunters.quest.rules.ally_attack_plans import plan_ally_attack
from app.engine.hunters.quest.rules.grenades import grenade_plan
from app.engine.hunters.quest.rules.guards import activity_for, not_its_action, turn_guard
from app.engine.hunters.quest.rules.hero_attack_plans import HeroAttackPlan, plan_hero_attack
from app.engine.hunters.quest.rules.stats import attribute_of
from app.engine.hunters.quest.steps.activities import begin_activity
from app.engine.hunters.quest.steps.area_attacks import area_targets, begin_area_attack
from app.engine.hunters.quest.steps.attacks import declare
from app.engine.hunters.quest.steps.effects import apply_effect
from app.engine.hunters.quest.steps.traits import mark_status
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def decide_attack(tape: QuestRecorder, actor: Actor, cmd: qc.MakeAttack) -> Rejection | None:
    """ATK-03..21: attack with a card's Attack x or a basic Attack 1 (melee or ranged); an
    NPC ally with an Attack x of its action (QUEST-42)."""
    hero = turn_guard(tape, actor, cmd.unit)
    if isinstance(hero, Rejection):
        return hero
    if cmd.discard is not None and cmd.kind not in ("melee", "ranged"):
        return reject("bad_kind", "A basic attack is melee or ranged.", "QUEST-24")
    basic: BasicActionName = "ranged_attack" if cmd.kind == "ranged" else "melee_attack"

    def matches(a: Activity) -> bool:
        wanted = None if cmd.grenade else cmd.kind
        return isinstance(a, AttackActivity) and wanted in (None, a.kind)

    found = activity_for(tape.quest, hero, basic, cmd.discard, matches)
    if isinstance(found, Rejection):
        return found
    index, activity = found
    assert isinstance(activity, AttackActivity)
    plan = _plan(tape, hero, activity, cmd)
    if isinstance(plan, Rejection):
        return plan
    attack, extra, item = plan
    begin_activity(tape, hero.id, index, basic=basic, discard=cmd.discard)
    items = tape.quest.defs.equipment
    for used in (*extra.used, *([item.id] if item else [])):
        carried = tape.quest.heroes[hero.id].backpack
        tape.emit(
            ItemUsed(
                unit=hero.id, item=used, duration=items[used].duration,
                from_backpack=used in carried,
            )
        )  # fmt: skip
    _carry_out(tape, hero, cmd, attack, extra)
    return None


def _plan(
    tape: QuestRecorder, hero: PartyUnit, activity: AttackActivity, cmd: qc.MakeAttack
) -> tuple[HeroAttackPlan, AdditionUse, Equipment | None] | Rejection:
    """The attack's numbers with a weapon (and its additions) or a grenade."""
    q = tape.quest
    if isinstance(hero, AllyUnit):
        plan = _ally_plan(tape, hero, activity, cmd)
        return plan if isinstance(plan, Rejection) else (plan, AdditionUse(), None)
    if cmd.spend_morale and hero.morale <= 0:
        return reject("no_morale", f"{hero.name} has no morale to spend.", "DEV-25")
    if cmd.grenade is not None:
        thrown = grenade_plan(q, hero, activity, cmd.target, cmd.grenade, cmd.offense_tokens)
        if isinstance(thrown, Rejection):
            return thrown
        return thrown[0], AdditionUse(), thrown[1]
    plan = plan_hero_attack(
        q, hero, activity, cmd.target, weapon=cmd.weapon, unarmed=cmd.unarmed,
        offense_tokens=cmd.offense_tokens,
    )  # fmt: skip
    if isinstance(plan, Rejection):
        return plan
    extra = attack_additions(q, hero, plan.weapon, plan.basic, cmd.additions, cmd.target)
    if isinstance(extra, Rejection):
        return extra
    return plan, extra, None


def _ally_plan(
    tape: QuestRecorder, ally: AllyUnit, activity: AttackActivity, cmd: qc.MakeAttack
) -> HeroAttackPlan | Rejection:
    """QUEST-42: an NPC ally attacks with its own profile: no weapon, grenade, addition or
    morale of a hero's."""
    if cmd.weapon or cmd.unarmed or cmd.grenade or cmd.additions or cmd.spend_morale:
        return not_its_action(ally.name, "use weapons, items or morale")
    q = tape.quest
    return plan_ally_attack(q, ally, activity, cmd.target, offense_tokens=cmd.offense_tokens)


def _kept_traits(traits: tuple[Trait, ...], cmd: qc.MakeAttack) -> tuple[Trait, ...]:
    """TRAIT-03: a hero may decline Area and Push (decided when declaring, our default)."""
    declined = {n for n, keep in (("area", cmd.area), ("push", cmd.push)) if not keep}
    return tuple(t for t in traits if t.name not in declined)


def _carry_out(
    tape: QuestRecorder,
    hero: PartyUnit,
    cmd: qc.MakeAttack,
    plan: HeroAttackPlan,
    extra: AdditionUse,
) -> None:
    traits = _kept_traits((*plan.traits, *extra.traits), cmd)
    area = any(t.name == "area" for t in traits)
    with_self = plan.kind == "magic" and plan.distance == 0 and plan.self_in_area
    targets = area_targets(tape.quest, hero.id, plan.target, with_attacker=with_self)
    if plan.effects or plan.automatic:
        _without_roll(tape, hero, plan, targets if area else [plan.target])
        return
    event = AttackDeclared(
        attacker=hero.id, target=plan.target, kind=plan.kind,
        source=_source(hero, cmd),
        to_hit=plan.to_hit + extra.to_hit, dice_count=plan.dice + extra.dice,
        attribute=plan.attribute, weapon=plan.weapon, distance=plan.distance, traits=traits,
        offense_tokens=cmd.offense_tokens, spend_morale=cmd.spend_morale,
        unlimited_reactions=plan.unlimited,
    )  # fmt: skip
    if area and len(targets) > 1:
        base = event.model_copy(update={"to_hit": event.to_hit - plan.guard})
        begin_area_attack(tape, base, targets)
        return
    declare(tape, event)


def _source(hero: PartyUnit, cmd: qc.MakeAttack) -> AttackSource:
    """Whose attack it is for the log: an NPC ally's action (QUEST-42), a grenade, a basic
    action or a card."""
    if isinstance(hero, AllyUnit):
        return "ally"
    return "grenade" if cmd.grenade else ("basic" if cmd.discard else "card")


def _without_roll(
    tape: QuestRecorder, hero: PartyUnit, plan: HeroAttackPlan, targets: list[str]
) -> None:
    """EQUIP-35, A1 Net, A1 Stun Grenade: effects applied to each target with no to-hit
    roll (the Net rolls one die per target against its Strength)."""
    if hero.hidden:
        tape.emit(HiddenLost(unit=hero.id, reason="attacked"))  # ATK-38
    for target in targets:
        for effect in plan.effects:
            if isinstance(effect, StatusRoll):
                _status_roll(tape, hero.id, target, effect)
            else:
                apply_effect(tape, hero.id, target, effect)


def _status_roll(tape: QuestRecorder, attacker: str, target: str, effect: StatusRoll) -> None:
    q = tape.quest
    value = attribute_of(q, target, effect.beats)
    roll = tape.dice.d6()
    applied = roll > value
    tape.emit(
        StatusRolled(
            attacker=attacker, target=target, roll=roll, beats=effect.beats, value=value,
            status=effect.status, applied=applied,
        )
    )  # fmt: skip
    if applied:
        mark_status(tape, target, effect.status)
