"""Who gains and who loses (CAMP-27/28/30, DEV-40, SETL-22, TERR-15).

"You gain" gives the group one copy: between quests it goes to the hero of the DEV-21
decider (gold can be handed on freely, SETL-22); "each hero gains" gives one to every
hero; ``tester`` means the hero(es) who took the test this branch follows, and
``killing_blow`` the hero the quest names (the decider when it names none). A group's
loss of gold is paid from the fullest purses first; of Health, by the healthiest hero
(docs/rules-decisions.md)."""

from __future__ import annotations

from app.content.schema import narrative as n
from app.content.schema.narrative import Bundle
from app.content.schema.story import TaskReward
from app.engine.hunters.campaign.events.region import RewardsCollected, RewardsPlaced
from app.engine.hunters.campaign.model.agenda import Frame
from app.engine.hunters.campaign.model.decisions import ChoiceOption, OptionVote
from app.engine.hunters.campaign.model.heroes import half_gold
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.party import party_decider
from app.engine.hunters.campaign.steps.frames import decider_seat, open_decision, party_seats
from app.engine.hunters.campaign.steps.heroes import gain, lose, lose_health


def recipients(ledger: CampaignRecorder, frame: Frame, who: n.Recipient) -> tuple[str, ...]:
    heroes = tuple(ledger.board.heroes)
    if who == "each_hero":
        return heroes
    if who == "killing_blow" and frame.killer in ledger.board.heroes:
        return (frame.killer,)
    if who == "tester" and frame.testers:
        return tuple(h for h in frame.testers if h in ledger.board.heroes)
    decider = party_decider(ledger.board)
    return (decider,) if decider else ()


def give(ledger: CampaignRecorder, frame: Frame, order: n.Gain) -> None:
    """CAMP-27, DEV-40: the recipients gain the bundle; a choice of items is the party's."""
    plain = order.model_copy(update={"equipment_choice": ()})
    for hero in recipients(ledger, frame, order.who):
        if _has_plain_part(plain):
            gain(ledger, hero, plain)
    if order.equipment_choice:
        ask_item(ledger, frame, order.equipment_choice, recipients(ledger, frame, order.who))


def _has_plain_part(bundle: Bundle) -> bool:
    return bool(
        bundle.gold or bundle.xp or bundle.morale or bundle.health or bundle.resources
        or bundle.equipment
    )  # fmt: skip


def ask_item(
    ledger: CampaignRecorder, frame: Frame, items: tuple[str, ...], heroes: tuple[str, ...]
) -> None:
    """EQUIP-23: one of several tokens; the party picks which (first item by default)."""
    names = {i: ledger.content.equipment[i].name for i in items if i in ledger.content.equipment}
    options = tuple(ChoiceOption(key=i, text=names.get(i, i)) for i in items)
    outcomes = {i: (n.Gain(do="gain", who="tester", equipment=(i,)),) for i in items}
    open_decision(
        ledger, OptionVote, deciders=party_seats(ledger), source=frame.source, options=options,
        default=items[0], decider=decider_seat(ledger), outcomes=outcomes, testers=heroes,
    )  # fmt: skip


def take(ledger: CampaignRecorder, frame: Frame, order: n.Lose) -> None:
    """The recipients lose the bundle (DEV-31/33); the group pays as the module says."""
    if order.who != "group":
        for hero in recipients(ledger, frame, order.who):
            lose(ledger, hero, order)
        return
    pay_from_purses(ledger, half_gold(order.gold))
    rest = order.model_copy(update={"gold": 0, "health": 0})
    decider = party_decider(ledger.board)
    if decider is not None and (rest.xp or rest.morale or rest.resources or rest.equipment):
        lose(ledger, decider, rest)
    if order.health:
        lose_health(ledger, healthiest(ledger), order.health, "story")


def healthiest(ledger: CampaignRecorder) -> str:
    board = ledger.board
    best = max(h.health for h in board.heroes.values())
    tied = [k for k, h in board.heroes.items() if h.health == best]
    return party_decider(board, tied) or tied[0]


def pay_from_purses(ledger: CampaignRecorder, gold_half: int) -> None:
    """SETL-22: a group cost is paid from any purses: the fullest first."""
    due = gold_half
    while due > 0:
        purses = {k: h.gold_half for k, h in ledger.board.heroes.items() if h.gold_half > 0}
        if not purses:
            return
        richest = max(purses, key=lambda k: purses[k])
        paid = min(due, purses[richest])
        lose(ledger, richest, Bundle(gold=paid / 2))
        due -= paid


def place_rewards(ledger: CampaignRecorder, _frame: Frame, order: n.PlaceRewards) -> None:
    """CAMP-28: left on the map card (times the heroes when ``per_hero``, WE-19)."""
    times = len(ledger.board.heroes) if order.per_hero else 1
    supply = ledger.board.supply.resources
    resources = {k: min(v * times, supply.get(k, 0)) for k, v in order.resources.items()}
    ledger.emit(
        RewardsPlaced(
            at=order.at, gold_half=half_gold(order.gold) * times, xp=order.xp * times,
            resources={k: v for k, v in resources.items() if v},
        )
    )  # fmt: skip


def collect_rewards(ledger: CampaignRecorder, at: str) -> None:
    """CAMP-28: entering the card collects what lies on it: gold and XP shared out evenly
    among the heroes (a remainder to the first in party order), tokens to the decider."""
    rewards = ledger.board.region.rewards.get(at)
    if rewards is None or rewards.is_empty:
        return
    ledger.emit(RewardsCollected(at=at))
    heroes = tuple(ledger.board.heroes)
    for index, hero in enumerate(heroes):
        gold = rewards.gold_half // len(heroes) + (index < rewards.gold_half % len(heroes))
        xp = rewards.xp // len(heroes) + (index < rewards.xp % len(heroes))
        if gold or xp:
            gain(ledger, hero, Bundle(gold=gold / 2, xp=xp), "rewards")
    decider = party_decider(ledger.board)
    if rewards.resources and decider is not None:
        gain(ledger, decider, Bundle(resources=rewards.resources), "rewards")


def task_reward(ledger: CampaignRecorder, reward: TaskReward) -> None:
    """CAMP-30, WE-20: the reward on the task's back, per hero or for the group."""
    bundle = Bundle.model_validate(reward.model_dump(exclude={"per_hero"}))
    heroes = tuple(ledger.board.heroes) if reward.per_hero else (party_decider(ledger.board),)
    for hero in heroes:
        if hero is not None:
            gain(ledger, hero, bundle, "task")


def collect_findings(ledger: CampaignRecorder, frame: Frame, _order: n.RollFindings) -> None:
    """TERR-15: each finding's D6 (rolled when the quest ended) names a resource from the
    pack's findings table, gained by the hero who collected the finding."""
    setup = ledger.content.campaign
    if setup is None:
        return
    fallback = party_decider(ledger.board)
    for hero, rolls in sorted(frame.findings.items()):
        owner = hero if hero in ledger.board.heroes else fallback
        for face in rolls:
            if owner is not None:
                gain(ledger, owner, Bundle(resources={setup.findings[face]: 1}), "findings")
