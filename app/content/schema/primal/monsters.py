"""Monsters: stances, perils and objectives per aggression level, behavior cards, and the
mechanisms a monster declares (tracks, sector tokens, side decks, Debility cards,
special attrition, ballistas, an extended board): P-SETUP-05..09/16, P-DMG, P-REACT,
P-MON. The base game's monsters are data of this shape (content/primal-base/, issue 29).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from app.content.schema.common import Id, StrictModel
from app.content.schema.primal.abilities import Ability, Effect
from app.content.schema.primal.common import Level, Number, Side
from app.content.schema.primal.gear import Element

ReactionIcon = Literal[
    "attack", "maneuver", "parry", "dodge", "offensive", "defensive", "two_offensive",
    "two_defensive", "aggro", "end_of_round", "threatened", "front", "flank", "rear",
    "flank_presence", "rear_presence", "water", "rotation", "movement", "move_into_water",
    "end_of_attrition", "empty_hand", "rampage", "enters_play",
]  # fmt: skip
"""P-REACT-22..36 and P-REACT-15: the reaction icons on behavior card backs."""

COLOR_ICONS = frozenset({"attack", "maneuver", "parry", "dodge"})
TYPE_ICONS = frozenset({"offensive", "defensive", "two_offensive", "two_defensive"})


class Boost(StrictModel):
    """P-REACT-08..10: paid in struggle when the monster has enough; an ``enhancement``
    replaces the base ability by ``effects`` (written as the enhanced whole)."""

    cost: Number
    effects: tuple[Effect, ...] = Field(min_length=1)
    enhancement: bool = False
    text: str = Field(default="", max_length=400)


class BehaviorCard(StrictModel):
    """P-REACT-01..03: the back (icons, refresh value) is public; the face is not."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    icons: tuple[ReactionIcon, ...] = Field(min_length=1, max_length=2)
    refresh: int = Field(ge=0, le=9)
    levels: tuple[Level, ...] = Field(min_length=1)
    """The aggression levels whose icon set this card carries (P-SETUP-06)."""
    trait: str | None = None
    effects: tuple[Effect, ...] = ()
    boost: Boost | None = None
    trophy: Id | None = None
    """P-MON-26: an instinct card of the Awakened names its monster; None: the monster's."""
    signature: bool = True
    out_of_play: bool = False
    """P-EXP-12/16: kept out of the deck until an effect brings it in."""
    text: str = Field(default="", max_length=600)

    @property
    def is_rampage(self) -> bool:
        return "rampage" in self.icons


class StanceFace(StrictModel):
    """P-DMG-08: one stance at one level. ``toughness`` is per player (P-DMG-02);
    ``progression`` None for the last stance; ``damage`` None when a track gives it
    (P-MON-24); ``exposed`` the red sides (P-TURN-28)."""

    stance: int = Field(ge=1, le=5)
    toughness: int = Field(ge=1, le=20)
    progression: int | None = Field(default=None, ge=0, le=10)
    damage: int | None = Field(default=None, ge=0, le=20)
    exposed: tuple[Side, ...] = ()
    shield: int = Field(default=0, ge=0, le=20)
    resistant: bool = False
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)


class Peril(StrictModel):
    """P-DMG-13..16, P-GLOSS-23: abilities while its stance is current."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    stance: int = Field(ge=1, le=5)
    permanent: bool = False
    immune_to_blind: bool = False
    infuriate: tuple[int, int, int] | None = None
    unstoppable: bool = False
    """While in play the monster is unstoppable (P-REACT-19)."""
    monster_damage: int = Field(default=0, ge=-5, le=10)
    """A constant change of the monster's damage while in play."""
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)


class Objective(StrictModel):
    """P-DMG-14/15: conditions (abilities with counters) and their bonuses."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    stance: int = Field(default=1, ge=1, le=5)
    permanent: bool = False
    campaign_only: bool = False
    """P-MON-28: used only in Campaign mode once unlocked (The Heartpiercer)."""
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)


class LevelSetup(StrictModel):
    """P-SETUP-06 AMBIGUITY: the stance faces, perils and objectives of one level, listed
    as the pack chose to print them (a level may have no objective)."""

    stances: tuple[StanceFace, ...] = Field(min_length=1, max_length=5)
    perils: tuple[Peril, ...] = ()
    objectives: tuple[Objective, ...] = ()

    @model_validator(mode="after")
    def _in_order(self) -> LevelSetup:
        numerals = [face.stance for face in self.stances]
        if numerals != list(range(1, len(numerals) + 1)):
            raise ValueError(f"stances must be I, II, III... in order, found {numerals}")
        if self.stances[-1].progression not in (None, 0):
            raise ValueError("the last stance has no progression value")
        return self


class MonsterTrack(StrictModel):
    """P-MON-01/02/23/24: a marker on a track. ``hardened_at``: the monster is Hardened
    while the level equals it; ``damage_at``: the monster's damage from the level
    (pairs level -> damage, the highest reached applies)."""

    id: Id
    name: str = Field(min_length=1, max_length=40)
    start: int = Field(default=0, ge=0, le=20)
    most: int = Field(default=10, ge=1, le=20)
    hardened_at: int | None = None
    damage_at: tuple[tuple[int, int], ...] = ()


class SectorToken(StrictModel):
    """Tokens a monster places in sectors: Dust (P-MON-04/05: ``disrupts``, gone at the
    end of the round, 2 a sector), Arkeum (P-MON-14/15: ``blocks_attacks``, 1 per
    player), damaged-sector markers (P-BOARD-10: ``marks_damage``, no effect of their
    own)."""

    id: Id
    name: str = Field(min_length=1, max_length=40)
    most_per_sector: int = Field(default=4, ge=1, le=10)
    per_player: bool = False
    removed_at_end_of_round: bool = False
    disrupts: bool = False
    blocks_attacks: bool = False
    marks_damage: bool = False


class SideCard(StrictModel):
    """A Rumble card (``marked`` sides, P-MON-06) or a Swarm card (continuous
    ``abilities``, P-MON-11)."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    marked: tuple[Side, ...] = ()
    abilities: tuple[Ability, ...] = ()
    text: str = Field(default="", max_length=600)


class SideDeck(StrictModel):
    """P-MON-06/07 (``rumble``: one active card) and P-MON-11..13 (``swarm``: cards in
    play take the monster's damage, defeated at its toughness)."""

    id: Id
    kind: Literal["rumble", "swarm"]
    cards: tuple[SideCard, ...] = Field(min_length=1)
    levels: tuple[Level, ...] = (0, 1, 2, 3)


class Monster(StrictModel):
    id: Id
    name: str = Field(min_length=1, max_length=40)
    element: Element | None = None
    weaknesses: tuple[Element, ...] = ()
    health: int = Field(default=10, ge=1, le=20)
    """P-SETUP-05/18: 10 health."""
    slots: int = Field(default=3, ge=1, le=6)
    """P-REACT-01, P-MON-21: behavior slots (the Awakened: 6)."""
    awakening_cards: tuple[Id, ...] = ()
    """P-MON-21: cards locking the rightmost slots at the start (never behavior cards)."""
    levels: dict[Level, LevelSetup]
    expedition_levels: tuple[Level, ...] = (0, 1, 2, 3)
    """P-EXP-03: the levels its expeditions may be played at (the Awakened: level 3)."""
    behaviors: tuple[BehaviorCard, ...] = Field(min_length=1)
    tracks: tuple[MonsterTrack, ...] = ()
    damage_track: Id | None = None
    """P-MON-24: the track giving the monster's damage instead of its stances."""
    tokens: tuple[SectorToken, ...] = ()
    side_decks: tuple[SideDeck, ...] = ()
    debility_card: Id | None = None
    debility_per_hunter: int = Field(default=0, ge=0, le=8)
    """P-EXP-14: each hunter's reserve of Debility cards."""
    ballistas: int = Field(default=0, ge=0, le=4)
    """P-MON-18..20: ballistas in the board's corners (they start loaded)."""
    text: str = Field(default="", max_length=1200)

    @model_validator(mode="after")
    def _consistent(self) -> Monster:
        ids = [card.id for card in self.behaviors]
        if len(set(ids)) != len(ids):
            raise ValueError("behavior card ids repeat")
        if len(self.awakening_cards) >= self.slots:
            raise ValueError("awakening cards must leave at least one slot open")
        if self.damage_track is not None and self.damage_track not in {t.id for t in self.tracks}:
            raise ValueError(f"damage_track {self.damage_track!r} is not one of the tracks")
        return self


class Need(StrictModel):
    """At least ``count`` cards of ``color`` in the sequence (P-ATTR-09, P-MON-17)."""

    color: Literal["parry", "dodge"]
    count: int = Field(default=1, ge=1, le=4)


class AttritionCard(StrictModel):
    """P-ATTR-02/09, P-MON-16/17: ``value`` defensive cards needed, or (``needs``) one of
    these color requirements; ``effects`` happen when the card is the one used, and
    ``on_fail`` too when the damage is not avoided."""

    id: Id
    name: str = Field(min_length=1, max_length=60)
    value: int = Field(default=1, ge=0, le=5)
    needs: tuple[Need, ...] = ()
    effects: tuple[Effect, ...] = ()
    on_fail: tuple[Effect, ...] = ()
    copies: int = Field(default=1, ge=1, le=10)
    trophy: Id | None = None
    """A special attrition card names its monster (P-MON-16); base cards have none."""
    text: str = Field(default="", max_length=400)
