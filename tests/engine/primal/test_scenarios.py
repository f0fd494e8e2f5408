"""Every Primal scenario file passes (docs/scenario-format.md, "Primal scenarios"), and
the runner's own contract: a broken file is a FAIL naming the field, never a crash."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from app.scenarios.run import run_file, scenario_files

HERE = Path(__file__).parent / "scenarios"
FILES = scenario_files([str(HERE)])


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(HERE)) for p in FILES])
def test_scenario_passes(path: Path) -> None:
    result = run_file(path)
    assert result.passed, result.why


def test_names_are_unique_in_their_folder() -> None:
    seen: dict[tuple[Path, str], Path] = {}
    for path in FILES:
        name = yaml.safe_load(path.read_text(encoding="utf-8"))["name"]
        assert (path.parent, name) not in seen, f"{path} repeats {seen[(path.parent, name)]}"
        seen[(path.parent, name)] = path


GOOD = """
name: a plain attack
game: primal
rules: [P-TURN-20]
hunters:
  - {id: blade, sector: south, hand: [blade-strike, blade-charge], deck: [blade-dash]}
  - {id: hammer, sector: west}
monster: {facing: south}
behavior: {slots: [claw-rake, roar, searing-gale]}
turn: {hunter: blade, phase: action}
steps:
  - as: blade
    command: {type: primal_play_card, hunter: blade, card: blade-strike, pay: [blade-charge]}
expect:
  - event: {type: primal_monster_damaged, amount: 4}
"""


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (GOOD.replace("amount: 4", "amount: 5"), "no event matches"),
        (GOOD.replace("hunter: blade, card:", "hunter: blade, cardd:"), "steps[0].command"),
        (GOOD.replace("[claw-rake,", "[no-such-card,"), "no behavior card"),
        (GOOD.replace("blade-dash]", "blade-dashh]"), "hunters[0].deck[0]"),
        (GOOD.replace("primal_monster_damaged", "primal_monster_damagd"), "expect[0]"),
        (GOOD.replace("card: blade-strike", "card: blade-dash"), "rejected: not_in_hand"),
        (GOOD + "shuffles: {behavior: [[roar]]}\n", "forced shuffles not used"),
    ],
)
def test_a_broken_file_is_a_fail_naming_the_field(tmp_path: Path, text: str, where: str) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(text)
    result = run_file(path)
    assert result.passed is False
    assert where in result.why, result.why


def test_the_good_file_passes(tmp_path: Path) -> None:
    path = tmp_path / "good.yaml"
    path.write_text(GOOD)
    assert run_file(path).passed, run_file(path).why
