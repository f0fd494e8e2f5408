"""legal_commands(state, actor): what a client may offer, from the same guards decide() uses.

Each layer lists its own: the table setup here (app/engine/hunters/table/seats/rules.py), the start
of a quest (app/engine/hunters/quest_start.py's guard), the quest's commands
(app/engine/hunters/quest/legal.py, on the quest and the seats), the campaign's commands between
quests (app/engine/hunters/campaign/legal.py, on the campaign's table and the seats).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.content.catalog import Catalog
from app.engine.hunters.campaign import commands as cc
from app.engine.hunters.campaign.legal import campaign_commands
from app.engine.hunters.campaign.rules.development import join_guard
from app.engine.hunters.commands import Command
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.legal import quest_commands
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.wasted_cards import wasted_card_reason
from app.engine.hunters.quest_start import seating, start_guard
from app.engine.hunters.state import HuntersTable
from app.engine.hunters.table.saves.rules import name_guard, restore_guard
from app.engine.hunters.table.seats import rules as table
from app.engine.kernel.deciders import SeatOf
from app.engine.kernel.model import Actor
from app.engine.table.saves import commands as sc
from app.engine.table.seats import commands as tc


@dataclass(frozen=True)
class SeatedQuest:
    """The quest in progress and the campaign's seats, as the quest's rules read them."""

    quest: QuestState
    seat_of: SeatOf


def legal_commands(state: HuntersTable, actor: Actor, content: Catalog) -> list[Command]:
    """Every command ``actor`` could send now that decide() would accept; free-text
    commands (party name) are offered with the current value, and choices too many to
    list (an opening hand, a turn order) by their default."""
    return [
        *_phase_commands(state, actor, content),
        *_hand_overs(state, actor),
        *_save_commands(state, actor),
    ]


def _save_commands(state: HuntersTable, actor: Actor) -> list[Command]:
    """CAMP-37: the GM may restore any save; a player may name the latest while it has
    no name (renaming is accepted, not offered)."""
    saves = state.checkpoints
    out: list[Command] = [
        sc.RestoreCheckpoint(checkpoint=s.id)
        for s in saves
        if restore_guard(state, actor, s.id) is None
    ]
    if saves and not saves[-1].label and name_guard(state, actor, saves[-1].id) is None:
        out.append(sc.NameCheckpoint(checkpoint=saves[-1].id, label=f"Day {saves[-1].day}"))
    return out


def _phase_commands(state: HuntersTable, actor: Actor, content: Catalog) -> list[Command]:
    if state.phase == "between_quests" and state.campaign is not None:
        board = state.campaign
        joins = _joins(state, actor, content)
        return [*campaign_commands(board, seating(state), actor, content), *joins]  # type: ignore[list-item]
    if state.phase == "between_quests":
        return [
            qc.StartQuest(quest=q)
            for q in sorted(content.quests)
            if start_guard(state, actor, q, content) is None
        ]
    if state.phase == "quest":
        if state.quest is None:
            return []
        seated = SeatedQuest(state.quest, state.seat_of_hero)
        return quest_commands(seated, actor)  # type: ignore[return-value]
    return _table_commands(state, actor, content)


def _joins(state: HuntersTable, actor: Actor, content: Catalog) -> list[Command]:
    """DEV-35: a seat without a hero may join the party with any hero not in it."""
    if actor.role != "seat" or actor.seat not in state.seats or state.seats[actor.seat].heroes:
        return []
    board = state.campaign
    assert board is not None
    return [
        cc.JoinParty(hero=h)
        for h in sorted(content.heroes)
        if join_guard(board, content, h) is None
    ]


def _hand_overs(state: HuntersTable, actor: Actor) -> list[Command]:
    """DEV-34: the GM may hand a hero whose player left to any seat with room for it (a
    player who joined late, or one who takes over); listed in every phase."""
    return [
        tc.AssignHero(hero=hero, seat=seat)
        for hero in state.unassigned
        for seat in state.seats
        if table.assign_guard(state, actor, hero, seat) is None
    ]


def wasted_reason(state: HuntersTable, command: Command) -> str | None:
    """QUEST-25: for a card a hero could play, why its action would do nothing now (the
    card is still accepted and spent); None for any other command, or a card that can."""
    if not isinstance(command, qc.PlayCard) or state.quest is None:
        return None
    hero = state.quest.heroes.get(command.unit)
    return wasted_card_reason(state.quest, hero, command.card) if hero is not None else None


def _table_commands(state: HuntersTable, actor: Actor, content: Catalog) -> list[Command]:
    commands: list[Command] = []
    for hero in content.heroes:
        if table.choose_hero_guard(state, actor, hero, content) is None:
            commands.append(tc.ChooseHero(hero=hero))
    if table.seat_guard(state, actor) is None and table.setup_guard(state) is None:
        assert actor.seat is not None
        seat = state.seats[actor.seat]
        commands.extend(tc.ReleaseHero(hero=h) for h in seat.heroes)
        if seat.heroes:
            commands.append(tc.SetReady(ready=not seat.ready))
        commands.append(tc.NameParty(name=state.party_name or "The Hunters"))
    if table.start_guard(state, actor) is None:
        commands.append(tc.StartCampaign())
    return commands
