"""legal_commands for the campaign layer: what a player may send between quests, from
the same guards decide() uses (app/engine/hunters/campaign/rules/). Choices too many to list are
offered by their smallest form (one token, one day, half a gold)."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.campaign import commands as c
from app.engine.hunters.campaign.model.decisions import InnStay, MoraleOffer, PartyVote
from app.engine.hunters.campaign.model.seating import Seating
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.rules import arrangement, guards, inn, trade
from app.engine.hunters.campaign.rules import development as dev
from app.engine.hunters.campaign.rules import improvements as improving
from app.engine.hunters.campaign.rules.region import neighbours, revealed_ports
from app.engine.kernel.model import Actor, CommandBase


def campaign_commands(
    board: CampaignBoard, seating: Seating, actor: Actor, content: Catalog
) -> list[CommandBase]:
    if actor.role == "system" or board.is_over:
        return []
    out: list[CommandBase] = [
        *decision_answers(board, actor),
        *stay_answers(board, seating, actor, content),
    ]
    if guards.free_to_act(board, actor, seating) is not None:
        return out + prepare_step_commands(board, seating, actor, content)
    out += moves(board, content)
    out += readings(board, content)
    for hero in board.heroes:
        if guards.controls_hero(board, actor, seating, hero) is None:
            out += hero_trades(board, content, hero)
            out += hero_improvements(board, content, hero)
    return out


def decision_answers(board: CampaignBoard, actor: Actor) -> list[CommandBase]:
    out: list[CommandBase] = []
    for d in board.story.pending:
        if isinstance(d, PartyVote):
            out += [
                c.VoteOnChoice(decision=d.id, choice=o.key)
                for o in d.options
                if guards.vote_guard(board, actor, d.id, o.key) is None
            ]
        elif isinstance(d, MoraleOffer) and guards.morale_guard(board, actor, d.id) is None:
            out += [c.SpendMoraleOnTest(decision=d.id, spend=s) for s in (True, False)]
    return out


def stay_answers(
    board: CampaignBoard, seating: Seating, actor: Actor, content: Catalog
) -> list[CommandBase]:
    """SETL-11: an asked player's answers to a proposed stay, by their smallest form: one
    of its heroes works, or rests, or none does."""
    out: list[CommandBase] = []
    for d in board.story.pending:
        if not isinstance(d, InnStay):
            continue
        mine = [h for h in board.heroes if guards.controls_hero(board, actor, seating, h) is None]
        answers = [((h,), ()) for h in mine] + [((), (h,)) for h in mine] + [((), ())]
        out += [
            c.JoinInnStay(decision=d.id, work=work, rest=rest)
            for work, rest in answers
            if inn.answer_guard(board, content, seating, actor, d.id, work, rest) is None
        ]
    return out


def prepare_step_commands(
    board: CampaignBoard, seating: Seating, actor: Actor, content: Catalog
) -> list[CommandBase]:
    """DEV-15, EQUIP-41: in the prepare step before a quest, each player's heroes'
    equipment, wagon goods, XP and decks (by the handlers' own guard)."""
    if guards.preparing(board) is None:
        return []
    if guards.free_to_prepare(board, actor, seating) is not None:
        return []
    return [
        command
        for hero in board.heroes
        if guards.controls_hero(board, actor, seating, hero) is None
        for command in preparations(board, content, hero)
    ]


def moves(board: CampaignBoard, content: Catalog) -> list[CommandBase]:
    region = board.region
    out: list[CommandBase] = [
        c.TravelTo(to=to)
        for to in neighbours(region, region.marker)
        if guards.travel_guard(board, content, to) is None
    ]
    out += [
        c.SailTo(to=to)
        for to in revealed_ports(region, content)
        if guards.river_guard(board, content, to) is None
    ]
    out += [
        c.EnterLocation(location=loc)
        for loc in region.locations
        if guards.location_guard(board, content, loc) is None
    ]
    if guards.in_location_guard(board) is None:
        out.append(c.LeaveSettlement())
    return out


def readings(board: CampaignBoard, content: Catalog) -> list[CommandBase]:
    here = guards.here(board)
    out: list[CommandBase] = []
    beside = tuple(card for card, p in sorted(board.region.placed.items()) if p.at is None)
    for card in (*board.region.cards_at(here), *beside):  # CAMP-19: large cards anywhere
        if guards.read_card_guard(board, content, card) is None:
            out.append(c.ReadPlotCard(card=card))
        elif guards.task_guard(board, content, card) is None:
            out.append(c.UndertakeTask(task=card))
    return out


def hero_trades(board: CampaignBoard, content: Catalog, hero: str) -> list[CommandBase]:
    out: list[CommandBase] = []
    location = trade.current_location(board, content)
    if location is not None:
        for line in location.prices:
            if trade.buy_guard(board, content, hero, line.item, 1) is None:
                out.append(c.BuyGoods(hero=hero, item=line.item))
            if trade.sell_guard(board, content, hero, line.item, 1) is None:
                out.append(c.SellGoods(hero=hero, item=line.item))
        for work, rest in (((hero,), ()), ((), (hero,))):
            if trade.inn_guard(board, content, 1, work, rest) is None:
                out.append(c.StayAtInn(days=1, work=work, rest=rest))
        for cure in ("health", "poison"):
            if trade.heal_guard(board, content, hero, cure) is None:
                out.append(c.BuyHealing(hero=hero, cure=cure))
    for other in board.heroes:
        if trade.transfer_guard(board, hero, other, 1) is None:
            out.append(c.TransferGold(giver=hero, receiver=other, gold_half=1))
    return out


def hero_improvements(board: CampaignBoard, content: Catalog, hero: str) -> list[CommandBase]:
    """The wagon, crafting and development a hero's player may choose now."""
    return [*wagon_work(board, content, hero), *preparations(board, content, hero)]


def preparations(board: CampaignBoard, content: Catalog, hero: str) -> list[CommandBase]:
    """What a hero's player may also do in the prepare step (DEV-15): equipment, the
    wagon's goods, XP and the deck."""
    return [*wagon_loading(board, content, hero), *development(board, content, hero)]


def wagon_work(board: CampaignBoard, content: Catalog, hero: str) -> list[CommandBase]:
    out: list[CommandBase] = [
        c.UpgradeWagon(category=w, hero=hero)
        for w in sorted(content.wagon)
        if improving.upgrade_guard(board, content, w, hero) is None
    ]
    out += [
        c.CraftItem(recipe=r, hero=hero)
        for r in sorted(content.recipes)
        if improving.craft_guard(board, content, r, hero) is None
    ]
    if improving.repair_guard(board, content, hero) is None:
        out.append(c.RepairArmor(hero=hero))
    return out


def wagon_loading(board: CampaignBoard, content: Catalog, hero: str) -> list[CommandBase]:
    """Arranging a hero's equipment, storing in and taking from the wagon (EQUIP-37..41)."""
    out: list[CommandBase] = []
    h = board.heroes[hero]
    # One layout is offered: the tidy one when it changes something, else the layout as it
    # is; any other arrangement is a choice of it (like a deck), checked by the same guard.
    layout = arrangement.tidy_layout(content, h)
    if arrangement.arrangement_guard(board, content, hero, layout) is not None:
        layout = (h.equipment, h.backpack)
    if arrangement.arrangement_guard(board, content, hero, layout) is None:
        out.append(c.ArrangeEquipment(hero=hero, equipment=layout[0], backpack=layout[1]))
    out += [c.StoreInWagon(hero=hero, item=i) for i in sorted({*h.belongings, *h.resources})]
    stored = {*board.wagon.equipment, *board.wagon.resources}
    return out + [c.TakeFromWagon(hero=hero, item=i) for i in sorted(stored)]


def development(board: CampaignBoard, content: Catalog, hero: str) -> list[CommandBase]:
    h = board.heroes[hero]
    out: list[CommandBase] = [
        c.RaiseAttribute(hero=hero, attribute=attribute)
        for attribute in ("strength", "agility", "perception", "knowledge", "health")
        if dev.raise_guard(board, content, hero, attribute) is None
    ]
    out += [
        c.BuyActionCard(hero=hero, card=card.id)
        for card in content.hero_cards(h.hero)
        if dev.card_guard(board, content, hero, card.id) is None
    ]
    if len(h.cards) > dev.DECK_SIZE:  # a choice of deck: offered as the current one
        deck = h.deck or tuple(sorted(h.cards))[: dev.DECK_SIZE]
        out.append(c.BuildDeck(hero=hero, cards=deck))
    return out + [
        c.UnlockSlot(hero=hero, category=k)
        for k in sorted(h.slots)
        if dev.slot_guard(board, content, hero, k) is None
    ]
