"""The monsters' expedition setups (P-EXP-11..19), each played with the test pack's
stand-in: the golem (Toramat, Dygorax, Felaxir, Orouxen), the hive (Kharja, Ozew,
Jekoros, Hurom) and the titan (the Awakened). A fight's data says which pieces it uses;
these tests start the fight and look at what the engine set up."""

from __future__ import annotations

from app.content.schema.primal.fights import AttritionSetup
from app.content.schema.primal.monsters import Monster
from app.engine.primal.events.behavior import AttritionBroughtIn, BehaviorBroughtIn
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.evolve.registry import evolve_fight
from app.engine.primal.model.state import PrimalState
from app.engine.primal.steps.setup import attrition_cards, behavior_decks, side_decks
from tests.engine.primal.helpers import pack, start


def monster(s: PrimalState) -> Monster:
    assert s.defs.monster is not None
    return s.defs.monster


def base_values(cards: tuple[str, ...]) -> list[int]:
    """The values of the base (trophy-less) attrition cards among these."""
    defs = pack().attrition
    base = [defs[c.partition("#")[0]] for c in cards]
    return sorted(card.value for card in base if card.trophy is None)


def test_kharjas_fight_uses_the_damaged_sectors_marker() -> None:
    """P-EXP-11 (P-BOARD-10): the fight's monster brings the damaged-sectors marker; no
    sector is damaged at the start, and the monster's cards place it."""
    _, s = start(fight="hive-marsh", level=1)
    markers = [t.id for t in monster(s).tokens if t.marks_damage]
    assert markers == ["scar"]
    assert all("scar" not in sector.tokens for sector in s.board.sectors)
    placing = [
        b.id for b in monster(s).behaviors for e in b.effects if getattr(e, "token", None) == "scar"
    ]
    assert placing == ["scarring"]


def test_toramats_fight_keeps_two_cards_out_and_uses_dust_special_attrition_and_hardening() -> None:
    """P-EXP-12: Crashing Charge stays out of the deck until a card brings it in; Dust is
    used; two value-1 base attrition cards give way to the special ones; hardening at 0."""
    _, s = start(fight="golem-quarry", level=1)
    in_play = {*s.behavior.deck, *(slot.card for slot in s.behavior.slots)}
    assert s.behavior.out_of_play == ("crashing-charge",) and "crashing-charge" not in in_play
    brought = evolve_fight(s, BehaviorBroughtIn(cards=("crashing-charge",)))
    assert "crashing-charge" in brought.behavior.deck and not brought.behavior.out_of_play
    assert [t.id for t in monster(s).tokens] == ["dust"]
    pile = (*s.attrition.deck, *s.attrition.discard)
    assert base_values(pile) == [1, 1, 2, 2, 2, 2, 3, 3]
    assert sorted(c for c in pile if s.defs.attrition[c.partition("#")[0]].trophy) == [
        "attrition-grind",
        "attrition-parry",
    ]
    assert s.monster.tracks == {"hardening": 0}


def test_dygoraxs_fight_uses_dust_and_starts_its_hardening_at_zero() -> None:
    """P-EXP-13: Dust tokens (the Setup card drops one in the front sector) and the
    hardening track at 0, not Hardened."""
    _, s = start(fight="golem-quarry", level=1)
    assert s.board.sectors[0].tokens == {"dust": 1}
    track = next(t for t in monster(s).tracks if t.id == "hardening")
    assert s.monster.tracks["hardening"] == 0 < (track.hardened_at or 0)


def test_orouxens_fight_gives_each_hunter_a_reserve_of_debility_cards() -> None:
    """P-EXP-14: each hunter keeps a reserve of the monster's Debility cards (the book: 4;
    the golem: 2), outside the deck, marked as theirs."""
    _, s = start(fight="golem-quarry", level=1, hunters=("blade", "bow", "hammer"))
    for hunter in s.hunters.values():
        assert hunter.debility_reserve == ("golem-grit", "golem-grit#2")
        assert not any(c.startswith("golem-grit") for c in (*hunter.deck, *hunter.hand))


def test_felaxirs_fight_swaps_two_value_one_cards_for_its_special_attrition() -> None:
    """P-EXP-15: two base cards of value 1 out, the monster's special cards in."""
    fight = pack().fights["golem-quarry"]
    deck, aside = attrition_cards(pack(), fight)
    assert base_values(deck) == [1, 1, 2, 2, 2, 2, 3, 3] and not aside
    assert {"attrition-parry", "attrition-grind"} <= set(deck)
    assert len(deck) == len(pack().base_attrition())


def test_ozews_fight_keeps_lightning_out_and_builds_rumble_and_swarm_decks_by_level() -> None:
    """P-EXP-16: Lightning out of the deck until called in; the Rumble cards shuffled into
    a rumble deck; the Swarm deck only at levels 2-3."""
    hive = pack().monsters["hive"]
    fight = pack().fights["hive-marsh"].model_copy(update={"out_of_play": ("tremor",)})
    decks = behavior_decks(hive, fight, 1)
    assert decks.out_of_play == ("tremor",) and "tremor" not in decks.deck
    events, s = start(fight="hive-marsh", level=1)
    shuffled = [e for e in events if isinstance(e, PileShuffled) and e.pile == "side_deck"]
    assert {e.deck for e in shuffled} == {"rumble", "swarm"}
    assert sorted(s.side_decks["rumble"].deck) == ["rumble-flanks", "rumble-front", "rumble-rear"]
    swarm = next(d for d in hive.side_decks if d.id == "swarm").model_copy(
        update={"levels": (2, 3)}
    )
    rumble = next(d for d in hive.side_decks if d.id == "rumble")
    ozew = hive.model_copy(update={"side_decks": (rumble, swarm)})
    assert set(side_decks(ozew, fight, 1)) == {"rumble"}
    assert set(side_decks(ozew, fight, 2)) == {"rumble", "swarm"}


def test_jekoros_fight_starts_its_charge_at_zero_and_drops_every_value_one_card() -> None:
    """P-EXP-17: the charge track at 0; all base attrition cards of value 1 out, the
    special ones in."""
    _, s = start(fight="hive-marsh", level=1)
    assert s.monster.tracks == {"charge": 0}
    setup = AttritionSetup(remove_all_values=(1,), add=("attrition-parry", "attrition-grind"))
    fight = pack().fights["hive-marsh"].model_copy(update={"attrition": setup})
    deck, _ = attrition_cards(pack(), fight)
    assert base_values(deck) == [2, 2, 2, 2, 3, 3]
    assert sorted(c for c in deck if pack().attrition[c.partition("#")[0]].trophy) == [
        "attrition-grind",
        "attrition-parry",
    ]


def test_huroms_fight_uses_arkeum_tokens_and_sets_its_special_attrition_aside() -> None:
    """P-EXP-18: Arkeum tokens are used; the special attrition cards wait beside the board
    until a card calls on them, then join the deck."""
    _, s = start(fight="hive-marsh", level=1)
    arkeum = next(t for t in monster(s).tokens if t.id == "arkeum")
    assert arkeum.blocks_attacks and arkeum.per_player
    assert s.attrition.aside == ("attrition-parry",)
    assert "attrition-parry" not in (*s.attrition.deck, *s.attrition.discard)
    called = evolve_fight(s, AttritionBroughtIn(cards=("attrition-parry",)))
    assert "attrition-parry" in called.attrition.deck and not called.attrition.aside


def test_the_awakeneds_fight_is_set_up_with_its_own_board_tracks_and_decks() -> None:
    """P-EXP-19: ballistas loaded in the 4 corners; 6 slots, the two rightmost locked by
    Awakening cards; storm level 1; two value-1 and one value-2 base cards out (special
    cards in); signature cards plus the fight's count of instinct cards; its objective.
    The alternative board side has the same four sectors (nothing to set)."""
    _, s = start(fight="titan-peak", level=3)
    assert s.monster.ballistas == (True,) * 4
    assert [slot.locked_by is not None for slot in s.behavior.slots] == [False] * 4 + [True] * 2
    assert s.monster.tracks == {"storm": 1}
    assert base_values((*s.attrition.deck, *s.attrition.discard)) == [1, 1, 2, 2, 2, 3, 3]
    titan = pack().monsters["titan"]
    in_play = {*s.behavior.deck, *(slot.card for slot in s.behavior.slots if slot.card)}
    assert {c.id for c in titan.behaviors if c.signature} <= in_play
    assert (
        len([c for c in in_play if not next(b for b in titan.behaviors if b.id == c).signature])
        == 2
    )
    assert s.monster.objectives == ("artillery-assault",)
    setup = AttritionSetup(remove_values=(1, 1, 2), add=("attrition-grind",))
    deck, _ = attrition_cards(
        pack(), pack().fights["titan-peak"].model_copy(update={"attrition": setup})
    )
    assert "attrition-grind" in deck and base_values(deck) == [1, 1, 2, 2, 2, 3, 3]
