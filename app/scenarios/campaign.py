"""Campaign positions in scenario files (issue 12): a ``campaign:`` key instead of a quest's
``board`` and ``units`` sets the party between quests on the pack's campaign chapter, then
the steps and expectations run as for a quest (``expect`` also takes ``campaign:``, a
subset of the campaign's table, e.g. ``{days: {day: 3}}``).

```yaml
campaign:
  heroes: [landsknecht, huntress]      # one seat each (or ``seats: {s0: [a, b]}``)
  day: 5
  marker: M10                          # the Hunters marker; ``location: L04`` inside
  revealed: [M05, M10]                 # face-up map cards (default: the chapter's)
  locations: [L01, L04]                # location cards laid out (SETL-02)
  placed: {S003: {at: M02, face: down}}
  boards: {landsknecht: {gold_half: 4, xp: 25, morale: 0, poisoned: true}}
  wagon: {levels: {workshop: 2}, resources: {steel: 3}}
  piles: {road_1: [R1-02, ..., R1-03]}  # the whole pile, top first: the last is drawn next
  supply: {equipment: {plate_armor: 0}} # tokens left in the supply, by kind (EQUIP-43)
  ended_quest: {quest: q3a, outcome: victory, killing_blow: huntress}
```

Also (issue 23): ``piles`` may leave cards out of a road or town pile (``road_1: []``
empties it) and sets the ``plot`` and ``task`` piles; ``drawn: {road_1: [R1-02]}`` marks
cards of a pile as drawn since its last shuffle (CAMP-16); ``time_tokens: {S003: 12}``
puts a time token's twin on the days track (CAMP-24); ``rewards: {M06: {gold_half: 2}}``
leaves rewards on a map card; ``story:`` sets what has been read and done
(``cards_read``, ``entries_read``, ``tasks_completed``, ``missed_deadlines``) and the
decisions waiting on the party (``pending``, each a decision of the campaign model); the
boards take ``xp_earned``; and the scenario's ``options`` (difficulty, hero elimination,
``rules``) apply to the campaign too.

``ended_quest``: the story called that quest, it was played and has just ended as the
quest layer reports it (the hero who removed its last enemy: ``killing_blow``); the
position is the table once the campaign has followed its victory or defeat section
(END-04/14), before the steps.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar, cast

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from app.content.catalog import Catalog
from app.engine.hunters.campaign.model.decisions import CampaignDecision
from app.engine.hunters.campaign.model.piles import PileName, Piles
from app.engine.hunters.campaign.model.region import Placement, Rewards
from app.engine.hunters.campaign.model.state import CampaignBoard, Story
from app.engine.hunters.campaign.steps.setup import starting_board
from app.engine.hunters.evolve import evolve
from app.engine.hunters.quest.events.lifecycle import QuestEnded
from app.engine.hunters.quest.model.options import RulesOptions
from app.engine.hunters.quest_start import hand_over, take_back
from app.engine.hunters.state import Difficulty, HuntersTable, Seat
from app.engine.kernel.dice import SeededDice
from app.scenarios.spec import Strict

M = TypeVar("M", bound=BaseModel)
DECISIONS: TypeAdapter[list[CampaignDecision]] = TypeAdapter(list[CampaignDecision])
ORDERED_PILES = ("road_1", "road_2", "road_3", "town")
BOARD_FIELDS = {
    "strength", "agility", "perception", "knowledge", "health", "max_health", "morale",
    "xp", "gold_half", "equipment", "backpack", "resources", "cards", "deck", "poisoned",
    "armor_damage", "slots", "xp_earned",
}  # fmt: skip
STORY_FIELDS = ("cards_read", "entries_read", "tasks_completed", "missed_deadlines")


class EndedQuestSpec(Strict):
    quest: str
    outcome: Literal["victory", "defeat"] = "victory"
    killing_blow: str | None = None


class CampaignSpec(Strict):
    heroes: list[str] = Field(min_length=1, max_length=4)
    seats: dict[str, list[str]] | None = None
    day: int = Field(default=1, ge=1, le=60)
    marker: str | None = None
    location: str | None = None
    revealed: list[str] | None = None
    locations: list[str] = []
    placed: dict[str, dict[str, Any]] = {}
    boards: dict[str, dict[str, Any]] = {}
    wagon: dict[str, Any] = {}
    piles: dict[str, list[str]] = {}
    supply: dict[str, dict[str, int]] = {}
    drawn: dict[str, list[str]] = {}
    time_tokens: dict[str, int] = {}
    rewards: dict[str, dict[str, Any]] = {}
    story: dict[str, Any] = {}
    ended_quest: EndedQuestSpec | None = None


class CampaignOptions(Strict):
    """The scenario's ``options`` that a campaign position takes (the others are a
    quest position's)."""

    difficulty: Difficulty = "normal"
    hero_elimination: bool = False
    rules: dict[str, Any] = {}


class CampaignPositionError(ValueError):
    """The campaign position names something the pack or the party does not have."""


def campaign_state(
    spec: CampaignSpec, catalog: Catalog, seed: int, options: CampaignOptions | None = None
) -> HuntersTable:
    """The party between quests, on the table the position describes."""
    options = options or CampaignOptions()
    setup = catalog.campaign
    if setup is None:
        raise CampaignPositionError("the pack has no campaign chapter")
    unknown = [h for h in spec.heroes if h not in catalog.heroes]
    if unknown:
        raise CampaignPositionError(f"no such heroes in the pack: {unknown}")
    board = starting_board(catalog, setup, tuple(spec.heroes), SeededDice(seed))
    state = HuntersTable(
        seed=seed, content_pack=catalog.pack, content_hash=catalog.content_hash,
        phase="between_quests", seats=_seats(spec), campaign=_positioned(board, spec),
        difficulty=options.difficulty, hero_elimination=options.hero_elimination,
        quest_rules=_rules(options.rules),
    )  # fmt: skip
    if spec.ended_quest is not None:
        state = _after_quest(state, spec.ended_quest, catalog)
    return state


def _after_quest(state: HuntersTable, ended: EndedQuestSpec, catalog: Catalog) -> HuntersTable:
    """The quest is handed over as the story would call it, ends as reported, and the
    campaign follows its section (app/engine/hunters/quest_start.py)."""
    board = state.campaign
    assert board is not None
    if ended.quest not in catalog.quests:
        raise CampaignPositionError(f"ended_quest.quest: no quest '{ended.quest}' in the pack")
    if ended.killing_blow is not None and ended.killing_blow not in board.heroes:
        raise CampaignPositionError(f"ended_quest.killing_blow: '{ended.killing_blow}' is no hero")
    story = board.story.model_copy(update={"called_quest": ended.quest})
    state = state.model_copy(update={"campaign": board.model_copy(update={"story": story})})
    dice = SeededDice(state.seed)
    state = _folded(state, hand_over(state, dice, catalog))
    board = state.campaign
    assert board is not None
    story = board.story.model_copy(update={"last_blow": ended.killing_blow})
    state = state.model_copy(update={"campaign": board.model_copy(update={"story": story})})
    finished = QuestEnded(quest=ended.quest, outcome=ended.outcome, round=1, reason="scenario")
    state = evolve(state, finished)
    return _folded(state, take_back(state, finished, dice, catalog))


def _folded(state: HuntersTable, events: list[Any]) -> HuntersTable:
    for event in events:
        state = evolve(state, event)
    return state


def _seats(spec: CampaignSpec) -> dict[str, Seat]:
    groups = spec.seats or {f"s{i}": [h] for i, h in enumerate(spec.heroes)}
    return {s: Seat(seat=s, heroes=tuple(hs), ready=True) for s, hs in groups.items()}


def _positioned(board: CampaignBoard, spec: CampaignSpec) -> CampaignBoard:
    region = board.region.model_copy(
        update={
            "marker": spec.marker or board.region.marker,
            "location": spec.location,
            "revealed": tuple(spec.revealed)
            if spec.revealed is not None
            else board.region.revealed,
            "locations": tuple(spec.locations),
            "placed": {c: Placement.model_validate(p) for c, p in spec.placed.items()},
            "rewards": {**board.region.rewards, **_rewards(spec)},
        }
    )
    return board.model_copy(
        update={
            "region": region, "piles": _piles(board, spec), "heroes": _boards(board, spec),
            "days": board.days.model_copy(update={"day": spec.day, **_time_tokens(spec)}),
            "wagon": board.wagon.model_copy(update=_wagon(board, spec)),
            "supply": board.supply.model_copy(update=_supply(board, spec)),
            "story": _story(board, spec),
        }
    )  # fmt: skip


def _piles(board: CampaignBoard, spec: CampaignSpec) -> Piles:
    piles = board.piles.model_copy(
        update={
            **{
                name: tuple(c for c in board.piles.cards(name) if c not in spec.placed)
                for name in ("plot", "task")
            },
        }
    )
    piles = piles.model_copy(update=_pile_orders(piles, spec))
    return piles.model_copy(update={"used": (*piles.used, *_drawn(piles, spec))})


def _pile_orders(piles: Piles, spec: CampaignSpec) -> dict[str, tuple[str, ...]]:
    """A pile as given, top first: the pack's cards of that pile, any left out (a road
    or town pile emptied, plot and task piles as the story left them)."""
    orders: dict[str, tuple[str, ...]] = {}
    for name, cards in spec.piles.items():
        if name not in (*ORDERED_PILES, "plot", "task"):
            raise CampaignPositionError(f"piles.{name}: no such pile")
        held = set(piles.cards(cast(PileName, name)))
        foreign = sorted(set(cards) - held)
        if foreign or len(set(cards)) != len(cards):
            raise CampaignPositionError(f"piles.{name}: the pile holds only {sorted(held)}")
        orders[name] = tuple(cards)
    return orders


def _drawn(piles: Piles, spec: CampaignSpec) -> list[str]:
    """CAMP-16: cards drawn from a road or town pile and put back since its shuffle."""
    drawn: list[str] = []
    for name, cards in spec.drawn.items():
        if name not in ORDERED_PILES:
            raise CampaignPositionError(f"drawn.{name}: only road and town cards are drawn")
        missing = sorted(set(cards) - set(piles.cards(cast(PileName, name))))
        if missing:
            raise CampaignPositionError(f"drawn.{name}: {missing} are not in the pile")
        drawn.extend(c for c in cards if c not in piles.used)
    return drawn


def _time_tokens(spec: CampaignSpec) -> dict[str, Any]:
    if any(not 1 <= day <= 60 for day in spec.time_tokens.values()):
        raise CampaignPositionError("time_tokens: a time token lies on a day of 1 to 60")
    return {"time_tokens": dict(spec.time_tokens)} if spec.time_tokens else {}


def _rewards(spec: CampaignSpec) -> dict[str, Rewards]:
    return {card: read_part(Rewards, r, f"rewards.{card}") for card, r in spec.rewards.items()}


def _story(board: CampaignBoard, spec: CampaignSpec) -> Story:
    """What has been read and done, and the decisions waiting on the party."""
    bad = set(spec.story) - {*STORY_FIELDS, "pending"}
    if bad:
        raise CampaignPositionError(f"story: unknown fields {sorted(bad)}")
    update: dict[str, Any] = {k: tuple(spec.story[k]) for k in STORY_FIELDS if k in spec.story}
    pending = spec.story.get("pending", [])
    if pending:
        decisions = DECISIONS.validate_python(pending)
        update["pending"] = tuple(decisions)
        top = max(d.id for d in decisions)
        update["next_decision_id"] = max(board.story.next_decision_id, top + 1)
    return board.story.model_copy(update=update)


def _rules(rules: dict[str, Any]) -> RulesOptions:
    return read_part(RulesOptions, rules, "options.rules")


def read_part(model: type[M], data: dict[str, Any], where: str) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        path = ".".join(str(p) for p in problem["loc"])
        raise CampaignPositionError(f"{where}.{path}: {problem['msg']}") from None


def _boards(board: CampaignBoard, spec: CampaignSpec) -> dict[str, Any]:
    heroes = dict(board.heroes)
    for hero, fields in spec.boards.items():
        bad = set(fields) - BOARD_FIELDS
        if hero not in heroes or bad:
            raise CampaignPositionError(f"boards.{hero}: unknown hero or fields {sorted(bad)}")
        values = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
        heroes[hero] = heroes[hero].model_copy(update=values)
    return heroes


def _wagon(board: CampaignBoard, spec: CampaignSpec) -> dict[str, Any]:
    bad = set(spec.wagon) - {"levels", "resources", "equipment"}
    if bad:
        raise CampaignPositionError(f"wagon: unknown fields {sorted(bad)}")
    update: dict[str, Any] = dict(spec.wagon)
    if "levels" in update:
        update["levels"] = {**board.wagon.levels, **update["levels"]}
    if "equipment" in update:
        update["equipment"] = tuple(update["equipment"])
    return update


def _supply(board: CampaignBoard, spec: CampaignSpec) -> dict[str, Any]:
    """Token counts left in the supply, by kind (the others as the setup left them)."""
    bad = set(spec.supply) - {"resources", "equipment"}
    if bad:
        raise CampaignPositionError(f"supply: unknown fields {sorted(bad)}")
    current = {"resources": board.supply.resources, "equipment": board.supply.equipment}
    return {k: {**current[k], **counts} for k, counts in spec.supply.items()}
