"""What the GM may correct on the campaign's table (issue 15), shared by decide and the
dashboard's listing: only the GM, only between quests (in a quest the miniatures carry
the heroes' numbers: correct those, app/engine/hunters/corrections/quest/rules.py), and only
values the board can hold."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.corrections.board import commands as c
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def board_guard(state: HuntersTable, actor: Actor) -> CampaignBoard | Rejection:
    """The campaign's table, if ``actor`` is the GM and no quest is being played."""
    if actor.role != "gm":
        return reject("gm_only", "Only the campaign's GM can correct the table.")
    if state.campaign is None or state.phase != "between_quests":
        return reject(
            "not_between_quests",
            "The campaign's boards are corrected between quests; in a quest, correct "
            "the miniature on the quest board.",
            "CAMP-35",
        )
    return state.campaign


def hero_guard(board: CampaignBoard, hero: str) -> HeroBoard | Rejection:
    found = board.heroes.get(hero)
    return found if found is not None else reject("unknown_hero", "No such hero in the party.")


def track_problem(hero: HeroBoard, command: c.CorrectHero) -> Rejection | None:
    """DEV-23: morale up to the top of its track; HERO-STATE: Health up to the maximum;
    DEV-10: an attribute is at least 1."""
    if command.track == "health" and command.value > hero.max_health:
        return reject("too_high", f"{hero.name}'s Health goes up to {hero.max_health}.")
    if command.track == "morale" and command.value > hero.morale_top:
        return reject("too_high", f"{hero.name}'s morale goes up to {hero.morale_top}.", "DEV-23")
    if command.track in ("strength", "agility", "perception", "knowledge") and command.value < 1:
        return reject("too_low", "An attribute is at least 1.", "DEV-10")
    return None


def resource_problem(content: Catalog, resource: str) -> Rejection | None:
    if resource not in content.resources:
        return reject("unknown_resource", "This pack has no such resource.", "EQUIP-43")
    return None


def give_problem(content: Catalog, item: str) -> Rejection | None:
    if item not in content.equipment:
        return reject("unknown_item", "This pack has no such item.")
    return None


def take_problem(hero: HeroBoard, item: str) -> Rejection | None:
    if item not in hero.belongings:
        return reject("not_carried", f"{hero.name} does not carry that item.")
    return None


def map_card_problem(board: CampaignBoard, command: c.TurnMapCard) -> Rejection | None:
    """CAMP-18: a card of the map grid; the card the Hunters marker stands on stays up."""
    if not any(command.card in row for row in board.region.grid):
        return reject("unknown_card", "That card is not on the region map.", "CAMP-03")
    is_up = board.region.is_revealed(command.card)
    if is_up == (command.face == "up"):
        return reject("unchanged", f"That card is face {command.face} already.")
    if command.face == "down" and command.card == board.region.marker:
        return reject("marker_there", "The Hunters marker stands on that card.", "CAMP-18")
    return None


def pile_problem(board: CampaignBoard, command: c.ReshufflePile) -> Rejection | None:
    if len(board.piles.cards(command.pile)) < 2:
        return reject("nothing_to_shuffle", "That pile has fewer than two cards.", "CAMP-16")
    return None


def day_problem(board: CampaignBoard, command: c.CorrectDay) -> Rejection | None:
    """CAMP-02: the days track ends at the campaign's last day."""
    if command.day > board.days.last_day:
        return reject("too_high", f"The campaign ends on day {board.days.last_day}.", "CAMP-02")
    if command.day == board.days.day:
        return reject("unchanged", f"It is day {command.day} already.")
    return None
