"""DEV-34: a leaving player's hero is taken out of the party (by the GM or by that player,
between quests), its gold shared among the heroes left and its equipment and resources
put into the wagon for them."""

from __future__ import annotations

from app.engine import HuntersTable
from app.engine.hunters.campaign.events.heroes import HeroLeftParty
from tests.engine.campaign.factory import GM, act, after_quest_one, board_of, refused, with_board
from tests.engine.quest_factory import new_campaign, seat

PARTY = ("landsknecht", "huntress", "medic")


def three_heroes(gold_half: int = 5) -> HuntersTable:
    state, _ = after_quest_one(PARTY)
    heroes = board_of(state).heroes
    rich = heroes["medic"].model_copy(update={"gold_half": gold_half, "resources": {"steel": 2}})
    return with_board(state, heroes={**heroes, "medic": rich})


def test_the_leaving_player_takes_its_hero_out_and_its_goods_are_shared_dev_34() -> None:
    state = three_heroes()
    before = board_of(state)
    medic = before.heroes["medic"]
    state, events = act(state, {"type": "leave_party", "hero": "medic"}, seat("s2"))
    board = board_of(state)
    assert "medic" not in board.heroes and "medic" not in state.heroes
    assert state.seats["s2"].heroes == ()
    left = next(e for e in events if isinstance(e, HeroLeftParty))
    assert left.gold_shares == {"landsknecht": 3, "huntress": 2}
    assert board.heroes["landsknecht"].gold_half == before.heroes["landsknecht"].gold_half + 3
    assert board.heroes["huntress"].gold_half == before.heroes["huntress"].gold_half + 2
    for item in medic.belongings:
        assert board.wagon.equipment.count(item) >= 1
    assert board.wagon.resources.get("steel", 0) == before.wagon.resources.get("steel", 0) + 2


def test_the_gm_takes_a_hero_out_of_the_party_dev_34() -> None:
    state, _ = act(three_heroes(), {"type": "leave_party", "hero": "huntress"}, GM)
    assert set(board_of(state).heroes) == {"landsknecht", "medic"}


def test_only_the_gm_or_the_hero_s_player_may_take_it_out_dev_34() -> None:
    rejection = refused(three_heroes(), {"type": "leave_party", "hero": "medic"}, seat("s0"))
    assert (rejection.code, rejection.rule) == ("not_your_hero", "DEV-34")


def test_the_last_hero_cannot_leave_dev_34() -> None:
    state, _ = act(three_heroes(), {"type": "leave_party", "hero": "medic"}, GM)
    state, _ = act(state, {"type": "leave_party", "hero": "huntress"}, GM)
    rejection = refused(state, {"type": "leave_party", "hero": "landsknecht"}, GM)
    assert (rejection.code, rejection.rule) == ("last_hero", "DEV-34")


def test_a_hero_leaves_only_between_quests_dev_34() -> None:
    state, _ = new_campaign(("landsknecht", "huntress"))
    rejection = refused(state, {"type": "leave_party", "hero": "huntress"}, GM)
    assert (rejection.code, rejection.rule) == ("not_between_quests", "DEV-34")
