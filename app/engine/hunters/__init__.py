"""The Hunters A.D. 1492 (docs/architecture.md, "Games"): the campaign between quests
(``campaign/``), the fight on the grid (``quest/``), the GM's corrections of both
(``corrections/``), and the modules here that compose them into one table's state,
commands, events, decide, evolve, legal commands and views. The platform reaches it
only through its ``Game`` entry in app/engine/games.py."""
