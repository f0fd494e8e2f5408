"""The refusal table (refusals.yaml) read into positions, and each played up to the refused
command."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from app.engine import Actor, Rejection, decide, evolve, parse_command
from app.engine.hunters.quest.commands import Resume
from app.engine.hunters.quest.model.frames import PushFrame
from app.engine.hunters.quest.model.state import HeroAction, QuestState
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.dice import ForcedDice, SeededDice
from tests.engine.quest_factory import base, position

TABLE = Path(__file__).with_name("refusals.yaml")

Step = tuple[str, dict[str, Any]]
"""Who sends it (a hero id, whose seat is named after it; ``gm``; ``system``) and what."""


@dataclass(frozen=True)
class Refusal:
    """A position, the accepted steps, then the one refused (the last step); the refusal's
    code and rule, and words its message must contain (they name the cause)."""

    code: str
    rule: str
    words: str
    units: list[dict[str, Any]]
    steps: list[Step]
    setup: dict[str, Any] = field(default_factory=dict)
    dice: list[int] = field(default_factory=list)
    prepare: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.code}-{self.rule or 'none'}-{self.words[:24]}"


@cache
def refusal_table() -> tuple[Refusal, ...]:
    data = yaml.safe_load(TABLE.read_text(encoding="utf-8"))
    inline = {**data["cards"], **data["items"]}
    cases = []
    for case in data["cases"]:
        units = [_unit(u, data["templates"], inline) for u in case["units"]]
        steps = [tuple(s) for s in case["steps"]]
        cases.append(Refusal(**{**case, "units": units, "steps": steps}))
    return tuple(cases)


def _unit(spec: str | dict[str, Any], templates: dict[str, Any], inline: dict[str, Any]) -> Any:
    """A template, or a template with keys changed; cards and items of the table inline."""
    changes = {"like": spec} if isinstance(spec, str) else spec
    unit = {**templates[changes["like"]], **changes}
    del unit["like"]
    for pile in ("hand", "equipment"):
        if unit.get(pile):
            unit[pile] = [inline.get(name, name) for name in unit[pile]]
    return unit


def _acting(card: str) -> Callable[[QuestState], QuestState]:
    """The active hero already performing the card's action (an action none of whose
    activities can be done ends by itself, so some refusals need it begun by hand)."""

    def begun(q: QuestState) -> QuestState:
        assert q.active is not None
        action = HeroAction(unit=q.active, card=card, activities=q.defs.cards[card].action)
        return q.model_copy(update={"action": action})

    return begun


def _forget(card: str) -> Callable[[QuestState], QuestState]:
    """The card's definition gone from the quest (a card in hand the quest does not know)."""

    def forgotten(q: QuestState) -> QuestState:
        cards = {c: d for c, d in q.defs.cards.items() if c != card}
        return q.model_copy(update={"defs": q.defs.model_copy(update={"cards": cards})})

    return forgotten


def _off_board(q: QuestState) -> QuestState:
    assert q.active is not None
    heroes = {**q.heroes, q.active: q.heroes[q.active].model_copy(update={"at": None})}
    return q.model_copy(update={"heroes": heroes})


PREPARATIONS: dict[str, Callable[[Any], Callable[[QuestState], QuestState]]] = {
    "acting": _acting,
    "forget": _forget,
    "ended": lambda _: lambda q: q.model_copy(update={"phase": "ended"}),
    "resolving": lambda _: lambda q: q.model_copy(update={"stack": (PushFrame(pushes=()),)}),
    "actions_left": lambda n: lambda q: q.model_copy(update={"actions_left": n}),
    "off_board": lambda _: _off_board,
}
"""What ``prepare`` may change, for refusals that ordinary play does not reach."""


def actor(name: str) -> Actor:
    if name == "gm":
        return Actor(role="gm")
    if name == "system":
        return Actor(role="system")
    return Actor(role="seat", seat=name)


def start(case: Refusal) -> HuntersTable:
    data: dict[str, Any] = {"board": {"size": [6, 6]}, "units": case.units, **case.setup}
    if "turn" not in case.setup:
        data["turn"] = {"round": 1, "active": case.units[0]["id"]}
    elif case.setup["turn"] is None:
        del data["turn"]  # the quest's setup: placing heroes, opening hands, the order
    return position(data)


def refused(case: Refusal) -> Rejection:
    """Every step before the last is accepted; the last one's rejection."""
    state = start(case)
    dice = ForcedDice(SeededDice(state.seed), attack=case.dice or None)
    state = _apply(state, ("system", {"type": "resume"}), dice, must_pass=False)[0]
    for name, value in case.prepare.items():
        assert state.quest is not None
        state = state.model_copy(update={"quest": PREPARATIONS[name](value)(state.quest)})
    for step in case.steps[:-1]:
        state = _apply(state, step, dice, must_pass=True)[0]
    result = _apply(state, case.steps[-1], dice, must_pass=False)[1]
    assert result is not None, f"accepted: {case.steps[-1]}"
    return result


def _apply(
    state: HuntersTable, step: Step, dice: ForcedDice, *, must_pass: bool
) -> tuple[HuntersTable, Rejection | None]:
    name, body = step
    command = Resume() if body["type"] == "resume" else parse_command(body)
    result = decide(state, command, dice, actor=actor(name), content=base())
    if isinstance(result, Rejection):
        assert not must_pass, f"{body} refused: {result}"
        return state, result
    for event in result:
        state = evolve(state, event)
    return state, None
