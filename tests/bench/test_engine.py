"""M7's figures (issue 17) are printed from a played quest: the replay rate, the load
from a snapshot plus a tail, and an ``events`` message's bytes with and without the
quest's static definitions. Only their presence and the sizes' order are checked."""

from __future__ import annotations

import re

import pytest

from app.content.loader import load_pack
from bench.engine import TAIL_EVENTS, events_message_bytes, played_log, print_m7


def test_m7_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    log = played_log(load_pack())
    assert len(log) > TAIL_EVENTS
    print_m7(1.5, 60_000.0, log)
    out = capsys.readouterr().out
    assert "M7 enemy phase 1.50 ms" in out and "replay 60,000 events/s" in out
    assert re.search(rf"load from snapshot \+ {TAIL_EVENTS} events [\d.]+ ms", out), out
    whole, change = r"[\d,]+ bytes with the whole view", r"[\d,]+ bytes with its change"
    assert re.search(rf"events message mid-quest: {whole}, {change}", out)


def test_the_static_definitions_are_what_a_lean_message_leaves_out() -> None:
    full, lean = events_message_bytes(played_log(load_pack()))
    assert 0 < lean < full
