"""The narrative vocabulary's own rules: closed, typed, and checked where it is written."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter, ValidationError

from app.content.schema.narrative import Instruction, branches

INSTRUCTION: TypeAdapter[Instruction] = TypeAdapter(Instruction)


def test_a_roll_covers_every_face_once() -> None:
    half = {"faces": [1, 2, 3], "then": [{"do": "advance_days", "days": 1}]}
    with pytest.raises(ValidationError, match="cover the faces 1-6 once each"):
        INSTRUCTION.validate_python({"do": "roll", "outcomes": [half, half]})


def test_options_have_distinct_letters() -> None:
    option = {"label": "A", "text": "Go."}
    with pytest.raises(ValidationError, match="option labels repeat"):
        INSTRUCTION.validate_python({"do": "choose", "options": [option, option]})


def test_a_gain_names_something() -> None:
    with pytest.raises(ValidationError, match="name at least one thing"):
        INSTRUCTION.validate_python({"do": "gain", "who": "each_hero"})


def test_a_deadline_belongs_to_the_main_plot() -> None:
    from app.content.schema.story import PlotBack

    with pytest.raises(ValidationError, match="only a main-plot"):
        PlotBack(deadline_day=12)


def test_branches_name_their_paths() -> None:
    test = INSTRUCTION.validate_python(
        {
            "do": "test",
            "attribute": "knowledge",
            "difficulty": 3,
            "tester": "group",
            "on_pass": [{"do": "gain", "gold": 2}],
            "on_fail": [{"do": "lose", "who": "each_hero", "health": 1}],
        }
    )
    assert [(path, len(nested)) for path, nested in branches(test)] == [
        ("on_pass", 1),
        ("on_fail", 1),
    ]
