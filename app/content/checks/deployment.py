"""Whether each quest deploys legally on its map for 2, 3 and 4 heroes (QUEST-06..09,
QUEST-45): every space used is on the board, the heroes' deployment zone is on it, the
icons add up to the Deployment list, and the box holds enough miniatures."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

from app.content.catalog import Catalog
from app.content.errors import Problem
from app.content.schema.common import Side, Space
from app.content.schema.maps import Board
from app.content.schema.quests import EnemyDeployment, HeroCount, Quest

PARTY_SIZES: tuple[HeroCount, ...] = (2, 3, 4)


def deployment_problems(catalog: Catalog) -> Iterator[Problem]:
    for page in catalog.maps.values():
        for index, space in enumerate(page.deployment_zone):
            if not _on_board(page.board, space):
                message = f"space {list(space)} is off the {_size(page.board)} board"
                yield Problem("maps", page.id, f"deployment_zone[{index}]", message)
    for quest in catalog.quests.values():
        quest_map = catalog.maps.get(quest.map)
        if quest_map is None:
            continue  # reported as an unknown map
        board = quest_map.board
        for path, space in _spaces(quest):
            if not _on_board(board, space):
                yield _problem(quest, path, f"space {list(space)} is off the {_size(board)} board")
        walls = {_edge_key(edge.at, edge.side) for edge in board.walls}
        for i, interaction in enumerate(quest.interactions):
            for index, edge in enumerate(interaction.removes_walls):
                if _edge_key(edge.at, edge.side) not in walls:
                    message = f"the map has no wall at {list(edge.at)} {edge.side} to remove"
                    yield _problem(quest, f"interactions[{i}].removes_walls[{index}]", message)
        for heroes in PARTY_SIZES:
            yield from _count_problems(catalog, quest, heroes)


def _count_problems(catalog: Catalog, quest: Quest, heroes: HeroCount) -> Iterator[Problem]:
    deployed = _counts(quest.deployment, heroes)
    if not deployed:
        yield _problem(quest, "deployment", f"no enemy is deployed for {heroes} heroes")
    for enemy, listed in quest.enemy_counts.items():
        if deployed.get(enemy, 0) != listed.get(heroes, 0):
            message = (
                f"the Deployment list says {listed.get(heroes, 0)} {enemy} for {heroes} heroes "
                f"but the map's icons deploy {deployed.get(enemy, 0)} (QUEST-45)"
            )
            yield _problem(quest, f"enemy_counts.{enemy}", message)
    if quest.enemy_counts:
        for enemy in sorted(set(deployed) - set(quest.enemy_counts)):
            yield _problem(quest, "enemy_counts", f"{enemy} is deployed but not listed")
    waves = [d for wave in quest.reinforcements for d in wave.enemies]
    yield from _miniature_problems(catalog, quest, heroes, deployed + _counts(waves, heroes))


def _miniature_problems(
    catalog: Catalog, quest: Quest, heroes: HeroCount, needed: Counter[str]
) -> Iterator[Problem]:
    """Variants share their base's miniatures (the Veteran stands in a Crossbowman)."""
    pools: Counter[str] = Counter()
    for enemy_id, count in needed.items():
        enemy = catalog.enemies.get(enemy_id)
        if enemy is not None:
            pools[enemy.variant_of or enemy.id] += count
    for pool, count in sorted(pools.items()):
        base = catalog.enemies.get(pool)
        if base is not None and count > base.miniatures:
            message = (
                f"{count} {pool} miniatures needed for {heroes} heroes; "
                f"the box has {base.miniatures}"
            )
            yield _problem(quest, "deployment", message)


def _counts(deployments: Iterable[EnemyDeployment], heroes: HeroCount) -> Counter[str]:
    counts: Counter[str] = Counter()
    for deployment in deployments:
        counts[deployment.enemy] += deployment.count_for(heroes)
    return +counts


def _spaces(quest: Quest) -> Iterator[tuple[str, Space]]:
    for index, deployment in enumerate(quest.deployment):
        yield f"deployment[{index}].at", deployment.at
    for r, wave in enumerate(quest.reinforcements):
        for index, deployment in enumerate(wave.enemies):
            yield f"reinforcements[{r}].enemies[{index}].at", deployment.at
    for index, trap in enumerate(quest.traps):
        yield f"traps[{index}].at", trap.at
    for index, ally in enumerate(quest.allies):
        yield f"allies[{index}].at", ally.at
    for i, interaction in enumerate(quest.interactions):
        for index, space in enumerate(interaction.at):
            yield f"interactions[{i}].at[{index}]", space
        for index, edge in enumerate(interaction.removes_walls):
            yield f"interactions[{i}].removes_walls[{index}].at", edge.at


def _edge_key(at: Space, side: Side) -> tuple[Space, Side]:
    """One name for an edge whichever of its two spaces names it (scenario format)."""
    x, y = at
    if side == "E":
        return (x + 1, y), "W"
    if side == "S":
        return (x, y + 1), "N"
    return at, side


def _on_board(board: Board, space: Space) -> bool:
    width, height = board.size
    return 0 <= space[0] < width and 0 <= space[1] < height


def _size(board: Board) -> str:
    return f"{board.size[0]}x{board.size[1]}"


def _problem(quest: Quest, path: str, message: str) -> Problem:
    return Problem("quests", quest.id, path, message)
