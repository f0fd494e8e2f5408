"""POST /api/campaigns/{id}/preview: what a move would do, asked before confirming it;
the rules are the engine's own and nothing is stored."""

from __future__ import annotations

from typing import Any

from app.api.routes.preview import preview_one
from app.content.loader import load_pack
from app.engine import Actor
from app.service.packs import install_catalog
from tests.engine.quest_factory import base, position
from tests.factories import Player, read_on, register

SETUP_ANSWERS = ("place_hero", "choose_opening_hand", "set_turn_order", "choose_enemy_path")


async def solo_quest(app: Any) -> tuple[Player, int]:
    """A solo player with two heroes, at the first hero turn of quest 1 that can move."""
    await install_catalog(app.state.ctx, load_pack("content/base"))
    player = await register(app, "solo")
    cid = (await player.post("/api/campaigns", {"name": "Solo", "pack": "base"})).json()["id"]
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
        if any(c["type"] == "move_hero" for c in legal):
            return player, cid
        answer = next((c for c in legal if c["type"] in SETUP_ANSWERS), None)
        assert answer is not None, legal
        assert (await player.command(cid, answer)).status_code == 200
    raise AssertionError("no hero turn came")


async def test_a_move_is_previewed_and_nothing_changes(app: Any) -> None:
    player, cid = await solo_quest(app)
    legal = (await player.get(f"/api/campaigns/{cid}/legal")).json()
    moves = [c for c in legal if c["type"] == "move_hero"]
    longest = max(moves, key=lambda c: len(c["path"]))
    seq_before = (await player.get(f"/api/campaigns/{cid}/view")).json()["seq"]

    answer = await player.post(f"/api/campaigns/{cid}/preview", {"commands": moves})
    assert answer.status_code == 200
    previews = answer.json()
    assert len(previews) == len(moves)
    assert all(p["ok"] and p["move"] and p["attack"] is None for p in previews)
    by_length = {len(m["path"]): p["move"] for m, p in zip(moves, previews, strict=True)}
    assert by_length[len(longest["path"])]["steps"] == len(longest["path"])
    # The last step of the longest path is bought with morale (DEV-28).
    assert by_length[len(longest["path"])]["morale"] is True
    assert by_length[1]["morale"] is False

    after = (await player.get(f"/api/campaigns/{cid}/view")).json()
    assert after["seq"] == seq_before


async def test_an_illegal_move_is_refused_in_words(app: Any) -> None:
    player, cid = await solo_quest(app)
    legal = (await player.get(f"/api/campaigns/{cid}/legal")).json()
    move = next(c for c in legal if c["type"] == "move_hero")
    far = {**move, "path": [[0, 0]]}
    other = {"type": "end_turn", "unit": move["unit"]}
    answer = await player.post(f"/api/campaigns/{cid}/preview", {"commands": [far, other]})
    refused, not_previewable = answer.json()
    assert refused["ok"] is False
    assert refused["message"]
    assert refused["rule"].startswith("MOVE-")
    assert not_previewable == {
        "ok": False,
        "code": "not_previewable",
        "message": "Only moves and attacks can be previewed.",
        "rule": "",
    }


async def test_the_preview_needs_the_security_token(app: Any) -> None:
    player, cid = await solo_quest(app)
    response = await player.client.post(
        f"/api/campaigns/{cid}/preview", json={"commands": [{"type": "end_turn"}]}
    )
    assert response.status_code == 403


SEAT = Actor(role="gm")  # the scenario position seats nobody; the GM may act for any hero


def test_a_shot_into_a_fight_keeps_the_aimed_targets_numbers() -> None:
    """ATK-21, issue 11: the preview's stand-in dice roll a 6 on the engagement roll, so
    the declared attack goes to a friend; the odds shown are still the aimed wolf's (its
    defense was "null"), with ``engagement`` saying the shot may hit a friend."""
    state = position(
        {
            "board": {"size": [6, 6]},
            "units": [
                {"id": "H1", "hero": "huntress", "at": [0, 2], "equipment": ["hunting_bow"],
                 "hand": ["HT04", "HT08"]},
                {"id": "H2", "hero": "landsknecht", "at": [2, 2], "hand": ["LK19"]},
                {"id": "W1", "enemy": "wolf", "at": [2, 2]},
            ],
            "turn": {"round": 1, "active": "H1"},
        }
    )  # fmt: skip
    payload = {"type": "attack", "unit": "H1", "target": "W1", "kind": "ranged",
               "discard": "HT04", "spend_morale": False}  # fmt: skip
    answer = preview_one(state, payload, SEAT, base())
    assert answer["ok"], answer
    facts = answer["attack"]
    assert facts["target"] == "W1" and facts["engagement"] is True
    assert facts["defense"] == 0 and facts["dice"] >= 1


def test_a_leap_preview_shows_no_attack_of_the_enemys() -> None:
    """MOVE-12: a hero leaving an engagement is previewed up to the leap; the enemy's
    penalty attack is another side's roll, so the answer has no ``attack`` numbers, only
    who may strike."""
    state = position(
        {
            "board": {"size": [6, 6]},
            "units": [
                {"id": "H1", "hero": "landsknecht", "at": [2, 2], "hand": ["LK19", "LK05"]},
                {"id": "W1", "enemy": "wolf", "at": [2, 2]},
            ],
            "turn": {"round": 1, "active": "H1"},
        }
    )
    payload = {"type": "move_hero", "unit": "H1", "path": [[3, 2]], "discard": "LK19"}
    answer = preview_one(state, payload, SEAT, base())
    assert answer["ok"], answer
    assert answer["attack"] is None
    assert answer["move"]["leap"] is True and answer["move"]["penalty_by"] == "W1"
