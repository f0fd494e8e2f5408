"""Evolve handlers of fighting and effects: attacks, damage, statuses, tokens, findings,
spells, reactions and the enemies' cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.quest.events.attacks import (
    AttackDeclared,
    AttackResolved,
    AttackRolled,
    DefenseTokensUsed,
    DiceAdded,
    DiceRerolled,
    ExtraDiceRolled,
    MoraleSettled,
    ReactionPlayed,
)
from app.engine.hunters.quest.events.enemies import (
    AbilityActivated,
    EnemyActionChosen,
    EnemyActivityBegun,
    EnemyActivitySkipped,
    EnemyCardRevealed,
    EnemyDeckReshuffled,
)
from app.engine.hunters.quest.events.harm_and_help import (
    DamageTaken,
    EnemyEliminated,
    Healed,
    HeroHid,
    HeroKnockedOut,
    HeroRevived,
    HiddenLost,
    MightyMarked,
    SpellCast,
    StatusApplied,
    StatusCleared,
    TokensGained,
)
from app.engine.hunters.quest.events.movement import PushStarted
from app.engine.hunters.quest.events.terrain import FindingCollected, InteractionPerformed
from app.engine.hunters.quest.evolve.units import (
    remove_one,
    tokens_of,
    with_attack,
    with_enemy,
    with_hero,
    with_tokens,
    with_top,
    with_unit,
)
from app.engine.hunters.quest.model.frames import (
    AreaFrame,
    AttackFrame,
    EnemyTurnFrame,
    PushFrame,
    SpellFrame,
)
from app.engine.hunters.quest.model.state import QuestState
from app.engine.kernel.copying import copy_with


def _health(q: QuestState, unit: str, health: int) -> QuestState:
    return with_unit(q, unit, health=health)


def _declared(q: QuestState, e: AttackDeclared) -> QuestState:
    """A new attack frame; for a later target of an Area attack, the attacker-side reaction
    bonuses already played come along (TRAIT-08)."""
    area = q.top if isinstance(q.top, AreaFrame) and q.top.attacker == e.attacker else None
    frame = AttackFrame(
        attacker=e.attacker,
        target=e.target,
        attack_kind=e.kind,
        source=e.source,
        to_hit=e.to_hit,
        dice_count=e.dice_count,
        attribute=e.attribute,
        weapon=e.weapon,
        distance=e.distance,
        traits=e.traits,
        spend_morale=e.spend_morale,
        ignore_pierce=e.ignore_pierce,
        unlimited_reactions=e.unlimited_reactions,
    )
    if area is not None:
        q = with_top(q, lambda f: copy_with(f, **{"targets": remove_one(f.targets, e.target)}))
        frame = _with_area_bonuses(frame, area)
    if e.offense_tokens and e.source != "trap":
        left = tokens_of(q, e.attacker).offense - e.offense_tokens
        q = with_tokens(q, e.attacker, offense=left)
    return copy_with(q, **{"stack": (*q.stack, frame)})


def _with_area_bonuses(frame: AttackFrame, area: AreaFrame) -> AttackFrame:
    """TRAIT-08: the attacker-side reactions played on earlier targets of the Area attack."""
    if not (area.to_hit_bonus or area.dice_bonus or area.attribute_bonus or area.pierce):
        return frame
    return copy_with(
        frame,
        to_hit_bonus=area.to_hit_bonus,
        dice_count=frame.dice_count + area.dice_bonus,
        attribute_bonus=area.attribute_bonus,
        pierce=area.pierce,
        area_shared=True,
    )


def _rolled(q: QuestState, e: AttackRolled) -> QuestState:
    return with_attack(q, dice=e.dice, stage="rolled")


def _rerolled(q: QuestState, e: DiceRerolled) -> QuestState:
    top = q.top
    assert isinstance(top, AttackFrame)
    dice = list(top.dice)
    replaced = tuple(dice[i] for i in e.indices)
    for index, value in zip(e.indices, e.dice, strict=True):
        dice[index] = value
    return with_attack(q, dice=tuple(dice), replaced=top.replaced + replaced)


def _added(q: QuestState, e: DiceAdded) -> QuestState:
    top = q.top
    assert isinstance(top, AttackFrame)
    return with_attack(q, dice=top.dice + e.dice)


def _extra(q: QuestState, e: ExtraDiceRolled) -> QuestState:
    return with_attack(q, extra=e.dice, stage="counted")


def _morale_settled(q: QuestState, e: MoraleSettled) -> QuestState:
    return with_attack(q, morale_settled=True)


def _defense_tokens(q: QuestState, e: DefenseTokensUsed) -> QuestState:
    left = tokens_of(q, e.unit).defense - e.count
    q = with_tokens(q, e.unit, defense=left)
    return with_attack(q, defense_tokens=e.count, tokens_settled=True)


def _resolved(q: QuestState, e: AttackResolved) -> QuestState:
    """The damage is dealt; the attack frame stays for its end (reactions, traits)."""
    q = with_attack(q, stage="resolved", damage=e.damage)
    return _health(q, e.target, e.health)


def _eliminated(q: QuestState, e: EnemyEliminated) -> QuestState:
    return with_enemy(q, e.unit, removed=True, at=None, health=0)


def _knocked_out(q: QuestState, e: HeroKnockedOut) -> QuestState:
    return with_hero(q, e.unit, health=0, hidden=False)


def _damage(q: QuestState, e: DamageTaken) -> QuestState:
    return _health(q, e.unit, e.health)


def _tokens_gained(q: QuestState, e: TokensGained) -> QuestState:
    current = getattr(tokens_of(q, e.unit), e.token)
    return with_tokens(q, e.unit, **{e.token: current + e.amount})


def _status_applied(q: QuestState, e: StatusApplied) -> QuestState:
    return with_tokens(q, e.unit, **{e.status: True})


def _status_cleared(q: QuestState, e: StatusCleared) -> QuestState:
    return with_tokens(q, e.unit, **{e.status: False})


def _mighty(q: QuestState, e: MightyMarked) -> QuestState:
    if e.armor is not None and e.unit in q.heroes:
        damage = {**q.heroes[e.unit].armor_damage, e.armor: e.markers}
        q = with_hero(q, e.unit, armor_damage=damage)
    return with_tokens(q, e.unit, mighty=e.markers)


def _healed(q: QuestState, e: Healed) -> QuestState:
    if e.unit in q.heroes:
        was_down = q.heroes[e.unit].health == 0
        q = with_hero(q, e.unit, health=e.health)
        if was_down:  # HERO-STATE-05: a healed unconscious hero acts from the next round
            q = with_hero(q, e.unit, acts_from_round=q.round + 1)
        return q
    return with_unit(q, e.unit, health=e.health)


def _revived(q: QuestState, e: HeroRevived) -> QuestState:
    return with_hero(q, e.unit, health=1, acts_from_round=q.round + 1)


def _hid(q: QuestState, e: HeroHid) -> QuestState:
    return with_hero(q, e.unit, hidden=True, hidden_card=e.card)


def _hidden_lost(q: QuestState, e: HiddenLost) -> QuestState:
    hero = q.heroes[e.unit]
    if hero.hidden_card is None:
        return with_hero(q, e.unit, hidden=False)
    return with_hero(
        q,
        e.unit,
        hidden=False,
        hidden_card=None,
        in_play=remove_one(hero.in_play, hero.hidden_card),
        used=(*hero.used, hero.hidden_card),
    )


def _finding(q: QuestState, e: FindingCollected) -> QuestState:
    findings = list(q.findings)
    if e.at in findings:
        findings.remove(e.at)
    q = copy_with(q, **{"findings": tuple(findings)})
    return with_hero(q, e.unit, findings=q.heroes[e.unit].findings + 1)


def _interaction(q: QuestState, e: InteractionPerformed) -> QuestState:
    done = (*q.interactions_done, e.interaction)
    spec = next((i for i in q.defs.interactions if i.id == e.interaction), None)
    if spec is None or not spec.removes_walls:
        return copy_with(q, **{"interactions_done": done})
    gone = {(w.at, w.side) for w in spec.removes_walls}
    walls = tuple(w for w in q.board.walls if (w.at, w.side) not in gone)
    board = copy_with(q.board, **{"walls": walls})
    return copy_with(q, **{"interactions_done": done, "board": board})


def _spell_cast(q: QuestState, e: SpellCast) -> QuestState:
    frame = SpellFrame(caster=e.unit, effects=e.effects, to_push=e.to_push)
    return copy_with(q, **{"stack": (*q.stack, frame)})


def _push_started(q: QuestState, e: PushStarted) -> QuestState:
    if isinstance(q.top, PushFrame):
        return with_top(q, lambda f: copy_with(f, **{"pushes": f.pushes[1:]}))
    return with_top(q, lambda f: copy_with(f, **{"to_push": f.to_push[1:]}))


def _pop(q: QuestState, e: Any) -> QuestState:
    return copy_with(q, **{"stack": q.stack[:-1]})


def _reaction(q: QuestState, e: ReactionPlayed) -> QuestState:
    hero = q.heroes[e.unit]
    q = with_hero(q, e.unit, hand=remove_one(hero.hand, e.card), used=(*hero.used, e.card))
    q = copy_with(q, **{"reaction_played": True})
    top = q.top
    if isinstance(top, EnemyTurnFrame) and e.ignore_pierce:
        return with_top(q, lambda f: copy_with(f, **{"ignore_pierce_for": e.affected}))
    if not isinstance(top, AttackFrame):
        return q
    done = top.timings_done
    if top.unlimited_reactions:  # QUEST-40 (LK13): the same moment may bring more
        done = tuple(t for t in done if t != e.timing)
    q = with_attack(
        q,
        to_hit_bonus=top.to_hit_bonus + e.to_hit,
        dice_count=top.dice_count + (e.dice if top.stage == "start" else 0),
        attribute_bonus=top.attribute_bonus + e.attribute,
        defense_bonus=top.defense_bonus + e.defense,
        double_defense=top.double_defense or e.double_defense,
        pierce=top.pierce + e.pierce,  # TRAIT-10's cap of 3 applies when it is used
        ignore_pierce=top.ignore_pierce or e.ignore_pierce,
        ignored_traits=top.ignored_traits + e.ignored_traits,
        traits=top.traits + e.added_traits,
        timings_done=done,
    )
    return _share_with_area(q, e) if e.area_wide else q


def _share_with_area(q: QuestState, e: ReactionPlayed) -> QuestState:
    """TRAIT-08: an attacker-side reaction counts for the Area attack's later targets."""
    below = q.stack[-2] if len(q.stack) > 1 else None
    if not isinstance(below, AreaFrame):
        return q
    shared = copy_with(
        below,
        to_hit_bonus=below.to_hit_bonus + e.to_hit,
        dice_bonus=below.dice_bonus + e.dice,
        attribute_bonus=below.attribute_bonus + e.attribute,
        pierce=below.pierce + e.pierce,
    )
    return copy_with(q, **{"stack": (*q.stack[:-2], shared, q.stack[-1])})


def _card_revealed(q: QuestState, e: EnemyCardRevealed) -> QuestState:
    deck = q.enemy_decks[e.deck]
    new = copy_with(deck, **{"draw_pile": remove_one(deck.draw_pile, e.card), "current": e.card})
    return copy_with(q, **{"enemy_decks": {**q.enemy_decks, e.deck: new}})


def _enemy_reshuffled(q: QuestState, e: EnemyDeckReshuffled) -> QuestState:
    deck = copy_with(q.enemy_decks[e.deck], **{"draw_pile": e.draw_pile, "used": ()})
    return copy_with(q, **{"enemy_decks": {**q.enemy_decks, e.deck: deck}})


def _action_chosen(q: QuestState, e: EnemyActionChosen) -> QuestState:
    activities = q.defs.enemy_cards[e.card].rows[e.row].actions[e.action]
    frame = EnemyTurnFrame(
        unit=e.unit, card=e.card, row=e.row, action=e.action, activities=activities
    )
    return copy_with(q, **{"stack": (*q.stack, frame), "reaction_played": False})


def _enemy_activity(q: QuestState, e: EnemyActivityBegun | EnemyActivitySkipped) -> QuestState:
    return with_top(q, lambda f: copy_with(f, **{"next_index": e.index + 1}))


def _ability(q: QuestState, e: AbilityActivated) -> QuestState:
    enemy = q.enemies[e.unit]
    return with_enemy(q, e.unit, active_abilities=(*enemy.active_abilities, e.ability))


def _nothing(q: QuestState, e: Any) -> QuestState:
    return q


COMBAT_HANDLERS: dict[str, Callable[[QuestState, Any], QuestState]] = {
    "penalty_attack": _nothing,
    "attack_declared": _declared,
    "engagement_rolled": _nothing,
    "attack_rolled": _rolled,
    "dice_rerolled": _rerolled,
    "dice_added": _added,
    "extra_dice_rolled": _extra,
    "morale_settled": _morale_settled,
    "defense_tokens_used": _defense_tokens,
    "attack_resolved": _resolved,
    "enemy_eliminated": _eliminated,
    "hero_knocked_out": _knocked_out,
    "damage_taken": _damage,
    "tokens_gained": _tokens_gained,
    "status_applied": _status_applied,
    "status_cleared": _status_cleared,
    "mighty_marked": _mighty,
    "healed": _healed,
    "hero_revived": _revived,
    "hero_hid": _hid,
    "hidden_lost": _hidden_lost,
    "finding_collected": _finding,
    "interaction_performed": _interaction,
    "spell_cast": _spell_cast,
    "push_started": _push_started,
    "spell_finished": _pop,
    "reaction_played": _reaction,
    "enemy_card_revealed": _card_revealed,
    "enemy_deck_reshuffled": _enemy_reshuffled,
    "enemy_action_chosen": _action_chosen,
    "enemy_activity_begun": _enemy_activity,
    "enemy_activity_skipped": _enemy_activity,
    "enemy_action_finished": _pop,
    "enemy_idle": _nothing,
    "ability_activated": _ability,
}
