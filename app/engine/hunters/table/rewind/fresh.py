"""Fresh chance after a rewind (issue 24): going back must not show the table what comes
next. The GM's rewind and the table's vote carry a new seed the service drew
(``StateRewound.fresh_seed``), so every die after the point falls anew; and each road
and town pile whose cards were seen since the point (CAMP-14..16, SETL-07: drawn from
the bottom, put back on top) is reshuffled with it, as ``pile_reshuffled`` events; back
in a quest, so are the heroes' draw piles and the enemies' action piles that were drawn
from since (``draw_piles_reshuffled``). A seat's own quiet undo rolled and revealed
nothing (rules.py), so it keeps its dice."""

from __future__ import annotations

from app.engine.hunters.campaign.events.region import PileReshuffled
from app.engine.hunters.campaign.model.piles import PileName, Piles
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.state import HuntersTable
from app.engine.hunters.table.rewind.events import DrawPilesReshuffled, StateRewound
from app.engine.kernel.dice import Dice, SeededDice, shuffled
from app.engine.kernel.model import EventBase

SHUFFLED_PILES: tuple[PileName, ...] = ("road_1", "road_2", "road_3", "town")
"""The piles the rules shuffle (CAMP-06, CAMP-16, SETL-07); plot, task and location
cards lie in numbered order, which nothing hidden decides."""


def seen_since(then: Piles, now: Piles | None) -> tuple[PileName, ...]:
    """The shuffled piles whose cards moved since ``then`` (one was drawn, turned or
    reshuffled): their order, as ``then`` holds it, is known to the table now."""
    if now is None:
        return tuple(p for p in SHUFFLED_PILES if then.cards(p))
    return tuple(
        pile
        for pile in SHUFFLED_PILES
        if then.cards(pile) != now.cards(pile) or _drawn(then, pile) != _drawn(now, pile)
    )


def _drawn(piles: Piles, pile: PileName) -> set[str]:
    return {card for card in piles.used if card in piles.cards(pile)}


def _changed(then: dict[str, tuple[str, ...]], now: dict[str, tuple[str, ...]] | None) -> list[str]:
    """The draw piles of ``then`` (two cards or more) that are not as they were now."""
    return [k for k, pile in then.items() if len(pile) > 1 and (now is None or now.get(k) != pile)]


def quest_piles_seen(then: QuestState, now: QuestState | None) -> tuple[list[str], list[str]]:
    """The heroes and the enemy species whose draw piles (QUEST-05, ENEMY-05) moved since
    ``then``: all of them if the table has left that quest since."""
    same = now is not None and now.quest == then.quest
    heroes = {k: u.draw_pile for k, u in then.heroes.items()}
    decks = {k: d.draw_pile for k, d in then.enemy_decks.items()}
    now_heroes = {k: u.draw_pile for k, u in now.heroes.items()} if same and now else None
    now_decks = {k: d.draw_pile for k, d in now.enemy_decks.items()} if same and now else None
    return _changed(heroes, now_heroes), _changed(decks, now_decks)


def _campaign_reshuffles(then: HuntersTable, now: HuntersTable, dice: Dice) -> list[EventBase]:
    if then.campaign is None:
        return []
    piles = then.campaign.piles
    seen = seen_since(piles, now.campaign.piles if now.campaign else None)
    return [PileReshuffled(pile=pile, order=shuffled(dice, piles.cards(pile))) for pile in seen]


def _quest_reshuffles(then: HuntersTable, now: HuntersTable, dice: Dice) -> list[EventBase]:
    quest = then.quest
    if quest is None or then.phase != "quest":
        return []
    heroes, decks = quest_piles_seen(quest, now.quest)
    if not heroes and not decks:
        return []
    return [
        DrawPilesReshuffled(
            heroes={k: shuffled(dice, quest.heroes[k].draw_pile) for k in heroes},
            enemies={k: shuffled(dice, quest.enemy_decks[k].draw_pile) for k in decks},
        )
    ]


def fresh_chance(now: HuntersTable, events: list[EventBase]) -> tuple[list[EventBase], int]:
    """The reshuffles a rewind among ``events`` calls for, drawn from its fresh seed, and
    the dice position after them (0: no rewind with a fresh seed, or nothing seen)."""
    rewound = next((e for e in events if isinstance(e, StateRewound)), None)
    if rewound is None or rewound.fresh_seed is None or rewound.state is None:
        return [], 0
    then, dice = rewound.state, SeededDice(rewound.fresh_seed)
    reshuffled = [*_campaign_reshuffles(then, now, dice), *_quest_reshuffles(then, now, dice)]
    return reshuffled, dice.cursor
