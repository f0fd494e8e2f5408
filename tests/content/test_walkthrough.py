"""The How To Play walkthrough, step by step, in the narrative vocabulary (CAMP-36):
everything the tutorial's cards, entries and quest outcomes make the group do is data of
the base pack, and these tests read it back in the book's order."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.schema.narrative import (
    AttributeTest,
    Choose,
    CompleteTask,
    DrawRoadCard,
    Gain,
    Instruction,
    Lose,
    MoveParty,
    PlaceCard,
    PlaceLocations,
    PlaceRewards,
    ReadEntry,
    ResolveQuest,
    Roll,
    RollFindings,
)


def dumped(instructions: tuple[Instruction, ...]) -> list[dict[str, object]]:
    return [i.model_dump(mode="json", exclude_defaults=True) for i in instructions]


def option(instruction: Instruction, label: str) -> tuple[Instruction, ...]:
    assert isinstance(instruction, Choose)
    return next(o.then for o in instruction.options if o.label == label)


def adjacent(catalog: Catalog, a: str, b: str) -> bool:
    """CAMP-11: travel reaches the up to 8 neighbouring map cards."""
    assert catalog.campaign is not None
    where = {
        card: (r, c) for r, row in enumerate(catalog.campaign.region) for c, card in enumerate(row)
    }
    (ra, ca), (rb, cb) = where[a], where[b]
    return max(abs(ra - rb), abs(ca - cb)) == 1


def test_the_beginning_puts_the_hunters_and_s001_on_m05(base_catalog: Catalog) -> None:
    """CAMP-03/04/10: M05 face up, the Hunters marker and S001 face down on it."""
    setup = base_catalog.campaign
    assert setup is not None and setup.face_up == ("M05",) and setup.days == 60
    assert setup.setup == (
        MoveParty(do="move_party", to="M05"),
        PlaceCard(do="place_card", card="S001", at="M05", face="down"),
    )
    back = base_catalog.plot_cards["S001"].back
    assert back.red_triangle and back.main_plot  # CAMP-22/24: read at once, main plot


def test_s001_resolves_quest_1_whose_end_leads_to_s002_and_the_first_road_card(
    base_catalog: Catalog,
) -> None:
    """HTP First Plot Card and Quest End; CAMP-38: "The Beginning" waits at the bottom."""
    assert base_catalog.plot_cards["S001"].instructions == (
        ResolveQuest(do="resolve_quest", quest="q1"),
    )
    quest = base_catalog.quests["q1"]
    expected = [
        {"do": "gain", "who": "each_hero", "xp": 1},
        {"do": "place_card", "card": "S002", "at": "M06"},
        {"do": "draw_road_card", "level": 1},
    ]
    assert dumped(quest.victory) == expected
    assert dumped(quest.defeat) == expected
    (beginning,) = [r for r in base_catalog.road_cards.values() if r.at_bottom]
    assert (beginning.name, beginning.level) == ("The Beginning", 1)
    (test,) = beginning.instructions
    assert isinstance(test, AttributeTest)
    assert (test.attribute, test.difficulty, test.tester) == ("perception", 3, "highest")
    assert dumped(test.on_pass) == [{"do": "gain", "who": "tester", "resources": {"mushroom": 1}}]
    assert test.on_fail == ()
    assert isinstance(quest.victory[2], DrawRoadCard)


def test_travel_east_to_m06_reveals_s002_and_quest_2(base_catalog: Catalog) -> None:
    """HTP Traveling around the Map: M05 -> M06 is one step east."""
    assert adjacent(base_catalog, "M05", "M06")
    assert base_catalog.plot_cards["S002"].instructions == (
        ResolveQuest(do="resolve_quest", quest="q2"),
    )


def test_quest_2_ends_with_xp_morale_a_grease_and_two_tasks(base_catalog: Catalog) -> None:
    """HTP Second Quest End, Weapon Additions (EQUIP-23), Task Cards (CAMP-29)."""
    victory = base_catalog.quests["q2"].victory
    assert dumped(victory) == [
        {"do": "gain", "who": "each_hero", "xp": 2, "morale": 1},
        {"do": "gain", "equipment_choice": ["humanoid_grease", "humanoid_grease_arrows"]},
        {"do": "place_card", "card": "J001", "at": "M06", "face": "up"},
        {"do": "place_card", "card": "J002", "at": "M06", "face": "up"},
    ]
    assert isinstance(victory[1], Gain) and victory[1].who == "group"  # "you gain": one copy


def test_j001_leads_through_1_01_and_s003_to_gold_on_the_indicated_card(
    base_catalog: Catalog,
) -> None:
    """HTP J001: 1.01 A/B, S003's D6 roll, rewards left on a map card, the task reward."""
    task = base_catalog.task_cards["J001"]
    assert task.undertake == (ReadEntry(do="read_entry", entry="1.01"),)
    assert (
        task.reward.per_hero and task.reward.gold == 1 and task.reward.resources == {"mushroom": 1}
    )
    (choice,) = base_catalog.tales["1.01"].instructions
    assert option(choice, "A") == (PlaceCard(do="place_card", card="S003", at="M02", face="down"),)
    assert option(choice, "B") == (PlaceCard(do="place_card", card="J001", at="M06", face="up"),)
    assert adjacent(base_catalog, "M06", "M02")
    (roll,) = base_catalog.plot_cards["S003"].instructions
    assert isinstance(roll, Roll)
    entries = [o.then[0] for o in roll.outcomes]
    assert [e.entry for e in entries if isinstance(e, ReadEntry)] == ["1.02", "1.03", "1.04"]
    for entry in ("1.02", "1.03", "1.04"):
        *outcome, rewards, done = base_catalog.tales[entry].instructions
        assert outcome and isinstance(outcome[0], Gain | Lose)
        assert rewards == PlaceRewards(do="place_rewards", at="M06", per_hero=True, gold=1, xp=1)
        assert done == CompleteTask(do="complete_task", task="J001")


def test_j002_leads_through_3_01_and_s004_to_the_choice_of_quest_3(base_catalog: Catalog) -> None:
    """HTP J002 and Third Tutorial Mission: a FRAG BOMB, S004 on M07, entry 18.01."""
    assert base_catalog.task_cards["J002"].undertake == (ReadEntry(do="read_entry", entry="3.01"),)
    (choice,) = base_catalog.tales["3.01"].instructions
    assert dumped(option(choice, "A")) == [
        {"do": "place_card", "card": "S004", "at": "M07"},
        {"do": "gain", "equipment": ["frag_bomb"]},
    ]
    assert option(choice, "B") == (PlaceCard(do="place_card", card="J002", at="M06", face="up"),)
    assert adjacent(base_catalog, "M06", "M07")
    assert base_catalog.plot_cards["S004"].instructions == (
        ReadEntry(do="read_entry", entry="18.01"),
    )
    (variants,) = base_catalog.tales["18.01"].instructions
    assert option(variants, "A") == (ResolveQuest(do="resolve_quest", quest="q3a"),)
    assert option(variants, "B") == (ResolveQuest(do="resolve_quest", quest="q3b"),)


def test_quest_3_rewards_trophies_the_killing_blow_gold_at_m06_and_findings(
    base_catalog: Catalog,
) -> None:
    """HTP Third Quest End (WE-21): a defeat offers a replay or the road to Penzberg."""
    for quest_id in ("q3a", "q3b"):
        quest = base_catalog.quests[quest_id]
        assert dumped(quest.victory) == [
            {"do": "gain", "resources": {"monster_blood": 1, "monster_bone": 1}},
            {"do": "gain", "who": "each_hero", "xp": 2},
            {"do": "gain", "who": "killing_blow", "morale": 1},
            {"do": "place_rewards", "at": "M06", "per_hero": True, "gold": 3.0},
            {"do": "roll_findings"},
            {"do": "place_card", "card": "S005", "at": "M10"},
        ]
        assert isinstance(quest.victory[4], RollFindings)
        *_, choice = quest.defeat
        assert option(choice, "A") == (ResolveQuest(do="resolve_quest", quest=quest_id),)
        assert option(choice, "B") == (PlaceCard(do="place_card", card="S005", at="M10"),)
    assert adjacent(base_catalog, "M07", "M10")


def test_penzberg_s005_4_02_or_4_03_then_the_locations_and_s006(base_catalog: Catalog) -> None:
    """HTP Settlements: both entries place L01-L06 and S006 face down on L01."""
    (choice,) = base_catalog.plot_cards["S005"].instructions
    assert option(choice, "A") == (ReadEntry(do="read_entry", entry="4.02"),)
    assert option(choice, "B") == (ReadEntry(do="read_entry", entry="4.03"),)
    locations = ("L01", "L02", "L03", "L04", "L05", "L06")
    for entry in ("4.02", "4.03"):
        *_, placed, s006 = base_catalog.tales[entry].instructions
        assert placed == PlaceLocations(do="place_locations", locations=locations)
        assert s006 == PlaceCard(do="place_card", card="S006", at="L01", face="down")
    assert all(base_catalog.locations[loc].settlement == "M10" for loc in locations)
    inn = base_catalog.locations["L04"].services
    assert (inn.work, inn.rest) == (1, 1)  # WE-15/16
    assert base_catalog.map_cards["M10"].settlement == "Penzberg"


def test_a_delayed_card_is_expressible() -> None:
    """CAMP-32 / WE-22: "Place S002 face-down on M06 with the time token in 3 days"."""
    delayed = PlaceCard.model_validate(
        {"do": "place_card", "card": "S002", "at": "M06", "face": "down", "time_token_days": 3}
    )
    assert delayed.time_token_days == 3
