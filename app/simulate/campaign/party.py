"""The scripted party between quests: one choice at a time among the commands
``legal_commands`` lists for its seats (or a decision's default, as a deadline would).

In order: answer the open decision (a main-plot "!" option first, CAMP-23; the hero with
the best attribute for a chosen test, DEV-22; morale only when it turns a failed test
into a pass, DEV-26); read what lies where the party stands (CAMP-21/31); develop the
heroes with their XP (DEV-10..17: maximum Health, advanced cards, then each hero's best
attribute) and build decks of the cards worth most to each hero (DEV-15, ``decks.py``);
heal the hurt (SETL-14) and repair armor (EQUIP-45); pool resources in the wagon, raise
its tracks and craft upgrades (EQUIP-37..43, ``crafting.py``); buy better armor, helmets
and weapons and lay out what the backpack cannot hold in the wagon (``outfitting.py``);
then ride toward the story (``route.py``), resting at an inn while the story waits on a
time token (CAMP-32, SETL-11..13).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from app.content.catalog import Catalog
from app.engine import Actor, HuntersTable
from app.engine.hunters.campaign.model.decisions import (
    InnStay,
    MoraleOffer,
    OptionVote,
    PrepareStep,
    ReadingStep,
    TesterVote,
)
from app.engine.hunters.campaign.model.heroes import HeroBoard, half_gold
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.hunters.campaign.rules import development as dev
from app.engine.hunters.campaign.rules import improvements as improving
from app.engine.hunters.campaign.rules import trade as trade_rules
from app.engine.hunters.legal import legal_commands
from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import CommandBase
from app.simulate.campaign import crafting, decks, outfitting, route

SYSTEM = Actor(role="system")
Choice = tuple[CommandBase, Actor]
SIDE_STORY_LAST_DAY = 45
"""After this day the party reads only the main plot (the rest waits for another game)."""
HEALER_DETOUR = 3
"""Days the party rides to a healer (SETL-14) before it follows the story again."""
HEAL_GOLD_HALF = 2
"""What a hero needs in its purse to ride to a healer (the base pack's heal costs 1 gold)."""
DEVELOPMENT = ("raise_attribute", "buy_action_card", "unlock_slot")


class CampaignParty:
    """The scripted party: ``choose`` returns the next command and the seat sending it."""

    name = "careful"

    def __init__(self, content: Catalog) -> None:
        self.content = content
        self.seed = 0

    def choose(self, state: HuntersTable, rng: random.Random) -> Choice:
        board = state.campaign
        assert board is not None
        self.seed = state.seed
        options = [
            (command, seat)
            for seat in (Actor(role="seat", seat=s) for s in state.seats)
            for command in legal_commands(state, seat, self.content)
        ]
        if board.story.pending:
            return self.answer(board, options)
        return (
            self.reading(board, options)
            or self.developing(board, options)
            or self.caring(board, options)
            or crafting.pooling(board, self.content, options)
            or crafting.crafting(board, self.content, options)
            or self.outfitting(board, options)
            or self.riding(board, options, rng)
        )

    def answer(self, board: CampaignBoard, options: Sequence[Choice]) -> Choice:
        """The first open decision: a vote, a tester, or morale on a test."""
        decision = board.story.pending[0]
        mine = [o for o in options if getattr(o[0], "decision", None) == decision.id]
        if not mine or isinstance(decision, PrepareStep):  # DEV-15: decks as last built
            return ApplyDefault(decision=decision.id, layer="campaign"), SYSTEM
        if isinstance(decision, ReadingStep):  # CAMP-36: every seat reads on
            return mine[0]
        if isinstance(decision, MoraleOffer):
            worth = decision.total < decision.test.difficulty <= decision.total + 1
            return next((o for o in mine if getattr(o[0], "spend", None) is worth), mine[0])
        if isinstance(decision, InnStay):  # SETL-11: the others work beside the proposer
            working = [o for o in mine if getattr(o[0], "work", ())]
            idle = [
                o for o in mine if not getattr(o[0], "work", ()) and not getattr(o[0], "rest", ())
            ]
            return (working or idle or mine)[0]
        if isinstance(decision, TesterVote):
            best = max(
                decision.options,
                key=lambda o: board.heroes[o.key].attribute(decision.test.attribute)
                if o.key in board.heroes else -1,
            )  # fmt: skip
            return next((o for o in mine if getattr(o[0], "choice", "") == best.key), mine[0])
        assert isinstance(decision, OptionVote)
        required = {o.key for o in decision.options if o.required}
        wanted = [o for o in mine if getattr(o[0], "choice", "") in required]
        if wanted:
            return wanted[0]
        # every seat votes alike: one pick per decision, reproducible from the seed
        keys = [o.key for o in decision.options]
        chosen = random.Random(self.seed * 1000 + decision.id).choice(keys)
        return next((o for o in mine if getattr(o[0], "choice", "") == chosen), mine[0])

    def reading(self, board: CampaignBoard, options: Sequence[Choice]) -> Choice | None:
        """CAMP-21/31: the main plot always; side cards and tasks while days are spare."""
        for command, seat in options:
            card = getattr(command, "card", None) or getattr(command, "task", None)
            if command.type not in ("read_plot_card", "undertake_task") or card is None:
                continue
            if route.is_main_plot(self.content, card) or board.days.day <= SIDE_STORY_LAST_DAY:
                return command, seat
        return None

    def developing(self, board: CampaignBoard, options: Sequence[Choice]) -> Choice | None:
        """DEV-10..17: the cheapest worthwhile improvement, then a deck with the new cards."""
        improvements = [o for o in options if o[0].type in DEVELOPMENT]
        if improvements:
            return min(improvements, key=lambda o: self.priority(board, o[0]))
        for command, seat in options:
            if command.type == "build_deck":
                deck = decks.best_deck(self.content, board.heroes[command.hero])  # type: ignore[attr-defined]
                if deck != board.heroes[command.hero].deck:  # type: ignore[attr-defined]
                    return command.model_copy(update={"cards": deck}), seat
        return None

    def priority(self, board: CampaignBoard, command: CommandBase) -> tuple[int, int]:
        """Lower first: Health up to 6, then advanced cards, slots, then attributes."""
        hero = board.heroes[command.hero]  # type: ignore[attr-defined]
        if command.type == "raise_attribute":
            attribute = command.attribute  # type: ignore[attr-defined]
            if attribute == "health":
                return (0 if hero.max_health < 6 else 3), hero.max_health
            price = dev.attribute_price(self.content, hero, attribute) or 99
            return (2 if attribute in ("strength", "agility") else 4), price
        if command.type == "buy_action_card":
            return 1, dev.card_price(self.content, hero, command.card) or 99  # type: ignore[attr-defined]
        return 5, dev.slot_price(self.content, hero, command.category) or 99  # type: ignore[attr-defined]

    def caring(self, board: CampaignBoard, options: Sequence[Choice]) -> Choice | None:
        """SETL-14: cure poison and hurt, the purses sharing the price (SETL-22); EQUIP-45:
        have the destruction markers taken off armor when a healer's reserve is left."""
        for command, seat in options:
            hero = board.heroes.get(getattr(command, "hero", ""))
            if command.type != "buy_healing" or hero is None:
                continue
            if command.cure == "poison" or hero.health < hero.max_health:  # type: ignore[attr-defined]
                return command, seat
        for command, seat in options:
            hero = board.heroes.get(getattr(command, "hero", ""))
            if command.type == "repair_armor" and hero is not None:
                price = improving.repair_price_half(self.content, hero)
                if hero.gold_half - price >= outfitting.RESERVE_HALF:
                    return command, seat
        return self.sharing(board, options)

    def outfitting(self, board: CampaignBoard, options: Sequence[Choice]) -> Choice | None:
        """SETL-09/10, EQUIP-22/40: the old piece sold and the new one laid on the slots;
        what the backpack still cannot hold into the wagon; a better piece bought here;
        else into a shop of this settlement that sells one."""
        step = outfitting.making_room(board, self.content, options)
        step = step or outfitting.unloading(board, self.content, options)
        step = step or outfitting.purchase(board, self.content, options)
        if step is not None:
            return step
        shop = outfitting.shop_here(board, self.content)
        if shop is None or board.region.location == shop:
            return None
        return outfitting.offered(options, "enter_location", location=shop)

    def sharing(self, board: CampaignBoard, options: Sequence[Choice]) -> Choice | None:
        """SETL-22: at a healer, the richest purse hands ½ gold at a time to a hurt hero
        who cannot pay (TransferGold's smallest form, as legal_commands offers it)."""
        location = trade_rules.current_location(board, self.content)
        heal = location.services.heal if location is not None else None
        if heal is None:
            return None
        price = half_gold(heal.price)
        short = [h for h, b in board.heroes.items() if needs_care(b) and b.gold_half < price]
        for command, seat in options:
            if command.type != "transfer_gold" or command.receiver not in short:  # type: ignore[attr-defined]
                continue
            giver = board.heroes[command.giver]  # type: ignore[attr-defined]
            if giver.gold_half >= price + (price if needs_care(giver) else 0):
                return command, seat
        return None

    def riding(self, board: CampaignBoard, options: Sequence[Choice], rng: random.Random) -> Choice:
        """Toward where the party is bound (``bound``); at an inn while the story waits;
        else on to the nearest unknown."""
        target = route.goal(board, self.content, side_reach=side_reach(board))
        for place in self.bound(board, target):
            toward = self.toward(board, options, place)
            if toward is not None:
                return toward
        waiting = [o for o in options if o[0].type == "stay_at_inn" and o[0].work]  # type: ignore[attr-defined]
        if waiting and target is None and route.has_time_tokens(board):
            return waiting[0]
        moves = [o for o in options if o[0].type in ("travel_to", "leave_settlement")]
        fresh = [o for o in moves if getattr(o[0], "to", "") not in board.region.revealed]
        return rng.choice(fresh or moves or options)

    def bound(self, board: CampaignBoard, target: str | None) -> list[str]:
        """In order: a healer 3 days away at most for a hurt party (any distance while no
        story card waits), a shop with an upgrade a day or two away while days are
        spare, then the story. A place no step leads to yet (a location not laid out) is
        passed over for the next."""
        places = [target] if target is not None else []
        shop = outfitting.nearest_shop(board, self.content) if side_reach(board) else None
        if shop is not None and shop[1] <= side_reach(board):
            places.insert(0, shop[0])
        healer = route.nearest_healer(board, self.content) if is_hurt(board) else None
        if healer is not None and (target is None or healer[1] <= HEALER_DETOUR):
            places.insert(0, healer[0])
        return places

    def toward(self, board: CampaignBoard, options: Sequence[Choice], target: str) -> Choice | None:
        """The step that brings the marker nearest ``target`` (a map or location card)."""
        region = board.region
        settlement = route.map_card_of(self.content, target)
        if region.marker == settlement:
            wanted = "enter_location" if target != settlement else "leave_settlement"
            if target != settlement and region.location == target:
                return None
            return next((o for o in options if o[0].type == wanted
                         and getattr(o[0], "location", target) == target), None)  # fmt: skip
        moves = [o for o in options if o[0].type in ("travel_to", "sail_to")]
        if not moves:
            return next((o for o in options if o[0].type == "leave_settlement"), None)
        return min(
            moves,
            key=lambda o: (
                route.steps_between(board, o[0].to, settlement),  # type: ignore[attr-defined]
                o[0].type == "sail_to",
            ),
        )


def needs_care(hero: HeroBoard) -> bool:
    """Poisoned, or 2 Health or more short of the maximum."""
    return hero.poisoned or hero.health <= hero.max_health - 2


def is_hurt(board: CampaignBoard) -> bool:
    """A hero needs care and some purse can pay a healer (SETL-22: gold passes freely
    between heroes, so the richest pays)."""
    richest = max((h.gold_half for h in board.heroes.values()), default=0)
    return richest >= HEAL_GOLD_HALF and any(needs_care(h) for h in board.heroes.values())


def side_reach(board: CampaignBoard) -> int:
    """Days the party will ride out of its way for a side card."""
    return 2 if board.days.day <= SIDE_STORY_LAST_DAY else 0
