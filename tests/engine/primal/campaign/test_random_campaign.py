"""Seeded random legal play of a whole campaign through the registry: the Prologue until
won, then chapters, across several fights. Every legal command is accepted; resources are
conserved through crafting, trades and substitutes; a built deck always fits its weapon's
color counts (± the deck advantage); the log replays to the state and a snapshot restores
it (P-CAMP-10, P-CAMP-21, P-CAMP-23, P-CAMP-24, P-CAMP-28, P-CAMP-36, P-CAMP-40)."""

from __future__ import annotations

from collections import Counter

from app.engine.games import PRIMAL
from app.engine.kernel.model import EventBase
from app.engine.primal.campaign import events as ev
from app.engine.primal.campaign.commands import BeginCampaign
from app.engine.primal.campaign.evolve import evolve_campaign, observe_fight
from app.engine.primal.campaign.model import DEFEAT_SPACES, CampaignState
from app.engine.primal.campaign.rules.book import quest_of
from app.engine.primal.campaign.rules.decks import deck_problem
from app.engine.primal.table.evolve import replay_table
from tests.engine.primal.campaign.helpers import BOOK, Table, core, playout, seat

SEED = 1
QUEST_HUNTS = 2


def totals(state: CampaignState) -> Counter[str]:
    held: Counter[str] = Counter()
    for sheet in state.hunters.values():
        held.update(sheet.reserve)
    return held


def expected_change(state: CampaignState, event: EventBase) -> int | None:
    """How many resources ``event`` adds to the party's reserves (None: a new sheet)."""
    if isinstance(event, ev.EquipmentCrafted):
        return -sum(event.spent.values())
    if isinstance(event, ev.PotionPrepared):
        return -len(event.plants)
    if isinstance(event, ev.RewardsCollected):
        return len(event.resources) * len(state.hunters)
    if isinstance(event, ev.CampaignSetUp | ev.CampaignRestarted):
        return None
    return 0


def check_event(before: CampaignState, event: EventBase) -> None:
    after = evolve_campaign(before, event)
    change = expected_change(before, event)
    if change is not None:
        assert sum(totals(after).values()) - sum(totals(before).values()) == change, event
    assert all(n > 0 for s in after.hunters.values() for n in s.reserve.values()), event


def check_state(state: CampaignState) -> None:
    assert 0 <= state.defeats < DEFEAT_SPACES
    for sheet in state.hunters.values():
        assert len(set(sheet.potions)) == len(sheet.potions)
        if sheet.deck is not None and state.active_quest is not None:
            monster = quest_of(state.text, state.active_quest).monster
            weak = tuple(core().monsters[monster].weaknesses)
            assert deck_problem(core(), sheet, sheet.deck, weak) is None


def test_a_random_campaign_keeps_its_invariants_and_replays() -> None:
    table = Table({"dareon": "a", "mirah": "b"}, seed=SEED)
    table.send(BeginCampaign(book=BOOK, trial=True), seat("a"))
    ended: list[tuple[int, str]] = []
    campaign = table.campaign
    for _command, _actor, events in playout(table, SEED, limit=8000):
        for event in events:
            if event.type.startswith("primal_campaign_"):
                check_event(campaign, event)
                campaign = evolve_campaign(campaign, event)
            else:
                campaign = observe_fight(campaign, event)
            if isinstance(event, ev.HuntEnded):
                ended.append((campaign.chapter, event.outcome))
        assert campaign == table.campaign
        check_state(campaign)
        if sum(1 for chapter, _o in ended if chapter >= 1) >= QUEST_HUNTS:
            break
    assert sum(1 for chapter, _o in ended if chapter >= 1) >= QUEST_HUNTS, ended
    assert replay_table(table.log) == table.state
    assert PRIMAL.snapshot(table.state.model_dump_json()) == table.state
