"""What the base campaign holds (issue 13): the region, its settlements and prices, the plot,
the tales, the road and town decks and the quests, in the numbers the campaign needs."""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog
from app.content.checks.story_graph import flattened
from app.content.schema.narrative import (
    AttributeTest,
    Choose,
    EndCampaign,
    Instruction,
    ResolveQuest,
)
from app.content.schema.story import RoadCard, TownCard

SKIRMISHES = ("sk_wolves", "sk_highwaymen", "sk_rats")


def test_the_region_has_twenty_cards_ports_and_settlements(base_catalog: Catalog) -> None:
    """CAMP-03/13, SETL-16: 20 map cards of threat I-III, at least 4 ports, Penzberg as the
    capital and at least two more settlements."""
    cards = base_catalog.map_cards.values()
    assert len(base_catalog.map_cards) == 20
    assert {card.threat for card in cards} == {1, 2, 3}
    assert sum(card.port for card in cards) >= 4
    settlements = {card.settlement for card in cards if card.settlement}
    assert "Penzberg" in settlements and len(settlements) >= 3
    assert all(card.text for card in cards)


def test_penzberg_has_six_locations_and_the_others_two_to_four(base_catalog: Catalog) -> None:
    """SETL-01/02: Penzberg's 6 location cards; 2-4 in every other settlement."""
    per_settlement = Counter(loc.settlement for loc in base_catalog.locations.values())
    assert per_settlement.pop("M10") == 6
    settled = {k for k, card in base_catalog.map_cards.items() if card.settlement} - {"M10"}
    assert set(per_settlement) == settled
    assert all(2 <= n <= 4 for n in per_settlement.values())


def test_everything_can_be_bought_or_crafted_somewhere(base_catalog: Catalog) -> None:
    """SETL-09, EQUIP-42: every item of the pack is on a price list or in a recipe, and
    every resource can be bought."""
    buyable = {
        line.item
        for location in base_catalog.locations.values()
        for line in location.prices
        if line.buy is not None
    }
    craftable = {recipe.item for recipe in base_catalog.recipes.values()}
    assert set(base_catalog.equipment) - buyable - craftable == set()
    assert set(base_catalog.resources) - buyable == set()


def test_settlements_offer_services(base_catalog: Catalog) -> None:
    """SETL-11..15: each settlement has somewhere to work or rest and somewhere to heal."""
    by_settlement: dict[str, list[bool]] = {}
    for location in base_catalog.locations.values():
        services = location.services
        flags = by_settlement.setdefault(location.settlement, [False, False])
        flags[0] |= services.work is not None or services.rest is not None
        flags[1] |= services.heal is not None
    assert all(flags == [True, True] for flags in by_settlement.values()), by_settlement


def test_the_plot_cards(base_catalog: Catalog) -> None:
    """CAMP-19..25: at least 40 small and 6 large plot cards; main-plot cards with red
    stripes and deadlines, red-triangle cards and "!" options among them."""
    small = [c for c in base_catalog.plot_cards.values() if c.size == "small"]
    large = [c for c in base_catalog.plot_cards.values() if c.size == "large"]
    assert len(small) >= 40 and len(large) >= 6
    assert sum(c.back.main_plot for c in small) >= 15
    assert sum(c.back.deadline_day is not None for c in small) >= 10
    assert sum(c.back.red_triangle and not c.back.main_plot for c in small) >= 3
    required = [
        option
        for card in base_catalog.plot_cards.values()
        for i in flattened(card.instructions)
        if isinstance(i, Choose)
        for option in i.options
        if option.required
    ]
    assert len(required) >= 8


def test_the_task_cards(base_catalog: Catalog) -> None:
    """CAMP-29/30: at least 10 task cards of every difficulty."""
    difficulty = Counter(task.difficulty for task in base_catalog.task_cards.values())
    assert sum(difficulty.values()) >= 10
    assert min(difficulty[d] for d in ("easy", "medium", "hard")) >= 3


def test_the_tome_of_tales(base_catalog: Catalog) -> None:
    """CAMP-34: at least 80 entries."""
    assert len(base_catalog.tales) >= 80


def test_the_road_and_town_decks(base_catalog: Catalog) -> None:
    """CAMP-06/07/17, SETL-06: 12 road cards per level, "The Beginning" alone at the
    bottom of level I, 16 town cards; tests and short fights among them."""
    levels = Counter(card.level for card in base_catalog.road_cards.values())
    assert all(levels[level] >= 12 for level in (1, 2, 3)), levels
    bottom = [c.id for c in base_catalog.road_cards.values() if c.at_bottom]
    assert bottom == ["R1-01"]
    assert len(base_catalog.town_cards) >= 16
    decks: list[RoadCard | TownCard] = [
        *base_catalog.road_cards.values(),
        *base_catalog.town_cards.values(),
    ]
    steps = [i for card in decks for i in flattened(card.instructions)]
    assert sum(isinstance(i, AttributeTest) for i in steps) >= 15
    assert sum(isinstance(i, ResolveQuest) for i in steps) >= 4
    town = [i for card in base_catalog.town_cards.values() for i in flattened(card.instructions)]
    assert any(isinstance(i, ResolveQuest) for i in town)


def test_ten_quests_and_every_enemy_kind(base_catalog: Catalog) -> None:
    """QUEST-01: quests numbered 1-10, each number with a map of its own, and every enemy
    kind of the pack deployed at least once (at the start or as reinforcements)."""
    story = [q for q in base_catalog.quests.values() if q.id not in SKIRMISHES]
    maps = {n: {q.map for q in story if q.number == n} for n in range(1, 11)}
    assert all(maps.values()), maps
    all_maps = [page for pages in maps.values() for page in pages]
    assert len(all_maps) == len(set(all_maps)), "two quest numbers share a map"
    quests = base_catalog.quests.values()
    used = {d.enemy for q in quests for d in q.deployment}
    used |= {d.enemy for q in quests for wave in q.reinforcements for d in wave.enemies}
    assert set(base_catalog.enemies) - used == set()


def test_the_quests_use_the_engines_range(base_catalog: Catalog) -> None:
    """QUEST-21/29/41/42, ATK-19, TERR-15/19: night, traps, findings, allies to protect,
    Interact objectives and reinforcements all appear among the new quests."""
    quests = [q for k, q in base_catalog.quests.items() if q.number >= 4]
    findings = [q for q in quests if base_catalog.maps[q.map].board.findings]
    assert any(q.night for q in quests) and any(q.traps for q in quests) and findings
    assert any(q.goal.protect for q in quests) and any(q.allies for q in quests)
    assert any(q.goal.kind == "interaction" for q in quests)
    assert any(i.removes_walls for q in quests for i in q.interactions)
    assert sum(bool(q.reinforcements) for q in quests) >= 5


def test_the_last_quest_wins_the_campaign(base_catalog: Catalog) -> None:
    """CAMP-02: quest 10's victory ends the campaign in victory, its defeat can lose it."""
    final = base_catalog.quests["q10"]
    tales = base_catalog.tales

    def ends(instructions: tuple[Instruction, ...], result: str) -> bool:
        steps = list(flattened(instructions))
        entries = [tales[s.entry].instructions for s in steps if s.do == "read_entry"]
        steps += [i for entry in entries for i in flattened(entry)]
        more = [tales[s.entry].instructions for s in steps if s.do == "read_entry"]
        steps += [i for entry in more for i in flattened(entry)]
        return any(isinstance(s, EndCampaign) and s.result == result for s in steps)

    assert ends(final.victory, "victory")
    assert ends(final.defeat, "defeat")
