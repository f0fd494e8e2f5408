"""The scripted party's deck of 20 (DEV-15): the cards worth most to the hero, so the
medic keeps its weaponless splashes and powders, and its scalpel only with a blade."""

from __future__ import annotations

from collections import Counter

from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.simulate.campaign.decks import best_deck, card_worth
from tests.engine.campaign.factory import after_quest_one, board_of
from tests.engine.quest_factory import base

BOUGHT = ("MC11", "MC11", "MC12", "MC13", "MC13", "MC15", "MC15")


def medic(*, with_dagger: bool) -> HeroBoard:
    """The medic after quest 1 (20 starting cards, a dagger) with 7 advanced cards."""
    state, _ = after_quest_one(party=("medic", "huntress"))
    hero = board_of(state).heroes["medic"]
    equipment = hero.equipment if with_dagger else tuple(i for i in hero.equipment if i != "dagger")
    return hero.model_copy(update={"cards": (*hero.cards, *BOUGHT), "equipment": equipment})


def test_an_attack_counts_only_with_a_weapon_of_its_kind_or_none_needed() -> None:
    """ATK-04: the Scalpel (a melee attack) needs a melee weapon; Caustic Splash has its
    own dice."""
    cards = base().cards
    assert card_worth(cards["MC02"], set()) == 0
    assert card_worth(cards["MC02"], {"melee"}) > card_worth(cards["MC04"], {"melee"})
    assert card_worth(cards["MC05"], set()) > card_worth(cards["MC01"], set())


def test_the_deck_keeps_the_attacks_and_what_was_bought_and_drops_moves() -> None:
    deck = Counter(best_deck(base(), medic(with_dagger=True)))
    assert sum(deck.values()) == 20
    assert deck["MC05"] == 3 and deck["MC10"] == 2 and deck["MC02"] == 2
    assert all(deck[c] for c in BOUGHT)
    assert deck["MC04"] == 0 and deck["MC06"] == 0


def test_without_a_blade_the_scalpel_goes_first() -> None:
    deck = Counter(best_deck(base(), medic(with_dagger=False)))
    assert sum(deck.values()) == 20
    assert deck["MC02"] == 0 and deck["MC05"] == 3
