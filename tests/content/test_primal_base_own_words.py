"""The core Primal pack is our own writing (issue 29): no run of 9 words of any text in
the pack (its YAML strings and its README) appears in the rulebook. Words are compared
lower-cased, letters and digits only, so punctuation and line breaks hide nothing."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from app.content.loader import pack_documents

ROOT = Path(__file__).resolve().parents[2]
PACK = ROOT / "content" / "primal-base"
RULEBOOK = ROOT.parent / "shared" / "seeds" / "000_4b567b9a977f0ad9.txt"
N = 9
WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    return WORD.findall(text.lower().replace("'", ""))


def grams(text: str) -> set[tuple[str, ...]]:
    found = words(text)
    return {tuple(found[i : i + N]) for i in range(len(found) - N + 1)}


@cache
def rulebook_grams() -> frozenset[tuple[str, ...]]:
    if not RULEBOOK.is_file():
        pytest.skip(f"the rulebook text is not beside the repository ({RULEBOOK})")
    return frozenset(grams(RULEBOOK.read_text(encoding="utf-8")))


def strings(data: object) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings(value)
    elif isinstance(data, list):
        for item in data:
            yield from strings(item)


def pack_texts() -> list[tuple[str, str]]:
    texts = [(name, text) for name, doc in pack_documents(PACK).items() for text in strings(doc)]
    return [*texts, ("README.md", (PACK / "README.md").read_text(encoding="utf-8"))]


def copied(texts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    book = rulebook_grams()
    return [(name, " ".join(g)) for name, text in texts for g in sorted(grams(text) & book)]


def test_no_nine_words_of_the_pack_are_the_rulebooks() -> None:
    assert copied(pack_texts()) == []


def test_the_check_finds_a_copied_sentence() -> None:
    """A rulebook sentence slipped into a card's text is caught (the check can fail)."""
    lines = RULEBOOK.read_text(encoding="utf-8").splitlines() if RULEBOOK.is_file() else []
    sentence = next((line for line in lines if len(words(line)) >= 2 * N), "")
    if not sentence:
        pytest.skip("the rulebook text is not beside the repository")
    found = copied([("cards/dareon.yaml", f"Opening: draw a card. {sentence}")])
    assert found and found[0][0] == "cards/dareon.yaml"
