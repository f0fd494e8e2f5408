"""The core box's facts as data (rules/primal-rules.md, "Data facts"): names and counts
only, no card text. ``book.py`` checks a pack against them."""

from __future__ import annotations

STARTERS: dict[str, dict[str, tuple[str, ...]]] = {
    "Dareon": {
        "attack": ("Battle Cry", "Double Slash", "Dragon Strike", "Jumping Slice",
                   "Massive Strike", "Precise Strike"),
        "maneuver": ("Aggressive Charge", "Engage", "Pressing Strike", "Quick Attack",
                     "Slash to the Flank", "Thwart"),
        "parry": ("Deflecting Blade", "Counterstrike", "Guardian Blade", "Heavy Clash",
                  "Reactive Guard", "Voice of the Dragon"),
        "dodge": ("Dragon Dash", "Empty Fade", "Endurance", "Evasive Step", "Retreat",
                  "Swift Dodge"),
    },
    "Mirah": {
        "attack": ("Blinding Shot", "Cover Fire", "Deadly Shot", "Heavy Arrow",
                   "Precision Draw", "Silent Arrow"),
        "maneuver": ("Accurate Shot", "Adrenaline Shot", "Bouncing Shot", "Rapid Burst",
                     "Sharp Shot", "Targeted Shot"),
        "parry": ("Decoy", "Intuition", "Graceful Defense", "Lightning Escape",
                  "Prompt Reflexes", "Swift Deflection"),
        "dodge": ("Acrobatics", "Backflip", "Evasion", "Long Range", "Ranged Position",
                  "Sneaky Glide"),
    },
    "Thoreg": {
        "attack": ("Disruption", "Frontal Assault", "Heavy Smash", "Ironblast", "Knockout",
                   "Sledgehammer"),
        "maneuver": ("Bludgeon", "Charge", "Concussion", "Exhausting Strike", "Rapid Blow",
                     "Whirlwind"),
        "parry": ("Decisive Effort", "Endeavour", "Enrage", "Iron Will", "Tackle",
                  "Tenacity"),
        "dodge": ("Evasive Action", "Leverage", "Mighty Strain", "Perseverance",
                  "Sharp Reflexes", "Stamina Boost"),
    },
    "Ljonar": {
        "attack": ("Aggro Strike", "Beyond Limits", "Concentrated Attack", "Rapid Dash",
                   "Shield Dance", "Shielded Strike"),
        "maneuver": ("Bulwark", "Counterattack", "Drawn to Danger", "Push", "Surround",
                     "Tempo"),
        "parry": ("Attack Plan", "Battle Trance", "Immolate", "Last Breath", "Shield Block",
                  "Undaunted Charge"),
        "dodge": ("Agility", "Anticipate", "Feint", "Momentum", "Perseverance",
                  "Stamina Surge"),
    },
}  # fmt: skip
"""P-SETUP-11: each hunter's 24 starter cards (card ID "S") by color."""

PRECON_COUNTS: dict[str, dict[int, tuple[int, int, int, int]]] = {
    "Dareon": {1: (5, 5, 5, 5), 2: (5, 5, 5, 5), 3: (6, 6, 6, 6)},
    "Mirah": {1: (6, 5, 4, 5), 2: (6, 5, 4, 5), 3: (6, 5, 4, 5)},
    "Thoreg": {1: (6, 5, 5, 4), 2: (6, 5, 5, 4), 3: (6, 5, 5, 4)},
    "Ljonar": {1: (5, 5, 6, 4), 2: (5, 5, 6, 4), 3: (5, 5, 6, 4)},
}
"""P-EXP-04: the preconstructed expedition decks' attack/maneuver/parry/dodge counts."""

MONSTERS: dict[str, tuple[int, int, int]] = {
    "Vyraxen": (3, 1, 18),
    "Kharja": (3, 1, 20),
    "Toramat": (2, 1, 20),
    "Dygorax": (3, 1, 18),
    "Korowon": (3, 1, 18),
    "Orouxen": (3, 1, 18),
    "Felaxir": (3, 1, 18),
    "Morkraas": (3, 1, 18),
    "Ozew": (3, 1, 18),
    "Jekoros": (3, 1, 18),
    "Hurom": (2, 1, 18),
    "Tarragua": (2, 1, 18),
}
"""Each core monster's perils, objectives and behavior cards (the Awakened aside)."""

LEVEL_ZERO_BEHAVIORS: dict[str, int] = {"Vyraxen": 9}
"""The behavior cards of aggression level 0 where the book counts them."""

BASE_ATTRITION_CARDS = 10

PROLOGUE_TERRAIN: dict[str, int] = {"brush": 1, "cyricae": 1, "baethanis": 1}
"""The Prologue's placed terrain (its 4 Fire tokens wait for the monster)."""

EXPEDITION_TERRAIN: dict[str, tuple[dict[str, int], dict[str, int]]] = {
    "Vyraxen": ({"rock": 1, "brush": 2, "cyricae": 2},
                {"plateau": 1, "rock": 1, "baethanis": 1, "brush": 1, "cyricae": 1, "water": 1}),
    "Kharja": ({"rock": 2}, {"rock": 2, "cyricae": 2}),
    "Toramat": ({"plateau": 1, "rock": 2, "baethanis": 1, "sand": 1, "wildmaw": 1},
                {"plateau": 1, "rock": 2, "sand": 2, "wildmaw": 1}),
    "Dygorax": ({"rock": 2, "sand": 2, "wildmaw": 1, "baethanis": 1},
                {"rock": 2, "sand": 2, "wildmaw": 2}),
    "Korowon": ({"plateau": 1, "rock": 2, "baethanis": 1, "brush": 1, "synaerea": 1, "water": 2},
                {"plateau": 1, "rock": 1, "baethanis": 1, "sand": 2, "synaerea": 1, "water": 2}),
    "Orouxen": ({"plateau": 1, "rock": 1, "baethanis": 2, "synaerea": 1, "water": 2},
                {"plateau": 1, "fog": 1, "baethanis": 1, "sand": 1, "synaerea": 1, "water": 2,
                 "rock": 1}),
    "Felaxir": ({"rock": 2, "baethanis": 1, "cyricae": 1}, {"rock": 2, "cyricae": 2, "fog": 1}),
    "Morkraas": ({"rock": 2, "baethanis": 1, "cyricae": 1}, {"rock": 2}),
    "Ozew": ({"rock": 2, "baethanis": 2}, {"rock": 2, "baethanis": 1, "cyricae": 1, "fog": 1}),
    "Jekoros": ({"rock": 2, "baethanis": 1, "water": 2}, {"rock": 2, "cyricae": 2, "water": 2}),
    "Hurom": ({"rock": 3, "baethanis": 1, "brush": 1}, {"rock": 3}),
    "Tarragua": ({"plateau": 1, "rock": 2, "baethanis": 1}, {"plateau": 1, "rock": 2, "fog": 2}),
}  # fmt: skip
"""P-EXP-02: the terrain counts of each monster's two expedition scenarios."""
