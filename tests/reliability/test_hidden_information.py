"""Scenario 7 of issue 16: hidden information, checked byte by byte with canaries.

Random games of the base pack (hypothesis draws every command among the legal ones)
are played through the real service: commands over HTTP, the live table's fan-out to
each seat and a spectator, ``/view``, ``/events``, ``/legal``, ``/preview`` and the
refusals of illegal commands. The canaries are the secrets themselves at each moment:
the campaign's seed (a distinctive number), every card id in a hand the viewer may not
see, and the order of every draw pile, whole and as any two cards next to each other.
None may appear in any byte a player or a spectator is sent (a pair they were sent
before, as their own draw, tells nothing when a reshuffle puts it together again).
(Face-down campaign cards and unread tales come with the campaign layer; the leak
checker's ``face_down`` rule already covers them.)
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import SecretStr

from app.content.loader import load_pack
from app.engine import Actor, HuntersTable
from app.main import create_app
from app.realtime.connection import Connection
from app.realtime.room import Room
from app.service.campaigns import NewCampaign, campaign_state, create_campaign
from app.service.commands import CommandRequest, run_command
from app.service.packs import install_catalog
from app.settings import Settings
from tests.factories import Player, command_id, register
from tests.realtime.test_room_pending import member_for_seat
from tests.reliability.harness import fresh_database

SEED_CANARY = 7_319_475_503_118_821
COMMANDS_PER_GAME = 40
CHECKED: dict[str, int] = {"games": 0, "commands": 0, "payloads": 0, "bytes": 0, "pairs": 0}
SEEN_PAIRS: dict[frozenset[str], set[str]] = {}
"""Per viewer (their heroes) in this game: the pairs of ids sent next to each other."""
NEXT_TO = re.compile(r'"([^"\\]{1,24})",(?="([^"\\]{1,24})")')


def as_sent(cards: tuple[str, ...]) -> str:
    """A list of card ids as the server's compact JSON would write it."""
    return json.dumps(list(cards), separators=(",", ":"))


def canaries(state: HuntersTable, viewer_heroes: set[str]) -> set[str]:
    """What ``viewer_heroes``' seat may not see, as the bytes that would carry it: the
    seed, another hero's hand (as a list: card ids alone are public in the card
    definitions) and any pile's real order (its owner sees it sorted), whole and as any
    two cards next to each other (issue 24: a partial order leaks as much)."""
    secret = {str(SEED_CANARY)}
    if state.quest is None:
        return secret
    for hero in state.quest.heroes.values():
        deck = (*hero.draw_pile, *hero.hand, *hero.used, *hero.in_play)
        if hero.id not in viewer_heroes and len(hero.hand) > 1:
            secret.add(as_sent(hero.hand))
            secret |= pairs_of(hero.hand, deck)
        pile = hero.draw_pile
        # A pile still in sorted order (a deck built from the public card pool, before the
        # opening hand shuffles it) holds no secret: its order is everyone's to know.
        if len(pile) > 1 and tuple(sorted(pile)) != pile:
            secret.add(as_sent(pile))
            secret |= pairs_of(pile, deck)
    for enemies in state.quest.enemy_decks.values():
        if len(enemies.draw_pile) > 1:
            secret.add(as_sent(enemies.draw_pile))
            secret |= pairs_of(enemies.draw_pile, (*enemies.draw_pile, *enemies.used))
    return secret


def pairs_of(cards: tuple[str, ...], deck: tuple[str, ...] | None = None) -> set[str]:
    """Each two cards next to each other in a hidden order, as JSON would write them in
    a list: cards of which ``deck`` (the whole deck they are part of) holds one copy
    each (with copies, the same two ids are next to each other in what the viewer may
    see, their own draw, a discard, as often as not), and not next to each other in an
    order anyone may know (the cards sorted, as an owner sees their pile, or the pack's
    own order of its cards)."""
    copies = Counter(cards if deck is None else deck)
    public = adjacent(tuple(sorted(cards))) | pack_pairs()
    return {
        as_sent(pair)[1:-1]
        for pair in adjacent(cards) - public
        if copies[pair[0]] == 1 and copies[pair[1]] == 1
    }


def adjacent(cards: tuple[str, ...]) -> set[tuple[str, str]]:
    return set(itertools.pairwise(cards))


@cache
def pack_pairs() -> frozenset[tuple[str, str]]:
    """Cards next to each other in the base pack's own lists (its card definitions)."""
    catalog = load_pack()
    found: set[tuple[str, str]] = set()
    for cards in (catalog.cards, catalog.enemy_cards):
        found |= adjacent(tuple(cards))
    return frozenset(found)


def assert_clean(text: str, secrets: set[str], state: HuntersTable, heroes: set[str]) -> None:
    """No canary in ``text``, but for a pair of cards this viewer was sent next to each
    other before (their own draw of two cards, a discard pile): a pile reshuffled later
    may put them next to each other again by chance, which tells nothing."""
    CHECKED["payloads"] += 1
    CHECKED["bytes"] += len(text)
    seen = SEEN_PAIRS.setdefault(frozenset(heroes), set())
    CHECKED["pairs"] += sum(1 for canary in secrets - seen if canary.startswith('"'))
    for canary in secrets - seen:
        if canary in text:
            at = text.index(canary)
            shown = text[max(0, at - 200) : at + 100]
            raise AssertionError(f"canary {canary!r} sent to a viewer of {heroes}: …{shown}…")
    seen |= {f'"{a}","{b}"' for a, b in NEXT_TO.findall(text)}


async def play_one_game(url: str, folder: Path, choices: list[int]) -> None:
    config = Settings(
        database_url=url,
        data_dir=folder,
        secret_key=SecretStr("canaries"),
        http_commands_per_second=10_000,
        http_command_burst=10_000,
    )
    app = create_app(config)
    async with app.router.lifespan_context(app):
        await play_in(app, choices)


@dataclass
class Table:
    """A campaign of the base pack started through the service: two seats over HTTP (the
    GM's own seat and a friend's), a spectator, and each seat's live socket connection."""

    ctx: Any
    campaign_id: int
    seats: dict[str, Player]
    room: Room
    conns: dict[str, Connection]
    viewers: dict[str, tuple[Player, set[str]]]


async def set_up_table(app: Any) -> Table:
    ctx = app.state.ctx
    SEEN_PAIRS.clear()
    catalog = load_pack()
    await install_catalog(ctx, catalog)
    gm = await register(app, "keeper")
    friend = await register(app, "friend")
    watcher = await register(app, "watcher")
    async with ctx.sessions() as db:
        from sqlalchemy import select

        from app.db.models import User

        owner = await db.scalar(select(User).where(User.username_key == "keeper"))
    spec = NewCampaign(name="Canaries", content_hash=catalog.content_hash, seed=SEED_CANARY)
    campaign_id = (await create_campaign(ctx, owner, spec)).id
    for player, role in ((friend, "player"), (watcher, "spectator")):
        invite = await gm.post(f"/api/campaigns/{campaign_id}/invites", {"role": role})
        await player.post(f"/api/invites/{invite.json()['token']}/accept")
    seats = {"seat1": gm, "seat2": friend}
    for (_seat, player), hero in zip(seats.items(), ("huntress", "landsknecht"), strict=True):
        await player.command(campaign_id, {"type": "choose_hero", "hero": hero})
        await player.command(campaign_id, {"type": "set_ready", "ready": True})
    await gm.command(campaign_id, {"type": "start_campaign"})
    room = Room(ctx, campaign_id)
    conns = {
        seat: Connection(None, await member_for_seat(ctx, campaign_id, seat), queue_size=100_000)  # type: ignore[arg-type]  # no socket: the room only queues
        for seat in seats
    }
    for conn in conns.values():
        await room.join(conn, None)
        room.connections.add(conn)
    ctx.bus.subscribe(lambda cid, seq: _wake(room, seq))
    viewers: dict[str, tuple[Player, set[str]]] = {
        "seat1": (gm, {"huntress"}),
        "seat2": (friend, {"landsknecht"}),
        "spectator": (watcher, set()),
    }
    return Table(ctx, campaign_id, seats, room, conns, viewers)


async def play_in(app: Any, choices: list[int]) -> None:
    table = await set_up_table(app)
    ctx, campaign_id, seats, room = table.ctx, table.campaign_id, table.seats, table.room
    conns, viewers = table.conns, table.viewers
    for choice in choices:
        state = await campaign_state(ctx, room_campaign(ctx, campaign_id))
        assert isinstance(state, HuntersTable), "the board game's table"
        await check_http(campaign_id, state, viewers)
        if not await take_a_turn(ctx, campaign_id, seats, choice):
            break
        if room.worker is not None:
            await room.worker
        state = await campaign_state(ctx, room_campaign(ctx, campaign_id))
        assert isinstance(state, HuntersTable), "the board game's table"
        for seat, conn in conns.items():
            while not conn.outbox.empty():
                assert_clean(
                    conn.outbox.get_nowait(),
                    canaries(state, viewers[seat][1]),
                    state,
                    viewers[seat][1],
                )
        CHECKED["commands"] += 1
    CHECKED["games"] += 1


def _wake(room: Room, seq: int) -> Any:
    room.wake(seq)
    return asyncio.sleep(0)


def room_campaign(ctx: Any, campaign_id: int) -> Any:
    from app.db.models import Campaign

    return Campaign(id=campaign_id)


async def check_http(
    campaign_id: int, state: HuntersTable, viewers: dict[str, tuple[Player, set[str]]]
) -> None:
    for player, heroes in viewers.values():
        secrets = canaries(state, heroes)
        base = f"/api/campaigns/{campaign_id}"
        legal = await player.get(f"{base}/legal")
        for response in (
            await player.get(f"{base}/view"),
            await player.get(f"{base}/events"),
            legal,
        ):
            assert_clean(response.text, secrets, state, heroes)
        previewable = [c for c in legal.json() if c["type"] in ("move", "attack")][:5]
        if previewable:
            preview = await player.post(f"{base}/preview", {"commands": previewable})
            assert_clean(preview.text, secrets, state, heroes)
        wrong = await player.command(
            campaign_id, {"type": "attack", "unit": "nobody", "target": "x"}
        )
        assert_clean(wrong.text, secrets, state, heroes)


async def take_a_turn(ctx: Any, campaign_id: int, seats: dict[str, Player], choice: int) -> bool:
    """One command drawn among everything legal now (a seat's over HTTP, or the system's)."""
    options: list[tuple[str, dict[str, Any]]] = []
    for seat, player in seats.items():
        options += [
            (seat, c) for c in (await player.get(f"/api/campaigns/{campaign_id}/legal")).json()
        ]
    from app.engine import legal_commands

    state = await campaign_state(ctx, room_campaign(ctx, campaign_id))

    assert isinstance(state, HuntersTable), "the board game's table"
    async with ctx.sessions() as db:
        catalog = await ctx.content.catalog(db, state.content_hash)
    options += [
        ("system", c.model_dump(mode="json"))
        for c in legal_commands(state, Actor(role="system"), catalog)
    ]
    if not options:
        return False
    who, command = options[choice % len(options)]
    command = {k: v for k, v in command.items() if k != "wasted"}
    if who == "system":
        await run_command(
            ctx,
            CommandRequest(
                campaign_id=campaign_id,
                command_id=command_id(),
                payload=command,
                actor=Actor(role="system"),
            ),
        )
    else:
        await seats[who].command(campaign_id, command)
    return True


CHOICES = st.lists(st.integers(0, 10**6), min_size=COMMANDS_PER_GAME, max_size=COMMANDS_PER_GAME)


def test_no_canary_reaches_a_player_or_a_spectator(
    tmp_path_factory: Any, figures: Callable[[str], None]
) -> None:
    """Random games, every payload searched; then the figures of this run's games (in this
    test, not a later one's: under pytest-xdist a test may run without the others)."""
    CHECKED.update(dict.fromkeys(CHECKED, 0))
    random_games_without_a_canary(tmp_path_factory)
    assert CHECKED["games"] > 0
    figures(
        f"hidden information: {CHECKED['games']} random games, {CHECKED['commands']} commands, "
        f"{CHECKED['payloads']} payloads ({CHECKED['bytes'] / 1e6:.1f} MB) sent to seats and a "
        "spectator searched for canaries (seed, other hands, pile orders whole and in"
        f" pairs: {CHECKED['pairs']} pair searches): none found"
    )


@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(choices=CHOICES)
def random_games_without_a_canary(tmp_path_factory: Any, choices: list[int]) -> None:
    # A loop of its own, in a thread of its own (pytest-asyncio may run one here).
    folder = tmp_path_factory.mktemp("canaries")
    with fresh_database("sqlite", folder) as url, ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, play_one_game(url, folder, choices)).result()


def test_two_hidden_cards_next_to_each_other_are_a_canary_unless_anyone_knows_the_pair() -> None:
    """The probe can fail on a partial order: ``"HT05","HT01"`` tells the pile's order."""
    assert pairs_of(("HT05", "HT01", "HT09")) == {'"HT05","HT01"', '"HT01","HT09"'}
    assert pairs_of(("HT01", "HT02", "HT07")) == set()  # sorted, and the pack's own order
    assert pairs_of(("HT05", "HT01"), ("HT05", "HT01", "HT05")) == set()  # two HT05s
    SEEN_PAIRS.clear()
    secrets = {'"HT05","HT01"'}
    with pytest.raises(AssertionError, match="HT05"):
        assert_clean('{"pile":["HT05","HT01"]}', secrets, None, set())  # type: ignore[arg-type]
    assert_clean('{"drawn":["HT05","HT01"]}', set(), None, {"huntress"})  # type: ignore[arg-type]
    assert_clean('{"pile":["HT05","HT01"]}', secrets, None, {"huntress"})  # type: ignore[arg-type]
