"""The scripted party: how each hunter of a simulated Primal fight picks its command.

The careful party plays by a few fixed rules, the same for every hunter:

- **Movement**: stay in a sector that faces an exposed side and holds no Fire
  (P-TURN-28, P-BOARD-16); otherwise step to a neighbouring one that does, paying the
  cheapest way; otherwise stay.
- **Action**: score each card it could play now and play the best while the best scores
  above nothing, then end the Action phase. Attacks score by their cost (dearer cards
  carry bigger bonuses); maneuvers by the monster's struggle (each removes one,
  P-TURN-22); parries and dodges highly until three lie in the sequence (an
  attrition card asks for up to three, two when threatened, P-ATTR-02/06), little
  after. Cards paid as stamina count
  against the play, attacks most. A KO'd ally is revived at once (P-KO), an item's
  "Action:" ability used when it is cheap.
- **Out of turn**: Retaliate and Resilience whenever the rules offer them, a potion when
  the hunter has taken half its health; it never Assists or Taunts. Every other decision
  takes its default, as a table's time-out would.
"""

from __future__ import annotations

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import Actor, CommandBase
from app.engine.primal import commands as pc
from app.engine.primal.model.board import SECTOR_NAMES, side_of
from app.engine.primal.model.decisions import WindowDecision
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.board import has_terrain, is_exposed

Choice = tuple[CommandBase, Actor]
SYSTEM = Actor(role="system")
DEFENSIVE_TARGET = 3


def is_good_sector(s: PrimalState, sector: int) -> bool:
    """A sector on an exposed side of the current stance, without Fire."""
    exposed = s.defs.stance(s.monster.stance).exposed
    return side_of(sector, s.board.facing) in exposed and not has_terrain(s, sector, "fire")


def _keep_value(catalog: PrimalCatalog, s: PrimalState, hunter: str, card: str) -> int:
    """What a card paid as stamina would have been worth in hand."""
    color = catalog.cards[card.split("#")[0]].color
    if color == "attack":
        return 4 if is_exposed(s, hunter) else 2
    return 3 if color in ("parry", "dodge") else 2


def _price(
    catalog: PrimalCatalog, s: PrimalState, hunter: str, pay: tuple[str, ...], token: bool
) -> int:
    return sum(_keep_value(catalog, s, hunter, c) for c in pay) + int(token)


def _card_value(catalog: PrimalCatalog, s: PrimalState, cmd: pc.PlayCard) -> int:
    card = catalog.cards[cmd.card.split("#")[0]]
    hunter = s.hunters[cmd.hunter]
    if card.color == "attack":
        return 10 + 2 * (card.cost if isinstance(card.cost, int) else cmd.x)
    if card.color == "maneuver":
        return 3 + 2 * min(s.monster.struggle, 3)
    defensive = sum(
        1
        for placed in hunter.sequence
        if catalog.cards.get(placed.card.split("#")[0]) is not None
        and catalog.cards[placed.card.split("#")[0]].color in ("parry", "dodge")
    )
    heal = cmd.x if card.cost == "X" and hunter.damage > 0 else 0
    return (9 if defensive < DEFENSIVE_TARGET else 2) + heal


def score(catalog: PrimalCatalog, s: PrimalState, cmd: CommandBase) -> int:
    """How much the careful party wants ``cmd`` now (the best above 0 is played)."""
    if isinstance(cmd, pc.PlayCard):
        paid = _price(catalog, s, cmd.hunter, cmd.pay, cmd.token)
        return _card_value(catalog, s, cmd) - paid
    if isinstance(cmd, pc.Revive):
        return 30
    if isinstance(cmd, pc.UseAbility):
        return 5 - 2 * _price(catalog, s, cmd.hunter, cmd.pay, cmd.token)
    if isinstance(cmd, pc.MoveHunter):
        to = SECTOR_NAMES.index(cmd.to)
        paid = _price(catalog, s, cmd.hunter, cmd.pay, cmd.token)
        return (8 if is_good_sector(s, to) else -5) - paid
    if isinstance(cmd, pc.StayPut):
        sector = s.hunters[cmd.hunter].sector
        return 10 if sector is not None and is_good_sector(s, sector) else 0
    if isinstance(cmd, pc.EndActionPhase):
        return 0
    return -100


def _window_pick(s: PrimalState, choices: list[Choice]) -> Choice | None:
    """Retaliate, Resilience, or a potion for a hunter who has taken half its health."""
    for kind in ("primal_retaliate", "primal_resilience"):
        found = [c for c in choices if c[0].type == kind]
        if found:
            return found[0]
    for command, actor in choices:
        if isinstance(command, pc.Consume):
            hunter = s.hunters[command.hunter]
            if 2 * hunter.damage >= hunter.health_value:
                return command, actor
    return None


def careful_pick(catalog: PrimalCatalog, s: PrimalState, choices: list[Choice]) -> Choice:
    """The careful party's command among ``choices`` (every seat's legal commands)."""
    if s.pending:
        decision = s.pending[0]
        if isinstance(decision, WindowDecision):
            picked = _window_pick(s, choices)
            if picked is not None:
                return picked
        return ApplyDefault(decision=decision.id, layer="primal"), SYSTEM
    own = [c for c in choices if getattr(c[0], "hunter", None) == s.active]
    if not own:
        return choices[0]
    return max(own, key=lambda c: score(catalog, s, c[0]))
