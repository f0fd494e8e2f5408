"""The Primal content schema (issue 28): strict, every mistake named with its file and
path, the pack's game declared in its manifest, the hash pinned to the data."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pytest

from app.content.cli import validate_pack
from app.content.errors import PackError
from app.content.loader import load_pack, load_primal_pack, pack_documents
from app.content.primal.documents import primal_catalog_from_documents

PACK = Path(__file__).resolve().parents[1] / "engine" / "primal" / "pack"


def copy(tmp_path: Path) -> Path:
    target = tmp_path / "pack"
    shutil.copytree(PACK, target)
    return target


def test_the_test_pack_loads_and_its_hash_survives_a_round_trip() -> None:
    catalog = load_primal_pack(PACK)
    assert catalog.game == "primal" and "vyraxen" in catalog.monsters
    again = primal_catalog_from_documents(pack_documents(PACK))
    assert again.content_hash == catalog.content_hash


@pytest.mark.parametrize(
    ("file", "old", "new", "where"),
    [
        (
            "cards/hammer.yaml",
            "  cost: 3\n",
            "  cost: 3\n  stamna: 1\n",
            "cards/hammer.yaml: [1].stamna",
        ),
        (
            "cards/blade.yaml",
            "color: attack\n  cost: 1",
            "color: red\n  cost: 1",
            "cards/blade.yaml: [1].color",
        ),
        (
            "monsters/vyraxen.yaml",
            "icons: [attack], refresh: 2",
            "icons: [atack], refresh: 2",
            "monsters/vyraxen.yaml: behaviors[0].icons[0]",
        ),
        (
            "fights/fights.yaml",
            "monster: vyraxen\n  levels: [0]\n",
            "monster: vyraxenn\n  levels: [0]\n",
            "fights/fights.yaml: [0].monster",
        ),
        (
            "masteries/masteries.yaml",
            "{do: focus}",
            "{do: focuss}",
            "masteries/masteries.yaml: [0].focus[0].effects[0]",
        ),
    ],
)
def test_a_mistake_names_its_file_and_path(
    tmp_path: Path, file: str, old: str, new: str, where: str
) -> None:
    pack = copy(tmp_path)
    path = pack / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(PackError) as failed:
        load_primal_pack(pack)
    assert any(where in str(error) for error in failed.value.errors), failed.value


def test_each_loader_refuses_the_other_games_pack(tmp_path: Path) -> None:
    with pytest.raises(PackError, match="a primal pack"):
        load_pack(PACK)
    with pytest.raises(PackError, match="not a Primal pack"):
        load_primal_pack(Path("content/base"))


def test_content_validate_reads_the_manifests_game() -> None:
    out = io.StringIO()
    assert validate_pack(str(PACK), out) == 0
    assert "(Primal)" in out.getvalue() and "monsters" in out.getvalue()
