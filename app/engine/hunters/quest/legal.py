"""legal_commands for quests: what a client may offer, built from the guards decide() uses.

Every listed command is accepted by decide, and every command decide accepts is listed
(tests/engine/test_legality.py checks both ways) — up to these representatives, where
one listed command stands for many that decide accepts alike:

- an opening hand and a turn order: by their default (QUEST-11, QUEST-17..19);
- a Move (a hero's, an NPC ally's, a free one): one path per space it can end on;
- a basic action: paid with the first card in hand (any card pays it, QUEST-23);
- an attack: without the declarations made with it (offense tokens, morale, declining
  Area or Push, additions), naming its weapon (naming none lets decide take the one that
  fits, ATK-04/14); a card's attack names no kind (the card's activity says it);
- a penalty attack: naming its weapon, as an attack;
- a reaction: without re-rolls (ATK-36); naming its target when several are reachable,
  none when one is (naming none lets decide take its default, QUEST-36);
- Reorganize: by the board as it is (any new layout is the same command, QUEST-30);
- an enemy's path: by the space it ends on (ENEMY-11);
- tokens for oneself: naming oneself (naming nobody is the same, QUEST-43).

``resume`` is the server's own command and is never listed.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from app.content.schema.activities import (
    Activity,
    AttackActivity,
    GainTokensActivity,
    HealActivity,
    HideActivity,
    InteractActivity,
    MoveActivity,
    SpellActivity,
)
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.model import decisions as d
from app.engine.hunters.quest.model.state import BasicActionName, QuestState
from app.engine.hunters.quest.model.units import AllyUnit, HeroUnit, PartyUnit
from app.engine.hunters.quest.rules.activity_checks import activity_possible
from app.engine.hunters.quest.rules.activity_guards import (
    heal_targets,
    hide_guard,
    spell_guard,
    token_recipients,
)
from app.engine.hunters.quest.rules.ally_actions import ally_action_commands
from app.engine.hunters.quest.rules.ally_attack_plans import ally_attack_targets, ally_penalty_event
from app.engine.hunters.quest.rules.basic_actions import BASIC_ACTIVITIES
from app.engine.hunters.quest.rules.command_chain import QuestTable
from app.engine.hunters.quest.rules.free_moves import free_activity
from app.engine.hunters.quest.rules.grenades import grenade_throws
from app.engine.hunters.quest.rules.guards import (
    basic_guard,
    controls,
    new_action_guard,
    turn_guard,
)
from app.engine.hunters.quest.rules.hero_attack_plans import hero_attack_targets, plan_hero_attack
from app.engine.hunters.quest.rules.interactions import interact_options
from app.engine.hunters.quest.rules.items import item_options
from app.engine.hunters.quest.rules.paths import hero_move_paths
from app.engine.hunters.quest.rules.reaction_targets import choosable_targets
from app.engine.hunters.quest.rules.reactions import moment_now, playable_cards
from app.engine.hunters.quest.rules.stats import hero_weapons, rolls_dice
from app.engine.hunters.quest.rules.targets import reached_by
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import Actor, CommandBase
from app.engine.kernel.rejections import Rejection


def quest_commands(table: QuestTable, actor: Actor) -> list[CommandBase]:
    """Every quest command ``actor`` could send now that decide() would accept."""
    q = table.quest
    if q.phase == "ended":
        return []
    if q.pending:
        return list(_answers(table, q, actor))
    if actor.role == "system":
        return []
    if q.active is None:
        return []
    unit = turn_guard(table, actor, q.active)
    return [] if isinstance(unit, Rejection) else list(_turn_commands(q, unit))


def _answers(table: QuestTable, q: QuestState, actor: Actor) -> Iterator[CommandBase]:
    for decision in q.pending:
        if actor.role in ("system", "gm"):
            yield ApplyDefault(decision=decision.id)
        if actor.role == "system":
            continue
        if actor.role == "seat" and actor.seat not in decision.deciders:
            continue
        yield from _answer_options(table, q, actor, decision)


def _answer_options(
    table: QuestTable, q: QuestState, actor: Actor, decision: d.Decision
) -> Iterator[CommandBase]:
    match decision:
        case d.PlaceHeroDecision():
            yield from (qc.PlaceHero(unit=decision.unit, at=s) for s in decision.spaces)
        case d.OpeningHandDecision():
            yield qc.ChooseOpeningHand(unit=decision.unit, cards=decision.default)
        case d.TurnOrderDecision():
            yield qc.SetTurnOrder(order=decision.default)
        case d.EnemyPathDecision():
            yield from (qc.ChooseEnemyPath(to=p[-1], path=p) for p in decision.paths)
        case d.PenaltyAttackerDecision():
            yield from (qc.ChoosePenaltyAttacker(enemy=e) for e in decision.enemies)
        case d.HeroPenaltyDecision():
            yield from _penalty_options(q, decision)
        case d.MoraleDecision():
            yield from (qc.SpendMorale(spend=b) for b in (True, False))
        case d.DefenseTokensDecision():
            yield from (qc.UseDefenseTokens(count=n) for n in range(decision.most + 1))
        case d.PushDecision():
            yield from (qc.ChoosePush(to=s) for s in decision.spaces)
        case d.ReactionWindow():
            yield from _reaction_options(table, q, actor, decision)
        case d.ReactionChoiceDecision():
            yield from (qc.ChooseReaction(unit=o.unit, card=o.card) for o in decision.offers)
        case d.FreeMoveDecision():
            yield qc.TakeFreeMove(unit=decision.unit)
            mover = q.party_unit(decision.unit)
            assert mover is not None
            paths = hero_move_paths(q, mover, free_activity(decision))
            yield from (qc.TakeFreeMove(unit=decision.unit, path=p) for p in paths.values())


def _penalty_options(q: QuestState, decision: d.HeroPenaltyDecision) -> Iterator[CommandBase]:
    yield qc.MakePenaltyAttack(unit=None)
    for hero_id in decision.heroes:
        if hero_id in q.allies:  # QUEST-42: with its own melee profile
            if not isinstance(ally_penalty_event(q, q.allies[hero_id], decision.unit), Rejection):
                yield qc.MakePenaltyAttack(unit=hero_id)
            continue
        hero = q.heroes[hero_id]
        weapons = [w for w, _, a in hero_weapons(q, hero, "melee") if rolls_dice(a)]
        for weapon in weapons:
            yield qc.MakePenaltyAttack(unit=hero_id, weapon=weapon)
        yield qc.MakePenaltyAttack(unit=hero_id, unarmed=True)


def _reaction_options(
    table: QuestTable, q: QuestState, actor: Actor, window: d.ReactionWindow
) -> Iterator[CommandBase]:
    if actor.role == "seat" and actor.seat in window.passed:
        return
    moment = moment_now(q, window.timing, window.attacker, window.target)
    offered = {o.unit for o in window.offers}
    for hero, cards in playable_cards(q, moment).items():
        if controls(table, actor, hero) and hero not in offered:
            for card in cards:
                reaction = q.defs.cards[card].reaction
                targets = choosable_targets(q, hero, reaction, moment)
                yield from (qc.PlayReaction(unit=hero, card=card, target=t) for t in targets)
                if not targets:
                    yield qc.PlayReaction(unit=hero, card=card)
    if actor.role == "seat" and not any(o.seat == actor.seat for o in window.offers):
        yield qc.PassReaction()  # QUEST-37: a seat that offered has answered


def _turn_commands(q: QuestState, hero: PartyUnit) -> Iterator[CommandBase]:
    action = q.action
    if action is not None:
        for activity in _first_of_each_kind(action.activities[action.next_index :]):
            yield from _activity_commands(q, hero, activity, None)
        if action.next_index < len(action.activities):
            yield qc.SkipActivity(unit=hero.id)
        yield qc.FinishAction(unit=hero.id)
    elif isinstance(hero, AllyUnit):  # QUEST-42: the actions its quest gives it
        yield from ally_action_commands(q, hero)
    else:
        for card in dict.fromkeys(hero.hand):
            if card in q.defs.cards and new_action_guard(q, hero, card) is None:
                yield qc.PlayCard(unit=hero.id, card=card)
        if hero.hand:
            yield from _basic_commands(q, hero, hero.hand[0])
    if isinstance(hero, HeroUnit):
        yield from item_options(q, hero)
    yield qc.EndTurn(unit=hero.id)


def _first_of_each_kind(activities: Sequence[Activity]) -> list[Activity]:
    """QUEST-25: a command performs the first activity of its kind not yet begun (decide's
    next_activity), so a later one of the same kind is reached by skipping, not offered."""
    seen: set[tuple[type[Activity], object]] = set()
    first = []
    for activity in activities:
        kind = (type(activity), getattr(activity, "kind", None))  # melee, ranged attacks
        if kind not in seen:
            seen.add(kind)
            first.append(activity)
    return first


def _basic_commands(q: QuestState, hero: HeroUnit, discard: str) -> Iterator[CommandBase]:
    names: tuple[BasicActionName, ...] = (
        "move", "melee_attack", "ranged_attack", "interact", "hide",
    )  # fmt: skip
    for name in names:
        if basic_guard(q, hero, name, discard) is None:
            yield from _activity_commands(q, hero, BASIC_ACTIVITIES[name][0], discard)


def _activity_commands(
    q: QuestState, hero: PartyUnit, activity: Activity, discard: str | None
) -> Iterator[CommandBase]:
    if not activity_possible(q, hero, activity):
        return
    match activity:
        case MoveActivity():
            for path in hero_move_paths(q, hero, activity).values():
                yield qc.MoveHero(unit=hero.id, path=path, discard=discard)
        case AttackActivity() if isinstance(hero, AllyUnit):
            yield from (
                qc.MakeAttack(unit=hero.id, target=t)
                for t in ally_attack_targets(q, hero, activity)
            )
        case AttackActivity() if isinstance(hero, HeroUnit):
            yield from _attack_commands(q, hero, activity, discard)
        case HealActivity():
            yield from (
                qc.HealHero(unit=hero.id, target=t) for t in heal_targets(q, hero, activity)
            )
        case SpellActivity():
            yield from _spell_commands(q, hero, activity)
        case GainTokensActivity():
            for recipient in token_recipients(q, hero, activity):
                yield qc.TakeTokens(unit=hero.id, recipient=recipient)
        case InteractActivity() if isinstance(hero, HeroUnit):
            yield from interact_options(q, hero, discard)
        case HideActivity() if isinstance(hero, HeroUnit):
            if hide_guard(q, hero) is None:
                yield qc.Hide(unit=hero.id, discard=discard)


def _attack_commands(
    q: QuestState, hero: HeroUnit, activity: AttackActivity, discard: str | None
) -> Iterator[CommandBase]:
    kind = activity.kind if discard is not None else None
    weapons: list[tuple[str | None, bool]] = [
        (w, False) for w, _, _ in hero_weapons(q, hero, activity.kind)
    ]
    if activity.kind == "melee":
        weapons.append((None, True))
    if activity.weaponless or not weapons:
        weapons = [(None, False)]
    for target in hero_attack_targets(q, hero, activity):
        for weapon, unarmed in weapons:
            plan = plan_hero_attack(q, hero, activity, target, weapon=weapon, unarmed=unarmed)
            if not isinstance(plan, Rejection):
                yield qc.MakeAttack(
                    unit=hero.id, target=target, weapon=weapon, unarmed=unarmed, kind=kind,
                    discard=discard,
                )  # fmt: skip
    for grenade, target in grenade_throws(q, hero, activity):
        yield qc.MakeAttack(
            unit=hero.id, target=target, grenade=grenade, kind=kind, discard=discard
        )


def _spell_commands(
    q: QuestState, hero: PartyUnit, activity: SpellActivity
) -> Iterator[CommandBase]:
    if activity.target.count == "all":
        if not isinstance(spell_guard(q, hero, activity, ()), Rejection):
            yield qc.CastSpell(unit=hero.id)
        return
    for target in reached_by(q, hero, activity.target):
        if not isinstance(spell_guard(q, hero, activity, (target,)), Rejection):
            yield qc.CastSpell(unit=hero.id, targets=(target,))
