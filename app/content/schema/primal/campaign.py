"""A Primal campaign book (P-CAMP): the chapters and their orders, the quest cards, the
forge cards, the herbalist cards, the hunters' skill trees and the reward cards."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.content.schema.common import Id, StrictModel
from app.content.schema.primal.common import WeaponClass
from app.content.schema.primal.gear import Element

Material = Literal["bones", "blood", "scales", "zima", "iride", "kobaureo"]
Plant = Literal["nillea", "mellis", "tarmaret", "albalacea", "anthemon", "saelicornia"]
Resource = Element | Material | Plant
"""A crafting resource (an element or a material) or a plant (P-CAMP-21, P-CAMP-27)."""
OrderKind = Literal[
    "forge_level_up", "herbalist_level_up", "card_pool_upgrade", "unlock_quest", "expire_quest"
]


class Order(StrictModel):
    """P-CAMP-04: an instruction icon of a chapter introduction; ``expansion``: it applies
    only when that expansion is in use."""

    do: OrderKind
    quest: Id | None = None
    expansion: Id | None = None


class Chapter(StrictModel):
    number: int = Field(ge=1, le=11)
    title: str = Field(min_length=1, max_length=80)
    introduction: str = Field(min_length=1, max_length=3000)
    orders: tuple[Order, ...] = ()


class Reward(StrictModel):
    """P-CAMP-17: what winning a quest gives; resources and plants go to every hunter."""

    forge: tuple[Element, ...] = ()
    resources: tuple[Resource, ...] = ()
    achievements: tuple[Id, ...] = ()
    quests: tuple[Id, ...] = ()
    reward_cards: tuple[Id, ...] = ()


class Quest(StrictModel):
    """P-CAMP-13: the quest card; ``fight`` is the Campaign-book scenario of its number."""

    id: Id
    title: str = Field(min_length=1, max_length=80)
    intro: str = Field(min_length=1, max_length=1500)
    number: int = Field(ge=1, le=99)
    monster: Id
    element: Element
    fight: Id
    conclusion: str = Field(min_length=1, max_length=3000)
    vision: str = Field(min_length=1, max_length=1500)
    """P-CAMP-47: the Keeper's vision every completed quest's rewards include."""
    rewards: Reward = Reward()
    expires_at: int | None = Field(default=None, ge=1, le=11)
    expiration: str = Field(default="", max_length=1500)
    expiration_unlocks: tuple[Id, ...] = ()
    expiration_achievements: tuple[Id, ...] = ()


class Piece(StrictModel):
    """One line of a forge card: the equipment and its material cost."""

    equipment: Id
    materials: tuple[Material, ...] = ()


class ForgeCard(StrictModel):
    """P-CAMP-20: one weapon per class, an armor, a helm and two items, at one level."""

    element: Element
    level: int = Field(ge=1, le=3)
    weapons: dict[WeaponClass, Piece]
    armor: Piece
    helm: Piece
    items: tuple[Piece, Piece]


class Recipe(StrictModel):
    """P-CAMP-27: each requirement is one plant, or options split by a slash."""

    potion: Id
    plants: tuple[tuple[Plant, ...], ...] = Field(min_length=1)


class HerbalistCard(StrictModel):
    level: int = Field(ge=1, le=3)
    recipes: tuple[Recipe, ...] = Field(min_length=6, max_length=6)


class SkillStep(StrictModel):
    """P-CAMP-31/32: step 1 adds 2 action cards; step 2 adds 2 and a mastery."""

    cards: tuple[Id, Id]
    mastery: Id | None = None


class SkillTree(StrictModel):
    hunter: Id
    steps: dict[str, SkillStep]
    """By upgrade card ID (P-CAMP-32): a branch letter A-E and a step number, "E2"."""


class RewardCard(StrictModel):
    id: Id
    name: str = Field(min_length=1, max_length=60)
    text: str = Field(min_length=1, max_length=600)
    equipment: Id | None = None


class CampaignBook(StrictModel):
    id: Id
    prologue: Id
    """The fight won before the campaign begins (P-END-07)."""
    chapters: tuple[Chapter, ...] = Field(min_length=1)
    quests: tuple[Quest, ...] = ()
    forge: tuple[ForgeCard, ...] = ()
    herbalist: tuple[HerbalistCard, ...] = Field(min_length=1)
    skill_trees: tuple[SkillTree, ...] = ()
    reward_cards: tuple[RewardCard, ...] = ()
    starting_forge: tuple[Element, ...] = ()
    """The forge cards the Prologue's win unlocks (P-CAMP-18)."""
    starting_resources: tuple[Resource, ...] = ()
    """What each hunter's character sheet starts with (P-CAMP-12)."""
    expansions: tuple[Id, ...] = ()
    """The expansions this book is played with (P-CAMP-04)."""
