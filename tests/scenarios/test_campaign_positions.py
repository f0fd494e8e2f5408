"""What a campaign position can say and what it refuses (issue 23: options were ignored,
a `quest:` or `unit:` expectation crashed, piles could not be emptied or marked drawn,
the story's state could not be set): every mistake is a FAIL naming the place."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.scenarios.run import run_file

POSITION = """
name: a position
rules: [CAMP-16]
campaign:
  heroes: [landsknecht, huntress]
  CHANGE
expect:
  - EXPECT
"""


def position(change: str = "day: 2", expect: str = "campaign: {days: {day: 2}}") -> str:
    return POSITION.replace("CHANGE", change).replace("EXPECT", expect)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (position("drawn: {plot: [S003]}"), "drawn.plot: only road and town cards"),
        (position("drawn: {road_1: [R2-01]}"), "drawn.road_1: ['R2-01'] are not in the pile"),
        (position("piles: {road_1: [R3-01]}"), "piles.road_1: the pile holds only"),
        (position("piles: {wagon: []}"), "piles.wagon: no such pile"),
        (position("time_tokens: {A: 61}"), "time_tokens: a time token lies on a day of 1 to 60"),
        (position("story: {cards_seen: [S001]}"), "story: unknown fields ['cards_seen']"),
        (position("rewards: {M02: {gold: 3}}"), "rewards.M02.gold"),
        (
            position().replace("rules: [CAMP-16]", "rules: [CAMP-16]\noptions: {night: true}"),
            "options.night: not for a campaign position",
        ),
        (position(expect="unit: landsknecht\n    health: 4"), "no quest is being played"),
        (position(expect="quest: {phase: playing}"), "no quest is being played"),
        (position(expect="campaign_count: {piles.road_1: 3}"), "campaign_count.piles.road_1: 12"),
        (position(expect="campaign_absent: {piles.road_1: R1-03}"), "'R1-03' is there"),
        (position(expect="table: {difficulty: master}"), "table: expected"),
    ],
)
def test_a_wrong_position_or_expectation_fails_naming_it(
    tmp_path: Path, text: str, why: str
) -> None:
    path = tmp_path / "position.yaml"
    path.write_text(text)
    result = run_file(path)
    assert not result.passed and why in result.why, result.why


def test_the_position_holds_what_it_says(tmp_path: Path) -> None:
    path = tmp_path / "position.yaml"
    path.write_text(
        position(
            "piles: {road_1: [R1-02, R1-01]}\n  drawn: {road_1: [R1-01]}\n"
            "  story: {entries_read: ['6.05'], tasks_completed: [J001]}",
            "campaign: {piles: {road_1: [R1-02, R1-01], used: [R1-01]},"
            " story: {entries_read: ['6.05'], tasks_completed: [J001]}}",
        )
    )
    result = run_file(path)
    assert result.passed, result.why
