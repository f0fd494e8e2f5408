"""``hunters simulate`` and ``hunters scenario run`` from any folder: the content pack is
found from the settings (CONTENT_DIR, by default the folder shipped with the game), and a
missing pack is one line on stderr and exit code 2, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HUNTERS = Path(sys.executable).parent / "hunters"
ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "tests" / "scenarios" / "campaign" / "we09_attribute_test.yaml"


def run_in(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k != "CONTENT_DIR"} | env
    return subprocess.run(
        [str(HUNTERS), *args], capture_output=True, text=True, check=False, cwd=cwd,
        env=environment,
    )  # fmt: skip


def test_a_quest_is_simulated_outside_the_project_root(tmp_path: Path) -> None:
    done = run_in(tmp_path, "simulate", "quest", "q1", "--party", "landsknecht,huntress",
                  "--runs", "2", "--jobs", "1")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "2 games from seed 0" in done.stdout


def test_a_scenario_runs_outside_the_project_root(tmp_path: Path) -> None:
    done = run_in(tmp_path, "scenario", "run", str(SCENARIO))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("PASS ")


def test_a_configured_content_folder_is_used(tmp_path: Path) -> None:
    done = run_in(tmp_path, "simulate", "quest", "q1", "--party", "landsknecht,huntress",
                  "--runs", "1", "--jobs", "1", CONTENT_DIR=str(ROOT / "content"))  # fmt: skip
    assert done.returncode == 0, done.stderr


def test_a_missing_pack_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    for args in (
        ("simulate", "quest", "q1", "--party", "landsknecht,huntress", "--runs", "1"),
        ("simulate", "campaign", "--runs", "1", "--jobs", "1"),
    ):
        done = run_in(tmp_path, *args, CONTENT_DIR=str(tmp_path / "nowhere"))
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and "no such pack folder" in lines[0], done.stderr
        assert "CONTENT_DIR" in lines[0]
