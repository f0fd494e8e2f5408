"""Read-only guards shared by decide() and legal_commands() (CAMP-11..35, SETL-03..22,
DEV-21/26): each returns None when the command may go ahead, else a Rejection that says
in plain words what is wrong and names the rule."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.decisions import MoraleOffer, PartyVote, PrepareStep
from app.engine.hunters.campaign.model.heroes import gold_words, half_gold
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.rules.purses import group_payment
from app.engine.hunters.campaign.rules.region import (
    card_name,
    is_neighbour,
    is_revealed_port,
    location_settlement,
)
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def actor_guard(actor: Actor, seating: Seating) -> Rejection | None:
    """Only the campaign's players (and its GM) act for the party."""
    if actor.role == "gm":
        return None
    if actor.role != "seat" or actor.seat not in seating.seats:
        return reject("not_seated", "Only a player of this campaign can do that.")
    return None


def free_to_act(board: CampaignBoard, actor: Actor, seating: Seating) -> Rejection | None:
    """CAMP-35: between quests the party acts when the story has been told to its end."""
    problem = actor_guard(actor, seating)
    if problem is not None:
        return problem
    if board.is_over:
        return reject("campaign_over", "The campaign is over.", "CAMP-02")
    if board.story.called_quest:
        return reject(
            "quest_called", "The story has called a quest; it is played first.", "CAMP-36"
        )
    if board.story.pending:
        return reject("decision_open", "The party must first settle the open decision.", "CAMP-35")
    if board.story.agenda:
        return reject("story_pending", "The story is still being told.", "CAMP-35")
    return None


def preparing(board: CampaignBoard) -> PrepareStep | None:
    """The party's prepare step before a quest (DEV-15), when it is all that waits: the
    Tome of Quests is not opened yet (EQUIP-41), no other decision is open."""
    story = board.story
    if board.is_over or story.called_quest or len(story.pending) != 1:
        return None
    step = story.pending[0]
    return step if isinstance(step, PrepareStep) else None


def free_to_prepare(board: CampaignBoard, actor: Actor, seating: Seating) -> Rejection | None:
    """DEV-15, EQUIP-41: decks, equipment, the wagon's goods and XP are seen to between
    quests, and in the prepare step until the Tome of Quests is opened (then the lock)."""
    if preparing(board) is not None:
        return actor_guard(actor, seating)
    return free_to_act(board, actor, seating)


def controls_hero(
    board: CampaignBoard, actor: Actor, seating: Seating, hero: str
) -> Rejection | None:
    """A player acts for the heroes it controls (the GM for any)."""
    if hero not in board.heroes:
        return reject("unknown_hero", "That hero is not in the party.")
    if actor.role == "seat" and seating.seat_of(hero) != actor.seat:
        name = board.heroes[hero].name
        return reject("not_your_hero", f"Only {name}'s player decides for {name}.")
    return None


def travel_guard(board: CampaignBoard, content: Catalog, to: str) -> Rejection | None:
    """CAMP-11, SETL-08: one step to a neighbouring map card, from outside any location."""
    region = board.region
    if region.location is not None:
        here = card_name(content, region.location)
        return reject("in_location", f"Leave {here} for the town's map card first.", "SETL-08")
    if to not in content.map_cards or not any(to in row for row in region.grid):
        return reject("unknown_card", "There is no such map card in the region.", "CAMP-03")
    if not is_neighbour(region, region.marker, to):
        where, there = card_name(content, region.marker), card_name(content, to)
        return reject("not_adjacent", f"{there} is not next to {where}.", "CAMP-11")
    return None


def river_guard(board: CampaignBoard, content: Catalog, to: str) -> Rejection | None:
    """SETL-16..18/20: from a revealed port to another; the party's purses together pay
    every hero's fare (SETL-22)."""
    region = board.region
    if region.location is not None or not is_revealed_port(region, content, region.marker):
        return reject("not_at_port", "River travel starts on a map card with a port.", "SETL-16")
    if (
        to == region.marker
        or to not in content.map_cards
        or not is_revealed_port(region, content, to)
    ):
        return reject("not_a_port", "The boat goes only to another revealed port.", "SETL-20")
    fares = river_fares(board, content)
    if group_payment(board, fares) is None:
        total = gold_words(sum(fares.values()))
        return reject(
            "cannot_pay_fare",
            f"The party's purses together hold less than the {total} the boat costs.",
            "SETL-22",
        )
    return None


def river_fares(board: CampaignBoard, content: Catalog) -> dict[str, int]:
    """SETL-18: each hero's fare (half-gold), owed by the party together (SETL-22)."""
    setup = content.campaign
    fare = half_gold(setup.river_fare_per_hero) if setup else 0
    return {hero: fare for hero in board.heroes}


def here(board: CampaignBoard) -> str:
    return board.region.location or board.region.marker


def read_card_guard(board: CampaignBoard, content: Catalog, card: str) -> Rejection | None:
    """CAMP-21/33: a face-down plot card where the marker stands, under no time token; a
    large plot card laid beside the map is read wherever the group stands (CAMP-19)."""
    placement = board.region.placed.get(card)
    where = (here(board), None)  # None: beside the map
    if card not in content.plot_cards or placement is None or placement.at not in where:
        return reject("no_such_card", "There is no such plot card here.", "CAMP-21")
    if placement.token is not None:
        return reject("time_token", "A time token still covers that card.", "CAMP-33")
    return None


def task_guard(board: CampaignBoard, content: Catalog, task: str) -> Rejection | None:
    """CAMP-29/31: a task card lying where the marker stands."""
    placement = board.region.placed.get(task)
    if task not in content.task_cards or placement is None or placement.at != here(board):
        return reject("no_such_task", "There is no such task card here.", "CAMP-31")
    if placement.token is not None:
        return reject("time_token", "A time token still covers that card.", "CAMP-33")
    return None


def vote_guard(board: CampaignBoard, actor: Actor, decision: int, choice: str) -> Rejection | None:
    """DEV-21: a party decision's deciders vote once each, for one of its options."""
    vote = next((d for d in board.story.pending if d.id == decision), None)
    if not isinstance(vote, PartyVote):
        return reject("no_decision", "That decision is not open.")
    if actor.role != "gm" and actor.seat not in vote.deciders:
        return reject("not_a_decider", "You have no vote in this decision.", "DEV-21")
    if actor.seat in vote.votes:
        return reject("already_voted", "You have already voted.", "DEV-21")
    if not vote.has_option(choice):
        return reject("no_such_option", "That is not one of the options.", "CAMP-23")
    return None


def morale_guard(board: CampaignBoard, actor: Actor, decision: int) -> Rejection | None:
    """DEV-26: only the hero's player answers its morale offer."""
    offer = next((d for d in board.story.pending if d.id == decision), None)
    if not isinstance(offer, MoraleOffer):
        return reject("no_decision", "That decision is not open.")
    if actor.role != "gm" and actor.seat not in offer.deciders:
        name = board.heroes[offer.hero].name
        return reject("not_your_hero", f"Only {name}'s player decides for {name}.", "DEV-26")
    return None


def location_guard(board: CampaignBoard, content: Catalog, location: str) -> Rejection | None:
    """SETL-01..04: a laid-out location card of the settlement the marker is on."""
    region = board.region
    if location not in content.locations or location not in region.locations:
        return reject("no_such_location", "That location is not open to the party.", "SETL-02")
    if location_settlement(content, location) != region.marker:
        town = card_name(content, location_settlement(content, location))
        return reject("not_in_settlement", f"That location is in {town}.", "SETL-01")
    if region.location == location:
        return reject("already_there", "The party is already there.", "SETL-04")
    return None


def in_location_guard(board: CampaignBoard) -> Rejection | None:
    if board.region.location is None:
        return reject("not_in_location", "The party is not at a location.", "SETL-08")
    return None
