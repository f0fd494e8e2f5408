"""The random policy as a fuzzer of the engine (issue 18): random legal games over every
quest of the base pack end without an engine error, every state keeps the invariants,
and every game's log, stored as the codec stores it, replays to the same final state.

``HUNTERS_FUZZ_GAMES`` sets the games per quest (default 6 here; ``make bench`` plays
10,000 in all, bench/simulate.py).
"""

from __future__ import annotations

import os
from collections import Counter

import pytest

from app.db.codec import decode_event, encode_event
from app.engine import HuntersTable, replay
from app.simulate.playout import Game, play_quest
from app.simulate.policies import RandomPolicy
from app.simulate.table import quest_table
from tests.engine.quest_factory import base

GAMES = int(os.environ.get("HUNTERS_FUZZ_GAMES", "6"))
PARTIES = (("landsknecht", "huntress"), ("medic", "sorceress", "man_at_arms"))


def check_invariants(state: HuntersTable, decks: dict[str, Counter[str]]) -> None:
    """Health within its bounds, tokens within theirs, every hero's cards all accounted
    for (QUEST-12, ATK-33, ENEMY-20)."""
    q = state.quest
    assert q is not None
    cap = q.options.token_cap
    for hero in q.heroes.values():
        assert 0 <= hero.health <= hero.max_health, hero.id
        assert hero.morale >= 0, hero.id
        piles = Counter((*hero.draw_pile, *hero.hand, *hero.used, *hero.in_play))
        assert piles == decks[hero.id], hero.id
        for name in ("offense", "defense", "mighty"):
            assert 0 <= getattr(hero.tokens, name) <= max(cap, 2), (hero.id, name)
    for enemy in q.enemies.values():
        assert 0 <= enemy.health <= enemy.start_health, enemy.id


def fold_checked(start: HuntersTable, game: Game) -> HuntersTable:
    """The game's log folded event by event, checking every state on the way."""
    assert start.quest is not None
    decks = {h.id: Counter(h.draw_pile) for h in start.quest.heroes.values()}
    state = start
    for event in game.events:
        state = replay([event], state)
        check_invariants(state, decks)
    return state


@pytest.mark.parametrize("quest", sorted(base().quests))
@pytest.mark.parametrize("party", PARTIES, ids=len)
def test_random_games_end_keep_their_invariants_and_replay(
    quest: str, party: tuple[str, ...]
) -> None:
    for seed in range(GAMES):
        game = play_quest(base(), quest, party, "normal", seed, RandomPolicy())
        assert game.final is not None and game.final.quest is not None
        assert game.final.quest.phase == "ended"
        start = quest_table(base(), quest, party, "normal", seed)
        assert fold_checked(start, game) == game.final
        stored = [decode_event(*encode_event(e)) for e in game.events]
        assert replay(stored, start).model_dump(mode="json") == game.final.model_dump(mode="json")
