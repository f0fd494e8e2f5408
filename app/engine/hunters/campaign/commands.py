"""Commands of the campaign between quests (CAMP-11..36, SETL-03..22, DEV-21/26)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import CommandBase


class TravelTo(CommandBase):
    """CAMP-11: move the Hunters marker to a neighbouring map card (1 day)."""

    type: Literal["travel_to"] = "travel_to"
    to: str


class SailTo(CommandBase):
    """SETL-16..18: travel by river from this port to another revealed port (1 day, ½ gold
    per hero)."""

    type: Literal["sail_to"] = "sail_to"
    to: str


class ReadPlotCard(CommandBase):
    """CAMP-21: flip and read a face-down plot card where the marker stands."""

    type: Literal["read_plot_card"] = "read_plot_card"
    card: str


class UndertakeTask(CommandBase):
    """CAMP-31: take up a task card where the marker stands and follow its back."""

    type: Literal["undertake_task"] = "undertake_task"
    task: str


class VoteOnChoice(CommandBase):
    """A seat's vote in a party decision: an option's letter, a hero for a test,
    ``read_on`` in the reading step before a quest (CAMP-36), or ``open_tome`` in the
    prepare step after it (DEV-15)."""

    type: Literal["vote_on_choice"] = "vote_on_choice"
    decision: int
    choice: str


class SpendMoraleOnTest(CommandBase):
    """DEV-26: after seeing the test die, spend 1 morale for +1 (or keep it)."""

    type: Literal["spend_morale_on_test"] = "spend_morale_on_test"
    decision: int
    spend: bool


class EnterLocation(CommandBase):
    """SETL-03/04: put the marker on a location card of this settlement (no day passes)."""

    type: Literal["enter_location"] = "enter_location"
    location: str


class LeaveSettlement(CommandBase):
    """SETL-08: step back onto the settlement's map card (no day passes)."""

    type: Literal["leave_settlement"] = "leave_settlement"


class BuyGoods(CommandBase):
    """SETL-09/10: ``hero`` buys ``count`` of an item or resource here."""

    type: Literal["buy_goods"] = "buy_goods"
    hero: str
    item: str
    count: int = Field(default=1, ge=1, le=40)


class SellGoods(CommandBase):
    """SETL-09/10: ``hero`` sells ``count`` of an item or resource here."""

    type: Literal["sell_goods"] = "sell_goods"
    hero: str
    item: str
    count: int = Field(default=1, ge=1, le=40)


class StayAtInn(CommandBase):
    """SETL-11..13/15: for ``days`` days, the heroes in ``work`` work and those in ``rest``
    rest (each hero one or the other, or neither). With other players in the party it
    proposes the stay to them (``InnStay``): the days pass once all have answered."""

    type: Literal["stay_at_inn"] = "stay_at_inn"
    days: int = Field(ge=1, le=59)
    work: tuple[str, ...] = ()
    rest: tuple[str, ...] = ()


class JoinInnStay(CommandBase):
    """SETL-11: a player's answer to a proposed stay at the inn: its heroes in ``work``
    work and those in ``rest`` rest for those days; none named, they do neither."""

    type: Literal["join_inn_stay"] = "join_inn_stay"
    decision: int
    work: tuple[str, ...] = Field(default=(), max_length=8)
    rest: tuple[str, ...] = Field(default=(), max_length=8)


class BuyHealing(CommandBase):
    """SETL-14: ``hero`` pays for the heal service: Health, or a poison token removed."""

    type: Literal["buy_healing"] = "buy_healing"
    hero: str
    cure: Literal["health", "poison"] = "health"


class TransferGold(CommandBase):
    """SETL-22: hand gold (in half-gold units) from one hero to another between quests."""

    type: Literal["transfer_gold"] = "transfer_gold"
    giver: str
    receiver: str
    gold_half: int = Field(ge=1, le=1000)


class UpgradeWagon(CommandBase):
    """EQUIP-37/38: ``hero`` pays for the next level of a wagon track (2, 3, 5 gold)."""

    type: Literal["upgrade_wagon"] = "upgrade_wagon"
    category: str
    hero: str


class StoreInWagon(CommandBase):
    """EQUIP-40/41: ``hero`` puts ``count`` of an item or resource into the wagon."""

    type: Literal["store_in_wagon"] = "store_in_wagon"
    hero: str
    item: str
    count: int = Field(default=1, ge=1, le=40)


class TakeFromWagon(CommandBase):
    """EQUIP-40/41: ``hero`` takes ``count`` of an item or resource out of the wagon."""

    type: Literal["take_from_wagon"] = "take_from_wagon"
    hero: str
    item: str
    count: int = Field(default=1, ge=1, le=40)


class RepairArmor(CommandBase):
    """EQUIP-45: ``hero`` pays to have the destruction markers taken off its armor."""

    type: Literal["repair_armor"] = "repair_armor"
    hero: str


class ArrangeEquipment(CommandBase):
    """EQUIP-22/41: between quests ``hero`` lays out its items anew: ``equipment`` on its
    usable slots, ``backpack`` merely carried (EQUIP-04)."""

    type: Literal["arrange_equipment"] = "arrange_equipment"
    hero: str
    equipment: tuple[str, ...] = Field(max_length=40)
    backpack: tuple[str, ...] = Field(default=(), max_length=40)


class CraftItem(CommandBase):
    """EQUIP-42/43: craft a recipe's item from resources of ``hero`` and the wagon; it
    goes to the hero's board or into the wagon."""

    type: Literal["craft_item"] = "craft_item"
    recipe: str
    hero: str
    into: Literal["hero", "wagon"] = "hero"


class RaiseAttribute(CommandBase):
    """DEV-10/11: ``hero`` pays the XP price of the next step of an attribute (``health``
    raises maximum and current Health)."""

    type: Literal["raise_attribute"] = "raise_attribute"
    hero: str
    attribute: Literal["strength", "agility", "perception", "knowledge", "health"]


class BuyActionCard(CommandBase):
    """DEV-14: ``hero`` pays an advanced card's XP price for one copy of it."""

    type: Literal["buy_action_card"] = "buy_action_card"
    hero: str
    card: str


class UnlockSlot(CommandBase):
    """DEV-17: ``hero`` pays the XP on the next cover of a slot category."""

    type: Literal["unlock_slot"] = "unlock_slot"
    hero: str
    category: str


class BuildDeck(CommandBase):
    """DEV-15: ``hero`` builds the deck of exactly 20 cards from its pool for the next
    quest (quest 1 is the exception, DEV-16)."""

    type: Literal["build_deck"] = "build_deck"
    hero: str
    cards: tuple[str, ...]


ImprovementCommand = (
    UpgradeWagon
    | StoreInWagon
    | TakeFromWagon
    | RepairArmor
    | ArrangeEquipment
    | CraftItem
    | RaiseAttribute
    | BuyActionCard
    | UnlockSlot
    | BuildDeck
)


CampaignCommand = (
    TravelTo
    | SailTo
    | ReadPlotCard
    | UndertakeTask
    | VoteOnChoice
    | SpendMoraleOnTest
    | EnterLocation
    | LeaveSettlement
    | BuyGoods
    | SellGoods
    | StayAtInn
    | JoinInnStay
    | BuyHealing
    | TransferGold
    | ImprovementCommand
)


class LeaveParty(CommandBase):
    """DEV-34: ``hero`` leaves the party for good (its player leaves the campaign): sent by
    the GM or by the hero's own player, between quests."""

    type: Literal["leave_party"] = "leave_party"
    hero: str


class JoinParty(CommandBase):
    """DEV-35: a new player's seat joins the running campaign with ``hero``."""

    type: Literal["join_party"] = "join_party"
    hero: str
