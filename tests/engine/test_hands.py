"""Issue 16 hole 8: the campaign's hands setting (docs/rules-decisions.md).

Closed hands (the default): each seat sees only its own heroes' hands, and a reaction
window (QUEST-34..37) — which opens only for seats holding a playable reaction — tells
no other seat whom it waits on, in the view and in the events. Open hands: the party
sees every hero's hand; the draw piles stay hidden either way.
"""

from __future__ import annotations

import random
from functools import cache

from app.engine import Actor, HuntersTable, legal_commands, view_for
from app.engine.hunters.quest.events.decisions import DecisionOpened
from app.engine.hunters.quest.model.decisions import ReactionWindow
from app.engine.hunters.quest.redaction import HIDDEN_CARD
from app.engine.hunters.views import viewer_for_seat
from app.engine.kernel.model import EventBase, Viewer
from tests.engine.quest_factory import SYSTEM, act, base, new_campaign

HEROES = ("huntress", "landsknecht", "medic")


@cache
def window_position() -> tuple[HuntersTable, list[EventBase], ReactionWindow]:
    """A seeded playout of quest 1 (attacks preferred) until a reaction window is open
    that waits on some seats but not all."""
    state, recent = new_campaign(HEROES, seed=5)
    chooser = random.Random(7)
    for _ in range(2000):
        windows = [
            d
            for d in (state.quest.pending if state.quest else ())
            if isinstance(d, ReactionWindow) and set(state.seats) - set(d.deciders)
        ]
        if windows:
            return state, recent, windows[0]
        actors = [Actor(role="seat", seat=s) for s in state.seats] + [SYSTEM]
        options = [(c, a) for a in actors for c in legal_commands(state, a, base())]
        attacks = [o for o in options if o[0].type == "attack"]
        command, actor = chooser.choice(attacks or options)
        state, recent = act(state, command.model_dump(mode="json"), actor)
    raise AssertionError("no reaction window opened")


def pending_window(view: dict[str, object], window_id: int) -> dict[str, object]:
    quest = view["quest"]
    assert isinstance(quest, dict)
    return next(d for d in quest["pending"] if d["id"] == window_id)


def with_hands(state: HuntersTable, hands: str) -> HuntersTable:
    return state.model_copy(update={"hands": hands})


def test_closed_hands_hide_whom_a_reaction_window_waits_on() -> None:
    state, events, window = window_position()
    outsider = next(s for s in state.seats if s not in window.deciders)
    decider = window.deciders[0]
    assert state.hands == "closed"  # the default
    seen_by_outsider = pending_window(view_for(state, viewer_for_seat(state, outsider)), window.id)
    assert seen_by_outsider["kind"] == "reaction"  # the table waits on a reaction …
    assert seen_by_outsider["deciders"] == []  # … on whom, it does not say
    spectator = pending_window(view_for(state, Viewer(role="spectator")), window.id)
    assert spectator["deciders"] == []
    own = pending_window(view_for(state, viewer_for_seat(state, decider)), window.id)
    assert own["deciders"] == [decider]
    opened = [e for e in events if isinstance(e, DecisionOpened)]
    for event in opened:
        shown = event.for_viewer(viewer_for_seat(state, outsider))
        assert isinstance(shown, DecisionOpened) and outsider not in shown.decision.deciders
        assert decider not in shown.decision.deciders


def test_closed_hands_show_each_seat_only_its_own_hand() -> None:
    state, _events, _window = window_position()
    seat = next(iter(state.seats))
    mine = set(state.seats[seat].heroes)
    quest = view_for(state, viewer_for_seat(state, seat))["quest"]
    assert state.quest is not None
    for hero_id, hero in quest["heroes"].items():
        if hero_id in mine:
            assert list(hero["hand"]) == list(state.quest.heroes[hero_id].hand)
        else:
            assert set(hero["hand"]) <= {HIDDEN_CARD}


def test_open_hands_show_the_party_every_hand_but_no_pile() -> None:
    state, _events, window = window_position()
    state = with_hands(state, "open")
    outsider = next(s for s in state.seats if s not in window.deciders)
    view = view_for(state, viewer_for_seat(state, outsider))
    assert state.quest is not None
    for hero_id, hero in view["quest"]["heroes"].items():
        assert list(hero["hand"]) == list(state.quest.heroes[hero_id].hand)
        if hero_id not in state.seats[outsider].heroes:
            assert set(hero["draw_pile"]) <= {HIDDEN_CARD}
    assert pending_window(view, window.id)["deciders"] == list(window.deciders)
    spectator = view_for(state, Viewer(role="spectator"))
    for hero in spectator["quest"]["heroes"].values():
        assert set(hero["hand"]) <= {HIDDEN_CARD}  # the party, not the audience
