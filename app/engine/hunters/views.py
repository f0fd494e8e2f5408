"""What each viewer may see of the state (DESIGN principle 5).

``view_for`` is the only way state reaches a player. It never contains the seed or
the dice position, the order of any deck, face-down card faces, another seat's hand,
or another seat's private choices (the quest part is redacted by
``app.engine.hunters.quest.redaction``, the campaign's table by
``app.engine.hunters.campaign.redaction``:
pile orders, the story's instructions still to come, the outcomes behind open options).
The GM view is separate and explicit (``gm_view``). No view carries the quest's static
definitions (``static_definitions`` serves them by pack and quest, issue 26).
"""

from __future__ import annotations

from typing import Any

from app.content.catalog import Catalog
from app.engine.hunters.campaign.redaction import redact_board
from app.engine.hunters.quest.model.state import QuestDefinitions
from app.engine.hunters.quest.redaction import redact_decision, redact_hero, redact_quest
from app.engine.hunters.state import HuntersTable
from app.engine.kernel.decisions import OpenDecision
from app.engine.kernel.model import Viewer

HIDDEN_STATE_KEYS = frozenset({"seed", "dice_cursor"})
STATIC_QUEST_KEYS = frozenset({"defs"})
"""The quest's static definitions never ride in a view: they are the pack's content,
served apart by pack hash and quest id (``static_definitions``, issue 26)."""
SPECTATOR = Viewer(role="spectator")


def view_for(state: HuntersTable, viewer: Viewer) -> dict[str, Any]:
    """The state as ``viewer`` may see it, as JSON-ready data."""
    if viewer.role == "gm":
        return gm_view(state)
    return seat_view(public_view(state), state, viewer)


def public_view(state: HuntersTable) -> dict[str, Any]:
    """What every viewer but the GM sees alike (a spectator's view, without ``you``):
    built once per state, then each seat's own part is laid over it (``seat_view``)."""
    hidden = set(HIDDEN_STATE_KEYS) | {"quest", "campaign", "checkpoints"}
    data = state.model_dump(mode="json", exclude=hidden)
    # A save's table holds the piles of its day: players see only which saves there are.
    data["checkpoints"] = [c.model_dump(mode="json", exclude={"board"}) for c in state.checkpoints]
    data["quest"] = (
        redact_quest(state.quest, SPECTATOR).model_dump(mode="json", exclude=set(STATIC_QUEST_KEYS))
        if state.quest
        else None
    )
    data["campaign"] = (
        redact_board(state.campaign, SPECTATOR).model_dump(mode="json") if state.campaign else None
    )
    return data


def seat_view(public: dict[str, Any], state: HuntersTable, viewer: Viewer) -> dict[str, Any]:
    """``public`` (of ``state``) with what ``viewer`` alone may see laid over it: the hands
    and piles of the heroes it controls (every hand, with open hands), the pending
    decisions as redacted for it, and who it is. ``public`` itself is left as it is."""
    data = {
        **public,
        "you": {"role": viewer.role, "seat": viewer.seat, "heroes": list(viewer.heroes)},
    }
    q = state.quest
    if q is None or public.get("quest") is None or viewer.role != "seat":
        return data
    quest = dict(public["quest"])
    mine = [h for h in q.heroes if viewer.sees_hand_of(h) or viewer.controls(h)]
    if mine:
        heroes = dict(quest["heroes"])
        for hero in mine:
            heroes[hero] = redact_hero(q.heroes[hero], viewer).model_dump(mode="json")
        quest["heroes"] = heroes
    if q.pending:
        quest["pending"] = [redact_decision(d, viewer).model_dump(mode="json") for d in q.pending]
    data["quest"] = quest
    return data


def gm_view(state: HuntersTable) -> dict[str, Any]:
    """Everything, for the campaign's GM and site admins only — but the dice seed (issue
    23: a GM who could read it could foresee every roll; time travel shows what was)."""
    exclude: Any = {"seed": True}
    if state.quest is not None:
        exclude["quest"] = set(STATIC_QUEST_KEYS)
    data = state.model_dump(mode="json", exclude=exclude)
    data["you"] = {"role": "gm", "seat": None, "heroes": []}
    return data


def static_definitions(content: Catalog, quest_id: str) -> QuestDefinitions:
    """The definitions a quest of ``content`` can read, whatever its party: every hero
    card and item of the pack, the quest's enemies (deployed or arriving) and their
    action cards, its interactions and NPC allies. A superset of the ``defs`` any of its
    states holds (each entry the pack's own), so a client that has it needs no ``defs``."""
    quest = content.quests[quest_id]
    kinds = {s.enemy for s in quest.deployment} | {
        s.enemy for wave in quest.reinforcements for s in wave.enemies
    }
    decks = {content.enemies[k].deck for k in kinds}
    return QuestDefinitions(
        cards=dict(sorted(content.cards.items())),
        enemies={k: content.enemies[k] for k in sorted(kinds)},
        enemy_cards={c.id: c for d in sorted(decks) for c in content.enemy_deck(d)},
        equipment=dict(sorted(content.equipment.items())),
        interactions=quest.interactions,
        allies={ally.id: ally for ally in quest.allies},
    )


def viewer_for_seat(state: HuntersTable, seat: str) -> Viewer:
    """A seat looks at the table as the heroes it controls now (and every hand, when the
    campaign plays with open hands); the one place a seat's viewer is made."""
    heroes = state.seats[seat].heroes if seat in state.seats else ()
    return Viewer(role="seat", seat=seat, heroes=heroes, open_hands=state.hands == "open")


def still_deciding(open: OpenDecision) -> list[str]:
    """The deciding seats yet to answer: not passed on a reaction window, not voted on a
    party decision (DEV-21), not answered a stay at the inn (SETL-11)."""
    d = open.decision
    done = {*getattr(d, "passed", ()), *getattr(d, "votes", {}), *getattr(d, "answered", ())}
    return [seat for seat in d.deciders if seat not in done]


def table_summary(state: HuntersTable) -> dict[str, Any]:
    """Where a table stands, for the GM's list of campaigns: the phase, the quest and its
    round, and what the table waits on — each open decision (its kind and its deciding
    seats, in every layer), else the seat whose hero's turn it is."""
    q = state.quest
    quest = None if q is None else {"id": q.quest, "name": q.name, "round": q.round,
                                    "phase": q.phase, "outcome": q.outcome}  # fmt: skip
    waits = [
        {"kind": open.decision.model_dump().get("kind", ""), "seats": still_deciding(open)}
        for open in state.open_decisions
    ]
    if not waits and state.phase == "quest" and q is not None and q.active in q.heroes:
        waits = [{"kind": "turn", "seats": [state.seat_of_hero(q.active) or "gm"]}]
    return {"phase": state.phase, "quest": quest, "waits_on": waits}


def is_waiting_on(state: HuntersTable, seat: str | None) -> bool:
    """The table waits on ``seat`` (issue 15, the lobby's "waits on you"): a decision it
    has yet to answer (a reaction window it has not passed), or its hero's turn."""
    if seat is None or state.phase == "ended":
        return False
    if any(seat in still_deciding(open) for open in state.open_decisions):
        return True
    waits = table_summary(state)["waits_on"]
    return any(w["kind"] == "turn" and seat in w["seats"] for w in waits)
