"""``hunters simulate campaign`` as a person runs it: whole campaigns played, their
figures printed, the HTML report written; a typo in a hero gets one line and code 2."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """``hunters simulate …`` from this checkout (python -m app.cli, as the script runs)."""
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "simulate", *args],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )  # fmt: skip


def test_campaigns_are_simulated_and_their_report_written(tmp_path: Path) -> None:
    report = tmp_path / "campaign.html"
    done = run("campaign", "--party", "landsknecht,huntress", "--runs", "2", "--jobs", "1",
               "--seed", "4", "--report", str(report))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "2 campaigns from seed 4" in done.stdout
    rate = re.search(r"main plot finished in time: (\d+\.\d)% \(95% interval", done.stdout)
    assert rate is not None, done.stdout
    assert "q1: played 2, won" in done.stdout and "furthest quest reached" in done.stdout
    earned = re.search(r"economy: a hero earned (\d+\.\d) gold and (\d+\.\d) XP", done.stdout)
    assert earned is not None and float(earned[2]) > 0, done.stdout
    html = report.read_text()
    assert "<svg" in html and "difficulty curve" in html and "Wolves at the Forest" in html
    assert "Economy, on average: a hero earned" in html
    assert "<script" not in html and "http" not in html.replace("http-equiv", "")


def test_an_unknown_hero_is_one_clear_line() -> None:
    done = run("campaign", "--party", "landsknecht,huntres", "--runs", "1")
    assert done.returncode == 2
    assert done.stderr.strip() == "hunters simulate: no hero 'huntres'; the pack has " + (
        done.stderr.split("the pack has ")[1].strip()
    )
