"""The balance report's figures checked against the games themselves (issue 23: "damage
dealt per game, by hero" showed 1.5 for a quest won every time against a 9-Health enemy):
every point of Health the enemies lost is in a hero's "damage dealt" unless something
other than a hero did it (a trap, poison), and the report says how the games were won
and names heroes and cards, never ids."""

from __future__ import annotations

from collections import Counter

import pytest

from app.simulate.playout import Game, play_quest
from app.simulate.policies import CarefulPolicy
from app.simulate.record import Summary, record_of
from app.simulate.report import Entry, render_report, report_names
from tests.engine.quest_factory import base


def enemy_health_lost_to_heroes(game: Game) -> Counter[str]:
    """Per hero, the Health every enemy lost to it: by attack (ATK-07..13) and by a
    card's or item's damage (ATK-26), read from the events."""
    assert game.final is not None and game.final.quest is not None
    heroes, enemies = set(game.final.quest.heroes), set(game.final.quest.enemies)
    lost: Counter[str] = Counter()
    for event in game.events:
        data = event.model_dump()
        if event.type == "attack_resolved" and data["target"] in enemies:
            lost[data["attacker"]] += data["damage"] if data["attacker"] in heroes else 0
        if event.type == "damage_taken" and data["unit"] in enemies and data["source"] in heroes:
            lost[data["source"]] += data["amount"]
    return +lost


def games(quest: str, party: tuple[str, ...], seeds: range) -> list[Game]:
    return [play_quest(base(), quest, party, "normal", s, CarefulPolicy()) for s in seeds]


@pytest.mark.parametrize(
    ("quest", "party"),
    [("q1", ("sorceress", "huntress")), ("q3a", ("landsknecht", "huntress", "medic"))],
)
def test_damage_dealt_is_every_point_of_health_the_heroes_took_off(
    quest: str, party: tuple[str, ...]
) -> None:
    for game in games(quest, party, range(6)):
        assert +Counter(record_of(game).dealt) == enemy_health_lost_to_heroes(game), game.seed


def test_the_report_says_how_the_games_ended_and_names_heroes_and_cards() -> None:
    summary = Summary()
    for game in games("q3a", ("landsknecht", "huntress", "medic"), range(6)):
        summary.add(record_of(game))
    catalog = base()
    entry = Entry("q3a", 3, "q3a", ("landsknecht", "huntress", "medic"), "normal", summary,
                  report_names(catalog))  # fmt: skip
    page = render_report("report", [entry])
    assert "How the games ended" in page and sum(summary.endings.values()) == 6
    assert "Huntress" in page and "landsknech<" not in page  # every hero, by name
    top_card = summary.cards.most_common(1)[0][0]
    assert catalog.cards[top_card].name in page and f">{top_card}<" not in page
