"""Bringing a base-pack campaign to Penzberg through the real server, as a party would:
the tutorial chapter's commands (tests/engine/campaign/test_walkthrough.py) sent over
the HTTP API by the players whose turn it is, the quests on the way played by a scripted
party, and every question the story asks on the way (a vote, a tester, morale after a
test) answered by whoever is asked."""

from __future__ import annotations

import time
import uuid
from typing import Any

from tests.browser.tables import Client, Table, started_table

QUEST_ORDER = ("attack", "move_hero", "play_card", "end_turn")
STORY_ANSWERS = ("vote_on_choice", "spend_morale_on_test")
WALKTHROUGH: tuple[dict[str, Any], ...] = (
    {"type": "travel_to", "to": "M06"},  # S002: quest 2
    {"type": "undertake_task", "task": "J001"},
    {"type": "travel_to", "to": "M02"},
    {"type": "read_plot_card", "card": "S003"},
    {"type": "travel_to", "to": "M06"},  # the rewards left there
    {"type": "undertake_task", "task": "J002"},
    {"type": "travel_to", "to": "M07"},  # 18.01: quest 3a
    {"type": "travel_to", "to": "M10"},  # S005: Penzberg's locations
    {"type": "enter_location", "location": "L01"},  # S006: the Duke's 2 gold each
)


def send(client: Client, campaign: int, command: dict[str, Any], *, as_gm: bool = False) -> None:
    """One command; over the login session's budget (10 a second) it waits and retries."""
    body = {"command_id": f"road-{uuid.uuid4().hex[:16]}", "command": command}
    headers = {"X-CSRF-Token": client.csrf}
    path = f"/api/campaigns/{campaign}/{'gm/' if as_gm else ''}commands"
    for _ in range(20):
        answer = client.http.post(path, json=body, headers=headers)
        if answer.status_code != 429:
            assert answer.status_code < 300, f"{command}: {answer.status_code} {answer.text}"
            return
        time.sleep(0.5)
    raise AssertionError(f"{command} stayed over the command budget")


def distance(a: list[int], b: list[int]) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def nearest_enemy(quest: dict[str, Any], at: list[int]) -> int:
    spots = [e["at"] for e in quest["enemies"].values() if e.get("at") and e["health"] > 0]
    return min((distance(at, spot) for spot in spots), default=0)


def quest_move(quest: dict[str, Any], options: list[dict[str, Any]]) -> dict[str, Any]:
    """The scripted party: an attack that can hit, else a card that does something, else
    the Move that ends nearest an enemy, else the end of the turn."""
    useful = [o for o in options if not o.get("wasted")]
    for kind in ("attack", "play_card"):
        found = [o for o in useful if o["type"] == kind]
        if found:
            return found[0]
    moves = [o for o in useful if o["type"] == "move_hero"]
    if moves:
        return min(moves, key=lambda o: nearest_enemy(quest, o["path"][-1]))
    ends = [o for o in options if o["type"] == "end_turn"]
    chosen = (ends or [o for o in options if o["type"] != "apply_default"])[0]
    return {k: v for k, v in chosen.items() if k != "wasted"}


def story_answer(options: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Option A where there is one, else the first answer; morale is kept."""
    answers = [o for o in options if o["type"] in STORY_ANSWERS]
    keep = [o for o in answers if o["type"] == "spend_morale_on_test" and not o["spend"]]
    first_a = [o for o in answers if o.get("choice") == "A"]
    chosen = keep or first_a or answers
    return chosen[0] if chosen else None


def weaken_the_enemies(gm: Client, campaign: int, quest: dict[str, Any]) -> bool:
    """The GM (the campaign's creator) sets every enemy on the board to 1 Health, so the
    scripted party's quests on the way end in a few rounds (a GM correction, issue 15)."""
    strong = [k for k, e in quest["enemies"].items() if e.get("at") and e["health"] > 1]
    for unit in strong:
        fix = {"type": "correct_health", "unit": unit, "health": 1, "reason": "a quick quest"}
        send(gm, campaign, fix, as_gm=True)
    return bool(strong)


def one_step(
    clients: list[Client], campaign: int, wanted: dict[str, Any] | None = None
) -> tuple[str, dict[str, Any] | None]:
    """Send ``wanted`` if a player may ("sent"); else answer the story ("answered") or
    make one move of the quest in progress ("played"); "idle" with the view when the
    party is between quests and nothing is asked."""
    menus = [(client, client.legal(campaign)) for client in clients]
    for client, options in menus:
        if wanted is not None and wanted in options:
            send(client, campaign, wanted)
            return "sent", None
    for client, options in menus:
        answer = story_answer(options)
        if answer is not None:
            send(client, campaign, answer)
            return "answered", None
    view = clients[0].view(campaign)
    if view["phase"] != "quest":
        return "idle", view
    if weaken_the_enemies(clients[0], campaign, view["quest"]):
        return "played", view
    for client, options in menus:
        if options:
            send(client, campaign, quest_move(view["quest"], options))
            return "played", view
    return "played", view  # the table runs on by itself (enemy turns) meanwhile


def settle(clients: list[Client], campaign: int) -> None:
    """Answer whatever the story still asks until nobody is asked."""
    for _ in range(30):
        answered = False
        for client in clients:
            answer = story_answer(client.legal(campaign))
            if answer is not None:
                send(client, campaign, answer)
                answered = True
                break
        if not answered:
            return
    raise AssertionError("the story keeps asking")


def drive(clients: list[Client], campaign: int, wanted: dict[str, Any]) -> None:
    """Play and answer until ``wanted`` may be sent, send it, and answer what it asks."""
    for _ in range(1500):
        done, _view = one_step(clients, campaign, wanted)
        if done == "sent":
            settle(clients, campaign)
            return
        if done == "idle":
            raise AssertionError(f"nobody may send {wanted} and nothing else waits")
    raise AssertionError(f"{wanted} never became possible")


def play_quests(clients: list[Client], campaign: int, until: str | None = None) -> None:
    """Answer what the story asks and play out the quests it starts (a road or town
    card's story may lead into one) until the party is between quests with nothing
    asked, or until quest ``until`` has begun."""
    for _ in range(1500):
        view = clients[0].view(campaign)
        if until is not None and view["phase"] == "quest" and view["quest"]["quest"] == until:
            return
        done, _view = one_step(clients, campaign)
        if done == "idle":
            assert until is None, f"quest {until} did not begin"
            return
    raise AssertionError("the quest never ended")


def calm(clients: list[Client], campaign: int) -> None:
    """Play and answer until the party is between quests with nothing asked."""
    play_quests(clients, campaign)


def enter_location(clients: list[Client], campaign: int, location: str) -> None:
    """The party stands on ``location`` of the settlement it is in, whatever the town
    cards drawn on the way (SETL-06) made of the story."""
    for _ in range(5):
        calm(clients, campaign)
        if clients[0].view(campaign)["campaign"]["region"]["location"] == location:
            return
        drive(clients, campaign, {"type": "enter_location", "location": location})
    raise AssertionError(f"the party never stayed on {location}")


def party_in_penzberg(base: str) -> Table:
    """Landsknecht (player 1) and Huntress (player 2) at the Ducal Residence on day 6."""
    table = started_table(base, [["landsknecht"], ["huntress"]], pack="base")
    for command in WALKTHROUGH:
        drive(table.clients, table.campaign, command)
    return table
