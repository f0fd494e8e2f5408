"""Story cards and the Tome of Tales: road and town cards, small (S) and large (F) plot
cards, task cards (J) and tale entries (X.XX). Their fronts are hidden information until
revealed (DESIGN principle 5); the backs say only what a face-down card shows."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from app.content.schema.common import Id, StrictModel
from app.content.schema.narrative import Bundle, Instruction, TaleId


class RoadCard(StrictModel):
    """A road card (CAMP-12..17): drawn from the bottom of its level's pile; ``at_bottom``
    puts it under its pile at setup (CAMP-07, "The Beginning")."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    level: int = Field(ge=1, le=3)
    text: str = Field(min_length=1, max_length=2000)
    instructions: tuple[Instruction, ...] = ()
    at_bottom: bool = False


class TownCard(StrictModel):
    """A town card, drawn on entering a location (SETL-06/07); town cards have no level."""

    id: Id
    name: str = Field(min_length=1, max_length=80)
    text: str = Field(min_length=1, max_length=2000)
    instructions: tuple[Instruction, ...] = ()


class PlotBack(StrictModel):
    """What the back of a small plot card shows (CAMP-22..25): the red triangle with quill
    (read at once on arrival), the red main-plot stripe (else blue) and its deadline day."""

    red_triangle: bool = False
    main_plot: bool = False
    deadline_day: int | None = Field(default=None, ge=1, le=120)

    @model_validator(mode="after")
    def _deadline_on_main_plot(self) -> PlotBack:
        if self.deadline_day is not None and not self.main_plot:
            raise ValueError("only a main-plot (red-striped) card shows a deadline day")
        return self


class PlotCard(StrictModel):
    """A small plot card "Sxxx" (placed on map or location cards) or a large one "Fxxx"
    (laid beside the map, mostly dialogues) (CAMP-19)."""

    id: str = Field(pattern=r"^[SF]\d{3}$")
    title: str = Field(min_length=1, max_length=80)
    text: str = Field(min_length=1, max_length=2000)
    instructions: tuple[Instruction, ...] = ()
    back: PlotBack = PlotBack()

    @property
    def size(self) -> Literal["small", "large"]:
        return "small" if self.id.startswith("S") else "large"

    @model_validator(mode="after")
    def _large_cards_have_plain_backs(self) -> PlotCard:
        if self.size == "large" and self.back != PlotBack():
            raise ValueError("a large plot card has no back markings")
        return self


class TaskReward(Bundle):
    """The reward printed on a task card's back, granted on completion (CAMP-30)."""

    per_hero: bool = False


class TaskCard(StrictModel):
    """A task card "Jxxx" (CAMP-29..31), always placed face up: the front has the title,
    difficulty and narrative; the back says how to undertake it and the reward."""

    id: str = Field(pattern=r"^J\d{3}$")
    title: str = Field(min_length=1, max_length=80)
    difficulty: Literal["easy", "medium", "hard"]
    text: str = Field(min_length=1, max_length=2000)
    undertake: tuple[Instruction, ...] = Field(min_length=1)
    reward: TaskReward


class TaleEntry(StrictModel):
    """A Tome of Tales entry "X.XX" (CAMP-34)."""

    id: TaleId
    text: str = Field(min_length=1, max_length=4000)
    instructions: tuple[Instruction, ...] = ()
