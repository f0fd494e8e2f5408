"""Starting a quest (QUEST-01..11, DEV-15/16, TERR-14/19, ENEMY-03): what the state holds
and what each player may see of it."""

from __future__ import annotations

from collections import Counter

import pytest

from app.content.schema.quests import HeroCount
from app.engine import Actor, Viewer, view_for
from app.engine.hunters.quest.events.decisions import DecisionOpened
from app.engine.hunters.quest.events.lifecycle import QuestStarted
from app.engine.hunters.quest.model.decisions import OpeningHandDecision
from app.engine.hunters.quest.redaction import HIDDEN_CARD
from tests.engine.quest_factory import SYSTEM, act, base, new_campaign, seat


def test_starting_the_campaign_starts_quest_one() -> None:
    """QUEST-01, QUEST-02, QUEST-10, DEV-16: the first plot card resolves quest 1; each
    hero holds the 10-card quest-1 deck and is asked for placement and an opening hand."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    assert state.phase == "quest"
    quest = state.quest
    assert quest is not None and quest.quest == "q1" and quest.phase == "setup"
    deck = quest.heroes["landsknecht"].draw_pile
    assert Counter(deck) == Counter(base().heroes["landsknecht"].quest_one_deck)
    kinds = sorted((d.kind, getattr(d, "unit", "")) for d in quest.pending)
    assert kinds == [
        ("opening_hand", "huntress"),
        ("opening_hand", "landsknecht"),
        ("place_hero", "huntress"),
        ("place_hero", "landsknecht"),
    ]


@pytest.mark.parametrize(("heroes", "wolves"), [(2, 2), (3, 3), (4, 4)])
def test_quest_one_deploys_a_wolf_per_hero(heroes: int, wolves: int) -> None:
    """QUEST-04, QUEST-05, QUEST-07, QUEST-09, WE-17: one shared Wolf card, a shuffled pile
    of 3, and the icons for the party size."""
    party = ("landsknecht", "huntress", "medic", "sorceress")[:heroes]
    state, _ = new_campaign(party)
    quest = state.quest
    assert quest is not None
    assert [e.enemy for e in quest.enemies.values()] == ["wolf"] * wolves
    assert list(quest.defs.enemies) == ["wolf"]
    assert sorted(quest.enemy_decks["wolf"].draw_pile) == ["W-A", "W-B", "W-C"]


def test_a_later_quest_uses_twenty_starting_cards_and_its_map() -> None:
    """DEV-15, QUEST-03, QUEST-08: from quest 2 the full 20 ST cards; quest 3's lair deploys its
    damaged Megaloptera; findings lie on their spaces (TERR-14)."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    state = state.model_copy(update={"phase": "between_quests"})
    # In a campaign the story opens quests (CAMP-36); the GM may open any to jump ahead.
    state, _ = act(state, {"type": "start_quest", "quest": "q3a"}, Actor(role="gm"))
    quest = state.quest
    assert quest is not None and quest.quest == "q3a"
    assert all(len(h.draw_pile) == 20 for h in quest.heroes.values())
    assert quest.findings == base().maps[base().quests["q3a"].map].board.findings
    mega = quest.enemies["megaloptera-1"]
    assert mega.health == mega.start_health < base().enemies["megaloptera"].health


def test_start_quest_is_refused_during_a_quest() -> None:
    from app.engine import Rejection, SeededDice, decide
    from app.engine.hunters.commands import parse_command

    state, _ = new_campaign(("landsknecht", "huntress"))
    result = decide(
        state, parse_command({"type": "start_quest", "quest": "q2"}), SeededDice(1),
        actor=seat("s0"), content=base(),
    )  # fmt: skip
    assert isinstance(result, Rejection) and result.code == "not_between_quests"


def test_placement_and_opening_hands_lead_into_round_one() -> None:
    """QUEST-06, QUEST-11, QUEST-13: after every hero is placed and holds 5 chosen cards,
    round 1 starts with the turn order."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    state, _ = act(state, {"type": "place_hero", "unit": "landsknecht", "at": [3, 7]}, seat("s0"))
    state, _ = act(state, {"type": "place_hero", "unit": "huntress", "at": [3, 7]}, seat("s1"))
    hand = ["LK01", "LK02", "LK02", "LK05", "LK05"]
    state, _ = act(
        state, {"type": "choose_opening_hand", "unit": "landsknecht", "cards": hand}, seat("s0")
    )
    assert state.quest is not None and state.quest.round == 0
    decision = next(d for d in state.quest.pending if d.kind == "opening_hand")
    state, events = act(state, {"type": "apply_default", "decision": decision.id}, SYSTEM)
    quest = state.quest
    assert quest is not None and quest.round == 1 and quest.phase == "playing"
    assert sorted(quest.heroes["landsknecht"].hand) == sorted(hand)
    assert len(quest.heroes["landsknecht"].draw_pile) == 5
    assert any(e.type == "round_started" for e in events)


def test_views_hide_deck_orders_and_other_hands() -> None:
    """DESIGN principle 5: a seat sees its own hand, never another's, never a pile's order."""
    state, _ = new_campaign(("landsknecht", "huntress"))
    hand = ["LK01", "LK02", "LK02", "LK05", "LK05"]
    command = {"type": "choose_opening_hand", "unit": "landsknecht", "cards": hand}
    state, _ = act(state, command, seat("s0"))
    mine = view_for(state, Viewer(role="seat", seat="s0", heroes=("landsknecht",)))
    theirs = view_for(state, Viewer(role="seat", seat="s1", heroes=("huntress",)))
    assert "seed" not in mine and "dice_cursor" not in mine
    assert sorted(mine["quest"]["heroes"]["landsknecht"]["hand"]) == sorted(
        ["LK01", "LK02", "LK02", "LK05", "LK05"]
    )
    assert set(theirs["quest"]["heroes"]["landsknecht"]["hand"]) == {HIDDEN_CARD}
    assert set(theirs["quest"]["heroes"]["landsknecht"]["draw_pile"]) == {HIDDEN_CARD}
    for view in (mine, theirs):
        assert set(view["quest"]["enemy_decks"]["wolf"]["draw_pile"]) == {HIDDEN_CARD}
    gm = view_for(state, Viewer(role="gm"))
    assert HIDDEN_CARD not in gm["quest"]["enemy_decks"]["wolf"]["draw_pile"]


def test_events_redact_themselves() -> None:
    _, log = new_campaign(("landsknecht", "huntress"))
    started = next(e for e in log if isinstance(e, QuestStarted))
    seen = started.for_viewer(Viewer(role="seat", seat="s1", heroes=("huntress",)))
    assert isinstance(seen, QuestStarted)
    assert set(seen.quest.enemy_decks["wolf"].draw_pile) == {HIDDEN_CARD}
    assert set(seen.quest.heroes["landsknecht"].draw_pile) == {HIDDEN_CARD}
    opened = [e for e in log if isinstance(e, DecisionOpened)]
    hands = [e.for_viewer(Viewer(role="seat", seat="s1", heroes=("huntress",))) for e in opened]
    other = [
        e.decision
        for e in hands
        if isinstance(e, DecisionOpened)
        and isinstance(e.decision, OpeningHandDecision)
        and e.decision.unit == "landsknecht"
    ]
    assert other and set(other[0].cards) == {HIDDEN_CARD}


@pytest.mark.parametrize("heroes", [2, 3, 4])
def test_every_quest_deploys_the_numbers_its_deployment_list_gives(heroes: HeroCount) -> None:
    """QUEST-45, QUEST-07/08: the deployment icons of each quest's map add up, kind by kind,
    to the bracketed numbers of its Deployment list for 2, 3 and 4 heroes."""
    from app.engine.hunters.quest.steps.setup import deploy_enemies

    for quest in base().quests.values():
        deployed = Counter(u.enemy for u in deploy_enemies(base(), quest, heroes).values())
        listed = {kind: counts[heroes] for kind, counts in quest.enemy_counts.items()}
        assert deployed == Counter({k: n for k, n in listed.items() if n}), quest.id
