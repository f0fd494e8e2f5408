"""The party prepares before a quest (DEV-15/16, EQUIP-41; docs/rules-decisions.md, "The
party prepares before a quest"): between "a quest is about to begin" and its set-up, a
prepare step lets every player build its heroes' decks, arrange their equipment, use the
wagon and spend XP; when the party opens the Tome of Quests (or the deadline passes, each
hero keeping its last deck) the quest is called and the lock begins."""

from __future__ import annotations

from app.engine.hunters.campaign.events.story import QuestCalled
from app.engine.hunters.campaign.model.decisions import ChoiceOption, PrepareStep
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.steps.frames import open_decision, party_seats

OPEN_TOME = "open_tome"
"""The one answer of a prepare step: the party opens the Tome of Quests."""


def prepare_for_quest(ledger: CampaignRecorder, source: str, quest: str) -> None:
    """DEV-15: before every quest the party prepares, save quest 1 (DEV-16: its ten
    numbered cards are the deck, nothing to build), which is called at once."""
    if ledger.content.quests[quest].deck == "quest_one":
        ledger.emit(QuestCalled(quest=quest))
        return
    open_decision(
        ledger, PrepareStep, deciders=party_seats(ledger), source=source,
        options=(ChoiceOption(key=OPEN_TOME, text="Open the Tome of Quests"),),
        default=OPEN_TOME, quest=quest,
    )  # fmt: skip


def open_the_tome(ledger: CampaignRecorder, step: PrepareStep) -> None:
    """EQUIP-41: the Tome of Quests is opened; the quest is called (and set up by the
    hand-over, app/engine/hunters/quest_start.py) with each hero's deck as it was last saved."""
    ledger.emit(QuestCalled(quest=step.quest))
