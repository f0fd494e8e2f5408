"""A loaded Primal pack as one immutable lookup: what the Primal engine receives."""

from __future__ import annotations

from pydantic import Field

from app.content.hashing import pack_hash
from app.content.schema.common import StrictModel
from app.content.schema.primal.campaign import CampaignBook
from app.content.schema.primal.cards import ActionCard, Mastery
from app.content.schema.primal.fights import Fight
from app.content.schema.primal.gear import Item, Protection, Weapon
from app.content.schema.primal.hunters import Hunter
from app.content.schema.primal.monsters import AttritionCard, Monster


class PrimalCatalog(StrictModel):
    """Every object of one Primal pack by id; ``content_hash`` pins a fight to it."""

    game: str = "primal"
    pack: str
    name: str = ""
    version: str
    content_hash: str = Field(pattern=r"^[0-9a-f]{64}$")
    hunters: dict[str, Hunter] = {}
    cards: dict[str, ActionCard] = {}
    masteries: dict[str, Mastery] = {}
    weapons: dict[str, Weapon] = {}
    protections: dict[str, Protection] = {}
    items: dict[str, Item] = {}
    attrition: dict[str, AttritionCard] = {}
    monsters: dict[str, Monster] = {}
    fights: dict[str, Fight] = {}
    campaign: dict[str, CampaignBook] = {}
    """The campaign books (P-CAMP), by id."""

    def base_attrition(self) -> tuple[str, ...]:
        """P-SETUP-09: the base attrition deck, each card as many times as its copies, in
        id order (it is shuffled at setup)."""
        return tuple(
            card.id
            for _, card in sorted(self.attrition.items())
            if card.trophy is None
            for _ in range(card.copies)
        )

    def recomputed_hash(self) -> str:
        return pack_hash(self.model_dump(mode="json", exclude={"content_hash"}))
