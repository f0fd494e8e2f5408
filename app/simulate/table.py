"""A quest table for a simulated party: one seat per hero, the quest built from the pack.

The simulator plays quests as the engine sees them: a ``HuntersTable`` in its quest
phase whose seats each control one hero (``seat`` = the hero's id), so every decision's
deciders and every hero's turn name the seat that answers.
"""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine import HuntersTable, SeededDice
from app.engine.hunters.quest.steps.setup import build_quest
from app.engine.hunters.quest_start import campaign_units
from app.engine.hunters.state import Difficulty, Seat

DIFFICULTIES: tuple[Difficulty, ...] = ("normal", "professional", "master")


class UnknownChoice(ValueError):
    """A quest, hero or difficulty the pack or the rules do not have (a user's typo)."""


def check_choices(catalog: Catalog, quest: str, party: tuple[str, ...], difficulty: str) -> None:
    """DEV-02: 2-4 different heroes of the pack; a quest of the pack; a known difficulty."""
    if quest not in catalog.quests:
        raise UnknownChoice(f"no quest {quest!r}; the pack has {', '.join(sorted(catalog.quests))}")
    unknown = [h for h in party if h not in catalog.heroes]
    if unknown:
        raise UnknownChoice(f"no hero {unknown[0]!r}; the pack has {', '.join(catalog.heroes)}")
    if not 2 <= len(party) <= 4 or len(set(party)) != len(party):
        raise UnknownChoice("a party is 2 to 4 different heroes (DEV-02)")
    if difficulty not in DIFFICULTIES:
        raise UnknownChoice(f"difficulty is one of {', '.join(DIFFICULTIES)}")


def quest_table(
    catalog: Catalog, quest: str, party: tuple[str, ...], difficulty: Difficulty, seed: int
) -> HuntersTable:
    """The campaign table at the start of ``quest`` for ``party`` (nothing placed yet)."""
    state = build_quest(
        catalog, catalog.quests[quest], party, SeededDice(seed), difficulty=difficulty
    )
    return HuntersTable(
        seed=seed,
        content_pack=catalog.pack_id if hasattr(catalog, "pack_id") else "base",
        content_hash=catalog.content_hash,
        phase="quest",
        difficulty=difficulty,
        seats={hero: Seat(seat=hero, heroes=(hero,), ready=True) for hero in party},
        quest=state,
    )


def campaign_quest_table(
    catalog: Catalog, campaign: HuntersTable, quest: str, difficulty: Difficulty, seed: int
) -> HuntersTable:
    """``quest`` for a stored campaign's party as its boards stand now (END-04: attributes,
    Health, morale, equipment, slots, poison, armor markers and the built deck), one seat
    per hero, as ``quest_table`` does for heroes as they start."""
    units = campaign_units(campaign, catalog, quest)
    party = tuple(units)
    state = build_quest(
        catalog, catalog.quests[quest], party, SeededDice(seed), difficulty=difficulty,
        units=units,
    )  # fmt: skip
    return HuntersTable(
        seed=seed, content_pack=campaign.content_pack, content_hash=catalog.content_hash,
        phase="quest", difficulty=difficulty,
        seats={hero: Seat(seat=hero, heroes=(hero,), ready=True) for hero in party},
        quest=state,
    )  # fmt: skip
