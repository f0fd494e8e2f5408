"""The campaign at a Primal table (issue 31): its commands decided by the campaign layer
(app/engine/primal/campaign/), the hunts it begins played by the fight engine, and each
hunt's end handed back to the campaign, all in one decide."""

from __future__ import annotations

from typing import Any

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal import commands as pc
from app.engine.primal.campaign import commands as cc
from app.engine.primal.campaign import decide as campaign
from app.engine.primal.campaign.events import HuntBegun
from app.engine.primal.campaign.evolve import observe_fight
from app.engine.primal.campaign.steps import hunt_over
from app.engine.primal.decide import decide_fight
from app.engine.primal.model.options import PrimalOptions
from app.engine.primal.table import rules
from app.engine.primal.table.evolve import evolve_table
from app.engine.primal.table.model import PrimalTable

Decided = tuple[list[EventBase], PrimalTable] | Rejection


def _folded(table: PrimalTable, events: list[EventBase]) -> PrimalTable:
    for event in events:
        table = evolve_table(table, event)
    return table


def begin_problem(
    table: PrimalTable, actor: Actor, cmd: cc.BeginCampaign, catalog: PrimalCatalog
) -> Rejection | None:
    """P-CAMP-41: chosen when the campaign starts, from the table's setup (P-SETUP-19)."""
    return rules.begin_problem(table, actor) or campaign.begin_problem(catalog, cmd)


def decide_campaign_command(
    table: PrimalTable, command: Any, dice: Dice, actor: Actor, catalog: PrimalCatalog,
    window: int,
) -> Decided:  # fmt: skip
    """A campaign command; a hunt it begins is set up at once (``window``: the fight's
    reaction time-out)."""
    if isinstance(command, cc.BeginCampaign):
        problem = begin_problem(table, actor, command, catalog)
        seats = {h: s.seat for s in table.seats.values() for h in s.hunters}
        found = problem or campaign.begin_campaign(catalog, command, seats)
    elif table.phase == "fight":
        return reject("hunt_under_way", "That waits until the hunt is over.", "P-CAMP-03")
    else:
        found = campaign.decide_campaign(table.campaign, command, actor, catalog)
    if isinstance(found, Rejection):
        return found
    after = _folded(table, found)
    begun = next((e for e in found if isinstance(e, HuntBegun)), None)
    return (
        (found, after) if begun is None else _start_hunt(after, found, begun, dice, catalog, window)
    )


def _start_hunt(
    table: PrimalTable, events: list[EventBase], begun: HuntBegun, dice: Dice,
    catalog: PrimalCatalog, window: int,
) -> Decided:  # fmt: skip
    """P-CAMP-07: the scenario set up with every hunter's campaign deck."""
    assert table.campaign is not None
    loadouts = campaign.hunt_loadouts(table.campaign)
    start = pc.StartFight(
        fight=begun.fight, level=begun.level,
        hunters=tuple(pc.FightHunter(hunter=h, seat=s.seat, loadout=loadouts.get(h))
                      for s in table.seats.values() for h in s.hunters),
        options=PrimalOptions(reaction_timeout_seconds=window),
    )  # fmt: skip
    result = decide_fight(table.fight, start, dice, Actor(role="system"), catalog)
    if isinstance(result, Rejection):
        return result
    fight_events, fight = result
    return [*events, *fight_events], table.model_copy(update={"fight": fight})


def after_fight(
    table: PrimalTable, events: list[EventBase], catalog: PrimalCatalog
) -> tuple[list[EventBase], PrimalTable]:
    """The fight's events as the campaign observes them (P-CAMP-44: a KO), the same as
    evolve does; then a hunt that just ended goes back to the campaign (P-CAMP-09/10,
    P-END-07)."""
    if table.campaign is not None:
        observed = table.campaign
        for event in events:
            observed = observe_fight(observed, event)
        table = table.model_copy(update={"campaign": observed})
    if not campaign.fight_is_over(table.campaign, table.fight):
        return events, table
    assert table.campaign is not None
    book = table.campaign.text
    more = hunt_over(catalog, book, table.campaign, table.fight)
    return [*events, *more], _folded(table, more)


def is_campaign_command(command: object) -> bool:
    return campaign.is_campaign_command(command)
