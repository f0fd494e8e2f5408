"""Every refusal of the quest engine, in a position that produces it (refusals.yaml): the
code, the rule that refuses (rules/hunters-rules.md) and words that name the actual cause,
e.g. a shot at night refused by ATK-19, not by a wall (ATK-17); no message shows a unit
id, a seat key or a field name (issue 11)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.engine.quest.refusal_positions import Refusal, refusal_table, refused

ENGINE = Path(__file__).parents[3] / "app" / "engine"


def words_of(message: str) -> set[str]:
    return set(re.findall(r"[A-Za-z_][\w-]*", message))


@pytest.mark.parametrize("case", refusal_table(), ids=lambda c: c.id)
def test_the_refusal_names_its_cause(case: Refusal) -> None:
    rejection = refused(case)
    assert (rejection.code, rejection.rule) == (case.code, case.rule), rejection.message
    assert case.words in rejection.message
    internal = {u["id"] for u in case.units} | {"seat"}
    assert not internal & words_of(rejection.message), rejection.message
    assert not [w for w in words_of(rejection.message) if "_" in w], rejection.message


def written_rule(node: ast.expr) -> str | None:
    """The rule ID a ``reject`` call writes out, or None where it is worked out."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def refusals_in_source(folder: Path) -> set[tuple[str, str | None]]:
    """Every ``reject(code, message, rule)`` written in the folder: the code and the rule
    (None where the rule is worked out, not written)."""
    found: set[tuple[str, str | None]] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "reject":
                code = node.args[0]
                assert isinstance(code, ast.Constant), f"{path}: a code is written out"
                assert isinstance(code.value, str), f"{path}: a code is a string"
                rule = node.args[2] if len(node.args) > 2 else ast.Constant("")
                found.add((code.value, written_rule(rule)))
    return found


def test_every_refusal_code_of_the_quest_has_a_case() -> None:
    written = {code for code, _ in refusals_in_source(ENGINE / "quest")}
    assert written - {c.code for c in refusal_table()} == set()


def test_every_written_rule_of_a_quest_refusal_has_a_case() -> None:
    """Where one code is refused by several rules, each rule has its own position."""
    source = refusals_in_source(ENGINE / "quest")
    written = {(code, rule) for code, rule in source if rule is not None}
    assert written - {(c.code, c.rule) for c in refusal_table()} == set()
