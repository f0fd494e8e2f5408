"""Which CAMP, SETL, DEV and EQUIP rules the tests exercise (issue 12). Each ID named must
exist in the rules index; every rule of the four groups is named by a test that checks its
behaviour or is listed in ``NOT_ENGINE`` (the table's, not the engine's, with the reason)
or in ``LEFT_OPEN`` (the engine's, not yet tested, with the reason).

A rule is named by the campaign layer's tests here (in a docstring, an assertion or the
test's name), by a scenario's ``rules:`` under tests/scenarios/ (the quest layer's rules of
these groups: in-quest equipment and morale, difficulty), or by a case of the quest
engine's refusal table (tests/engine/quest/refusals.yaml, ``rule:``) or the engine's
other tests (tests/engine/test_*.py: the table's seats and heroes; tests/engine/quest/)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml

HERE = Path(__file__).parent
TESTS = HERE.parents[1]
INDEX = HERE.parents[2].parent / "shared" / "rules" / "hunters-rules.md"
ID = re.compile(r"\b(?:CAMP|SETL|DEV|EQUIP|WE|DV)-\d+\b")
IN_TEST_NAME = re.compile(r"_(camp|setl|dev|equip|we|dv)((?:_\d{2})+)")
"""A test's name carries its rules too: ``..._camp_11_18_22`` names CAMP-11, -18 and -22."""
RULE_LINE = re.compile(r"^- ((?:CAMP|SETL|DEV|EQUIP)-\d+) —", re.MULTILINE)
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

SIZES = {"CAMP": 40, "SETL": 22, "DEV": 40, "EQUIP": 49}
"""How many rules each group has in the index."""

NOT_ENGINE = {
    "CAMP-39": "situations the rules do not cover are settled by the players' agreement at "
    "the table; the engine's part is the GM's corrections (docs/gm-guide.md)",
    "DEV-03": "the printed layout of a hero board (a physical component); the slots it "
    "carries are DEV-04 and EQUIP-03, tested",
    "EQUIP-06": "what a weapon token prints (a physical component); the fields the engine "
    "uses are required by the content schema (tests/content) and exercised by the attacks",
}
"""Rules that are not the engine's to enforce, with the reason."""

LEFT_OPEN: dict[str, str] = {}
"""The engine's rules no test exercises yet, each with the reason (to be emptied)."""

COVERED = {
    "CAMP": set(range(1, 41)) - {39},
    "SETL": set(range(1, 23)),
    "DEV": set(range(1, 41)) - {3},
    "EQUIP": set(range(1, 50)) - {6},
}
"""The floor: every rule of the four groups but those in the two tables above."""


def _from_scenarios() -> set[str]:
    named: set[str] = set()
    for path in (TESTS / "scenarios").rglob("*.yaml"):
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=LOADER)
        named.update(r for r in data.get("rules", ()) if ID.fullmatch(r))
    return named


def _from_refusals() -> set[str]:
    table = TESTS / "engine" / "quest" / "refusals.yaml"
    cases = yaml.load(table.read_text(encoding="utf-8"), Loader=LOADER)["cases"]
    return {case["rule"] for case in cases if ID.fullmatch(case["rule"])}


def _from_engine_tests() -> set[str]:
    engine = TESTS / "engine"
    files = [*engine.glob("test_*.py"), *(engine / "quest").rglob("test_*.py")]
    return set(ID.findall("".join(p.read_text(encoding="utf-8") for p in files)))


def named_here() -> set[str]:
    files = [p for p in HERE.glob("test_*.py") if p.name != Path(__file__).name]
    text = "".join(p.read_text(encoding="utf-8") for p in files)
    ids = set(ID.findall(text))
    for group, numbers in IN_TEST_NAME.findall(text):
        ids |= {f"{group.upper()}-{n}" for n in numbers.strip("_").split("_")}
    return ids


@cache
def named() -> set[str]:
    return named_here() | _from_scenarios() | _from_refusals() | _from_engine_tests()


def test_every_rule_named_by_the_campaign_tests_exists() -> None:
    if not INDEX.exists():
        pytest.skip("the rules index is not beside the repository")
    index = set(ID.findall(INDEX.read_text(encoding="utf-8")))
    assert named_here() - index == set()


def test_the_groups_sizes_match_the_rules_index() -> None:
    if not INDEX.exists():
        pytest.skip("the rules index is not beside the repository")
    ids = RULE_LINE.findall(INDEX.read_text(encoding="utf-8"))
    assert {g: sum(1 for i in ids if i.startswith(f"{g}-")) for g in SIZES} == SIZES


@pytest.mark.parametrize("group", sorted(SIZES))
def test_every_rule_is_tested_or_listed_with_a_reason(group: str) -> None:
    rules = {f"{group}-{n:02d}" for n in range(1, SIZES[group] + 1)}
    listed = set(NOT_ENGINE) | set(LEFT_OPEN)
    assert rules - named() - listed == set()
    assert {f"{group}-{n:02d}" for n in COVERED[group]} == rules - listed


@pytest.mark.parametrize("group", sorted(COVERED))
def test_the_covered_rules_stay_named(group: str) -> None:
    claimed = {f"{group}-{n:02d}" for n in COVERED[group]}
    assert claimed - named() == set()


def test_a_listed_rule_is_not_also_claimed() -> None:
    assert set(NOT_ENGINE).isdisjoint(LEFT_OPEN)
    assert all(r.split("-")[0] in SIZES for r in (*NOT_ENGINE, *LEFT_OPEN))


@pytest.mark.parametrize("group", ["WE", "DV"])
def test_the_campaign_worked_examples_are_named(group: str) -> None:
    examples = {"WE": (*range(9, 17), *range(19, 23)), "DV": (9, 10, 11)}[group]
    assert {f"{group}-{n:02d}" for n in examples} - named_here() == set()
