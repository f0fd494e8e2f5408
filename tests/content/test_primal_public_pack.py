"""What a browser reads of a Primal pack (app/content/games.py public_pack): the gear the
campaign's forge, herbalist and sheets name, and the monsters by name only (their
behavior cards stay on the server)."""

from __future__ import annotations

import json

from app.content.games import public_pack
from tests.engine.primal.campaign.helpers import core


def test_the_public_pack_names_the_gear_potions_and_masteries() -> None:
    shown = public_pack(core())
    catalog = core()
    assert set(shown["protections"]) == set(catalog.protections)
    assert set(shown["items"]) == set(catalog.items)
    assert set(shown["masteries"]) == set(catalog.masteries)
    assert all(v["name"] for v in shown["items"].values())


def test_the_public_pack_names_a_monster_but_never_its_behavior_cards() -> None:
    shown = public_pack(core())
    assert shown["monsters"]["morkraas"]["name"]
    text = json.dumps(shown)
    behaviors = [b.id for m in core().monsters.values() for b in m.behaviors]
    assert behaviors and not [b for b in behaviors if f'"{b}"' in text]
