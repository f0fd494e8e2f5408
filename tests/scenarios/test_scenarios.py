"""Every scenario file passes (docs/scenario-format.md), and the runner's own contract."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from app.scenarios.cli import run_and_report
from app.scenarios.run import load_scenario, run_file, scenario_files

HERE = Path(__file__).parent
FILES = scenario_files([str(HERE)])


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario_passes(path: Path) -> None:
    result = run_file(path)
    assert result.passed, result.why


def test_names_are_unique_in_their_folder() -> None:
    seen: dict[tuple[Path, str], Path] = {}
    for path in FILES:
        name = load_scenario(path).name
        assert (path.parent, name) not in seen, f"{path} repeats {seen[(path.parent, name)]}"
        seen[(path.parent, name)] = path


def test_at_least_sixty_own_scenarios_besides_the_worked_examples() -> None:
    own = [p for p in FILES if "worked_examples" not in p.parts]
    assert len(own) >= 60


GOOD = """
name: a wolf bites
rules: [ENEMY-15]
board: {size: [3, 3]}
units:
  - {id: W1, enemy: wolf, at: [1, 1]}
  - {id: H1, hero: landsknecht, at: [1, 1], equipment: [], hand: [LK19]}
enemy_decks: {wolf: [W-A]}
turn: {round: 1, active: W1, order: [W1, H1]}
dice: {attack: [2, 2]}
expect:
  - event: {type: attack_resolved, attacker: W1, target: H1, damage: 3}
"""


def test_the_command_prints_a_line_each_and_the_totals(tmp_path: Path) -> None:
    (tmp_path / "good.yaml").write_text(GOOD)
    (tmp_path / "wrong.yaml").write_text(
        GOOD.replace("name: a wolf bites", "name: wrong").replace("damage: 3", "damage: 2")
    )
    out = io.StringIO()
    code = run_and_report([str(tmp_path)], out)
    lines = out.getvalue().splitlines()
    assert lines[0] == "PASS a wolf bites"
    assert lines[1].startswith("FAIL wrong: expect[0]: no event matches")
    assert lines[-1] == "1 passed, 1 failed"
    assert code == 1


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("name: [unclosed", "not readable YAML"),
        ("- just a list", "a scenario is a mapping"),
        (
            GOOD.replace("size: [3, 3]", "size: [3, 3], walls: [{at: [1, 1], side: Q}]"),
            "board.walls.0.side",
        ),
        (
            GOOD.replace("hero: landsknecht", "hero: nobody"),
            "units[1].hero: 'nobody' is not in the content pack",
        ),
        (
            GOOD.replace("hand: [LK19]", "hand: [{id: X, hero: landsknecht}]"),
            "units[1].hand[0].name",
        ),
        (
            GOOD.replace("expect:", "steps:\n  - {as: H1, command: {type: fly}}\nexpect:"),
            "steps[0].command",
        ),
        (
            GOOD.replace("dice: {attack: [2, 2]}", "dice: {attack: [2]}"),
            "forced attack dice ran out",
        ),
        (
            GOOD.replace("dice: {attack: [2, 2]}", "dice: {attack: [2, 2, 3]}"),
            "forced dice not used",
        ),
    ],
)
def test_a_broken_file_is_a_fail_naming_the_field(tmp_path: Path, text: str, where: str) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(text)
    result = run_file(path)
    assert not result.passed
    assert where in result.why
    if "YAML" in where or "mapping" in where:
        assert str(path) in result.why


def test_the_project_cli_runs_scenarios(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    (tmp_path / "good.yaml").write_text(GOOD)
    assert main(["scenario", "run", str(tmp_path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 passed, 0 failed"
