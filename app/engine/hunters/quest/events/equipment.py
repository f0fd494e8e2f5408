"""Quest events of equipment: reloading, items used, reorganizing, and what the end of a
quest does to heroes' tokens and items (past tense)."""

from __future__ import annotations

from typing import ClassVar, Literal

from app.engine.kernel.model import EventBase


class WeaponEmptied(EventBase):
    """TRAIT-28: the Reload weapon was fired; its token shows Empty."""

    type: Literal["weapon_emptied"] = "weapon_emptied"
    unit: str
    weapon: str


class WeaponReloaded(EventBase):
    """TRAIT-28, QUEST-29: Interact (Reload) turned the weapon's token back to Loaded."""

    type: Literal["weapon_reloaded"] = "weapon_reloaded"
    unit: str
    weapon: str


class ItemUsed(EventBase):
    """EQUIP-31/33: an item was used. ``duration`` says what becomes of it: single_use
    (the token is discarded), once_per_quest (inactive until the quest ends),
    entire_quest (active until the quest ends), permanent (nothing changes)."""

    type: Literal["item_used"] = "item_used"
    schema_version: ClassVar[int] = 2
    unit: str
    item: str
    duration: Literal["permanent", "single_use", "once_per_quest", "entire_quest"]
    after_quest_damage: int = 0
    from_backpack: bool | None = None
    """Where a single-use token is discarded from (EQUIP-04: the backpack first); None
    only in logs written before schema 2."""


class ActionsGained(EventBase):
    """EQUIP-47: more actions this turn (Fearless Infusion: 3 instead of 2)."""

    type: Literal["actions_gained"] = "actions_gained"
    unit: str
    amount: int


class EquipmentReorganized(EventBase):
    """QUEST-30: Reorganize: the heroes' equipment (usable slots) and backpacks after the
    swaps, for the acting hero and, when it traded, the partner on its space."""

    type: Literal["equipment_reorganized"] = "equipment_reorganized"
    unit: str
    equipment: tuple[str, ...]
    backpack: tuple[str, ...]
    partner: str | None = None
    partner_equipment: tuple[str, ...] = ()
    partner_backpack: tuple[str, ...] = ()


class QuestCleanedUp(EventBase):
    """END-07..12, TRAIT-29: at the end of the quest a hero loses the tokens that do not
    persist (``cleared``), its "entire quest" items (``discarded``), and its once-per-quest
    items and Reload weapons are ready again."""

    type: Literal["quest_cleaned_up"] = "quest_cleaned_up"
    unit: str
    cleared: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()
