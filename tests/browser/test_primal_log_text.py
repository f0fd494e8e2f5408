"""Every event a Primal fight can write has words in the game log (static/js/primal/
logtext.js), the list read from the engine's own event registry, so a new event type
without log text fails here. Then the events of seeded fights of the engine's test pack,
as a seat receives them, are described in the browser: each says something (or is one of
the few silent kinds, with why), names a P- rule, and shows no id and no hidden card."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.evolve.registry import PRIMAL_EVENTS
from app.engine.primal.table import events as table_events
from app.engine.primal.views import view_for
from tests.browser.pages import no_script_errors, player
from tests.engine.primal.helpers import playout, start

pytestmark = pytest.mark.browser

RULE = re.compile(r"^P-[A-Z]+-\d+$")
FIGHTS = [("prologue", ("blade", "hammer"), 0), ("arena", ("bow", "shield", "blade"), 1),
          ("hive-marsh", ("hammer", "bow"), 1), ("golem-quarry", ("shield", "blade"), 1),
          ("titan-peak", ("blade", "bow"), 3)]  # fmt: skip

DESCRIBE = """async ({events, view}) => {
  const log = await import("/js/log.js");
  const primal = await import("/js/primal/logtext.js");
  // The table's own events are worded beside it, as the table screen loads them (the
  // page itself runs the built client: these modules are this test's own instances).
  await import("/js/primal/tablelog.js");
  return {
    described: log.describedTypes().filter((t) => t.startsWith("primal_")),
    silent: Object.keys(primal.PRIMAL_SILENT),
    lines: events.map((event) => log.describe(event, { primal: view, memory: {} })),
  };
}"""


def engine_event_types() -> set[str]:
    """The fight's event types and the Primal table's own (its seats' hunters, issue 30)."""
    table = {
        kind.model_fields["type"].default
        for kind in vars(table_events).values()
        if isinstance(kind, type) and issubclass(kind, EventBase) and kind is not EventBase
    }
    return set(PRIMAL_EVENTS.kinds) | table


def fight_log(
    fight: str, hunters: tuple[str, ...], level: int, seed: int
) -> tuple[list[EventBase], Any]:
    events, state = start(fight=fight, hunters=hunters, level=level, seed=seed)
    log = list(events)
    for _, _, _, new, after in playout(state, seed=seed, limit=400, keen=True):
        log += new
        state = after
    return log, state


def seat_payload(log: list[EventBase], state: Any, seat: str) -> dict[str, Any]:
    viewer = Viewer(role="seat", seat=seat, heroes=(seat,))
    shown = [e.for_viewer(viewer) for e in log]
    return {
        "events": [e.model_dump(mode="json") for e in shown if e is not None],
        "view": view_for(state, viewer),
    }


@pytest.fixture(scope="module")
def page(browser: Browser, server: str) -> Page:
    page = player(browser, server)
    page.goto("/#/login")
    return page


def test_every_primal_event_type_has_a_describer(page: Page) -> None:
    answer = page.evaluate(DESCRIBE, {"events": [], "view": None})
    types = engine_event_types()
    assert types, "the registry lists no event type"
    assert sorted(types - set(answer["described"])) == []
    assert sorted(set(answer["described"]) - types) == []  # no words for an event that is gone
    assert sorted(set(answer["silent"]) - types) == []
    no_script_errors(page)


def ids_of(view: dict[str, Any]) -> set[str]:
    defs = view["defs"]
    words = (
        set(defs["cards"]) | set(defs["weapons"]) | set(defs["protections"]) | set(defs["items"])
    )
    words |= (
        set(defs["masteries"])
        | set(defs["attrition"])
        | {b["id"] for b in defs["monster"]["behaviors"]}
    )
    return {w for w in words if "-" in w}


@pytest.mark.parametrize(("fight", "hunters", "level"), FIGHTS)
def test_a_fights_log_reads_as_sentences_with_rules(
    page: Page, fight: str, hunters: tuple[str, ...], level: int
) -> None:
    log, state = fight_log(fight, hunters, level, seed=3)
    payload = seat_payload(log, state, hunters[0])
    answer = page.evaluate(DESCRIBE, payload)
    silent = set(answer["silent"])
    ids = ids_of(payload["view"])
    problems = []
    for event, line in zip(payload["events"], answer["lines"], strict=True):
        kind = event["type"]
        if line is None:
            if kind not in silent:
                problems.append(f"{kind}: no words")
            continue
        text = line["text"]
        if not text.strip() or any(
            bad in text for bad in ("undefined", "[object", "NaN", "null", " ? ")
        ):
            problems.append(f"{kind}: {text!r}")
        if [w for w in ids if w in text] or "#" in text:
            problems.append(f"{kind}: an id in {text!r}")
        if not RULE.match(line["rule"]):
            problems.append(f"{kind}: no rule ID ({line['rule']!r})")
    assert problems == []
    no_script_errors(page)


def test_a_hand_drawn_by_another_seat_is_counted_never_named(page: Page) -> None:
    log, state = fight_log("prologue", ("blade", "hammer"), 0, seed=2)
    payload = seat_payload(log, state, "hammer")
    answer = page.evaluate(DESCRIBE, payload)
    drawn = [
        line["text"]
        for event, line in zip(payload["events"], answer["lines"], strict=True)
        if event["type"] == "primal_cards_drawn" and event["hunter"] == "blade"
    ]
    assert drawn and all(re.fullmatch(r"Blade draws \d+ cards?\.", text) for text in drawn), drawn
    no_script_errors(page)
