"""The first-paint benchmark (issue 27) runs end to end with one load of each page in
Debian's Chromium and prints its figures; nothing judges them. In a process of its own:
the browser tests' Playwright may hold this one's event loop."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bench import paint

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]


def test_the_first_paint_is_measured_and_printed() -> None:
    if not Path(paint.CHROMIUM).exists():
        pytest.skip("Debian's Chromium is not installed at /usr/bin/chromium (CI installs it)")
    run = subprocess.run(
        [sys.executable, "-m", "bench.paint", "--rounds", "1"],
        capture_output=True, text=True, timeout=300, cwd=ROOT, check=False,
    )  # fmt: skip
    out = run.stdout
    assert run.returncode == 0, run.stderr[-2000:]
    assert re.search(r"p50 \d+ ms, max \d+ ms", out), out
    assert re.search(r"the lobby in the same run: p50 \d+ ms", out), out
    assert re.search(r"ratio [\d.]+x the lobby", out), out
