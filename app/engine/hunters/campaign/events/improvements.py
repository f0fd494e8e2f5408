"""Events of the wagon (EQUIP-37..41, EQUIP-45), crafting (EQUIP-42/43) and hero
development (DEV-09..17) between quests."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import EventBase


class WagonUpgraded(EventBase):
    """EQUIP-37/38: a wagon track reached ``level`` for ``gold_half``, bought by ``hero``;
    ``paid`` says how much came from whose purse (SETL-22; empty in logs from before it:
    ``hero`` paid it all)."""

    type: Literal["wagon_upgraded"] = "wagon_upgraded"
    category: str
    level: int
    hero: str
    gold_half: int
    paid: dict[str, int] = Field(default_factory=dict)


class WagonLoaded(EventBase):
    """EQUIP-40: ``count`` of ``item`` (equipment or a resource) moved between ``hero`` and
    the wagon: into it when ``into_wagon``, else out of it."""

    type: Literal["wagon_loaded"] = "wagon_loaded"
    hero: str
    item: str
    count: int
    resource: bool
    into_wagon: bool


class ArmorRepaired(EventBase):
    """EQUIP-45: the destruction markers came off ``hero``'s armor for ``gold_half``."""

    type: Literal["armor_repaired"] = "armor_repaired"
    hero: str
    gold_half: int


class EquipmentArranged(EventBase):
    """EQUIP-22/41: ``hero``'s items now lie as ``equipment`` (usable slots) and
    ``backpack`` (merely carried)."""

    type: Literal["equipment_arranged"] = "equipment_arranged"
    hero: str
    equipment: tuple[str, ...]
    backpack: tuple[str, ...]


class ItemCrafted(EventBase):
    """EQUIP-42/43: the resources were discarded to the supply (from the hero and from the
    wagon) and the item's token left the supply for the hero's board or the wagon."""

    type: Literal["item_crafted"] = "item_crafted"
    recipe: str
    item: str
    hero: str
    from_hero: dict[str, int]
    from_wagon: dict[str, int]
    into: Literal["hero", "wagon"]


class AttributeRaised(EventBase):
    """DEV-10/11: one step up an attribute (``health``: maximum and current Health)."""

    type: Literal["attribute_raised"] = "attribute_raised"
    hero: str
    attribute: str
    xp: int


class ActionCardBought(EventBase):
    """DEV-14: one copy of an advanced card joined the hero's pool."""

    type: Literal["action_card_bought"] = "action_card_bought"
    hero: str
    card: str
    xp: int


class DeckBuilt(EventBase):
    """DEV-15: the hero's deck for the next quests, 20 cards of its pool."""

    type: Literal["deck_built"] = "deck_built"
    hero: str
    cards: tuple[str, ...]


class SlotUnlocked(EventBase):
    """DEV-17: a priced cover came off one of the hero's slots."""

    type: Literal["slot_unlocked"] = "slot_unlocked"
    hero: str
    category: str
    xp: int
