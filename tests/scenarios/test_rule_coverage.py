"""Coverage of the rules index by the scenarios (issue 4): every MOVE, ATK and TERR rule
is named by some scenario's ``rules:``, and so is each QUEST, ENEMY, END and HERO-STATE
rule the quest engine implements (setup rules may be named by the engine's pytest files
instead: they are checked on a whole campaign start, not on a position)."""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest
import yaml

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
SNAPSHOT = HERE / "_rule_ids.txt"
INDEX_CANDIDATES = [
    Path(os.environ.get("HUNTERS_RULES_INDEX", "/nonexistent")),
    ROOT.parent / "shared" / "rules" / "hunters-rules.md",
]
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
RULE_LINE = re.compile(r"^- ((?:MOVE|ATK|TERR)-\d+) —", re.MULTILINE)

IMPLEMENTED = {
    "QUEST": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23,
              24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 36, 37, 39, 41, 43, 44],
    "ENEMY": [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23, 24,
              25, 26, 28, 29],
    "END": [1, 2, 3, 5],
    "HERO-STATE": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14],
}  # fmt: skip


def snapshot_ids() -> list[str]:
    lines = SNAPSHOT.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


@cache
def named_in_scenarios() -> set[str]:
    named: set[str] = set()
    for path in HERE.rglob("*.yaml"):
        if any(part.startswith("_") for part in path.relative_to(HERE).parts):
            continue
        named.update(yaml.load(path.read_text(encoding="utf-8"), Loader=LOADER)["rules"])
    return named


def named_in_engine_tests() -> set[str]:
    text = "".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "engine").glob("test_*.py")
    )
    return set(re.findall(r"\b(?:QUEST|ENEMY|END|HERO-STATE)-\d+\b", text))


def test_the_snapshot_matches_the_rules_index() -> None:
    index = next((p for p in INDEX_CANDIDATES if p.is_file()), None)
    if index is None:
        pytest.skip("the shared rules index is not at hand; the snapshot stands in for it")
    assert RULE_LINE.findall(index.read_text(encoding="utf-8")) == snapshot_ids()


def test_every_move_attack_and_terrain_rule_has_a_scenario() -> None:
    ids = snapshot_ids()
    assert len(ids) == 24 + 40 + 24
    named = named_in_scenarios()
    missing = [rule for rule in ids if rule not in named]
    assert not missing, f"no scenario names {missing}"


def test_every_implemented_quest_enemy_and_end_rule_is_tested() -> None:
    named = named_in_scenarios() | named_in_engine_tests()
    missing = [
        f"{group}-{number:02d}"
        for group, numbers in IMPLEMENTED.items()
        for number in numbers
        if f"{group}-{number:02d}" not in named
    ]
    assert not missing, f"not named by any scenario or engine test: {missing}"
