"""GET /api/campaigns/{id}/legal: the commands the player may send; a card whose action
would do nothing now (QUEST-25: it is still accepted and spent) says why in ``"wasted"``."""

from __future__ import annotations

from typing import Any

from app.content.loader import load_pack
from app.service.packs import install_catalog
from tests.factories import Player, read_on, register

PLACES = {"huntress": [2, 7], "landsknecht": [5, 7]}
"""Quest 1: six spaces from the nearest wolf, which moves at most 3 before a hero acts."""
HANDS = {
    "huntress": ["HT01", "HT02", "HT03", "HT04", "HT05"],
    "landsknecht": ["LK01", "LK02", "LK03", "LK04", "LK05"],
}
MELEE_ONLY = {"HT03", "LK02", "LK03", "LK05"}
"""Cards whose one activity is a melee attack: nothing to strike on a space of one's own."""
MOVES_FIRST = {"HT02", "HT04", "LK01", "LK04"}
"""Cards that begin with a Move, which an unhindered hero can always make."""


async def first_hero_turn(app: Any) -> tuple[Player, int, list[dict[str, Any]]]:
    """A solo quest 1 with the heroes placed and hands chosen as above, at the first
    moment a card may be played."""
    await install_catalog(app.state.ctx, load_pack("content/base"))
    player = await register(app, "waster")
    cid = (await player.post("/api/campaigns", {"name": "Waste", "pack": "base"})).json()["id"]
    for command in (
        {"type": "choose_hero", "hero": "huntress"},
        {"type": "choose_hero", "hero": "landsknecht"},
        {"type": "set_ready", "ready": True},
        {"type": "start_campaign"},
    ):
        assert (await player.command(cid, command)).status_code == 200
    await read_on(cid, player)  # CAMP-36: S001 is read before quest 1
    for _ in range(40):
        legal = (await player.get(f"/api/campaigns/{cid}/legal")).json()
        if any(c["type"] == "play_card" for c in legal):
            return player, cid, legal
        assert (await player.command(cid, setup_answer(legal))).status_code == 200
    raise AssertionError("no hero turn came")


def setup_answer(legal: list[dict[str, Any]]) -> dict[str, Any]:
    for command in legal:
        if command["type"] == "place_hero":
            return {**command, "at": PLACES[command["unit"]]}
        if command["type"] == "choose_opening_hand":
            return {**command, "cards": HANDS[command["unit"]]}
    return next(c for c in legal if c["type"] in ("set_turn_order", "choose_enemy_path"))


async def test_a_card_that_would_do_nothing_says_why(app: Any) -> None:
    _, _, legal = await first_hero_turn(app)
    plays = {c["card"]: c for c in legal if c["type"] == "play_card"}
    wasted = {card for card, c in plays.items() if "wasted" in c}
    assert MELEE_ONLY & set(plays) and MOVES_FIRST & set(plays)
    assert wasted >= MELEE_ONLY & set(plays)
    assert all(plays[card]["wasted"] == "no enemy on this space" for card in MELEE_ONLY & wasted)
    assert not wasted & MOVES_FIRST
    assert all("wasted" not in c for c in legal if c["type"] != "play_card")


async def test_a_wasted_card_is_still_accepted(app: Any) -> None:
    """QUEST-25: the key is a warning, not a refusal."""
    player, cid, legal = await first_hero_turn(app)
    play = next(c for c in legal if c["type"] == "play_card" and c["card"] in MELEE_ONLY)
    assert play["wasted"]
    assert (await player.command(cid, play)).status_code == 200  # sent back as listed
    view = (await player.get(f"/api/campaigns/{cid}/view")).json()["view"]
    assert play["card"] not in view["quest"]["heroes"][play["unit"]]["hand"]  # spent
