"""NPC allies (QUEST-41/42, GL Ally): a quest's non-player character fighting with the heroes.

An ally is "described in detail in the quest in which it appears": its own actions (each
an ordered list of activities of the one vocabulary, ``activities.py``), its attack
profiles (the enemies' ``EnemyAttack``), defenses, Health and Perception. It never takes
an action type its quest does not give it (QUEST-42); the engine reads only what is here.
"""

from __future__ import annotations

from pydantic import Field, model_validator

from app.content.schema.activities import (
    Activity,
    AttackActivity,
    GainTokensActivity,
    HealActivity,
    MoveActivity,
    SpellActivity,
)
from app.content.schema.common import Defenses, Id, Space, StrictModel
from app.content.schema.enemies import EnemyAttack, SpecialAbility

ALLY_ACTIVITIES = (MoveActivity, AttackActivity, HealActivity, SpellActivity, GainTokensActivity)
"""The activities an NPC ally's actions may hold (no Interact, Hide or enemy abilities)."""

ALLY_ABILITY_EFFECTS = frozenset(
    {
        "defense",
        "double_defense",
        "incoming_to_hit",
        "incoming_pierce",
        "move",
        "flight",
        "regenerate",
        "ignore_trait",
    }
)
"""What an ally's always-on abilities may do (the engine applies exactly these to allies)."""

AllyAction = tuple[Activity, ...]
"""One action of an ally: its activities in order (QUEST-25)."""


class NpcAlly(StrictModel):
    """An NPC ally of a quest (QUEST-41/42), e.g. the Innkeeper, standing on ``at``.

    - ``actions``: the actions it may take, each a list of activities (move, attack,
      heal, spell, gain_tokens); ``actions_per_turn`` of them in its turn, any of them,
      the same one again too (QUEST-22 gives heroes 2).
    - ``attacks``: one profile per attack kind its actions use (dice, the attribute
      added to successes, range, traits), as on an enemy card; ``defense`` its defenses.
    - ``perception`` places it in the turn order (QUEST-17); ``health`` is its maximum
      and start; at 0 it is out of the quest (docs/rules-decisions.md, QUEST-42).
    - ``abilities``: always-on special rules with effects (defense, Moves, flight …).
    - ``controller``: the hero whose player commands it; otherwise the party's decider
      (DEV-21) at the start of the quest.
    """

    id: Id
    name: str = Field(min_length=1, max_length=80)
    at: Space
    health: int = Field(ge=1, le=40)
    perception: int = Field(ge=0, le=10)
    defense: Defenses = Defenses()
    attacks: tuple[EnemyAttack, ...] = ()
    actions: tuple[AllyAction, ...] = Field(min_length=1, max_length=8)
    actions_per_turn: int = Field(default=2, ge=1, le=4)
    abilities: tuple[SpecialAbility, ...] = ()
    controller: Id | None = None
    text: str = Field(default="", max_length=1200)

    @model_validator(mode="after")
    def _actions_it_can_take(self) -> NpcAlly:
        kinds = [attack.kind for attack in self.attacks]
        if len(kinds) != len(set(kinds)):
            raise ValueError("an ally has at most one attack profile per attack kind")
        for action in self.actions:
            if not action:
                raise ValueError("an ally's action has at least one activity")
            for activity in action:
                _check_activity(activity, set(kinds))
        for ability in self.abilities:
            if ability.needs_card:
                raise ValueError("an ally has no action cards: its abilities are always on")
            if any(effect.effect not in ALLY_ABILITY_EFFECTS for effect in ability.effects):
                raise ValueError(f"an ally's ability does only {sorted(ALLY_ABILITY_EFFECTS)}")
        return self

    def attack(self, kind: str) -> EnemyAttack | None:
        return next((a for a in self.attacks if a.kind == kind), None)

    def has_activity(self, do: str) -> bool:
        """QUEST-42: whether any of its actions holds an activity of this type."""
        return any(activity.do == do for action in self.actions for activity in action)


def _check_activity(activity: Activity, profiles: set[str]) -> None:
    if not isinstance(activity, ALLY_ACTIVITIES):
        raise ValueError(f"an ally's actions hold no '{activity.do}' activity (QUEST-42)")
    if isinstance(activity, MoveActivity) and (activity.direction or activity.leap):
        raise ValueError("'direction' and 'leap' are for enemy Moves")
    if isinstance(activity, AttackActivity) and activity.kind not in profiles:
        raise ValueError(f"a {activity.kind} attack needs a {activity.kind} profile in 'attacks'")
