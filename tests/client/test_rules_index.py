"""The rules index the client ships (static/rules/hunters.json) explains, in our own
words, every rule ID the client shows and the engine writes into events and refusals:
a rule link in the log never opens an empty panel."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(  # not Primal's IDs: they carry a P- prefix (P-CAMP-45 is no CAMP-45)
    r"(?<!P-)\b(?:CAMP|SETL|DEV|EQUIP|QUEST|MOVE|ATK|TERR|TRAIT|ENEMY|HERO-STATE|END)-\d+\b"
)


def cited_ids() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "static" / "js").rglob("*.js"):
        found |= set(RULE_ID.findall(path.read_text()))
    for path in (ROOT / "app" / "engine").rglob("*.py"):
        found |= {m.strip('"') for m in re.findall(r'"[A-Z-]+-\d+"', path.read_text())}
    return {i for i in found if RULE_ID.fullmatch(i)}


# How many rules each group of the rules index has (DESIGN.md: rules/hunters-rules.md).
GROUPS = {"CAMP": 40, "SETL": 22, "DEV": 40, "EQUIP": 49, "QUEST": 45, "MOVE": 24, "ATK": 40,
          "TERR": 24, "TRAIT": 31, "ENEMY": 29, "HERO-STATE": 16, "END": 15}  # fmt: skip


def test_every_rule_of_the_index_has_words() -> None:
    index = json.loads((ROOT / "static" / "rules" / "hunters.json").read_text())
    expected = {f"{group}-{n:02d}" for group, count in GROUPS.items() for n in range(1, count + 1)}
    assert sorted(expected - set(index)) == []


def test_every_cited_rule_is_in_the_index() -> None:
    index = json.loads((ROOT / "static" / "rules" / "hunters.json").read_text())
    assert sorted(cited_ids() - set(index)) == []
    for rule, entry in index.items():
        assert RULE_ID.fullmatch(rule), rule
        assert entry["title"].strip() and len(entry["text"]) > 20, rule
