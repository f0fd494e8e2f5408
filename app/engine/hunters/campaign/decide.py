"""decide() for the campaign layer: routes each campaign command to its handler, sets the
campaign up, concludes a quest the story called, and settles decisions by default.

Every entry point runs on a CampaignRecorder over the CampaignBoard and returns the events it
recorded (or a Rejection); the top-level engine (app/engine/hunters/decide.py) hands over to the
quest layer when the story calls a quest."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from app.content.catalog import Catalog
from app.engine.hunters.campaign import commands as c
from app.engine.hunters.campaign.events.story import QuestConcluded
from app.engine.hunters.campaign.handlers import improvements, story, trade, travel
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.development import join_guard, leave_guard
from app.engine.hunters.campaign.steps.answers import settle_by_default
from app.engine.hunters.campaign.steps.frames import push_frame
from app.engine.hunters.campaign.steps.heroes import fall, join, leave
from app.engine.hunters.campaign.steps.setup import set_up_campaign, starting_board
from app.engine.hunters.campaign.steps.story import tell_story
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection, reject

Handler = Callable[[CampaignRecorder, Actor, Any], Rejection | None]

CAMPAIGN_COMMAND_ROUTES = CommandRoutes[Handler](
    {
        c.TravelTo: travel.travel_to,
        c.SailTo: travel.sail_to,
        c.EnterLocation: travel.enter_location,
        c.LeaveSettlement: travel.leave_settlement,
        c.ReadPlotCard: story.read_plot_card,
        c.UndertakeTask: story.undertake_task,
        c.VoteOnChoice: story.vote_on_choice,
        c.SpendMoraleOnTest: story.spend_morale,
        c.BuyGoods: trade.buy_goods,
        c.SellGoods: trade.sell_goods,
        c.StayAtInn: trade.stay_at_inn,
        c.JoinInnStay: trade.join_inn_stay,
        c.BuyHealing: trade.buy_healing,
        c.TransferGold: trade.transfer_gold,
        c.UpgradeWagon: improvements.upgrade_wagon,
        c.StoreInWagon: improvements.store_in_wagon,
        c.TakeFromWagon: improvements.take_from_wagon,
        c.RepairArmor: improvements.repair_armor,
        c.ArrangeEquipment: improvements.arrange_equipment,
        c.CraftItem: improvements.craft_item,
        c.RaiseAttribute: improvements.raise_attribute,
        c.BuyActionCard: improvements.buy_action_card,
        c.UnlockSlot: improvements.unlock_slot,
        c.BuildDeck: improvements.build_deck,
    }
)


def decide_campaign(
    board: CampaignBoard, seating: Seating, command: Any, dice: Dice, actor: Actor,
    content: Catalog,
) -> list[EventBase] | Rejection:  # fmt: skip
    """A campaign command, decided on the board, the pack and the seats."""
    ledger = CampaignRecorder(board, dice, content, seating)
    problem = CAMPAIGN_COMMAND_ROUTES.handler_for(command)(ledger, actor, command)
    return problem if problem is not None else ledger.events


def set_up(
    content: Catalog, party: tuple[str, ...], seating: Seating, dice: Dice
) -> list[EventBase]:
    """CAMP-03..10 on the pack's campaign chapter; [] when the pack has none."""
    setup = content.campaign
    if setup is None:
        return []
    ledger = CampaignRecorder(starting_board(content, setup, party, dice), dice, content, seating)
    set_up_campaign(ledger, setup)
    return ledger.events


def conclude_quest(
    board: CampaignBoard, seating: Seating, quest: str,
    outcome: Literal["victory", "defeat"], findings: dict[str, tuple[int, ...]],
    dice: Dice, content: Catalog, fallen: tuple[str, ...] = (),
) -> list[EventBase]:  # fmt: skip
    """END-04/14: the quest the story called is over; heroes killed in it leave the party
    (DEV-39); its victory or defeat section is followed (TERR-15's finding rolls with
    it), then the rest of the story."""
    ledger = CampaignRecorder(board, dice, content, seating)
    ledger.emit(QuestConcluded(quest=quest, outcome=outcome))
    for hero in fallen:
        if hero in ledger.board.heroes and not ledger.board.is_over:
            fall(ledger, hero)
    if ledger.board.is_over:
        return ledger.events
    definition = content.quests[quest]
    section = definition.victory if outcome == "victory" else definition.defeat
    killer = ledger.board.story.last_blow
    push_frame(ledger, quest, "quest", section, findings=findings, killer=killer)
    tell_story(ledger)
    return ledger.events


def settle_campaign_decision(
    board: CampaignBoard, seating: Seating, decision: int, dice: Dice, actor: Actor,
    content: Catalog,
) -> list[EventBase] | Rejection:  # fmt: skip
    """DESIGN principle 3: the system (a deadline) or the GM applies the default."""
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the GM or the server applies a default.")
    open_ = next((d for d in board.story.pending if d.id == decision), None)
    if open_ is None:
        return reject("no_decision", "That decision is not open.")
    ledger = CampaignRecorder(board, dice, content, seating)
    settle_by_default(ledger, open_)
    return ledger.events


def join_campaign(
    board: CampaignBoard, seating: Seating, hero: str, dice: Dice, content: Catalog
) -> list[EventBase] | Rejection:
    """DEV-35: a new player's hero joins the party between quests."""
    problem = join_guard(board, content, hero)
    if problem is not None:
        return problem
    ledger = CampaignRecorder(board, dice, content, seating)
    join(ledger, hero)
    return ledger.events


def leave_campaign(
    board: CampaignBoard, seating: Seating, hero: str, by: Literal["gm", "player"],
    dice: Dice, content: Catalog,
) -> list[EventBase] | Rejection:  # fmt: skip
    """DEV-34: a leaving player's hero is taken out of the party, its goods shared."""
    problem = leave_guard(board, hero)
    if problem is not None:
        return problem
    ledger = CampaignRecorder(board, dice, content, seating)
    leave(ledger, hero, by)
    return ledger.events
