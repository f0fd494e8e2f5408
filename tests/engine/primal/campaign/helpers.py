"""Shared tools of the campaign tests: the core pack (it carries the campaign book), a
table with its seats and hunters, commands through the registry, random legal play."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, Literal

from app.content.loader import load_primal_pack
from app.content.primal.catalog import PrimalCatalog
from app.engine.games import PRIMAL
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor, CommandBase, EventBase
from app.engine.kernel.rejections import Rejection
from app.engine.primal.campaign.commands import BeginCampaign, ReadStory, VoteQuest
from app.engine.primal.campaign.decide import begin_campaign, decide_campaign
from app.engine.primal.campaign.evolve import evolve_campaign
from app.engine.primal.campaign.model import CampaignState, HunterSheet
from app.engine.primal.campaign.steps import hunt_over
from app.engine.primal.model.hunters import HunterState
from app.engine.primal.model.state import PrimalState
from app.engine.primal.table.commands import ChooseHunter
from app.engine.primal.table.events import PrimalTableCreated
from app.engine.primal.table.evolve import genesis
from app.engine.primal.table.model import PrimalTable
from app.engine.table.seats.commands import OpenSeat

CORE = Path(__file__).parents[4] / "content" / "primal-base"
SYSTEM = Actor(role="system")
GM = Actor(role="gm")
BOOK = "awakening"


@cache
def core() -> PrimalCatalog:
    return load_primal_pack(CORE)


def seat(name: str) -> Actor:
    return Actor(role="seat", seat=name)


class Table:
    """A Primal table driven through the registry, its log kept beside it."""

    def __init__(self, hunters: dict[str, str], seed: int = 1) -> None:
        first = PrimalTableCreated(
            seed=seed, content_pack="primal-base", content_hash=core().content_hash
        )
        self.log: list[EventBase] = [first]
        self.state: PrimalTable = genesis(first)
        self.step = 0
        for name in dict.fromkeys(hunters.values()):
            self.send(OpenSeat(seat=name), SYSTEM)
        for hunter, name in hunters.items():
            self.send(ChooseHunter(hunter=hunter), seat(name))

    def attempt(self, command: CommandBase, actor: Actor) -> Any:
        self.step += 1
        dice = SeededDice(self.state.seed * 7919 + self.step)
        return PRIMAL.decide(self.state, command, dice, actor=actor, content=core())

    def send(self, command: CommandBase, actor: Actor) -> list[EventBase]:
        result = self.attempt(command, actor)
        assert not isinstance(result, Rejection), (command, result)
        events, self.state = result
        self.log += events
        return list(events)

    @property
    def campaign(self) -> CampaignState:
        assert self.state.campaign is not None
        return self.state.campaign

    def sheet(self, hunter: str) -> HunterSheet:
        return self.campaign.hunters[hunter]

    def options(self) -> list[tuple[CommandBase, Actor]]:
        """Every command any seat could send now; the server's defaults when none can."""
        found = [
            (command, actor)
            for name in sorted(self.state.seats)
            for actor in [seat(name)]
            for command in PRIMAL.legal_commands(self.state, actor, core())
        ]
        return found or [(c, SYSTEM) for c in PRIMAL.legal_commands(self.state, SYSTEM, core())]


def _pick(
    rng: random.Random, choices: list[tuple[CommandBase, Actor]]
) -> tuple[CommandBase, Actor]:
    """A keen party: in a fight, cards mostly; between fights, the campaign's steps in
    order (craft, prepare, unlock, build a deck) before the hunt, notes never."""
    kinds = {c.type for c, _a in choices}
    for wanted in (
        "primal_campaign_craft",
        "primal_campaign_prepare_potion",
        "primal_campaign_unlock_step",
        "primal_campaign_give_reward_card",
        "primal_campaign_begin_hunt",
        "primal_campaign_build_deck",
    ):
        if wanted in kinds and rng.random() < 0.9:
            return rng.choice([c for c in choices if c[0].type == wanted])
    plays = [c for c in choices if c[0].type == "primal_play_card"]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    useful = [
        c
        for c in choices
        if c[0].type
        not in (
            "primal_campaign_write_notes",
            "primal_campaign_offer_trade",
            "primal_campaign_answer_trade",
        )
    ]
    return rng.choice(useful or choices)


def playout(
    table: Table, seed: int, limit: int = 20000
) -> Iterator[tuple[CommandBase, Actor, list[EventBase]]]:
    """Random legal play until the campaign ends or ``limit`` commands."""
    rng = random.Random(seed)
    for _ in range(limit):
        if table.state.phase == "ended":
            return
        choices = table.options()
        assert choices, ("nobody can act", table.state.phase, table.campaign.phase)
        command, actor = _pick(rng, choices)
        yield command, actor, table.send(command, actor)


def fold(state: CampaignState | None, events: list[EventBase]) -> CampaignState:
    for event in events:
        state = evolve_campaign(state, event)
    assert state is not None
    return state


def chapter_one(hunters: dict[str, str] | None = None, trial: bool = False) -> CampaignState:
    """A campaign whose Prologue was just won: Chapter 1's Story phase."""
    seats = hunters or {"dareon": "a", "mirah": "b"}
    begun = begin_campaign(core(), BeginCampaign(book=BOOK, trial=trial), seats)
    state = fold(None, begun)
    return fold(state, hunt_over(core(), state.text, state, ended_fight("victory")))


def ended_fight(
    outcome: Literal["victory", "defeat"], potions: dict[str, tuple[str, ...]] | None = None
) -> PrimalState:
    """A fight over with ``outcome``; ``potions``: what each hunter still holds."""
    hunters = {
        h: HunterState(
            id=h,
            name=h,
            weapon_class="hammer",
            weapon="w",
            weapon_level=1,
            weapon_damage=1,
            armor="a",
            helm="h",
            armor_health=1,
            helm_health=1,
            mastery="m",
            potions=held,
        )
        for h, held in (potions or {}).items()
    }
    return PrimalState(phase="ended", outcome=outcome, hunters=hunters)


def do(
    state: CampaignState, command: CommandBase, actor: Actor = GM
) -> tuple[CampaignState, list[EventBase]]:
    events = decide_campaign(state, command, actor, core())
    assert not isinstance(events, Rejection), (command, events)
    return fold(state, events), events


def refused(state: CampaignState, command: CommandBase, actor: Actor = GM) -> Rejection:
    found = decide_campaign(state, command, actor, core())
    assert isinstance(found, Rejection), (command, found)
    return found


def at_crafting(state: CampaignState, quest: str = "the-quarry-tyrant") -> CampaignState:
    """The story read and ``quest`` chosen by every seat."""
    state, _ = do(state, ReadStory())
    for name in sorted(set(state.seats.values())):
        state, _ = do(state, VoteQuest(quest=quest), seat(name))
    assert state.phase == "crafting"
    return state


def give(state: CampaignState, hunter: str, **resources: int) -> CampaignState:
    sheet = state.hunters[hunter]
    reserve = dict(sheet.reserve)
    for name, count in resources.items():
        reserve[name] = reserve.get(name, 0) + count
    return state.model_copy(
        update={"hunters": {**state.hunters, hunter: sheet.model_copy(update={"reserve": reserve})}}
    )
