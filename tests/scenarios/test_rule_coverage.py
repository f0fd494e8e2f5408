"""Coverage of the rules index by the scenarios (issues 4 and 5): every MOVE, ATK and TERR
rule is named by some scenario's ``rules:``, and so is every rule of the TRAIT, ENEMY,
HERO-STATE, QUEST and END groups except the few listed in ``LEFT_OUT`` with the reason
(setup rules may be named by the engine's pytest files instead: they are checked on a
whole campaign start, not on a position)."""

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

GROUPS = {"TRAIT": 31, "ENEMY": 29, "HERO-STATE": 16, "QUEST": 45, "END": 15}
"""The quest engine's groups and how many rules each has in the index."""

LEFT_OUT: dict[str, str] = {}
"""Rules no test names yet, each with the reason (the campaign layer's tests now name the
END rules that were left to it: END-04, END-13..15, in tests/engine/campaign/)."""


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
        p.read_text(encoding="utf-8") for p in (ROOT / "tests" / "engine").rglob("test_*.py")
    )
    # (?<!P-): Primal's IDs (P-END-03, tests/engine/primal/) are not The Hunters'.
    return set(re.findall(r"(?<!P-)\b(?:QUEST|ENEMY|END|HERO-STATE|TRAIT)-\d+\b", text))


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


def test_every_quest_engine_rule_is_tested_or_left_out_with_a_reason() -> None:
    named = named_in_scenarios() | named_in_engine_tests()
    missing = [
        rule
        for group, count in GROUPS.items()
        for number in range(1, count + 1)
        if (rule := f"{group}-{number:02d}") not in named and rule not in LEFT_OUT
    ]
    assert not missing, f"not named by any scenario or engine test: {missing}"


def test_rules_left_out_are_not_claimed_as_covered() -> None:
    claimed = [rule for rule in LEFT_OUT if rule in named_in_scenarios()]
    assert not claimed, f"named by a scenario but listed as left out: {claimed}"


def test_the_group_sizes_match_the_rules_index() -> None:
    index = next((p for p in INDEX_CANDIDATES if p.is_file()), None)
    if index is None:
        pytest.skip("the shared rules index is not at hand")
    text = index.read_text(encoding="utf-8")
    for group, count in GROUPS.items():
        assert len(re.findall(rf"^- {group}-\d+ —", text, re.MULTILINE)) == count, group
