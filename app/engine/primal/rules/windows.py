"""Out-of-turn play: who can Consume, Assist, Taunt, Retaliate or show Resilience now
(P-ROUND-03, P-TURN-41/42, P-GLOSS-17/18/21); a window opens only for them (DESIGN
principle 3), and the same guards check their commands."""

from __future__ import annotations

from collections import Counter

from app.content.schema.primal.abilities import OnEvent
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.model.context import Source, SourceKind
from app.engine.primal.model.decisions import WindowDecision, WindowMoment
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import TurnStep
from app.engine.primal.rules.abilities import abilities_of
from app.engine.primal.rules.cards import card_def
from app.engine.primal.rules.conditions import holds
from app.engine.primal.rules.guards import controls, fight_guard


def consumables(s: PrimalState, hunter: str) -> list[Source]:
    """P-ROUND-03/04: the Consume abilities on the hunter's potions and item."""
    h = s.hunters[hunter]
    held: list[tuple[SourceKind, str]] = [("potion", p) for p in h.potions]
    if h.item:
        held.append(("item", h.item))
    found = []
    for kind, card in held:
        for index, ability in enumerate(abilities_of(s, kind, card)):
            trigger = ability.trigger
            consume = isinstance(trigger, OnEvent) and trigger.when == "consume"
            if consume and holds(s, ability.conditions, hunter):
                found.append(Source(kind=kind, id=card, owner=hunter, ability=index))
    return found


def can_consume(s: PrimalState, hunter: str) -> bool:
    """P-ROUND-03, P-GLOSS-10: one Consume per round; a captured hunter skips it."""
    h = s.hunters[hunter]
    return h.is_targetable and hunter not in s.consumed and bool(consumables(s, hunter))


def _helper(s: PrimalState, hunter: str) -> bool:
    """A standing hunter, not the active one, not captured, not hiding (P-BOARD-13)."""
    h = s.hunters[hunter]
    return hunter != s.active and h.is_targetable and s.board.brush != hunter


def keyword_cards(s: PrimalState, hunter: str, keyword: str) -> tuple[str, ...]:
    return tuple(c for c in s.hunters[hunter].hand if getattr(card_def(s, c), keyword))


def assist_open(s: PrimalState) -> bool:
    """P-TURN-41 reading: Assist during the active hunter's Action phase (the index's
    default window; docs/rules-decisions.md), between actions or at its end."""
    top = s.top
    waiting = isinstance(top, TurnStep) and top.step == "action" and not s.pending
    return waiting or _window_open(s, "assist")


def taunt_open(s: PrimalState) -> bool:
    """P-GLOSS-21: during another hunter's turn, while play waits on that hunter."""
    top = s.top
    waiting = isinstance(top, TurnStep) and top.step in ("movement", "action") and not s.pending
    return waiting or _window_open(s, "assist")


def _window_open(s: PrimalState, moment: WindowMoment) -> bool:
    return any(isinstance(d, WindowDecision) and d.moment == moment for d in s.pending)


def can_assist(s: PrimalState, hunter: str) -> bool:
    t = s.turn
    return (
        t is not None and _helper(s, hunter) and hunter not in t.assisted_by
        and bool(keyword_cards(s, hunter, "assist"))
    )  # fmt: skip


def can_taunt(s: PrimalState, hunter: str) -> bool:
    t = s.turn
    return (
        t is not None and _helper(s, hunter) and hunter not in t.taunted_by
        and bool(keyword_cards(s, hunter, "taunt"))
    )  # fmt: skip


def resilience_cards(s: PrimalState, hunter: str) -> tuple[str, ...]:
    """P-GLOSS-17: each Resilience card once per round."""
    shown = s.hunters[hunter].resilience_shown
    return tuple(c for c in keyword_cards(s, hunter, "resilience") if c not in shown)


def retaliations(s: PrimalState, hunter: str) -> list[tuple[str, tuple[str, ...]]]:
    """P-GLOSS-18: each Retaliate card with a set of hand cards of exactly its colors
    (the card among them); the first fitting set for each card."""
    h = s.hunters[hunter]
    found = []
    for card in h.hand:
        retaliate = card_def(s, card).retaliate
        if retaliate is None:
            continue
        chosen = _colors_from_hand(s, h.hand, card, retaliate.colors)
        if chosen is not None:
            found.append((card, chosen))
    return found


def _colors_from_hand(
    s: PrimalState, hand: tuple[str, ...], card: str, colors: tuple[str, ...]
) -> tuple[str, ...] | None:
    wanted = Counter(colors)
    own = card_def(s, card).color
    if own is None or wanted[own] == 0:
        return None
    wanted[own] -= 1
    chosen = [card]
    for other in hand:
        color = card_def(s, other).color
        if other != card and color is not None and wanted[color] > 0:
            wanted[color] -= 1
            chosen.append(other)
    return tuple(chosen) if sum(wanted.values()) == 0 else None


def is_retaliation(s: PrimalState, hunter: str, card: str, cards: tuple[str, ...]) -> bool:
    """The revealed cards are in hand, include the Retaliate card, and have exactly its
    colors."""
    h = s.hunters[hunter]
    retaliate = card_def(s, card).retaliate if card in h.hand else None
    if retaliate is None or card not in cards or len(set(cards)) != len(cards):
        return False
    if any(c not in h.hand for c in cards):
        return False
    return Counter(card_def(s, c).color for c in cards) == Counter(retaliate.colors)


def can_react_to_damage(s: PrimalState, hunter: str, window: WindowDecision | None) -> bool:
    h = s.hunters[hunter]
    if not h.is_standing:
        return False
    retaliated = window is not None and hunter in window.done
    return bool(resilience_cards(s, hunter)) or (not retaliated and bool(retaliations(s, hunter)))


def window_for(s: PrimalState, moment: WindowMoment) -> WindowDecision | None:
    for d in s.pending:
        if isinstance(d, WindowDecision) and d.moment == moment:
            return d
    return None


def window_guard(
    s: PrimalState, actor: Actor, hunter: str, moment: WindowMoment
) -> Rejection | WindowDecision:
    """The hunter may answer an open window of this moment."""
    problem = fight_guard(s)
    if problem is not None:
        return problem
    if hunter not in s.hunters or not controls(s, actor, hunter):
        return reject("not_your_hunter", "You do not play this hunter.")
    window = window_for(s, moment)
    if window is None or hunter not in window.hunters or hunter in window.passed:
        return reject("no_window", "There is nothing to answer now.", _RULES[moment])
    return window


_RULES = {"consume": "P-ROUND-03", "assist": "P-TURN-41", "damage": "P-GLOSS-17"}


def helper_guard(s: PrimalState, actor: Actor, hunter: str, keyword: str) -> Rejection | None:
    """Assist (P-TURN-41/42) or Taunt (P-GLOSS-21) now by this hunter."""
    problem = fight_guard(s)
    if problem is not None:
        return problem
    if hunter not in s.hunters or not controls(s, actor, hunter):
        return reject("not_your_hunter", "You do not play this hunter.")
    is_open = assist_open(s) if keyword == "assist" else taunt_open(s)
    rule = "P-TURN-41" if keyword == "assist" else "P-GLOSS-21"
    if not is_open or (s.pending and window_for(s, "assist") is None):
        return reject("not_now", f"You can {keyword} only during another hunter's turn.", rule)
    window = window_for(s, "assist")
    if window is not None and hunter in window.passed:
        return reject("not_now", "You have let this chance go by.", rule)
    able = can_assist(s, hunter) if keyword == "assist" else can_taunt(s, hunter)
    if not able:
        once = "P-TURN-42" if keyword == "assist" else "P-GLOSS-21"
        return reject(f"cannot_{keyword}", f"This hunter cannot {keyword} now.", once)
    return None
