"""Content schemas of Primal: The Awakening (docs/primal-engine.md "The content schema").

A Primal pack (``pack.yaml`` declares ``game: primal``) holds hunters, action cards,
masteries, gear, attrition cards, monsters (stances, perils, objectives and behavior cards
per aggression level, side decks, tracks, sector tokens) and fights (a monster, a level and
a terrain layout). A card's meaning is a small closed vocabulary the fight engine
interprets (``abilities.py``, ``effects.py``); its ``text`` is for people. Every model is
strict: an unknown key fails validation with the file and path named.
"""
