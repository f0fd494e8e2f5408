"""The Primal core pack (content/primal-base, issue 29): it validates with the book's
counts, and every kind of mistake the validator is there for makes it fail, naming the
file and the field."""

from __future__ import annotations

import copy
import io
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.content.cli import validate_pack
from app.content.errors import PackError
from app.content.loader import load_primal_pack, pack_documents
from app.content.primal.book_data import STARTERS
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.documents import primal_catalog_from_documents

PACK = Path(__file__).resolve().parents[2] / "content" / "primal-base"
Docs = dict[str, Any]


@cache
def _documents() -> Docs:
    return pack_documents(PACK)


@cache
def catalog() -> PrimalCatalog:
    return load_primal_pack(PACK)


def _find(items: list[dict[str, Any]], key: str) -> dict[str, Any]:
    return next(item for item in items if item["id"] == key)


def test_the_pack_validates_and_holds_the_book_contents() -> None:
    out = io.StringIO()
    assert validate_pack(str(PACK), out) == 0, out.getvalue()
    pack = catalog()
    assert {h.name for h in pack.hunters.values()} == set(STARTERS)
    assert {"vyraxen", "morkraas", "tarragua", "korowon"} <= set(pack.monsters)
    for hunter in pack.hunters.values():
        assert len(hunter.starter.deck) == 24 and set(hunter.precons) == {1, 2, 3}
    assert pack.fights["prologue"].levels == (0,) and len(pack.base_attrition()) == 10
    vyraxen = pack.monsters["vyraxen"]
    assert sum(1 for card in vyraxen.behaviors if 0 in card.levels) == 9
    assert (vyraxen.levels[0].stances[0].toughness, vyraxen.levels[0].stances[1].toughness) == (
        2,
        3,
    )


def _drop_a_starter_card(docs: Docs) -> None:
    _find(docs["hunters/hunters.yaml"], "dareon")["starter"]["deck"].pop()


def _unknown_effect(docs: Docs) -> None:
    card = _find(docs["cards/mirah.yaml"], "mirah-precision-draw")
    card["abilities"][0]["effects"][0]["do"] = "explode"


def _unknown_trigger(docs: Docs) -> None:
    card = _find(docs["cards/thoreg.yaml"], "thoreg-rapid-blow")
    card["abilities"][0]["trigger"]["when"] = "sometimes"


def _missing_card(docs: Docs) -> None:
    _find(docs["hunters/hunters.yaml"], "ljonar")["precons"]["2"]["deck"][0] = "ljonar-nope"


def _missing_level(docs: Docs) -> None:
    del docs["monsters/korowon.yaml"]["levels"]["3"]


def _behavior_short(docs: Docs) -> None:
    docs["monsters/tarragua.yaml"]["behaviors"].pop()


def _worked_example(docs: Docs) -> None:
    docs["monsters/vyraxen.yaml"]["levels"]["0"]["stances"][0]["progression"] = 6


def _precon_colors(docs: Docs) -> None:
    deck = _find(docs["hunters/hunters.yaml"], "mirah")["precons"]["1"]["deck"]
    deck[deck.index("mirah-decoy")] = "mirah-backflip"


def _renamed_starter(docs: Docs) -> None:
    _find(docs["cards/dareon.yaml"], "dareon-thwart")["name"] = "Thwack"


def _missing_peril(docs: Docs) -> None:
    docs["monsters/morkraas.yaml"]["levels"]["2"]["perils"].pop()


def _prologue_terrain(docs: Docs) -> None:
    docs["fights/prologue.yaml"][0]["terrain"].pop()


@pytest.mark.parametrize(
    ("break_it", "file", "says"),
    [
        (_drop_a_starter_card, "hunters/hunters.yaml", "24 cards, this one 23"),
        (_unknown_effect, "cards/mirah.yaml", "explode"),
        (_unknown_trigger, "cards/thoreg.yaml", "sometimes"),
        (_missing_card, "hunters/hunters.yaml", "no card 'ljonar-nope'"),
        (_missing_level, "monsters/korowon.yaml", "level's faces are missing"),
        (_behavior_short, "monsters/tarragua.yaml", "18 behavior cards, the pack 17"),
        (_worked_example, "monsters/vyraxen.yaml", "progression 7"),
        (_precon_colors, "hunters/hunters.yaml", "level-1 deck is 6/5/4/5"),
        (_renamed_starter, "hunters/hunters.yaml", "maneuver cards are"),
        (_missing_peril, "monsters/morkraas.yaml", "3 perils a level"),
        (_prologue_terrain, "fights/prologue.yaml", "Prologue's terrain"),
    ],
)
def test_a_broken_pack_fails_naming_file_and_problem(
    break_it: Callable[[Docs], None], file: str, says: str
) -> None:
    docs = copy.deepcopy(_documents())
    break_it(docs)
    with pytest.raises(PackError) as failed:
        primal_catalog_from_documents(docs, root="primal-base")
    errors = [str(error) for error in failed.value.errors]
    assert any(file in error and says in error for error in errors), errors


def test_book_counts_apply_only_when_the_manifest_claims_them() -> None:
    """A pack that claims no book counts (the engine's test pack) may name cards freely."""
    docs = copy.deepcopy(_documents())
    _renamed_starter(docs)
    docs["pack.yaml"]["book_counts"] = False
    assert primal_catalog_from_documents(docs).cards["dareon-thwart"].name == "Thwack"
