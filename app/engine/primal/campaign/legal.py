"""legal_commands of a Primal campaign: every campaign command ``actor`` could send now
that decide accepts (it reads the rules, the same guards decide uses; commands with free
parameters are offered in one ready form each: a deck per usable weapon, the notes as
they stand, crafts paid without substitutes)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.model import Actor, CommandBase
from app.engine.kernel.rejections import Rejection
from app.engine.primal.campaign import commands as cc
from app.engine.primal.campaign.model import CampaignState, HunterSheet, category
from app.engine.primal.campaign.rules import crafting, decks
from app.engine.primal.campaign.rules.book import book_of, quest_of, seat_of
from app.engine.primal.campaign.rules.guards import hunt_problem, party_guard, vote_problem


def campaign_legal(state: CampaignState, actor: Actor, catalog: PrimalCatalog) -> list[CommandBase]:
    """What the campaign offers ``actor`` between fights (never during a hunt)."""
    if party_guard(state, actor) is not None or state.phase in ("hunt", "ended"):
        return []
    found: list[CommandBase] = []
    if state.phase == "story":
        found.append(cc.ReadStory())
    if state.phase == "quest_board":
        found += [
            cc.VoteQuest(quest=q) for q in state.available if vote_problem(state, actor, q) is None
        ]
    if state.phase == "crafting":
        for hunter in sorted(state.hunters):
            if seat_of(state, actor, hunter) is None:
                found += _crafting(state, catalog, hunter)
        found += _answers(state, actor)
        found += [cc.GiveRewardCard(card=c, hunter=h) for c in state.pending_reward_cards
                  for h in sorted(state.hunters)]  # fmt: skip
    if hunt_problem(state, actor, catalog) is None:
        found.append(cc.BeginHunt())
    return found


def _crafting(state: CampaignState, catalog: PrimalCatalog, hunter: str) -> list[CommandBase]:
    book, sheet = book_of(catalog, state), state.hunters[hunter]
    found: list[CommandBase] = [
        cc.Craft(hunter=hunter, equipment=p.equipment)
        for _e, _l, p in crafting.craftable(book, state)
        if not isinstance(crafting.craft_check(state, catalog, hunter, p.equipment, ()), Rejection)
    ]
    found += _potions(state, catalog, sheet)
    found += [cc.UnlockStep(hunter=hunter, step=s) for s in _steps(catalog, state, hunter)]
    found += _decks(state, catalog, sheet)
    found += _trades(state, sheet)
    return [*found, cc.WriteNotes(hunter=hunter, notes=sheet.notes)]


def _steps(catalog: PrimalCatalog, state: CampaignState, hunter: str) -> list[str]:
    book = book_of(catalog, state)
    tree = next((t for t in book.skill_trees if t.hunter == hunter), None)
    steps = sorted(tree.steps) if tree else []
    return [s for s in steps if decks.step_problem(book, state.hunters[hunter], s) is None]


def _potions(state: CampaignState, catalog: PrimalCatalog, sheet: HunterSheet) -> list[CommandBase]:
    """Each potion of the herbalist's level with the first plants held for its recipe."""
    card = next(
        (h for h in book_of(catalog, state).herbalist if h.level == state.herbalist_level), None
    )
    found: list[CommandBase] = []
    for recipe in card.recipes if card else ():
        left, plants = Counter(sheet.reserve), []
        for options in recipe.plants:
            pick = next((p for p in options if left[p] > 0), options[0])
            left[pick] -= 1
            plants.append(pick)
        if crafting.potion_problem(recipe, sheet, tuple(plants)) is None:
            found.append(
                cc.PreparePotion(hunter=sheet.hunter, potion=recipe.potion, plants=tuple(plants))
            )
    return found


def _last(sheet: HunterSheet, table: Mapping[str, object]) -> list[str]:
    return [e for e in sheet.equipment if e in table]


def _decks(state: CampaignState, catalog: PrimalCatalog, sheet: HunterSheet) -> list[CommandBase]:
    """One deck per usable weapon: the newest armor, helm and item, the newest mastery,
    the first three potions, the pool's first cards of each color (P-CAMP-33/34)."""
    assert state.active_quest is not None
    monster = quest_of(book_of(catalog, state), state.active_quest).monster
    weak = tuple(catalog.monsters[monster].weaknesses)
    armors = [
        a for a in _last(sheet, catalog.protections) if catalog.protections[a].slot == "armor"
    ]
    helms = [a for a in _last(sheet, catalog.protections) if catalog.protections[a].slot == "helm"]
    items = [i for i in _last(sheet, catalog.items) if catalog.items[i].kind == "item"]
    found: list[CommandBase] = []
    for weapon in _last(sheet, catalog.weapons):
        if not armors or not helms or not decks.weapon_usable(catalog, sheet, weapon):
            continue
        loadout = Loadout(
            deck=decks.exact_deck(catalog, sheet, weapon), mastery=sheet.masteries[-1],
            weapon=weapon, armor=armors[-1], helm=helms[-1], item=items[-1] if items else None,
            potions=sheet.potions[: decks.MAX_POTIONS],
        )  # fmt: skip
        if decks.deck_problem(catalog, sheet, loadout, weak) is None:
            found.append(cc.BuildDeck(hunter=sheet.hunter, loadout=loadout))
    return found


def _trades(state: CampaignState, sheet: HunterSheet) -> list[CommandBase]:
    """P-CAMP-23: each resource held for each other hunter's resource of its category."""
    found: list[CommandBase] = []
    for partner in sorted(h for h in state.hunters if h != sheet.hunter):
        theirs = state.hunters[partner].reserve
        found += [
            cc.OfferTrade(hunter=sheet.hunter, partner=partner, gives=g, takes=t)
            for g in sorted(sheet.reserve) for t in sorted(theirs)
            if g != t and category(g) == category(t)
            and crafting.trade_problem(sheet, state.hunters[partner], g, t) is None
        ]  # fmt: skip
    return found


def _answers(state: CampaignState, actor: Actor) -> list[CommandBase]:
    found: list[CommandBase] = []
    for offer in state.offers:
        if seat_of(state, actor, offer.partner) is None:
            found += [
                cc.AnswerTrade(offer=offer.id, accept=True),
                cc.AnswerTrade(offer=offer.id, accept=False),
            ]
        elif seat_of(state, actor, offer.offerer) is None:
            found.append(cc.AnswerTrade(offer=offer.id, accept=False))
    return found
