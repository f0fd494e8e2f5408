"""preview(state, command, dice): what a quest command would do, asked before a player
confirms it (a Move's leap and steps, an attack's numbers), and nothing is stored.

It runs the command's own rules on the state with the dice the caller gives, and stops
before anything hidden from the player: app/engine/hunters/quest/decide.py ``preview_quest``.
``preview_facts`` runs it with ``StandInDice`` (never the campaign's seeded dice) and
reads the events into the facts a player is shown: ``AttackFacts`` (ATK-*) and
``MoveFacts`` (MOVE-*), only numbers the player can already work out from their view.
"""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.schema.common import AttackKind, Trait
from app.engine.hunters.commands import Command
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.decide import preview_quest
from app.engine.hunters.quest.events.actions import MoraleSpent
from app.engine.hunters.quest.events.attacks import AttackDeclared, EngagementRolled
from app.engine.hunters.quest.events.decisions import DecisionOpened
from app.engine.hunters.quest.events.movement import MoveBegun, PartingLeap, UnitExited
from app.engine.hunters.quest.events.terrain import TrapTriggered
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.defense_against import enemy_defense_against
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase, Frozen
from app.engine.kernel.rejections import Rejection, reject

Previewable = qc.MoveHero | qc.MakeAttack


class StandInDice:
    """Dice that never reach the campaign's seeded dice: every d6 is a 6 (the Golden
    Rule's sure miss, ATK-07), so a preview rolls nothing a player could learn from."""

    cursor = 0

    def d6(self) -> int:
        return 6

    def test_die(self) -> int:
        return 0

    def travel_die(self) -> bool:
        return False

    def below(self, n: int) -> int:
        return 0


class AttackFacts(Frozen):
    """The numbers of the player's own attack as aimed (ATK-03..21): dice, to-hit, the
    attribute and distance, the traits, and the target's defense against this attack
    (its Pierce and Burn count, TRAIT-10/11); ``engagement``: a shot into a fight may hit
    a friend (ATK-21)."""

    target: str
    engagement: bool
    kind: AttackKind
    weapon: str | None
    dice: int
    to_hit: int
    attribute: int
    distance: int
    traits: tuple[Trait, ...]
    defense: int | None
    defense_tokens: int


class MoveFacts(Frozen):
    """What a Move runs into (MOVE-*): its steps, morale for the extra step (DEV-28), a
    parting leap and who may strike (MOVE-12/16), whether the player picks the striker,
    leaving the board (MOVE-06) and a trap (terrain that ends it)."""

    steps: int
    morale: bool
    leap: bool
    penalty_by: str | None
    leap_reason: str
    penalty_choice: bool
    exits: bool
    trap: bool


class PreviewFacts(Frozen):
    attack: AttackFacts | None
    move: MoveFacts | None


def preview(
    state: HuntersTable, command: Command, dice: Dice, *, actor: Actor, content: Catalog
) -> list[EventBase] | Rejection:
    """The events ``command`` would lead to within its own procedure, or why the rules
    would refuse it."""
    if state.quest is None or state.phase != "quest":
        return reject("no_quest", "No quest is being played.")
    if not isinstance(command, Previewable):
        return reject("not_previewable", "Only moves and attacks can be previewed.")
    return preview_quest(state.quest, state.seat_of_hero, command, dice, actor)


def preview_facts(
    state: HuntersTable, command: Command, *, actor: Actor, content: Catalog
) -> PreviewFacts | Rejection:
    """What the player is shown before confirming ``command`` (stand-in dice), or why
    the rules would refuse it."""
    events = preview(state, command, StandInDice(), actor=actor, content=content)
    if isinstance(events, Rejection):
        return events
    assert state.quest is not None and isinstance(command, Previewable)
    return PreviewFacts(attack=attack_facts(state.quest, events, command), move=move_facts(events))


def attack_facts(
    q: QuestState, events: list[EventBase], command: Previewable
) -> AttackFacts | None:
    """Never an enemy's penalty attack the preview ran into: only the commanding unit's.
    A shot into an engagement (ATK-21) rolls the stand-in 6 and is redirected at a
    friend; the facts stay those of the aimed target."""
    declared = next(
        (e for e in events if isinstance(e, AttackDeclared) and e.attacker == command.unit),
        None,
    )
    if declared is None:
        return None
    target = command.target if isinstance(command, qc.MakeAttack) else declared.target
    enemy = q.enemies.get(target)
    return AttackFacts(
        target=target,
        engagement=any(isinstance(e, EngagementRolled) for e in events),
        kind=declared.kind,
        weapon=declared.weapon,
        dice=declared.dice_count,
        to_hit=declared.to_hit,
        attribute=declared.attribute,
        distance=declared.distance,
        traits=declared.traits,
        defense=(
            enemy_defense_against(q, target, declared.kind, declared.traits) if enemy else None
        ),
        defense_tokens=enemy.tokens.defense if enemy else 0,
    )


def move_facts(events: list[EventBase]) -> MoveFacts | None:
    begun = next((e for e in events if isinstance(e, MoveBegun)), None)
    if begun is None:
        return None
    leap = next((e for e in events if isinstance(e, PartingLeap)), None)
    return MoveFacts(
        steps=len(begun.path),
        morale=any(isinstance(e, MoraleSpent) for e in events),
        leap=bool(begun.leap or leap),
        penalty_by=leap.penalty_by if leap else None,
        leap_reason=leap.reason if leap else "",
        penalty_choice=any(
            isinstance(e, DecisionOpened) and e.decision.kind == "penalty_attacker" for e in events
        ),
        exits=any(isinstance(e, UnitExited) for e in events),
        trap=any(isinstance(e, TrapTriggered) for e in events),
    )
