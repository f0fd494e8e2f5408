"""Board geometry, line of sight and paths (MOVE-08/23, ATK-17, TERR-02..06/12, ENEMY-11)."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from app.content.schema.maps import Board, Edge
from app.engine.hunters.quest.board.geometry import (
    Geometry,
    Space,
    build_geometry,
    corner_arms,
    distance,
    edge_between,
    edge_key,
    is_step_blocked,
    is_stop_entry,
)
from app.engine.hunters.quest.board.pathing import TowardSearch, move_endings
from app.engine.hunters.quest.board.sight import can_see, has_line_of_sight

SIDES = ("N", "E", "S", "W")


@st.composite
def boards(draw: st.DrawFn) -> Board:
    width = draw(st.integers(3, 9))
    height = draw(st.integers(3, 9))
    spaces = st.tuples(st.integers(0, width - 1), st.integers(0, height - 1))
    edges = st.builds(lambda at, side: Edge(at=at, side=side), spaces, st.sampled_from(SIDES))
    return Board(
        size=(width, height),
        walls=tuple(draw(st.lists(edges, max_size=14))),
        obstacles=tuple(draw(st.lists(edges, max_size=4))),
        rough=tuple(draw(st.lists(edges, max_size=6))),
        vantage=tuple(draw(st.lists(spaces, max_size=3))),
    )


def spaces_of(geo: Geometry) -> st.SearchStrategy[Space]:
    return st.tuples(st.integers(0, geo.width - 1), st.integers(0, geo.height - 1))


def test_distance_counts_king_moves() -> None:
    """MOVE-23: diagonal steps count 1."""
    assert distance((0, 0), (3, 2)) == 3
    assert distance((4, 4), (4, 4)) == 0


def test_both_namings_of_an_edge_agree() -> None:
    assert edge_key(Edge(at=(2, 1), side="E")) == edge_key(Edge(at=(3, 1), side="W"))
    assert edge_key(Edge(at=(2, 1), side="S")) == edge_key(Edge(at=(2, 2), side="N"))
    assert edge_between((2, 1), (3, 1)) == edge_key(Edge(at=(2, 1), side="E"))


def test_a_straight_wall_blocks_sight_even_at_its_joints() -> None:
    """ATK-17 (our default): a line through the joint of a continuous wall is blocked; a
    line through the free end of a wall, or past the outer corner of an L, is not."""
    board = Board(size=(7, 7), walls=(Edge(at=(2, 1), side="E"), Edge(at=(2, 2), side="E")))
    geo = build_geometry(board)
    assert not has_line_of_sight(geo, (1, 3), (4, 0))  # through the joint (3,2)
    assert has_line_of_sight(geo, (1, 4), (4, 1))  # through the free end (3,3)
    el = build_geometry(
        Board(size=(7, 7), walls=(Edge(at=(5, 4), side="S"), Edge(at=(5, 4), side="E")))
    )
    assert has_line_of_sight(el, (6, 4), (5, 5))  # grazing the L's outer corner
    assert not has_line_of_sight(el, (4, 3), (6, 5))  # out of the L's closed inner corner
    assert not has_line_of_sight(el, (6, 4), (5, 5), rule="any_wall")
    assert not has_line_of_sight(geo, (1, 3), (4, 0), rule="closed_both_sides")
    assert not has_line_of_sight(geo, (1, 4), (4, 1), rule="any_wall")


def test_night_sight_reaches_two_spaces() -> None:
    """ATK-19."""
    geo = build_geometry(Board(size=(6, 6)))
    assert can_see(geo, (0, 0), (2, 2), night=True)
    assert not can_see(geo, (0, 0), (3, 0), night=True)
    assert can_see(geo, (0, 0), (3, 0), night=False)


def test_diagonal_stop_needs_both_marked_sides() -> None:
    """TERR-05/06."""
    both = build_geometry(
        Board(size=(4, 4), rough=(Edge(at=(2, 2), side="W"), Edge(at=(2, 2), side="N")))
    )
    one = build_geometry(Board(size=(4, 4), rough=(Edge(at=(2, 2), side="W"),)))
    assert is_stop_entry(both, (1, 1), (2, 2))
    assert not is_stop_entry(one, (1, 1), (2, 2))
    assert is_stop_entry(one, (1, 2), (2, 2))
    assert not is_stop_entry(one, (2, 2), (1, 2))  # leaving through an icon: nothing


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_line_of_sight_is_symmetric(data: st.DataObject) -> None:
    """ATK-17: seeing is mutual, whatever the walls and the corner rule."""
    geo = build_geometry(data.draw(boards()))
    a, b = data.draw(spaces_of(geo)), data.draw(spaces_of(geo))
    for rule in ("closed_both_sides", "any_wall"):
        assert has_line_of_sight(geo, a, b, rule=rule) == has_line_of_sight(geo, b, a, rule=rule)


def crosses_blocker(geo: Geometry, a: Space, b: Space) -> bool:
    """An independent statement of TERR-02/03 and MOVE-08 (any_wall)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dx == 0 or dy == 0:
        return edge_between(a, b) in geo.blockers
    corner = (a[0] + (dx > 0), a[1] + (dy > 0))
    return any(arm in geo.blockers for arm in corner_arms(*corner).values())


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_enemy_paths_never_cross_walls_and_keep_to_the_move(data: st.DataObject) -> None:
    """ENEMY-11, MOVE-01/08/20: every first Move offered is legal and at most its value."""
    geo = build_geometry(data.draw(boards()))
    start, goal = data.draw(spaces_of(geo)), data.draw(spaces_of(geo))
    value = data.draw(st.integers(1, 4))
    search = TowardSearch(geo, start, [goal], value=value, flight=False, rule="any_wall")
    if goal == start or not search.nearest:
        return
    for path in search.first_moves(goal):
        assert 1 <= len(path) <= value
        here = start
        for step in path:
            assert distance(here, step) == 1
            assert not crosses_blocker(geo, here, step)
            assert not is_step_blocked(geo, here, step)
            here = step
        # only the last step may end the Move early
        steps = [start, *path]
        assert not any(is_stop_entry(geo, x, y) for x, y in pairwise(steps[:-1]))


@settings(max_examples=120, deadline=None)
@given(st.data())
def test_move_endings_are_reachable_within_the_move(data: st.DataObject) -> None:
    geo = build_geometry(data.draw(boards()))
    start = data.draw(spaces_of(geo))
    value = data.draw(st.integers(1, 4))
    for end, path in move_endings(geo, start, value=value, flight=False, rule="any_wall").items():
        assert path[-1] == end and len(path) <= value
        steps = [start, *path]
        assert not any(crosses_blocker(geo, x, y) for x, y in pairwise(steps))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_heros_legal_paths_never_cross_walls_nor_exceed_the_move(data: st.DataObject) -> None:
    """MOVE-01/02/05/08, TERR-02..06: every path legal_commands would offer for a Move is
    made of adjacent steps, crosses no wall or obstacle, stops only at its end, and is at
    most the Move's value (one more with morale)."""
    from app.content.schema.activities import MoveActivity
    from app.engine.hunters.quest.rules.paths import hero_move_paths
    from tests.engine.quest_factory import position

    board = data.draw(boards())
    geo = build_geometry(board)
    at = data.draw(spaces_of(geo))
    wolf = data.draw(spaces_of(geo))
    value = data.draw(st.integers(1, 3))
    morale = data.draw(st.integers(0, 3))
    state = position(
        {
            "board": board.model_dump(mode="json"),
            "units": [
                {
                    "id": "H1",
                    "hero": "landsknecht",
                    "at": list(at),
                    "morale": morale,
                    "hand": ["LK19"],
                },
                {"id": "W1", "enemy": "wolf", "at": list(wolf)},
            ],
            "turn": {"round": 1, "active": "H1"},
        }
    )
    assert state.quest is not None
    hero = state.quest.heroes["H1"]
    paths = hero_move_paths(state.quest, hero, MoveActivity(do="move", value=value))
    for end, path in paths.items():
        assert path[-1] == end
        assert len(path) <= value + (1 if morale > 0 else 0)
        steps = [at, *path]
        for here, there in pairwise(steps):
            assert distance(here, there) == 1
            assert not crosses_blocker(geo, here, there)
        for here, there in pairwise(steps[:-1]):
            assert there != wolf  # an enemy's space ends a Move (MOVE-05)
            assert geo.is_on_board(there)
            assert not is_stop_entry(geo, here, there)
