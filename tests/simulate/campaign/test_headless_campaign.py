"""The whole base campaign played headless by the scripted party (issues 12, 13, 18): the
careful quest policy in every quest, app/simulate/campaign/party.py between them. Every
campaign ends (CAMP-02: won, or lost when the days run out) without an engine error (a
command legal_commands listed and decide refused), every state passes the invariants and
the log replays to the same final state.

``make test`` plays 3 of ``SEEDS``, ``make test-all`` all 12 (a minute or more of one
core's time); ``make bench`` (bench/campaign.py) plays 50 the same way and prints
campaigns per second."""

from __future__ import annotations

from collections import Counter

import pytest

from app.engine import HuntersTable, replay
from app.simulate.campaign.playout import CampaignGame, play_campaign, seated_campaign
from app.simulate.campaign.route import steps_between
from app.simulate.policies import CarefulPolicy
from tests.conftest import seeds_with_a_slow_tail
from tests.engine.campaign.test_headless_campaign import check_invariants
from tests.engine.campaign.test_views_and_properties import total_tokens
from tests.engine.quest_factory import base

SEEDS = range(12)
IN_MAKE_TEST = 3  # one for each size of party; the other 9 are `slow`: `make test-all`
PARTIES = (
    ("landsknecht", "huntress"),
    ("landsknecht", "huntress", "medic"),
    ("man_at_arms", "huntress", "medic", "sorceress"),
)


class Invariants:
    """check_invariants at every step; tokens re-counted after each quest (findings and
    used items may change them)."""

    def __init__(self) -> None:
        self.tokens: Counter[str] | None = None
        self.steps = 0

    def __call__(self, before: HuntersTable, after: HuntersTable) -> None:
        self.steps += 1
        if before.campaign is None or after.campaign is None:
            return
        if self.tokens is None or before.phase != "between_quests":
            self.tokens = total_tokens(before)
        check_invariants(before, after, self.tokens)


@pytest.mark.parametrize("seed", seeds_with_a_slow_tail(SEEDS, IN_MAKE_TEST))
def test_the_whole_campaign_is_played_to_its_end(seed: int) -> None:
    party = PARTIES[seed % len(PARTIES)]
    invariants = Invariants()
    game = play_campaign(base(), party, "normal", seed, CarefulPolicy(), invariants)
    assert game.final is not None and game.final.campaign is not None
    board = game.final.campaign
    assert game.final.phase == "ended"
    assert board.story.result in ("victory", "defeat")
    assert invariants.steps == game.commands - (len(party) * 3 + 1)  # all but the seating
    assert replay(game.events) == game.final


def test_the_party_follows_the_main_plot_beyond_the_tutorial() -> None:
    """The party reads the large plot cards and rides to the main plot's cards: it reaches
    the last quest (q10) well before the days run out."""
    game = play_campaign(base(), PARTIES[1], "normal", 0, CarefulPolicy())
    reached = [q.quest for q in game.quests]
    assert "q10" in reached, reached
    assert min(q.day for q in game.quests if q.quest == "q10") < 55


def test_steps_between_map_cards_are_kings_moves() -> None:
    """CAMP-11: one day to any of the 8 neighbours, so the distance is the king's move."""
    game = CampaignGame(party=PARTIES[0], difficulty="normal", seed=1)
    state = seated_campaign(base(), PARTIES[0], "normal", 1, game)
    assert state.campaign is not None
    board = state.campaign
    grid = board.region.grid
    assert steps_between(board, grid[0][0], grid[0][0]) == 0
    assert steps_between(board, grid[0][0], grid[1][1]) == 1
    assert steps_between(board, grid[0][0], grid[-1][-1]) == max(len(grid), len(grid[0])) - 1
