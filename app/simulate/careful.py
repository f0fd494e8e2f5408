"""The careful bot: plays a quest as a thoughtful player would.

It revives and heals fallen and hurt allies first and plays for the quest's interaction
goals (walks to them and takes them). It weighs every attack by its odds (the expected
damage and the chance to eliminate the target, ``attack_odds.py``) and a card by the best
thing it would let the hero do once played (one step ahead), so it does not throw a good
Attack 3 card away on a basic Attack 1 or play a card it cannot use. A hero with a bow
keeps at shooting distance, the others close in beside their allies and beside an ally
the party must protect; it plays its reactions and spends morale only with some to spare.
"""

from __future__ import annotations

import random

from app.engine import HuntersTable
from app.engine.hunters.quest.board.geometry import Space, distance, geometry, neighbour_table
from app.engine.hunters.quest.board.pathing import distance_field
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.stats import hero_weapons
from app.simulate.attack_odds import attack_odds
from app.simulate.choosing import Ahead, Command, best, enemy_spaces, move_end, quest_of

ANSWER_SCORES = {
    "play_reaction": 70,
    "choose_reaction": 60,
    "take_free_move": 20,
    "pass_reaction": 10,
}
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
IDLE = ("finish_action", "skip_activity", "end_turn")
"""What a played card leaves a hero when it can do nothing with it."""
WASTED_CARD = 3.0
"""The worth of playing a card whose action the hero cannot use now."""
BASIC_ACTION_COST = 4.0
"""A basic action is paid with a card from the hand (QUEST-24), worth something later."""
SHOOTING_GAP = 2
"""Spaces a hero with a bow keeps from the nearest enemy: in range, not engaged."""
AROUND_A_WALL = 10
"""Counted beyond the straight distance when no walk leads to an enemy at all."""


class CarefulPolicy:
    name = "careful"

    def choose(
        self,
        state: HuntersTable,
        options: list[Command],
        rng: random.Random,
        ahead: Ahead | None = None,
    ) -> Command:
        q = quest_of(state)
        worth: dict[str, float] = {}

        def score(c: Command) -> float:
            if c.type == "play_card" and ahead is not None:
                if c.card not in worth:  # copies of one card lead to the same options
                    worth[c.card] = self.card_worth(c, ahead)
                return worth[c.card]
            return self.score(q, c)

        return best(options, score, rng)

    def card_worth(self, c: Command, ahead: Ahead) -> float:
        """The best thing the played card lets the hero do next, a little less than doing
        it outright (the card is spent)."""
        after = ahead(c)
        if after is None:
            return WASTED_CARD
        state, follow = after
        useful = [self.score(quest_of(state), f) for f in follow if f.type not in IDLE]
        return max(useful, default=WASTED_CARD) - 1

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
                return _attack_score(q, c)
            case "move_hero":
                return _move_score(q, c)
            case "spend_morale":
                return 10 if c.spend == _morale_to_spare(q) else 0
            case "use_defense_tokens":
                return float(c.count)
        return PLAIN_SCORES.get(c.type, 5)


def _attack_score(q: QuestState, c: Command) -> float:
    """ATK-05..11: the expected damage, and more for a likely elimination; a basic attack
    costs the card it discards."""
    odds = attack_odds(q, c)
    if odds is None:
        target = q.enemies.get(getattr(c, "target", None) or "")
        return 50 + max(0, 10 - (target.health if target is not None else 99))
    cost = BASIC_ACTION_COST if getattr(c, "discard", None) else 0.0
    return 44 + 8 * odds.damage + 24 * odds.kill - cost


def _goal_spaces(q: QuestState) -> list[Space]:
    """Where the quest is won by an interaction (its goal, or a peaceful way out)."""
    goal = q.goal
    wanted = {goal.alternative_interaction}
    if goal.kind == "interaction":
        wanted.add(goal.interaction)
    return [at for i in q.defs.interactions if i.id in wanted for at in i.at]


def _opening_spaces(q: QuestState) -> list[Space]:
    """Where a quest interaction opens a wall not yet opened (a gate to the enemies)."""
    return [
        at
        for i in q.defs.interactions
        if i.removes_walls and i.id not in q.interactions_done
        for at in i.at
    ]


def _protected_spaces(q: QuestState) -> list[Space]:
    """Where the NPC allies the heroes must keep stand (QUEST-42)."""
    return [a.at for a in q.allies.values() if a.ally in q.goal.protect and a.at is not None]


def _gap(command: Command, spaces: list[Space]) -> int:
    end = move_end(command)
    return min((distance(end, s) for s in spaces), default=0) if end is not None else 99


def _allies_near(q: QuestState, command: Command) -> int:
    """Allies within one space of where a move ends (formation)."""
    end = move_end(command)
    if end is None:
        return 0
    return sum(
        1
        for h in q.heroes.values()
        if h.id != command.unit and h.at is not None and distance(h.at, end) <= 1
    )


def _is_shooter(q: QuestState, unit: str) -> bool:
    """A hero with a ranged weapon in hand, which shoots best from a distance (ATK-15)."""
    hero = q.heroes.get(unit)
    return hero is not None and bool(hero_weapons(q, hero, "ranged"))


def walking_gap(q: QuestState, command: Command) -> int:
    """Steps a walk needs from the end of a move to the nearest enemy, around walls
    (MOVE-01/08): a yard behind a curtain wall is far, however near it looks."""
    end = move_end(command)
    if end is None:
        return 99
    geo = geometry(q.board)
    if not geo.is_on_board(end):  # a move off the board where it may be left (MOVE-06)
        return 99
    steps = neighbour_table(geo, flight=False, rule=q.options.diagonal_step_corner)
    gaps = []
    for at in enemy_spaces(q):
        walk = distance_field(geo, steps, geo.index(at), ())[geo.index(end)]
        gaps.append(walk if walk >= 0 else distance(end, at) + AROUND_A_WALL)
    return min(gaps, default=0)


def _move_score(q: QuestState, c: Command) -> float:
    """Close in on the enemies beside the allies (a shooter to its shooting distance);
    walk to a goal interaction when the quest is won there, and to a gate still shut;
    stay by an ally the party must protect."""
    gap = min(walking_gap(q, c), 8)
    closing = abs(gap - SHOOTING_GAP) if _is_shooter(q, c.unit) else gap
    score = 30 - 3 * closing + 2 * _allies_near(q, c)
    goal = _goal_spaces(q)
    if goal and not q.goal_met:
        score += 40 - 5 * min(_gap(c, goal), 8)
    gates = _opening_spaces(q)
    if gates:
        score += 24 - 3 * min(_gap(c, gates), 8)
    protect = _protected_spaces(q)
    if protect:
        score += 10 - 2 * min(_gap(c, protect), 5)
    return score


def _morale_to_spare(q: QuestState) -> bool:
    """DEV-27: spend morale on a roll only with 3 or more, so some stays for later."""
    asking = next((d for d in q.pending if d.kind == "spend_morale"), None)
    hero = q.heroes.get(getattr(asking, "unit", "")) if asking is not None else None
    return hero is not None and hero.morale >= 3


def _interact_score(q: QuestState, c: Command) -> float:
    """Revive first; the quest's own interactions (its goals) next; then the rest."""
    if c.what == "revive":
        return 100
    if c.what == "quest":
        return 90
    return {"reload": 38, "collect": 25, "set_trap": 15}.get(c.what, 0)
