"""Setting up the campaign as "The Beginning" (CAMP-03..10, DEV-03..05, DEV-16,
EQUIP-43/44)."""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog
from app.content.schema.campaign import CampaignSetup
from app.engine.hunters.campaign.events.setup import CampaignSetUp
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.piles import PileName, Piles, road_pile
from app.engine.hunters.campaign.model.region import Region
from app.engine.hunters.campaign.model.state import CampaignBoard, DaysTrack, Story
from app.engine.hunters.campaign.model.wagon import Supply, Wagon
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.boards import hero_board
from app.engine.hunters.campaign.rules.fronts import front_of
from app.engine.hunters.campaign.steps.frames import push_frame
from app.engine.hunters.campaign.steps.story import tell_story
from app.engine.kernel.dice import Dice, shuffled


def laid_piles(content: Catalog, dice: Dice) -> Piles:
    """CAMP-06..08: town cards shuffled; each road level shuffled with its beginning card
    at the bottom; plot, task and location cards in number order, unshuffled."""
    piles: dict[str, tuple[str, ...]] = {}
    home: dict[str, PileName] = {}
    for level in (1, 2, 3):
        level_cards = sorted(c.id for c in content.road_cards.values() if c.level == level)
        bottom = [c for c in level_cards if content.road_cards[c].at_bottom]
        rest = shuffled(dice, [c for c in level_cards if c not in bottom])
        piles[road_pile(level)] = (*rest, *bottom)
    piles["town"] = shuffled(dice, sorted(content.town_cards))
    piles["plot"] = tuple(sorted(content.plot_cards))
    piles["task"] = tuple(sorted(content.task_cards))
    piles["location"] = tuple(sorted(content.locations))
    for pile, cards in piles.items():
        home.update({card: pile for card in cards})  # type: ignore[misc]
    return Piles(**piles, home=home)


def supply_left(content: Catalog, heroes: dict[str, HeroBoard]) -> Supply:
    """EQUIP-43/44: every token of the pack less what the heroes start with."""
    held = Counter(i for h in heroes.values() for i in h.belongings)
    return Supply(
        resources={r.id: r.tokens for r in content.resources.values()},
        equipment={
            i: e.copies - held[i] for i, e in content.equipment.items() if e.copies > held[i]
        },
    )


def starting_board(
    content: Catalog, setup: CampaignSetup, party: tuple[str, ...], dice: Dice
) -> CampaignBoard:
    """CAMP-03/04/09: the region face down but for its start cards, day 1, empty wagon."""
    heroes = {h: hero_board(content, h) for h in party}
    return CampaignBoard(
        region=Region(grid=setup.region, revealed=setup.face_up, marker=setup.face_up[0]),
        days=DaysTrack(last_day=setup.days),
        piles=laid_piles(content, dice),
        wagon=Wagon(levels={w: 0 for w in sorted(content.wagon)}),
        supply=supply_left(content, heroes),
        heroes=heroes,
        story=Story(fronts={card: front_of(content, card) for card in setup.face_up}),
    )


def set_up_campaign(ledger: CampaignRecorder, setup: CampaignSetup) -> None:
    """CAMP-10: after the letter, the pack's setup instructions (the marker and S001 on
    M05); S001's red triangle has it read at once, which calls quest 1."""
    ledger.emit(CampaignSetUp(board=ledger.board))
    push_frame(ledger, "setup", "setup", setup.setup)
    tell_story(ledger)
