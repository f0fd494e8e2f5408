"""What every viewer sees of a campaign: the campaign sheet (P-CAMP-38), the character
sheets (P-CAMP-39), the chapter's story, the quest board, the forge and the herbalist
now open, and the Hunter's Trial score (P-CAMP-45/46). Nothing of it is hidden."""

from __future__ import annotations

from typing import Any

from app.engine.primal.campaign.model import CHAPTERS, CampaignState, HunterSheet
from app.engine.primal.campaign.rules import crafting
from app.engine.primal.campaign.rules.book import (
    aggression_level,
    board_spaces,
    chapter_of,
    hunter_score,
    quest_of,
    rank_of,
)


def campaign_view(state: CampaignState) -> dict[str, Any]:
    book = state.text
    chapter = chapter_of(book, state.chapter)
    return {
        "phase": state.phase,
        "sheet": campaign_sheet(state),
        "story": None
        if chapter is None
        else {
            "number": chapter.number,
            "title": chapter.title,
            "introduction": chapter.introduction,
        },
        "board": {
            region: [_quest(state, q) for q in quests]
            for region, quests in board_spaces(book, state).items()
        },
        "votes": dict(state.votes),
        "active_quest": state.active_quest and _quest(state, state.active_quest),
        "forge": [
            {
                "element": e,
                "equipment": p.equipment,
                "materials": list(p.materials),
                "line": list(ln),
            }
            for e, ln, p in crafting.craftable(book, state)
        ],
        "herbalist": _herbalist(state),
        "pending_reward_cards": list(state.pending_reward_cards),
        "offers": [o.model_dump(mode="json") for o in state.offers],
        "journal": list(state.journal[-6:]),
        "characters": {h: character_sheet(s) for h, s in state.hunters.items()},
    }


def _quest(state: CampaignState, quest: str) -> dict[str, Any]:
    """P-CAMP-13: title, intro, number, the monster's trophy and element."""
    found = quest_of(state.text, quest)
    return {
        "id": found.id, "title": found.title, "intro": found.intro, "number": found.number,
        "monster": found.monster, "element": found.element,
    }  # fmt: skip


def _herbalist(state: CampaignState) -> list[dict[str, Any]]:
    card = next((h for h in state.text.herbalist if h.level == state.herbalist_level), None)
    recipes = card.recipes if card else ()
    return [{"potion": r.potion, "plants": ["/".join(o) for o in r.plants]} for r in recipes]


def campaign_sheet(state: CampaignState) -> dict[str, Any]:
    """P-CAMP-38: chapters (circled, crossed) with their aggression, the Herbalist and
    Forge levels, the forge elements, trophies, quests, achievements, the Trial."""
    score = hunter_score(state)
    return {
        "chapters": [
            {
                "number": n,
                "aggression": aggression_level(n),
                "mark": "x" if n in state.chapters_done else "circle" if n == state.chapter else "",
            }
            for n in range(1, CHAPTERS + 1)
        ],
        "herbalist_level": state.herbalist_level,
        "forge_level": state.forge_level,
        "forge_elements": list(state.forge_elements),
        "trophies": list(state.trophies),
        "quests": {"unlocked": list(state.available), "done": [*state.completed, *state.expired]},
        "achievements": list(state.achievements),
        "trial": None
        if not state.trial
        else {
            "defeats": state.defeats,
            "total_defeats": state.total_defeats,
            "valor": state.valor,
            "score": score,
            "rank": rank_of(score),
        },
        "complete": state.completed_campaign,
    }


def character_sheet(sheet: HunterSheet) -> dict[str, Any]:
    """P-CAMP-39/40: name and class, upgrades, reserves and notes; the card pool, the
    equipment and the potions set aside between sessions."""
    return {
        "name": sheet.name, "weapon_class": sheet.weapon_class, "steps": list(sheet.steps),
        "upgrades_due": sheet.upgrades_due, "reserve": dict(sheet.reserve),
        "equipment": list(sheet.equipment), "potions": list(sheet.potions),
        "pool": list(sheet.pool), "masteries": list(sheet.masteries),
        "reward_cards": list(sheet.reward_cards), "notes": sheet.notes,
        "deck": sheet.deck.model_dump(mode="json") if sheet.deck else None,
    }  # fmt: skip


def campaign_waits(state: CampaignState) -> list[dict[str, Any]]:
    """What the campaign waits on between fights, for the GM's list and the notices: the
    story (any seat), the seats yet to vote (P-CAMP-05), the seats whose hunters have no
    deck yet (P-CAMP-06), the Prologue to be played again (P-END-07)."""
    seats = sorted(set(state.seats.values()))
    if state.phase == "story":
        return [{"kind": "story", "seats": seats}]
    if state.phase == "quest_board":
        return [{"kind": "quest_vote", "seats": [s for s in seats if s not in state.votes]}]
    if state.phase == "crafting":
        unready = sorted({state.seats[h] for h, s in state.hunters.items() if s.deck is None})
        return [{"kind": "crafting", "seats": unready or seats}]
    if state.phase == "prologue":
        return [{"kind": "hunt", "seats": seats}]
    return []
