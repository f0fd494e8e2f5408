"""The story graph of a pack's campaign: which plot and task cards, Tome of Tales entries and
quests the narrative instructions reach, and how early each can be reached (CAMP-19..36).

- :func:`story_nodes` / :func:`reachable`: every card, entry and quest, and those reached
  from the campaign setup (CAMP-10) and the road and town piles (drawn at random, so every
  card in them is a root, CAMP-06/07).
- :func:`dangling`: references to objects the pack lacks (the loader reports these too).
- :func:`earliest_days`: the first day each node can be reached on the shortest route,
  counting 1 day per travel step to one of the 8 neighbouring map cards (CAMP-11), a
  location's day as its settlement's map card, time tokens (CAMP-32/33) and
  ``advance_days``. Branches are explored independently, so the days are a lower bound;
  for a main plot that runs card by card, as the base pack's does, they are the route.
- :func:`deadline_slack`: for every main-plot card with a deadline (CAMP-25), the days to
  spare on that route.

Read-only and pure: the content tests and ``hunters content validate`` use it.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass

from app.content.catalog import Catalog
from app.content.schema.narrative import (
    AdvanceDays,
    EndCampaign,
    Instruction,
    MoveParty,
    PlaceCard,
    ReadEntry,
    ResolveQuest,
    branches,
)

Node = tuple[str, str]
"""(kind, id) of a story object: plot_cards, task_cards, tales, quests, road_cards,
town_cards, or ("campaign", "victory") for an end_campaign victory."""

VICTORY: Node = ("campaign", "victory")
STORY_KINDS = ("plot_cards", "task_cards", "tales", "quests")


@dataclass(frozen=True)
class Slack:
    """A main-plot card with a deadline: reached at the earliest on ``day``."""

    card: str
    day: int
    deadline: int

    @property
    def days_to_spare(self) -> int:
        return self.deadline - self.day


def story_nodes(catalog: Catalog) -> frozenset[Node]:
    """Every plot card, task card, tale entry and quest of the pack."""
    return frozenset((kind, key) for kind in STORY_KINDS for key in getattr(catalog, kind))


def instructions_of(catalog: Catalog, node: Node) -> tuple[Instruction, ...]:
    """What a node tells the group to do once it is read, undertaken or played (a quest's
    victory and defeat both count: either may follow, END-04)."""
    kind, key = node
    if kind == "plot_cards":
        return catalog.plot_cards[key].instructions
    if kind == "task_cards":
        return catalog.task_cards[key].undertake
    if kind == "tales":
        return catalog.tales[key].instructions
    if kind == "quests":
        quest = catalog.quests[key]
        return (*quest.victory, *quest.defeat)
    if kind == "road_cards":
        return catalog.road_cards[key].instructions
    if kind == "town_cards":
        return catalog.town_cards[key].instructions
    return ()


def referenced(instruction: Instruction) -> Node | None:
    """The story object one instruction leads to, if any."""
    match instruction:
        case PlaceCard(card=card):
            return ("task_cards" if card.startswith("J") else "plot_cards", card)
        case ReadEntry(entry=entry):
            return ("tales", entry)
        case ResolveQuest(quest=quest):
            return ("quests", quest)
        case EndCampaign(result="victory"):
            return VICTORY
    return None


def flattened(instructions: tuple[Instruction, ...]) -> Iterator[Instruction]:
    """Every instruction of a list and, depth first, of its branches."""
    for instruction in instructions:
        yield instruction
        for _, nested in branches(instruction):
            yield from flattened(nested)


def roots(catalog: Catalog, with_piles: bool = True) -> list[tuple[Node, tuple[Instruction, ...]]]:
    """The campaign setup and, with ``with_piles``, every road and town card."""
    found: list[tuple[Node, tuple[Instruction, ...]]] = []
    if catalog.campaign is not None:
        found.append((("campaign", "setup"), catalog.campaign.setup))
    if with_piles:
        found += [(("road_cards", k), c.instructions) for k, c in catalog.road_cards.items()]
        found += [(("town_cards", k), c.instructions) for k, c in catalog.town_cards.items()]
    return found


def reachable(catalog: Catalog, with_piles: bool = True) -> frozenset[Node]:
    """The nodes some chain of instructions reaches from the roots (CAMP-34)."""
    starts = {node for _, steps in roots(catalog, with_piles) for node in leads_to(steps)}
    return frozenset().union(*(descendants(catalog, node) for node in starts))


def descendants(catalog: Catalog, start: Node) -> frozenset[Node]:
    """``start`` and every story object some chain of instructions from it reaches."""
    seen: set[Node] = set()
    queue = [start]
    known = story_nodes(catalog) | {VICTORY}
    while queue:
        node = queue.pop()
        if node not in seen and node in known:
            seen.add(node)
            queue += leads_to(instructions_of(catalog, node))
    return frozenset(seen)


def dangling(catalog: Catalog) -> list[tuple[Node, Node]]:
    """(where, what) for every reference to a story object the pack lacks."""
    known = story_nodes(catalog) | {VICTORY}
    owners = [*roots(catalog), *((n, instructions_of(catalog, n)) for n in story_nodes(catalog))]
    return sorted(
        (owner, node)
        for owner, instructions in owners
        for node in leads_to(instructions)
        if node not in known
    )


def leads_to(instructions: tuple[Instruction, ...]) -> list[Node]:
    """The story objects a list of instructions, its branches included, leads to."""
    return [node for i in flattened(instructions) if (node := referenced(i)) is not None]


# --------------------------------------------------------------------------- days


def earliest_days(catalog: Catalog) -> dict[Node, int]:
    """The first day each story node can be reached from the setup on day 1 (CAMP-09),
    by Dijkstra over the instructions (road and town cards are luck, not a route)."""
    grid = _grid(catalog)
    earliest: dict[Node, int] = {}
    heap: list[tuple[int, Node, str]] = []
    for _, instructions in roots(catalog, with_piles=False):
        heap += _arrivals(catalog, grid, instructions, 1, "")
    heapq.heapify(heap)
    known = story_nodes(catalog) | {VICTORY}
    while heap:
        day, node, at = heapq.heappop(heap)
        if node in earliest or node not in known:
            continue
        earliest[node] = day
        for arrival in _arrivals(catalog, grid, instructions_of(catalog, node), day, at):
            heapq.heappush(heap, arrival)
    return earliest


def _arrivals(
    catalog: Catalog,
    grid: dict[str, tuple[int, int]],
    instructions: tuple[Instruction, ...],
    day: int,
    at: str,
) -> list[tuple[int, Node, str]]:
    """(day, node, map card) of each node these instructions lead to, followed in order:
    travel to a placed card, time tokens and advance_days add days; branches run alone.
    ``at`` is "" before the party is first placed."""
    found: list[tuple[int, Node, str]] = []
    for instruction in instructions:
        node = referenced(instruction)
        if isinstance(instruction, PlaceCard) and node is not None:
            found.append(_placed_arrival(catalog, grid, instruction, node, day, at))
        elif node is not None:
            found.append((day, node, at))
        if isinstance(instruction, AdvanceDays):
            day += instruction.days
        if isinstance(instruction, MoveParty):
            at = _map_card(catalog, instruction.to)
        for _, nested in branches(instruction):
            found += _arrivals(catalog, grid, nested, day, at)
    return found


def _placed_arrival(
    catalog: Catalog,
    grid: dict[str, tuple[int, int]],
    place: PlaceCard,
    node: Node,
    day: int,
    at: str,
) -> tuple[int, Node, str]:
    """A task card or a large plot card is read where the group is (CAMP-19, CAMP-29); a
    small plot card once the group has travelled to it and its time token is gone."""
    if place.at is None or node[0] == "task_cards":
        return day, node, at
    target = _map_card(catalog, place.at)
    arrival = day + _steps(grid, at, target)
    if place.time_token_days is not None:
        arrival = max(arrival, day + place.time_token_days)
    return arrival, node, target


def _grid(catalog: Catalog) -> dict[str, tuple[int, int]]:
    if catalog.campaign is None:
        return {}
    rows = catalog.campaign.region
    return {card: (col, row) for row, cards in enumerate(rows) for col, card in enumerate(cards)}


def _map_card(catalog: Catalog, place: str) -> str:
    """A location card lies in its settlement (SETL-02)."""
    location = catalog.locations.get(place)
    return location.settlement if location is not None else place


def _steps(grid: dict[str, tuple[int, int]], start: str, end: str) -> int:
    """CAMP-11: travel steps to one of the 8 neighbours, so the king's-move distance."""
    if start not in grid or end not in grid:
        return 0
    (x1, y1), (x2, y2) = grid[start], grid[end]
    return max(abs(x1 - x2), abs(y1 - y2))


def deadline_slack(catalog: Catalog) -> list[Slack]:
    """Every main-plot card with a deadline that the route reaches, by card id (CAMP-25)."""
    days = earliest_days(catalog)
    return [
        Slack(card.id, days[("plot_cards", card.id)], card.back.deadline_day)
        for card in sorted(catalog.plot_cards.values(), key=lambda c: c.id)
        if card.back.deadline_day is not None and ("plot_cards", card.id) in days
    ]
