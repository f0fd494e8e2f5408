"""Cross-references of the campaign side: every card, map card, location, entry, quest,
resource and item an instruction, price list or the campaign setup names exists."""

from __future__ import annotations

from collections.abc import Iterator

from app.content.catalog import Catalog
from app.content.checks.known import Known, Owner, indexed, unknown
from app.content.errors import Problem, join_path
from app.content.schema.narrative import (
    Bundle,
    CompleteTask,
    DiscardCard,
    DrawRoadCard,
    Instruction,
    MoveParty,
    PlaceCard,
    PlaceLocations,
    PlaceRewards,
    ReadEntry,
    RemoveLocations,
    ResolveQuest,
    RevealMapCard,
    branches,
)

PLACEABLE = {"S": "plot_cards", "F": "plot_cards", "J": "task_cards"}
"""CAMP-19/29: plot cards (Sxxx, Fxxx) and task cards (Jxxx) are placed by instructions."""

DISCARDABLE = ("plot_cards", "task_cards", "road_cards", "town_cards")

NAMED: dict[type, tuple[str, str, str]] = {
    RevealMapCard: ("card", "map_cards", "map card"),
    ReadEntry: ("entry", "tales", "tale entry"),
    ResolveQuest: ("quest", "quests", "quest"),
    CompleteTask: ("task", "task_cards", "task card"),
}
"""Instructions naming one object: its field, the kind it must be, and what to call it."""

PLACED: dict[type, str] = {PlaceCard: "at", PlaceRewards: "at", MoveParty: "to"}
"""Instructions naming a map or location card, and the field that names it."""


def campaign_problems(catalog: Catalog, known: Known) -> Iterator[Problem]:
    for owner, path, instructions in _instruction_lists(catalog):
        for index, instruction in enumerate(instructions):
            yield from _instruction_problems(catalog, known, owner, f"{path}[{index}]", instruction)
    for task in catalog.task_cards.values():
        yield from _bundle_problems(known, ("task_cards", task.id), "reward", task.reward)
    for location in catalog.locations.values():
        owner = ("locations", location.id)
        yield from unknown(
            known, "map_cards", [("settlement", location.settlement)], owner, "map card"
        )
        for index, line in enumerate(location.prices):
            if line.item not in known["equipment"] | known["resources"]:
                message = f"unknown equipment or resource {line.item!r}"
                yield Problem("locations", location.id, f"prices[{index}].item", message)
    if catalog.campaign is not None:
        yield from _setup_problems(catalog, known)


def _instruction_lists(
    catalog: Catalog,
) -> Iterator[tuple[Owner, str, tuple[Instruction, ...]]]:
    for plot in catalog.plot_cards.values():
        yield ("plot_cards", plot.id), "instructions", plot.instructions
    for road in catalog.road_cards.values():
        yield ("road_cards", road.id), "instructions", road.instructions
    for town in catalog.town_cards.values():
        yield ("town_cards", town.id), "instructions", town.instructions
    for task in catalog.task_cards.values():
        yield ("task_cards", task.id), "undertake", task.undertake
    for tale in catalog.tales.values():
        yield ("tales", tale.id), "instructions", tale.instructions
    for quest in catalog.quests.values():
        yield ("quests", quest.id), "victory", quest.victory
        yield ("quests", quest.id), "defeat", quest.defeat
    if catalog.campaign is not None:
        yield ("campaign", ""), "setup", catalog.campaign.setup


def _instruction_problems(
    catalog: Catalog, known: Known, owner: Owner, path: str, instruction: Instruction
) -> Iterator[Problem]:
    """The problems of one instruction and, recursively, of its branches."""
    yield from _reference_problems(catalog, known, owner, path, instruction)
    for branch, nested in branches(instruction):
        for index, inner in enumerate(nested):
            inner_path = join_path(path, f"{branch}[{index}]")
            yield from _instruction_problems(catalog, known, owner, inner_path, inner)


def _reference_problems(
    catalog: Catalog, known: Known, owner: Owner, path: str, instruction: Instruction
) -> Iterator[Problem]:
    named = NAMED.get(type(instruction))
    if named is not None:
        field, kind, what = named
        ref = (join_path(path, field), getattr(instruction, field))
        yield from unknown(known, kind, [ref], owner, what)
    place = PLACED.get(type(instruction))
    target = getattr(instruction, place) if place else None
    if target is not None and target not in known["map_cards"] | known["locations"]:
        message = f"unknown map or location card {target!r}"
        yield Problem(*owner, join_path(path, str(place)), message)
    yield from _card_problems(catalog, known, owner, path, instruction)
    if isinstance(instruction, Bundle):
        yield from _bundle_problems(known, owner, path, instruction)


def _card_problems(
    catalog: Catalog, known: Known, owner: Owner, path: str, instruction: Instruction
) -> Iterator[Problem]:
    match instruction:
        case PlaceCard(card=card):
            yield from _placeable_problems(known, owner, join_path(path, "card"), card)
        case PlaceLocations(locations=ids) | RemoveLocations(locations=ids):
            refs = indexed(join_path(path, "locations"), ids)
            yield from unknown(known, "locations", refs, owner, "location")
        case DiscardCard(card=str() as card):
            if not any(card in known[kind] for kind in DISCARDABLE):
                yield Problem(*owner, join_path(path, "card"), f"unknown card {card!r}")
        case DrawRoadCard(level=level):
            if not any(road.level == level for road in catalog.road_cards.values()):
                message = f"the pack has no level {level} road card"
                yield Problem(*owner, join_path(path, "level"), message)


def _placeable_problems(known: Known, owner: Owner, path: str, card: str) -> Iterator[Problem]:
    kind = PLACEABLE.get(card[:1])
    if kind is None:
        yield Problem(*owner, path, f"{card!r} is not a plot (Sxxx, Fxxx) or task (Jxxx) card")
    else:
        yield from unknown(known, kind, [(path, card)], owner, "card")


def _bundle_problems(known: Known, owner: Owner, path: str, bundle: Bundle) -> Iterator[Problem]:
    refs = [(join_path(path, f"resources.{r}"), r) for r in bundle.resources]
    yield from unknown(known, "resources", refs, owner, "resource")
    refs = [*indexed(join_path(path, "equipment"), bundle.equipment)]
    refs += indexed(join_path(path, "equipment_choice"), bundle.equipment_choice)
    yield from unknown(known, "equipment", refs, owner, "equipment")


def _setup_problems(catalog: Catalog, known: Known) -> Iterator[Problem]:
    setup = catalog.campaign
    assert setup is not None
    owner = ("campaign", "")
    region = setup.map_cards
    refs = [
        (f"region[{r}][{c}]", card)
        for r, row in enumerate(setup.region)
        for c, card in enumerate(row)
    ]
    yield from unknown(known, "map_cards", refs, owner, "map card")
    for path, card in indexed("face_up", setup.face_up):
        if card not in region:
            yield Problem(*owner, path, f"{card!r} is not on the region grid")
    refs = [(f"findings.{face}", resource) for face, resource in sorted(setup.findings.items())]
    yield from unknown(known, "resources", refs, owner, "resource")
