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


REFUSED = GOOD.replace(
    "expect:",
    "steps:\n  - {as: H1, command: {type: play_card, unit: H1, card: LK02}, expect_error: ERROR}"
    "\nexpect:",
)
"""After the wolf's bite, the Landsknecht plays a card he does not hold: refused with
not_in_hand (QUEST-23)."""


@pytest.mark.parametrize(
    ("error", "passes"),
    [
        ("not_in_hand", True),
        ("not_in_hand, expect_rule: QUEST-23", True),
        ("QUEST-23", False),  # a rule ID is not a code
        ("not_in_hand, expect_rule: QUEST-22", False),
        ("no_actions", False),
    ],
)
def test_expect_error_matches_the_refusals_code_only(
    tmp_path: Path, error: str, passes: bool
) -> None:
    path = tmp_path / "refused.yaml"
    path.write_text(REFUSED.replace("ERROR", error))
    result = run_file(path)
    assert result.passed is passes, result.why


def test_expect_rule_needs_the_error_it_qualifies(tmp_path: Path) -> None:
    path = tmp_path / "rule_alone.yaml"
    path.write_text(REFUSED.replace("expect_error: ERROR", "expect_rule: QUEST-23"))
    result = run_file(path)
    assert not result.passed and "steps.0" in result.why and str(path) in result.why


@pytest.mark.parametrize(
    ("expectation", "where"),
    [
        ("no_event: {type: attack_resolvd}", "expect[1].no_event: there is no event type"),
        ("no_event: {type: attack_resolved, damag: 9}", "has no field ['damag']"),
        ("event: {type: wolf_bit}", "expect[1].event: there is no event type 'wolf_bit'"),
        ("sequence: [{type: attack_resolved}, {type: bitten}]", "expect[1].sequence[1]"),
        ("no_event: {damage: 9}", "a mapping with the event's type"),
    ],
)
def test_event_expectations_are_checked_against_the_event_schemas(
    tmp_path: Path, expectation: str, where: str
) -> None:
    """A misspelled ``no_event`` could never fail; it is an error in the file instead."""
    path = tmp_path / "misspelled.yaml"
    path.write_text(f"{GOOD}  - {expectation}\n")
    result = run_file(path)
    assert not result.passed
    assert where in result.why and str(path) in result.why


def test_the_project_cli_runs_scenarios(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    (tmp_path / "good.yaml").write_text(GOOD)
    assert main(["scenario", "run", str(tmp_path)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 passed, 0 failed"
