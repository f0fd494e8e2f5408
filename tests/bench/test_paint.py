"""The first-paint benchmark (issue 27) runs end to end with one load of each page in
Debian's Chromium and prints its figures; nothing judges them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench import paint

pytestmark = pytest.mark.browser


def test_the_first_paint_is_measured_and_printed(capsys: pytest.CaptureFixture[str]) -> None:
    if not Path(paint.CHROMIUM).exists():
        pytest.skip("Debian's Chromium is not installed at /usr/bin/chromium (CI installs it)")
    paint.main(1)
    out = capsys.readouterr().out
    assert re.search(r"p50 \d+ ms, max \d+ ms", out), out
    assert re.search(r"the lobby in the same run: p50 \d+ ms", out), out
    assert re.search(r"ratio [\d.]+x the lobby", out), out
