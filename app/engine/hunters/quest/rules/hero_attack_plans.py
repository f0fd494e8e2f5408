"""Heroes' attacks: legality, target, weapon, dice, to-hit and attribute (ATK-02..30).

``plan_hero_attack`` is the guard decide() and legal_commands() share; enemies' and
traps' attacks are built in enemy_attacks.py.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.activities import AttackActivity
from app.content.schema.common import RANGE_ZERO, AttackKind, RangeSpaces, Trait
from app.content.schema.effects import AttackDice, Effect, PierceMod, ToHit, UnlimitedReactions
from app.content.schema.equipment import WeaponAttack
from app.engine.hunters.quest.board.geometry import Space, distance, geometry
from app.engine.hunters.quest.board.sight import NIGHT_SIGHT_SPACES, has_line_of_sight
from app.engine.hunters.quest.events.attacks import AttackDeclared
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import EnemyUnit, HeroUnit
from app.engine.hunters.quest.rules.attack_math import unarmed_attribute
from app.engine.hunters.quest.rules.presence import is_engaged, item_name
from app.engine.hunters.quest.rules.stats import enemy_guard, hero_attribute, hero_weapons
from app.engine.kernel.rejections import Rejection, reject

PENALTY_TO_HIT = 3
"""MOVE-12, ATK-35: a penalty attack is a Melee Attack 3."""
MAX_OFFENSE_TOKENS = 2
"""ATK-30: at most 2 offense tokens on one attack."""
THREE_SLOTS = 3


@dataclass(frozen=True)
class WeaponChoice:
    """The weapon an attack uses (None: unarmed or a weaponless spell)."""

    item: str | None
    attack: WeaponAttack | None
    slots: int = 1
    basic: bool = True
    """EQUIP-07: the weapon's basic attack type (not its alternative one)."""


def choose_weapon(
    q: QuestState, hero: HeroUnit, kind: AttackKind, weapon: str | None, unarmed: bool
) -> WeaponChoice | Rejection:
    """ATK-04/14: the named weapon, the only one that fits, or fists for a melee attack."""
    options = hero_weapons(q, hero, kind)
    if unarmed and weapon is not None:
        return reject("armed_and_unarmed", "Attack with a weapon or unarmed, not both.", "ATK-14")
    if unarmed:
        if kind != "melee":
            return reject("no_weapon", "Only a melee attack can be made unarmed.", "ATK-14")
        return WeaponChoice(None, None)
    if weapon is not None:
        match = next((o for o in options if o[0] == weapon), None)
        if match is None:
            message = f"{hero.name} cannot make a {kind} attack with {item_name(q, weapon)} now."
            return reject("no_weapon", message, "ATK-04")
        return WeaponChoice(match[0], match[2], match[1].slots, match[2] is match[1].attack)
    if len(options) == 1:
        item_id, item, attack = options[0]
        return WeaponChoice(item_id, attack, item.slots, attack is item.attack)
    if not options:
        if kind == "melee":
            return WeaponChoice(None, None)
        rule = "ATK-20" if kind == "magic" else "ATK-15"
        return reject("no_weapon", f"{hero.name} has no {kind} weapon.", rule)
    return reject("choose_weapon", "Name the weapon to attack with.", "ATK-04")


def attack_range(q: QuestState, activity: AttackActivity, choice: WeaponChoice) -> RangeSpaces:
    """ATK-16/20: a ranged weapon's range; a magic attack's range comes from its card."""
    if activity.kind == "ranged" and choice.attack is not None:
        return choice.attack.range
    if activity.kind == "magic":
        return activity.range or RANGE_ZERO
    return RANGE_ZERO


def with_vantage(q: QuestState, at: Space, reach: RangeSpaces) -> int:
    """ATK-28: +1 to the maximum range of ranged attacks from a vantage point."""
    if reach.max > 0 and at in geometry(q.board).vantage:
        return reach.max + 1
    return reach.max


@dataclass(frozen=True)
class HeroAttackPlan:
    target: str
    kind: AttackKind
    weapon: str | None
    to_hit: int
    dice: int
    attribute: int
    distance: int
    traits: tuple[Trait, ...]
    basic: bool = True
    guard: int = 0
    effects: tuple[Effect, ...] = ()
    unlimited: bool = False
    automatic: bool = False
    self_in_area: bool = False


def plan_hero_attack(
    q: QuestState,
    hero: HeroUnit,
    activity: AttackActivity,
    target: str,
    *,
    weapon: str | None = None,
    unarmed: bool = False,
    offense_tokens: int = 0,
) -> HeroAttackPlan | Rejection:
    """The guard of a hero's attack (ATK-02..06, ATK-14..20, MOVE-10)."""
    enemy = q.enemies.get(target)
    if enemy is None or not enemy.is_active_miniature or hero.at is None or enemy.at is None:
        return reject("bad_target", "Choose an enemy on the board as the target.", "QUEST-41")
    if offense_tokens > min(MAX_OFFENSE_TOKENS, hero.tokens.offense):
        return reject("no_tokens", "Not that many offense tokens to use.", "ATK-30")
    if activity.weaponless and (weapon is not None or unarmed):
        return reject("no_weapon_needed", "This attack uses no weapon; name none.", "ATK-04")
    choice = WeaponChoice(None, None)
    if not activity.weaponless:
        chosen = choose_weapon(q, hero, activity.kind, weapon, unarmed)
        if isinstance(chosen, Rejection):
            return chosen
        choice = chosen
    spaces = distance(hero.at, enemy.at)
    problem = _reach_problem(q, hero, activity, choice, enemy.at, spaces)
    if problem is not None:
        return problem
    dice = _hero_dice(q, hero, activity, choice)
    if isinstance(dice, Rejection):
        return dice
    return HeroAttackPlan(
        target=target,
        kind=activity.kind,
        weapon=choice.item,
        to_hit=_hero_to_hit(q, hero, activity, choice, enemy, spaces) + offense_tokens,
        dice=dice + card_dice(activity),
        attribute=_hero_attack_attribute(q, hero, activity.kind, choice),
        distance=spaces,
        traits=(*(choice.attack.traits if choice.attack else ()), *card_traits(activity)),
        basic=choice.basic,
        guard=enemy_guard(q, enemy, activity.kind),
        effects=choice.attack.effects if choice.attack else (),
        unlimited=any(isinstance(e, UnlimitedReactions) for e in activity.effects),
        self_in_area=activity.area_hits_attacker,
    )


def card_traits(activity: AttackActivity) -> tuple[Trait, ...]:
    """TRAIT-01: the card's own traits, and a card's "+Pierce x" as Pierce (TRAIT-10)."""
    pierce = [
        Trait(name="pierce", value=e.amount) for e in activity.effects if isinstance(e, PierceMod)
    ]
    return (*activity.traits, *pierce)


def _hero_to_hit(
    q: QuestState,
    hero: HeroUnit,
    activity: AttackActivity,
    choice: WeaponChoice,
    enemy: EnemyUnit,
    spaces: int,
) -> int:
    """ATK-06: Attack x, the weapon's modifier, the card's own modifiers, terrain (cover,
    bottleneck) and the enemy's guarding abilities; offense tokens are added by the caller."""
    to_hit = activity.to_hit + _hero_to_hit_terrain(q, hero, choice, enemy, spaces)
    if choice.attack is not None and not activity.weaponless:
        to_hit += choice.attack.to_hit
    return to_hit + card_to_hit(activity) + enemy_guard(q, enemy, activity.kind)


def card_to_hit(activity: AttackActivity) -> int:
    """A card's own modifiers of its attack (e.g. +1 die on the card itself)."""
    return sum(e.amount for e in activity.effects if isinstance(e, ToHit))


def card_dice(activity: AttackActivity) -> int:
    return sum(e.amount for e in activity.effects if isinstance(e, AttackDice) and e.when is None)


def _reach_problem(
    q: QuestState,
    hero: HeroUnit,
    activity: AttackActivity,
    choice: WeaponChoice,
    target_at: Space,
    spaces: int,
) -> Rejection | None:
    reach = RANGE_ZERO if activity.kind == "melee" else attack_range(q, activity, choice)
    assert hero.at is not None
    return reach_problem(q, hero.id, hero.at, activity.kind, reach, target_at, spaces)


def reach_problem(
    q: QuestState,
    attacker: str,
    at: Space,
    kind: AttackKind,
    reach: RangeSpaces,
    target_at: Space,
    spaces: int,
) -> Rejection | None:
    """ATK-02/16/17/19/28, MOVE-10: melee on the own space; ranged and magic within range
    (a vantage point adds 1), in sight (at night 2 spaces, heroes and NPC allies), and
    while engaged only melee or a range-0 magic attack."""
    if kind == "melee":
        if spaces != 0:
            return reject("not_engaged", "A melee attack needs the target on your space.", "ATK-02")
        return None
    if is_engaged(q, attacker) and (kind == "ranged" or (reach.max > 0 and spaces > 0)):
        return reject(
            "engaged", "While engaged only melee and range-0 magic attacks are allowed.", "MOVE-10"
        )
    return range_problem(q, at, target_at, reach)


def range_problem(
    q: QuestState, at: Space, target_at: Space, reach: RangeSpaces
) -> Rejection | None:
    """ATK-16/28 then ATK-17/19: the target within range (a vantage point adds 1) and in
    sight."""
    spaces, longest = distance(at, target_at), with_vantage(q, at, reach)
    if not reach.min <= spaces <= longest:
        return out_of_range(reach, spaces, longest)
    return sight_problem(q, at, target_at)


def out_of_range(reach: RangeSpaces, spaces: int, longest: int) -> Rejection:
    """ATK-16 (ATK-28: a vantage point adds 1): the range in spaces and the target's distance."""
    reach_words = f"{reach.min}-{longest} spaces"
    if longest == reach.min:
        reach_words = "only its own space" if longest == 0 else f"exactly {spaces_words(longest)}"
    message = f"The target is {spaces_words(spaces)} away; this attack reaches {reach_words}."
    return reject("out_of_range", message, "ATK-16")


def spaces_words(spaces: int) -> str:
    return "1 space" if spaces == 1 else f"{spaces} spaces"


def sight_problem(q: QuestState, at: Space, target_at: Space) -> Rejection | None:
    """ATK-17/19: a target away from the attacker must be in sight: in a night quest heroes
    and NPC allies see no farther than 2 spaces (ATK-19); otherwise only walls block the
    line (ATK-17)."""
    spaces = distance(at, target_at)
    if spaces == 0:
        return None
    if q.night and spaces > NIGHT_SIGHT_SPACES:
        message = (
            f"At night sight reaches only {NIGHT_SIGHT_SPACES} spaces; the target is {spaces} away."
        )
        return reject("no_line_of_sight", message, "ATK-19")
    if not has_line_of_sight(geometry(q.board), at, target_at, rule=q.options.los_corner):
        return reject("no_line_of_sight", "A wall blocks the line of sight.", "ATK-17")
    return None


def _hero_dice(
    q: QuestState, hero: HeroUnit, activity: AttackActivity, choice: WeaponChoice
) -> int | Rejection:
    """ATK-05/14/20: the weapon's dice, 1 die unarmed, or the card's dice for magic."""
    if activity.dice is not None and (activity.weaponless or activity.kind == "magic"):
        return activity.dice
    if choice.attack is None:
        if activity.kind == "magic":
            return reject("no_weapon", "This magic attack needs a magic weapon.", "ATK-20")
        return 1
    return choice.attack.dice


def _hero_to_hit_terrain(
    q: QuestState, hero: HeroUnit, choice: WeaponChoice, enemy: EnemyUnit, spaces: int
) -> int:
    """ATK-27/29: cover on the target's space, a 3-slot weapon in a bottleneck."""
    geo = geometry(q.board)
    modifier = 0
    if spaces > 0 and enemy.at in geo.cover:
        modifier -= 1
    if hero.at in geo.bottleneck and choice.slots == THREE_SLOTS:
        modifier -= 2
    return modifier


def _hero_attack_attribute(
    q: QuestState, hero: HeroUnit, kind: AttackKind, choice: WeaponChoice
) -> int:
    if kind == "melee":
        strength = hero_attribute(q, hero, "strength")
        return strength if choice.attack is not None else unarmed_attribute(strength)
    if kind == "ranged":
        return hero_attribute(q, hero, "agility")
    return hero_attribute(q, hero, "knowledge", magic=True)


def hero_attack_targets(q: QuestState, hero: HeroUnit, activity: AttackActivity) -> list[str]:
    """Enemies the hero could attack with this activity (some weapon choice allowed)."""
    found = []
    for enemy in q.enemies.values():
        if not enemy.is_active_miniature:
            continue
        for weapon, unarmed in _weapon_options(q, hero, activity):
            plan = plan_hero_attack(q, hero, activity, enemy.id, weapon=weapon, unarmed=unarmed)
            if not isinstance(plan, Rejection):
                found.append(enemy.id)
                break
    return found


def _weapon_options(
    q: QuestState, hero: HeroUnit, activity: AttackActivity
) -> list[tuple[str | None, bool]]:
    options: list[tuple[str | None, bool]] = [
        (w, False) for w, _, _ in hero_weapons(q, hero, activity.kind)
    ]
    if activity.kind == "melee":
        options.append((None, True))
    if activity.weaponless or not options:
        options.append((None, False))
    return options


def hero_penalty_event(
    q: QuestState, hero: HeroUnit, target: str, weapon: str | None, unarmed: bool
) -> AttackDeclared | Rejection:
    """MOVE-16, ATK-35: a hero's penalty Melee Attack 3 with a chosen weapon or unarmed."""
    activity = AttackActivity(do="attack", kind="melee", to_hit=PENALTY_TO_HIT)
    plan = plan_hero_attack(q, hero, activity, target, weapon=weapon, unarmed=unarmed)
    if isinstance(plan, Rejection):
        return plan
    if plan.effects:
        return reject("no_weapon", "A penalty attack rolls dice: not with that.", "ATK-35")
    return AttackDeclared(
        attacker=hero.id,
        target=target,
        kind="melee",
        source="penalty",
        to_hit=plan.to_hit,
        dice_count=plan.dice,
        attribute=plan.attribute,
        weapon=plan.weapon,
        traits=plan.traits,
    )
