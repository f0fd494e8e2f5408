"""``hunters simulate fight`` and ``primal-balance`` (issue 29): the careful party plays the
core Primal pack; a wrong monster or party gets one line and exit code 2; the pack README's
balance table is the generator's output."""

from __future__ import annotations

import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.simulate.primal.balance import (
    END,
    PARTIES,
    START,
    cell,
    render_table,
    replace_table,
    settings,
    summarize,
)
from app.simulate.primal.fight import play_fight

ROOT = Path(__file__).resolve().parents[3]
PACK = ROOT / "content" / "primal-base"
HUNTERS = Path(sys.executable).parent / "hunters"
CELL = re.compile(r"^\d+% \(\d+-\d+\)$")


@cache
def catalog() -> PrimalCatalog:
    return load_primal_pack(PACK)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(HUNTERS), "simulate", *args, "--pack", str(PACK)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_a_monster_is_fought_at_a_level_by_a_scripted_party() -> None:
    done = run("fight", "korowon", "--level", "2", "--party", "dareon,mirah,ljonar",
               "--runs", "4", "--seed", "5")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "korowon level 2 (its expeditions in turn) · dareon, mirah, ljonar" in done.stdout
    rate = re.search(r"win rate (\d+\.\d)% \(95% interval (\d+\.\d)-(\d+\.\d)%\)", done.stdout)
    assert rate is not None and float(rate[2]) <= float(rate[1]) <= float(rate[3]), done.stdout


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("fight", "smaug"), "no monster 'smaug'"),
        (("fight", "vyraxen", "--party", "dareon"), "2-4 different hunters"),
        (("fight", "vyraxen", "--fight", "korowon-expedition-1"), "no fight"),
    ],
)
def test_a_wrong_choice_gets_one_line(args: tuple[str, ...], says: str) -> None:
    done = run(*args, "--runs", "1")
    assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr


def test_the_same_seed_plays_the_same_fight() -> None:
    first = play_fight(catalog(), "prologue", 0, ("dareon", "mirah"), 11)
    assert play_fight(catalog(), "prologue", 0, ("dareon", "mirah"), 11) == first


def test_the_generator_writes_its_table_between_the_markers(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(f"# pack\n\n{START}\nold\n{END}\nafter\n", encoding="utf-8")
    done = run("primal-balance", "--runs", "1", "--seed", "2", "--readme", str(readme))
    assert done.returncode == 0, done.stderr
    text = readme.read_text(encoding="utf-8")
    assert "old" not in text and text.endswith(f"{END}\nafter\n")
    assert "`hunters simulate primal-balance --runs 1 --seed 2`" in text
    rows = [line for line in text.splitlines() if line.startswith("| ") and "%" in line]
    assert len(rows) == len(settings(catalog()))
    with pytest.raises(ValueError, match="markers"):
        replace_table("no markers here", "table")


def _readme_rows() -> dict[str, list[str]]:
    text = (PACK / "README.md").read_text(encoding="utf-8")
    table = text.split(START, 1)[1].split(END, 1)[0]
    rows = [r.strip("| ").split(" | ") for r in table.splitlines() if r.startswith("| ")]
    return {row[0]: row[1:] for row in rows if not row[0].startswith("fight")}


def test_the_readme_table_is_the_generators_output() -> None:
    """Its rows are the generator's settings, its note the generator's, and a cell
    simulated again with the note's runs and seed gives the same figures."""
    text = (PACK / "README.md").read_text(encoding="utf-8")
    note = re.search(r"`hunters simulate primal-balance --runs (\d+) --seed (\d+)`", text)
    assert note is not None
    runs, seed = int(note[1]), int(note[2])
    rows = _readme_rows()
    assert list(rows) == [s.label for s in settings(catalog())]
    assert all(len(cells) == len(PARTIES) and all(CELL.match(c) for c in cells)
               for cells in rows.values())  # fmt: skip
    prologue = settings(catalog())[0]
    again = summarize(catalog(), prologue.monster, 0, PARTIES[0], runs, seed, prologue.fight)
    assert rows[prologue.label][0] == cell(again)
    assert render_table([], runs, seed).splitlines()[0] in text
