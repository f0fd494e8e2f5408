"""The shipped base pack validates and holds what the rulebook states (§14 data facts)."""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog

HEROES = ("landsknecht", "man_at_arms", "huntress", "medic", "sorceress")
ENEMY_KINDS = {
    "murderer_for_hire": 4,
    "bandit": 6,
    "crossbowman": 4,
    "handgunner": 4,
    "leader": 1,
    "raubritter": 2,
    "rat": 8,
    "wolf": 6,
    "werewolf": 1,
    "wraith": 2,
    "seer": 1,
    "flammeum": 2,
    "hound": 2,
    "megaloptera": 1,
    "androctonus": 1,
    "adephaga": 1,
    "nasicornis": 2,
    "blattaria": 1,
    "lucanus": 1,
    "beast": 1,
}
"""The 20 enemy kinds of the component list with their miniatures (§14.1)."""


def test_every_kind_is_there(base_catalog: Catalog) -> None:
    assert set(base_catalog.heroes) == set(HEROES)
    assert len(base_catalog.equipment) >= 60
    assert len(base_catalog.resources) == 18
    assert {"q1", "q2", "q3a", "q3b"} <= set(base_catalog.quests)
    assert base_catalog.content_hash == base_catalog.recomputed_hash()


def test_enemy_kinds_and_miniatures_follow_the_component_list(base_catalog: Catalog) -> None:
    """§14.1: miniature counts; variants (Veteran, Mercenary Captain) share a base's deck."""
    for kind, miniatures in ENEMY_KINDS.items():
        assert base_catalog.enemies[kind].miniatures == miniatures, kind
        assert base_catalog.enemies[kind].variant_of is None
    assert base_catalog.enemies["veteran_crossbowman"].deck == "crossbowman"
    assert base_catalog.enemies["mercenary_captain"].deck == "leader"


def test_enemy_decks_are_3_4_5_or_10_cards(base_catalog: Catalog) -> None:
    """ENEMY-03: basic enemies 3 cards, advanced 4-5, the most powerful 10."""
    sizes = {kind: len(base_catalog.enemy_deck(kind)) for kind in ENEMY_KINDS}
    assert set(sizes.values()) <= {3, 4, 5, 10}
    assert sizes["wolf"] == 3
    assert sizes["werewolf"] == 10


def test_the_wolf_is_the_books(base_catalog: Catalog) -> None:
    """§14.1 and ENEMY-28: Health 3, defenses 0, Strength 1 with 2 dice, the W-A card."""
    wolf = base_catalog.enemies["wolf"]
    assert (wolf.health, wolf.defense.melee, wolf.defense.ranged) == (3, 0, 0)
    assert (wolf.basic_attack.kind, wolf.basic_attack.attribute, wolf.basic_attack.dice) == (
        "melee",
        1,
        2,
    )
    assert [card.id for card in base_catalog.enemy_deck("wolf")] == ["W-A", "W-B", "W-C"]
    card = base_catalog.enemy_cards["W-A"]
    engaged, further = card.rows
    assert engaged.distance == "0" and further.distance == "1+"
    assert [a.model_dump(include={"do", "kind", "to_hit"}) for a in engaged.actions[0]] == [
        {"do": "attack", "kind": "melee", "to_hit": 2}
    ]
    charge, run = further.actions
    assert [a.model_dump(include={"do", "value", "direction", "to_hit"}) for a in charge] == [
        {"do": "move", "value": 1, "direction": "toward"},
        {"do": "attack", "to_hit": 4},
    ]
    assert [a.model_dump(include={"do", "value", "direction"}) for a in run] == [
        {"do": "move", "value": 2, "direction": "toward"}
    ]


def test_the_crossbowmans_example_card(base_catalog: Catalog) -> None:
    """WE-08: row "2+" = Ranged Attack 3 at range 1-4, else gain 2 defense tokens."""
    row = base_catalog.enemy_cards["CB-A"].row_for(5)
    assert row is not None and row.distance == "2+"
    shoot, guard = row.actions
    assert shoot[0].model_dump(mode="json", exclude_defaults=True) == {
        "do": "attack",
        "kind": "ranged",
        "to_hit": 3,
        "range": {"min": 1, "max": 4},
    }
    assert guard[0].model_dump(exclude_defaults=True) == {
        "do": "gain_tokens",
        "token": "defense",
        "amount": 2,
    }


def test_parry_is_switched_on_by_card_a16(base_catalog: Catalog) -> None:
    """ENEMY-22: the Leader's Parry needs a card, and A16 names it."""
    parry = {a.id: a for a in base_catalog.enemies["leader"].abilities}["parry"]
    assert parry.needs_card
    assert base_catalog.enemy_cards["A16"].activates == ("parry",)


def test_each_hero_has_twenty_starting_cards_and_twelve_advanced(base_catalog: Catalog) -> None:
    """DEV-13/16: 20 ST cards, the quest-1 ten numbered 01-05, at least 12 advanced cards."""
    for hero_id in HEROES:
        hero = base_catalog.heroes[hero_id]
        cards = base_catalog.hero_cards(hero_id)
        assert sum(c.copies for c in cards if c.is_starting) == 20
        assert len([c for c in cards if not c.is_starting]) >= 12
        prefix = hero.card_prefix
        expected = {f"{prefix}01": 1, f"{prefix}02": 2, f"{prefix}03": 2, f"{prefix}04": 2}
        assert Counter(hero.quest_one_deck) == {**expected, f"{prefix}05": 3}
        assert all(base_catalog.cards[card].copies >= n for card, n in expected.items())


def test_the_landsknecht_development_example(base_catalog: Catalog) -> None:
    """WE-11: attributes and the XP prices of the book's development example."""
    hero = base_catalog.heroes["landsknecht"]
    starts = [hero.strength.start, hero.agility.start, hero.knowledge.start, hero.perception.start]
    assert starts == [2, 1, 0, 0]
    assert hero.health.costs[0] == 5
    assert (hero.knowledge.costs[0], hero.perception.costs[0]) == (15, 15)
    assert (hero.agility.costs[0], hero.strength.costs[0]) == (20, 30)
    assert 10 in [cost for track in hero.slots.values() for cost in track.xp]
    assert base_catalog.cards["LK22"].cost == 12


def test_the_appendix_cards_do_what_the_book_says(base_catalog: Catalog) -> None:
    """§14.7: a spot check of each appendix card's defining effect."""
    cards = base_catalog.cards
    blade_dance = cards["LK13"]
    assert blade_dance.action[0].model_dump(mode="json")["effects"] == [
        {"effect": "unlimited_reactions"}
    ]
    assert blade_dance.reaction.timing == "after_to_hit_roll"
    sense = cards["HT08"].action[0].model_dump(mode="json")
    assert sense["target"]["min_damage"] == 2 and sense["target"]["count"] == "all"
    assert cards["MA01"].reaction.effects[0].model_dump() == {
        "effect": "free_move",
        "value": 1,
        "leap_only": False,
    }
    assert cards["SR17"].reaction.covers_area
    assert cards["MA07"].reaction.timing == "attack_start"
    acid = cards["MC19"].action[0].model_dump(mode="json")
    assert (acid["weaponless"], acid["dice"], acid["range"]) == (True, 4, {"min": 0, "max": 2})
    assert cards["MC19"].reaction.effects[0].model_dump() == {"effect": "reroll"}
    assert cards["SR22"].reaction.subject == "free_action"
    assert cards["SR21"].reaction.effects[0].model_dump() == {"effect": "ignore_pierce"}


def test_the_books_equipment(base_catalog: Catalog) -> None:
    """§14.3-14.6: the named items and the stated numbers."""
    items = base_catalog.equipment
    appendix = [
        "stunning_arrows",
        "monster_grease",
        "headscarf_from_anglesey",
        "plate_armor",
        "pavise",
        "sagacitate_rune",
        "vita_rune",
        "formido_rune",
        "zweihander",
        "net",
        "arquebus",
        "stun_grenade",
        "fearless_infusion",
        "cobalt_pendant",
        "avicenna_necklace",
    ]
    named = ["longsword", "hunting_bow", "longbow", "frag_bomb", "humanoid_grease", "antidote"]
    assert set(appendix + named) <= set(items)
    sword, bow = items["longsword"].attack, items["hunting_bow"].attack
    assert sword is not None and (sword.dice, sword.to_hit) == (3, 1)
    assert bow is not None and (bow.dice, bow.to_hit, bow.range.max) == (2, 0, 3)
    plate = items["plate_armor"].defense
    assert plate is not None and (plate.melee, plate.ranged, plate.magic) == (4, 4, 2)
    arquebus = items["arquebus"].attack
    assert arquebus is not None and (arquebus.dice, arquebus.to_hit) == (4, -1)


def test_resources_recipes_and_wagon(base_catalog: Catalog) -> None:
    """§14.8-14.10: token counts, the armor diagrams, a recipe for every wagon category."""
    tokens = {r.id: r.tokens for r in base_catalog.resources.values()}
    assert (tokens["steel"], tokens["diamond"], tokens["monster_egg"]) == (14, 7, 5)
    assert sum(tokens.values()) == 14 * 3 + 9 + 7 + 8 + 11 * 5 + 10 + 8 * 2 + 6 * 3 + 5
    plate = base_catalog.recipes["plate_armor"]
    assert plate.resources == {"steel": 6, "monster_fur": 2, "silver": 2}
    assert plate.wagon == {"armorers_tools": 3}
    assert base_catalog.recipes["gambeson"].resources == {"monster_fur": 3, "yarn": 1}
    used = {category for recipe in base_catalog.recipes.values() for category in recipe.wagon}
    assert used == set(base_catalog.wagon)
    assert all(c.level_costs == (2, 3, 5) for c in base_catalog.wagon.values())
