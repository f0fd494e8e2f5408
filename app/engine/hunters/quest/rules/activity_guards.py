"""Guards of the activities other than Move and attacks (heal, spells, tokens, hide), shared by
decide() and legal_commands()."""

from __future__ import annotations

from app.content.schema.activities import GainTokensActivity, HealActivity, SpellActivity
from app.engine.hunters.quest.board.geometry import distance, geometry
from app.engine.hunters.quest.board.sight import has_line_of_sight
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit, PartyUnit
from app.engine.hunters.quest.rules.effects_without_roll import (
    gains_nothing,
    has_token_room,
    is_applicable,
)
from app.engine.hunters.quest.rules.presence import is_engaged
from app.engine.hunters.quest.rules.stats import is_flying
from app.engine.hunters.quest.rules.targets import reached_by
from app.engine.kernel.rejections import Rejection, reject

ENGAGED = reject(
    "engaged", "While engaged only a parting leap or a melee/range-0 attack is allowed.", "MOVE-10"
)

TOKENS_FULL = reject(
    "tokens_full", "The spell would give only tokens, and they are full already.", "ATK-33"
)


def heal_targets(q: QuestState, hero: PartyUnit, activity: HealActivity) -> list[str]:
    """HERO-STATE-03: self or an ally (a hero or an NPC ally, QUEST-41) on the same space
    unless the card says otherwise; only the hurt, and never a fallen NPC ally."""
    found = []
    for u in reached_by(q, hero, activity.target):
        unit = q.party_unit(u)
        if unit is not None and unit.health < unit.max_health and unit.is_on_board:
            found.append(u)
    return found


def heal_guard(
    q: QuestState, hero: PartyUnit, activity: HealActivity, target: str
) -> Rejection | None:
    if is_engaged(q, hero.id):
        return ENGAGED
    if target not in heal_targets(q, hero, activity):
        return reject("bad_target", "That hero cannot be healed by this card.", "HERO-STATE-03")
    return None


def spell_guard(
    q: QuestState, hero: PartyUnit, activity: SpellActivity, targets: tuple[str, ...]
) -> tuple[str, ...] | Rejection:
    """QUEST-32/33: the targets a spell will affect (one chosen, or all it reaches)."""
    if is_engaged(q, hero.id):
        return ENGAGED
    if not is_applicable(activity.effects):
        message = "A spell's effect applies without a roll, and this one's cannot."
        return reject("not_supported", message, "QUEST-32")
    reached = reached_by(q, hero, activity.target)
    if activity.target.count == "all":
        if targets:
            return reject("no_choice", "This spell reaches all it can; name no target.", "QUEST-32")
        if not reached:
            return reject("no_target", "The spell reaches nobody.", "QUEST-32")
        if all(gains_nothing(q, u, activity.effects) for u in reached):
            return TOKENS_FULL
        return tuple(reached)
    if len(targets) != 1 or targets[0] not in reached:
        return reject("bad_target", "Choose one target the spell can reach.", "QUEST-32")
    if gains_nothing(q, targets[0], activity.effects):
        return TOKENS_FULL
    return targets


def token_recipients(q: QuestState, hero: PartyUnit, activity: GainTokensActivity) -> list[str]:
    """QUEST-43: self, or an ally: another hero or an NPC ally still fighting (QUEST-41);
    ATK-33: only one with room for another token of the kind (a gain to a full one would
    do nothing)."""
    return [u for u in _may_receive(q, hero, activity) if has_token_room(q, u, activity.token)]


def _may_receive(q: QuestState, hero: PartyUnit, activity: GainTokensActivity) -> list[str]:
    if activity.recipient == "self":
        return [hero.id]
    allies = [h.id for h in q.party() if h.id != hero.id and h.is_active_miniature]
    return allies if activity.recipient == "ally" else [hero.id, *allies]


def tokens_guard(
    q: QuestState, hero: PartyUnit, activity: GainTokensActivity, recipient: str | None
) -> str | Rejection:
    chosen = recipient or hero.id
    if chosen in _may_receive(q, hero, activity) and not has_token_room(q, chosen, activity.token):
        unit = q.party_unit(chosen)
        name = unit.name if unit is not None else "That miniature"
        message = f"{name} already holds as many {activity.token} tokens as allowed."
        return reject("tokens_full", message, "ATK-33")
    if chosen not in token_recipients(q, hero, activity):
        return reject("bad_target", "That hero cannot receive these tokens.", "QUEST-43")
    return chosen


def hide_guard(q: QuestState, hero: HeroUnit) -> Rejection | None:
    """HERO-STATE-07/10: on hiding terrain, no enemy on or next to the space, and not the
    only opponent any enemy can see (reading (a)); a flying miniature cannot hide."""
    geo = geometry(q.board)
    if hero.at is None or hero.at not in geo.hiding:
        return reject("no_cover", "Hiding needs a hiding-terrain space.", "TERR-10")
    if is_flying(q, hero.id):
        return reject("flying", "A flying miniature cannot hide.", "HERO-STATE-10")
    if hero.hidden:
        return reject("hidden", f"{hero.name} is hidden already.", "HERO-STATE-07")
    for enemy in q.enemies.values():
        if not enemy.is_active_miniature or enemy.at is None:
            continue
        if distance(enemy.at, hero.at) <= 1:
            return reject("enemy_near", "An enemy is on or next to your space.", "HERO-STATE-07")
        if _only_one_seen(q, enemy.at, hero):
            return reject("only_target", "An enemy sees nobody but you.", "HERO-STATE-07")
    return None


def _only_one_seen(q: QuestState, enemy_at: tuple[int, int], hero: HeroUnit) -> bool:
    geo = geometry(q.board)
    seen = [
        h.id
        for h in q.party()
        if h.is_active_miniature
        and (not h.hidden or h.id == hero.id)
        and h.at is not None
        and has_line_of_sight(geo, enemy_at, h.at, rule=q.options.los_corner)
    ]
    return seen == [hero.id]
