"""Which CAMP, SETL, DEV and EQUIP rules the campaign layer's tests name (issue 12). Each
ID named must exist in the rules index, and the IDs listed in ``COVERED`` must stay named
by some test here (a floor that grows with the layer; nothing outside it is claimed)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
INDEX = HERE.parents[2].parent / "shared" / "rules" / "hunters-rules.md"
ID = re.compile(r"\b(?:CAMP|SETL|DEV|EQUIP|WE|DV)-\d+\b")
IN_TEST_NAME = re.compile(r"_(camp|setl|dev|equip|we|dv)((?:_\d{2})+)")
"""A test's name carries its rules too: ``..._camp_11_18_22`` names CAMP-11, -18 and -22."""

COVERED = {
    "CAMP": {2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 21, 22, 23, 25, 26, 27, 28, 30,
             31, 32, 33, 36, 38},
    "SETL": {1, 3, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22},
    "DEV": {5, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 26, 30, 31, 33, 34, 35, 39, 40},
    "EQUIP": {38, 40, 41, 42, 43, 45},
    "WE": {9, 10, 11, 12, 13, 14, 15, 16, 19, 20, 22},
    "DV": {9, 10, 11},
}  # fmt: skip


def named() -> set[str]:
    files = [p for p in HERE.glob("test_*.py") if p.name != Path(__file__).name]
    text = "".join(p.read_text(encoding="utf-8") for p in files)
    ids = set(ID.findall(text))
    for group, numbers in IN_TEST_NAME.findall(text):
        ids |= {f"{group.upper()}-{n}" for n in numbers.strip("_").split("_")}
    return ids


def test_every_rule_named_by_the_campaign_tests_exists() -> None:
    if not INDEX.exists():
        pytest.skip("the rules index is not beside the repository")
    index = set(ID.findall(INDEX.read_text(encoding="utf-8")))
    assert named() - index == set()


@pytest.mark.parametrize("group", sorted(COVERED))
def test_the_covered_rules_stay_named(group: str) -> None:
    claimed = {f"{group}-{n:02d}" for n in COVERED[group]}
    assert claimed - named() == set()
