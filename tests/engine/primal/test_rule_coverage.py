"""Coverage of the Primal rules index (issues 28, 29): every rule of the fight engine's
groups (P-SETUP, P-ROUND, P-TURN, P-ATTR, P-DMG, P-KO, P-REACT, P-BOARD, P-END, P-GLOSS,
P-MON) and of expedition mode (P-EXP) is named by a Primal scenario's ``rules:`` or by a
test of tests/engine/primal/,
except the few listed in ``LEFT_OUT`` with the reason. The group sizes are checked
against the index when it is at hand."""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest
import yaml

HERE = Path(__file__).parent
ROOT = HERE.parents[2]
INDEX_CANDIDATES = [
    Path(os.environ.get("PRIMAL_RULES_INDEX", "/nonexistent")),
    ROOT.parent / "shared" / "rules" / "primal-rules.md",
]
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

GROUPS = {
    "SETUP": 21, "ROUND": 20, "TURN": 53, "ATTR": 12, "DMG": 27, "KO": 17, "REACT": 38,
    "BOARD": 28, "END": 7, "GLOSS": 31, "MON": 29, "EXP": 19,
}  # fmt: skip
"""The fight engine's groups and expedition mode's, and how many rules each has in the
index."""

LEFT_OUT: dict[str, str] = {
    "P-SETUP-21": "Campaign mode keeps a hunter per player across fights (issue 31).",
    "P-END-07": "The Prologue won before a campaign begins belongs to the campaign (issue 31).",
}
"""Rules no test of the fight engine names, each with the reason."""

RULE = re.compile(r"\bP-(?:" + "|".join(GROUPS) + r")-\d\d\b")


@cache
def named_in_scenarios() -> frozenset[str]:
    named: set[str] = set()
    for path in (HERE / "scenarios").rglob("*.yaml"):
        named.update(yaml.load(path.read_text(encoding="utf-8"), Loader=LOADER)["rules"])
    return frozenset(named)


@cache
def named_in_tests() -> frozenset[str]:
    text = "".join(
        p.read_text(encoding="utf-8")
        for p in HERE.rglob("test_*.py")
        if p.name != Path(__file__).name
    )
    return frozenset(RULE.findall(text))


def all_rules() -> list[str]:
    return [f"P-{group}-{n:02d}" for group, count in GROUPS.items() for n in range(1, count + 1)]


def coverage() -> dict[str, tuple[int, int]]:
    """Per group: rules named by a test, and the group's size."""
    named = named_in_scenarios() | named_in_tests()
    return {
        group: (sum(1 for n in range(1, count + 1) if f"P-{group}-{n:02d}" in named), count)
        for group, count in GROUPS.items()
    }


def test_every_fight_rule_is_tested_or_left_out_with_a_reason() -> None:
    named = named_in_scenarios() | named_in_tests()
    missing = [rule for rule in all_rules() if rule not in named and rule not in LEFT_OUT]
    assert not missing, f"not named by any Primal scenario or test: {missing}"


def test_rules_left_out_are_not_claimed_as_covered() -> None:
    claimed = [rule for rule in LEFT_OUT if rule in named_in_scenarios() | named_in_tests()]
    assert not claimed, f"named by a test but listed as left out: {claimed}"


def test_scenarios_name_only_rules_of_the_index() -> None:
    known = set(all_rules()) | {f"P-CAMP-{n:02d}" for n in range(1, 48)}
    unknown = sorted(named_in_scenarios() - known)
    assert not unknown, f"scenarios name rules the index does not have: {unknown}"


def test_the_group_sizes_match_the_rules_index() -> None:
    index = next((p for p in INDEX_CANDIDATES if p.is_file()), None)
    if index is None:
        pytest.skip("the shared Primal rules index is not at hand")
    text = index.read_text(encoding="utf-8")
    for group, count in GROUPS.items():
        found = re.findall(rf"^- \*\*P-{group}-\d+\*\*", text, re.MULTILINE)
        assert len(found) == count, group


CAMPAIGN_GROUP = ("CAMP", 47)
"""Issue 31: the campaign layer's group (tests/engine/primal/campaign/) and its size in
the index."""

CAMPAIGN_PARTLY: dict[str, str] = {
    "P-CAMP-47": "Only the Keeper's vision of each won quest; chapter 11's own finale rules "
    "and the lore questions come with the finale's content.",
}
"""Rules a campaign test names while the engine covers only part of them, with what is left."""


def campaign_named() -> frozenset[str]:
    text = "".join(p.read_text(encoding="utf-8") for p in (HERE / "campaign").glob("test_*.py"))
    return frozenset(re.findall(r"\bP-CAMP-\d\d\b", text))


def test_every_campaign_rule_is_named_by_a_campaign_test() -> None:
    group, count = CAMPAIGN_GROUP
    wanted = {f"P-{group}-{n:02d}" for n in range(1, count + 1)}
    assert campaign_named() == wanted, sorted(wanted ^ campaign_named())
    assert set(CAMPAIGN_PARTLY) <= wanted


def test_the_campaign_group_size_matches_the_rules_index() -> None:
    index = next((p for p in INDEX_CANDIDATES if p.is_file()), None)
    if index is None:
        pytest.skip("the shared Primal rules index is not at hand")
    group, count = CAMPAIGN_GROUP
    found = re.findall(
        rf"^- \*\*P-{group}-\d+\*\*", index.read_text(encoding="utf-8"), re.MULTILINE
    )
    assert len(found) == count
