"""Bot policies: how a simulated player picks among the commands ``legal_commands`` lists.

A policy never invents a command: it is handed the legal ones for its seat and returns
one of them, so whatever it does the rules allow (and the random policy doubles as a
fuzzer of the engine).

- ``random``: any legal command, uniformly.
- ``greedy``: attack whenever it can, else walk toward the nearest enemy, else play a
  card; answers decisions at random.
- ``careful``: revives and heals fallen and hurt allies first, plays for the quest's
  interaction goals (walks to them and takes them), attacks the weakest enemy in reach,
  keeps near its allies and beside an ally it must protect while closing in, plays its
  reactions, and spends morale only with some to spare.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from app.engine import CampaignState
from app.engine.quest.board.geometry import distance
from app.engine.quest.model.state import QuestState

Command = Any
"""A command of the engine's union (each policy reads only its ``type`` and fields)."""


class Policy(Protocol):
    name: str

    def choose(
        self, state: CampaignState, options: list[Command], rng: random.Random
    ) -> Command: ...


class RandomPolicy:
    name = "random"

    def choose(self, state: CampaignState, options: list[Command], rng: random.Random) -> Command:
        return rng.choice(options)


def _quest(state: CampaignState) -> QuestState:
    assert state.quest is not None
    return state.quest


def _enemy_spaces(q: QuestState) -> list[tuple[int, int]]:
    return [e.at for e in q.enemies.values() if e.is_active_miniature and e.at is not None]


def _gap_to_enemies(q: QuestState, command: Command) -> int:
    """How far the end of a move leaves the hero from the nearest enemy."""
    path = getattr(command, "path", None) or ()
    if not path:
        return 99
    return min((distance(path[-1], s) for s in _enemy_spaces(q)), default=0)


def _allies_near(q: QuestState, command: Command) -> int:
    """Allies within one space of where a move ends (formation)."""
    path = getattr(command, "path", None) or ()
    if not path:
        return 0
    end = path[-1]
    return sum(
        1
        for h in q.heroes.values()
        if h.id != command.unit and h.at is not None and distance(h.at, end) <= 1
    )


def _target_health(q: QuestState, command: Command) -> int:
    target = q.enemies.get(getattr(command, "target", None) or "")
    return target.health if target is not None else 99


def _best(options: list[Command], score: Callable[[Command], float], rng: random.Random) -> Command:
    """The highest-scoring option; ties broken at random (reproducibly, by ``rng``)."""
    return max(options, key=lambda c: (score(c), rng.random()))


class GreedyPolicy:
    name = "greedy"

    def choose(self, state: CampaignState, options: list[Command], rng: random.Random) -> Command:
        q = _quest(state)
        order = {"attack": 6, "cast_spell": 5, "heal": 4, "move_hero": 3, "play_card": 2}

        def score(c: Command) -> float:
            base = order.get(c.type, 1 if c.type not in ("finish_action", "end_turn") else 0)
            if c.type == "move_hero":
                return base - _gap_to_enemies(q, c) / 100
            return base

        return _best(options, score, rng)


ANSWER_SCORES = {
    "play_reaction": 70,
    "choose_reaction": 60,
    "take_free_move": 20,
    "pass_reaction": 10,
}


class CarefulPolicy:
    name = "careful"

    def choose(self, state: CampaignState, options: list[Command], rng: random.Random) -> Command:
        q = _quest(state)
        return _best(options, lambda c: self.score(q, c), rng)

    def score(self, q: QuestState, c: Command) -> float:
        """How much the command helps the party now (higher is better)."""
        match c.type:
            case "interact":
                return _interact_score(q, c)
            case "heal":
                target = q.party_unit(c.target)
                missing = target.max_health - target.health if target is not None else 0
                return 60 + 5 * missing
            case "attack":
                return 50 + max(0, 10 - _target_health(q, c))
            case "move_hero":
                return _move_score(q, c)
            case "spend_morale":
                return 10 if c.spend == _morale_to_spare(q) else 0
            case "use_defense_tokens":
                return float(c.count)
        return _plain_score(c)


def _goal_spaces(q: QuestState) -> list[tuple[int, int]]:
    """Where the quest is won by an interaction (its goal, or a peaceful way out)."""
    goal = q.goal
    wanted = {goal.alternative_interaction}
    if goal.kind == "interaction":
        wanted.add(goal.interaction)
    return [at for i in q.defs.interactions if i.id in wanted for at in i.at]


def _protected_spaces(q: QuestState) -> list[tuple[int, int]]:
    """Where the NPC allies the heroes must keep stand (QUEST-42)."""
    return [a.at for a in q.allies.values() if a.ally in q.goal.protect and a.at is not None]


def _gap(command: Command, spaces: list[tuple[int, int]]) -> int:
    path = getattr(command, "path", None) or ()
    return min((distance(path[-1], s) for s in spaces), default=0) if path else 99


def _move_score(q: QuestState, c: Command) -> float:
    """Close in on the enemies beside the allies; walk to a goal interaction when the
    quest is won there; stay by an ally the party must protect."""
    score = 30 - 3 * min(_gap_to_enemies(q, c), 8) + 2 * _allies_near(q, c)
    goal = _goal_spaces(q)
    if goal and not q.goal_met:
        score += 40 - 5 * min(_gap(c, goal), 8)
    protect = _protected_spaces(q)
    if protect:
        score += 10 - 2 * min(_gap(c, protect), 5)
    return score


def _morale_to_spare(q: QuestState) -> bool:
    """DEV-27: spend morale on a roll only with 3 or more, so some stays for later."""
    asking = next((d for d in q.pending if d.kind == "spend_morale"), None)
    hero = q.heroes.get(getattr(asking, "unit", "")) if asking is not None else None
    return hero is not None and hero.morale >= 3


PLAIN_SCORES = {
    "cast_spell": 45,
    "play_card": 40,
    "take_tokens": 35,
    "use_item": 20,
    "hide": 10,
    "skip_activity": 1,
    "finish_action": 2,
    "end_turn": 0,
    **ANSWER_SCORES,
}


def _plain_score(c: Command) -> float:
    return PLAIN_SCORES.get(c.type, 5)


def _interact_score(q: QuestState, c: Command) -> float:
    """Revive first; the quest's own interactions (its goals) next; then the rest."""
    if c.what == "revive":
        return 100
    if c.what == "quest":
        return 90
    return {"reload": 38, "collect": 25, "set_trap": 15}.get(c.what, 0)


POLICIES: dict[str, Callable[[], Policy]] = {
    "random": RandomPolicy,
    "greedy": GreedyPolicy,
    "careful": CarefulPolicy,
}
