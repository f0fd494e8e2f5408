"""The Primal figures of ``make bench`` are printed from a real card play and a played
fight (only their presence and shape are checked: speed is never asserted in a test)."""

from __future__ import annotations

import re

import pytest

from bench.primal import print_primal


def test_the_primal_figures_are_printed(capsys: pytest.CaptureFixture[str]) -> None:
    print_primal(0.1, repeats=5)
    out = capsys.readouterr().out
    assert re.search(r"primal card play \+ 2 reactions\s+[\d.]+ us", out), out
    assert re.search(r"primal fight replay\s+\d+ events/s \(\d+ events\)", out), out
