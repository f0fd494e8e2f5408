"""Evolve helpers and the handlers of fighting and effect events (see evolve.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.quest import combat_events as ce
from app.engine.quest.copying import changed
from app.engine.quest.frames import (
    AreaFrame,
    AttackFrame,
    EnemyTurnFrame,
    Frame,
    PushFrame,
    SpellFrame,
)
from app.engine.quest.state import QuestState
from app.engine.quest.units import Tokens


def remove_one(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """The pile without one copy of ``card`` (unchanged if absent)."""
    if card not in cards:
        return cards
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def with_hero(q: QuestState, unit: str, **update: Any) -> QuestState:
    hero = changed(q.heroes[unit], **update)
    return changed(q, **{"heroes": {**q.heroes, unit: hero}})


def with_enemy(q: QuestState, unit: str, **update: Any) -> QuestState:
    enemy = changed(q.enemies[unit], **update)
    return changed(q, **{"enemies": {**q.enemies, unit: enemy}})


def with_ally(q: QuestState, unit: str, **update: Any) -> QuestState:
    ally = changed(q.allies[unit], **update)
    return changed(q, **{"allies": {**q.allies, unit: ally}})


def with_unit(q: QuestState, unit: str, **update: Any) -> QuestState:
    """The hero, enemy or NPC ally ``unit`` with these fields changed."""
    if unit in q.heroes:
        return with_hero(q, unit, **update)
    if unit in q.enemies:
        return with_enemy(q, unit, **update)
    return with_ally(q, unit, **update)


def with_tokens(q: QuestState, unit: str, **update: Any) -> QuestState:
    return with_unit(q, unit, tokens=changed(tokens_of(q, unit), **update))


def tokens_of(q: QuestState, unit: str) -> Tokens:
    return q.miniature(unit).tokens


def with_top(q: QuestState, change: Callable[[Any], Frame]) -> QuestState:
    """Replace the top frame by ``change(top)`` (no frame: unchanged)."""
    if not q.stack:
        return q
    return changed(q, **{"stack": (*q.stack[:-1], change(q.stack[-1]))})


def with_attack(q: QuestState, **update: Any) -> QuestState:
    top = q.top
    if not isinstance(top, AttackFrame):
        return q
    return with_top(q, lambda f: changed(f, **update))


def _health(q: QuestState, unit: str, health: int) -> QuestState:
    return with_unit(q, unit, health=health)


def _declared(q: QuestState, e: ce.AttackDeclared) -> QuestState:
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
        q = with_top(q, lambda f: changed(f, **{"targets": remove_one(f.targets, e.target)}))
        frame = _with_area_bonuses(frame, area)
    if e.offense_tokens and e.source != "trap":
        left = tokens_of(q, e.attacker).offense - e.offense_tokens
        q = with_tokens(q, e.attacker, offense=max(0, left))
    return changed(q, **{"stack": (*q.stack, frame)})


def _with_area_bonuses(frame: AttackFrame, area: AreaFrame) -> AttackFrame:
    """TRAIT-08: the attacker-side reactions played on earlier targets of the Area attack."""
    if not (area.to_hit_bonus or area.dice_bonus or area.attribute_bonus or area.pierce):
        return frame
    return changed(
        frame,
        to_hit_bonus=area.to_hit_bonus,
        dice_count=frame.dice_count + area.dice_bonus,
        attribute_bonus=area.attribute_bonus,
        pierce=area.pierce,
        area_shared=True,
    )


def _rolled(q: QuestState, e: ce.AttackRolled) -> QuestState:
    return with_attack(q, dice=e.dice, stage="rolled")


def _rerolled(q: QuestState, e: ce.DiceRerolled) -> QuestState:
    top = q.top
    assert isinstance(top, AttackFrame)
    dice = list(top.dice)
    replaced = tuple(dice[i] for i in e.indices)
    for index, value in zip(e.indices, e.dice, strict=True):
        dice[index] = value
    return with_attack(q, dice=tuple(dice), replaced=top.replaced + replaced)


def _added(q: QuestState, e: ce.DiceAdded) -> QuestState:
    top = q.top
    assert isinstance(top, AttackFrame)
    return with_attack(q, dice=top.dice + e.dice)


def _extra(q: QuestState, e: ce.ExtraDiceRolled) -> QuestState:
    return with_attack(q, extra=e.dice, stage="counted")


def _morale_settled(q: QuestState, e: ce.MoraleSettled) -> QuestState:
    return with_attack(q, morale_settled=True)


def _defense_tokens(q: QuestState, e: ce.DefenseTokensUsed) -> QuestState:
    left = max(0, tokens_of(q, e.unit).defense - e.count)
    q = with_tokens(q, e.unit, defense=left)
    return with_attack(q, defense_tokens=e.count, tokens_settled=True)


def _resolved(q: QuestState, e: ce.AttackResolved) -> QuestState:
    """The damage is dealt; the attack frame stays for its end (reactions, traits)."""
    q = with_attack(q, stage="resolved", damage=e.damage)
    return _health(q, e.target, e.health)


def _eliminated(q: QuestState, e: ce.EnemyEliminated) -> QuestState:
    return with_enemy(q, e.unit, removed=True, at=None, health=0)


def _knocked_out(q: QuestState, e: ce.HeroKnockedOut) -> QuestState:
    return with_hero(q, e.unit, health=0, hidden=False)


def _damage(q: QuestState, e: ce.DamageTaken) -> QuestState:
    return _health(q, e.unit, e.health)


def _tokens_gained(q: QuestState, e: ce.TokensGained) -> QuestState:
    current = getattr(tokens_of(q, e.unit), e.token)
    return with_tokens(q, e.unit, **{e.token: current + e.amount})


def _status_applied(q: QuestState, e: ce.StatusApplied) -> QuestState:
    return with_tokens(q, e.unit, **{e.status: True})


def _status_cleared(q: QuestState, e: ce.StatusCleared) -> QuestState:
    return with_tokens(q, e.unit, **{e.status: False})


def _mighty(q: QuestState, e: ce.MightyMarked) -> QuestState:
    if e.armor is not None and e.unit in q.heroes:
        damage = {**q.heroes[e.unit].armor_damage, e.armor: e.markers}
        q = with_hero(q, e.unit, armor_damage=damage)
    return with_tokens(q, e.unit, mighty=e.markers)


def _healed(q: QuestState, e: ce.Healed) -> QuestState:
    if e.unit in q.heroes:
        was_down = q.heroes[e.unit].health == 0
        q = with_hero(q, e.unit, health=e.health)
        if was_down:  # HERO-STATE-05: a healed unconscious hero acts from the next round
            q = with_hero(q, e.unit, acts_from_round=q.round + 1)
        return q
    return with_unit(q, e.unit, health=e.health)


def _revived(q: QuestState, e: ce.HeroRevived) -> QuestState:
    return with_hero(q, e.unit, health=1, acts_from_round=q.round + 1)


def _hid(q: QuestState, e: ce.HeroHid) -> QuestState:
    return with_hero(q, e.unit, hidden=True, hidden_card=e.card)


def _hidden_lost(q: QuestState, e: ce.HiddenLost) -> QuestState:
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


def _finding(q: QuestState, e: ce.FindingCollected) -> QuestState:
    findings = list(q.findings)
    if e.at in findings:
        findings.remove(e.at)
    q = changed(q, **{"findings": tuple(findings)})
    return with_hero(q, e.unit, findings=q.heroes[e.unit].findings + 1)


def _interaction(q: QuestState, e: ce.InteractionPerformed) -> QuestState:
    done = (*q.interactions_done, e.interaction)
    spec = next((i for i in q.defs.interactions if i.id == e.interaction), None)
    if spec is None or not spec.removes_walls:
        return changed(q, **{"interactions_done": done})
    gone = {(w.at, w.side) for w in spec.removes_walls}
    walls = tuple(w for w in q.board.walls if (w.at, w.side) not in gone)
    board = changed(q.board, **{"walls": walls})
    return changed(q, **{"interactions_done": done, "board": board})


def _spell_cast(q: QuestState, e: ce.SpellCast) -> QuestState:
    frame = SpellFrame(caster=e.unit, effects=e.effects, to_push=e.to_push)
    return changed(q, **{"stack": (*q.stack, frame)})


def _push_started(q: QuestState, e: ce.PushStarted) -> QuestState:
    if isinstance(q.top, PushFrame):
        return with_top(q, lambda f: changed(f, **{"pushes": f.pushes[1:]}))
    return with_top(q, lambda f: changed(f, **{"to_push": f.to_push[1:]}))


def _pop(q: QuestState, e: Any) -> QuestState:
    return changed(q, **{"stack": q.stack[:-1]})


def _reaction(q: QuestState, e: ce.ReactionPlayed) -> QuestState:
    hero = q.heroes[e.unit]
    q = with_hero(q, e.unit, hand=remove_one(hero.hand, e.card), used=(*hero.used, e.card))
    q = changed(q, **{"reaction_played": True})
    top = q.top
    if isinstance(top, EnemyTurnFrame) and e.ignore_pierce:
        return with_top(q, lambda f: changed(f, **{"ignore_pierce_for": e.affected}))
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
        pierce=min(3, top.pierce + e.pierce),
        ignore_pierce=top.ignore_pierce or e.ignore_pierce,
        ignored_traits=top.ignored_traits + e.ignored_traits,
        traits=top.traits + e.added_traits,
        timings_done=done,
    )
    return _share_with_area(q, e) if e.area_wide else q


def _share_with_area(q: QuestState, e: ce.ReactionPlayed) -> QuestState:
    """TRAIT-08: an attacker-side reaction counts for the Area attack's later targets."""
    below = q.stack[-2] if len(q.stack) > 1 else None
    if not isinstance(below, AreaFrame):
        return q
    shared = changed(
        below,
        to_hit_bonus=below.to_hit_bonus + e.to_hit,
        dice_bonus=below.dice_bonus + e.dice,
        attribute_bonus=below.attribute_bonus + e.attribute,
        pierce=min(3, below.pierce + e.pierce),
    )
    return changed(q, **{"stack": (*q.stack[:-2], shared, q.stack[-1])})


def _card_revealed(q: QuestState, e: ce.EnemyCardRevealed) -> QuestState:
    deck = q.enemy_decks[e.deck]
    new = changed(deck, **{"draw_pile": remove_one(deck.draw_pile, e.card), "current": e.card})
    return changed(q, **{"enemy_decks": {**q.enemy_decks, e.deck: new}})


def _enemy_reshuffled(q: QuestState, e: ce.EnemyDeckReshuffled) -> QuestState:
    deck = changed(q.enemy_decks[e.deck], **{"draw_pile": e.draw_pile, "used": ()})
    return changed(q, **{"enemy_decks": {**q.enemy_decks, e.deck: deck}})


def _action_chosen(q: QuestState, e: ce.EnemyActionChosen) -> QuestState:
    activities = q.defs.enemy_cards[e.card].rows[e.row].actions[e.action]
    frame = EnemyTurnFrame(
        unit=e.unit, card=e.card, row=e.row, action=e.action, activities=activities
    )
    return changed(q, **{"stack": (*q.stack, frame), "reaction_played": False})


def _enemy_activity(
    q: QuestState, e: ce.EnemyActivityBegun | ce.EnemyActivitySkipped
) -> QuestState:
    return with_top(q, lambda f: changed(f, **{"next_index": e.index + 1}))


def _ability(q: QuestState, e: ce.AbilityActivated) -> QuestState:
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
