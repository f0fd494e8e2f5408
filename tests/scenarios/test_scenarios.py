"""Every scenario file passes (docs/scenario-format.md), and the runner's own contract."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from app.scenarios.cli import run_and_report
from app.scenarios.run import run_file, scenario_files

HERE = Path(__file__).parent
FILES = scenario_files([str(HERE)])


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario_passes(path: Path) -> None:
    result = run_file(path)
    assert result.passed, result.why


def test_names_are_unique_in_their_folder() -> None:
    seen: dict[tuple[Path, str], Path] = {}
    for path in FILES:
        name = run_file(path).name
        assert (path.parent, name) not in seen, f"{path} repeats {seen[(path.parent, name)]}"
        seen[(path.parent, name)] = path


def test_at_least_sixty_own_scenarios_besides_the_worked_examples() -> None:
    own = [p for p in FILES if "worked_examples" not in p.parts]
    assert len(own) >= 60
