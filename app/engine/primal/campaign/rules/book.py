"""The campaign book and the sheets as the rules read them: chapters, quests, levels."""

from __future__ import annotations

from collections import Counter

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.campaign import CampaignBook, Chapter, Quest
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.campaign.model import REGIONS, CampaignState

RANKS = (
    (130, "Dragon Slayer"), (110, "Beast Master"), (90, "Commander"), (80, "Prime Hunter"),
    (65, "Expert"),
)  # fmt: skip
"""P-CAMP-46 AMBIGUITY: each value read as "at least"; below 65 is Rookie."""
SCORE_BASE = 90
VALOR_FIRST_TRY = 2
VALOR_NO_KO = 2


def book_of(_catalog: PrimalCatalog | None, state: CampaignState) -> CampaignBook:
    """The book the campaign began with (P-CAMP-12: the Campaign book taken at setup)."""
    return state.text


def chapter_of(book: CampaignBook, number: int) -> Chapter | None:
    return next((c for c in book.chapters if c.number == number), None)


def quest_of(book: CampaignBook, quest: str) -> Quest:
    return next(q for q in book.quests if q.id == quest)


def aggression_level(chapter: int) -> int:
    """P-CAMP-08: level 1 in chapters 1-3, 2 from chapter 4, 3 from chapter 8."""
    return 1 if chapter <= 3 else 2 if chapter <= 7 else 3


def board_spaces(book: CampaignBook, state: CampaignState) -> dict[str, tuple[str, ...]]:
    """P-CAMP-14/15: the available quests on the region space of their element (quests
    of one element share a space), every one of the 9 spaces listed."""
    return {
        region: tuple(q for q in state.available if quest_of(book, q).element == region)
        for region in REGIONS
    }


def valor_of(state: CampaignState) -> int:
    """P-CAMP-44: +2 for a first-try win, +2 for a win with no hunter KO'd at any point
    (only in the Hunter's Trial)."""
    if not state.trial:
        return 0
    return (VALOR_FIRST_TRY if state.tries == 0 else 0) + (0 if state.hunt_ko else VALOR_NO_KO)


def hunter_score(state: CampaignState) -> int:
    """P-CAMP-45: 90 - 2 x Total Defeats + Valor."""
    return SCORE_BASE - 2 * state.total_defeats + state.valor


def rank_of(score: int) -> str:
    """P-CAMP-46 (AMBIGUITY default): the highest rank whose value the score reaches."""
    return next((name for least, name in RANKS if score >= least), "Rookie")


def seat_of(state: CampaignState, actor: Actor, hunter: str) -> Rejection | None:
    """P-CAMP-06: each player acts for their own hunter (the GM for any)."""
    if hunter not in state.hunters:
        return reject("unknown_hunter", "That hunter is not in this campaign.")
    if actor.role == "gm" or (actor.role == "seat" and state.seats.get(hunter) == actor.seat):
        return None
    return reject("not_your_hunter", "You act only for your own hunter.", "P-CAMP-06")


def phase_guard(state: CampaignState, phase: str, rule: str) -> Rejection | None:
    if state.phase != phase:
        words = phase.replace("_", " ")
        return reject("wrong_phase", f"That is done in the {words} phase.", rule)
    return None


def contains(pool: tuple[str, ...], wanted: tuple[str, ...]) -> bool:
    """Whether every card of ``wanted`` (with its copies) is in ``pool``."""
    return not Counter(wanted) - Counter(pool)
