"""``hunters simulate`` as a person runs it: a real process, its printed figures, its
report file; a typo in a hero or a quest gets one clear line and exit code 2."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from app.simulate.record import Summary, wilson_interval
from app.simulate.report import Entry, render_report

HUNTERS = Path(sys.executable).parent / "hunters"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(HUNTERS), "simulate", *args], capture_output=True, text=True, check=False
    )


def test_a_quest_is_simulated_and_its_report_written(tmp_path: Path) -> None:
    report = tmp_path / "q1.html"
    done = run("quest", "q1", "--party", "landsknecht,huntress", "--runs", "30",
               "--jobs", "2", "--seed", "3", "--report", str(report))  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "30 games from seed 3" in done.stdout
    rate = re.search(r"win rate (\d+\.\d)% \(95% interval (\d+\.\d)-(\d+\.\d)%\)", done.stdout)
    assert rate is not None, done.stdout
    low, mid, high = float(rate[2]), float(rate[1]), float(rate[3])
    assert low <= mid <= high
    assert "landsknecht: damage dealt" in done.stdout and "cards most played" in done.stdout
    html = report.read_text()
    assert "<svg" in html and "Wolves" in html
    assert "<script" not in html and "http" not in html.replace("http-equiv", "")


def test_the_same_seeds_give_the_same_figures_on_one_or_two_processes() -> None:
    args = ("quest", "q2", "--party", "medic,sorceress", "--runs", "20", "--seed", "8")
    one, two = run(*args, "--jobs", "1"), run(*args, "--jobs", "2")
    assert one.returncode == two.returncode == 0
    assert one.stdout == two.stdout


def test_a_typo_is_named_and_nothing_runs() -> None:
    done = run("quest", "q1", "--party", "landsknecht,huntres", "--runs", "5")
    assert done.returncode == 2
    assert "no hero 'huntres'" in done.stderr and "Traceback" not in done.stderr
    done = run("quest", "q99", "--party", "landsknecht,huntress", "--runs", "5")
    assert done.returncode == 2 and "no quest 'q99'" in done.stderr


def test_the_wilson_interval_holds_at_the_edges() -> None:
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0
    low, high = wilson_interval(50, 100)
    assert 0.40 < low < 0.41 and 0.59 < high < 0.60


def test_the_report_is_one_self_contained_page() -> None:
    summary = Summary()
    html = render_report("t", [Entry("q1", 1, "Wolves <&>", ("a", "b"), "normal", summary)])
    assert html.startswith("<!doctype html>") and "Wolves &lt;&amp;&gt;" in html
    assert "<script" not in html and "<link" not in html
