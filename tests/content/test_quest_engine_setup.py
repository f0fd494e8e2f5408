"""Each of the base pack's quests loads into the quest engine and deploys for 2, 3 and 4
heroes (issue 6), through ``build_quest`` (app/engine/hunters/quest/steps/setup.py)."""

from __future__ import annotations

import pytest

from app.content.catalog import Catalog
from app.content.schema.quests import HeroCount
from app.engine.hunters.quest.steps import setup
from app.engine.kernel import dice as rng

PARTIES = {
    2: ("landsknecht", "huntress"),
    3: ("landsknecht", "huntress", "medic"),
    4: ("man_at_arms", "huntress", "medic", "sorceress"),
}


BASE_QUESTS = (
    *("q1", "q2", "q3a", "q3b", "q4", "q5", "q6", "q7a", "q7b"),
    *("q8a", "q8b", "q9", "q10", "sk_wolves", "sk_highwaymen", "sk_rats"),
)


def test_every_quest_of_the_pack_is_set_up_here(base_catalog: Catalog) -> None:
    """QUEST-06..09: no quest of the pack escapes the set-up test below."""
    assert sorted(base_catalog.quests) == sorted(BASE_QUESTS)


@pytest.mark.parametrize("quest_id", BASE_QUESTS)
@pytest.mark.parametrize("heroes", [2, 3, 4])
def test_the_quest_builds_for_the_party(
    base_catalog: Catalog, quest_id: str, heroes: HeroCount
) -> None:
    quest = base_catalog.quests[quest_id]
    state = setup.build_quest(base_catalog, quest, PARTIES[heroes], rng.SeededDice(7))
    species: dict[str, int] = {}
    for unit in state.enemies.values():
        species[unit.enemy] = species.get(unit.enemy, 0) + 1
    listed = {enemy: n[heroes] for enemy, n in quest.enemy_counts.items() if n[heroes]}
    assert species == listed
    assert len(state.traps) == len(quest.traps)
    assert state.findings == base_catalog.maps[quest.map].board.findings
    deck_size = 10 if quest.deck == "quest_one" else 20
    assert all(len(hero.draw_pile) == deck_size for hero in state.heroes.values())


def test_the_megaloptera_starts_with_its_damage(base_catalog: Catalog) -> None:
    """QUEST-08, ENEMY-20: 3 damage for 2 heroes, 1 for 3, none for 4."""
    quest = base_catalog.quests["q3a"]
    health = {
        heroes: setup.build_quest(base_catalog, quest, PARTIES[heroes], rng.SeededDice(1))
        .enemies["megaloptera-1"]
        .health
        for heroes in PARTIES
    }
    assert health == {2: 7, 3: 9, 4: 10}
