"""legal_commands(state, actor): what a client may offer, from the same guards decide() uses."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.commands import Command
from app.engine.kernel.model import Actor
from app.engine.quest.legal import quest_commands
from app.engine.state import CampaignState
from app.engine.table import commands as tc
from app.engine.table import rules as table


def legal_commands(state: CampaignState, actor: Actor, content: Catalog) -> list[Command]:
    """Every command ``actor`` could send now that decide() would accept; free-text
    commands (party name) are offered with the current value, and choices too many to
    list (an opening hand, a turn order) by their default."""
    if state.phase in ("quest", "between_quests"):
        return quest_commands(state, actor, content)  # type: ignore[return-value]
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
