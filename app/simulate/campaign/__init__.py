"""Whole campaigns played by the engine itself (issues 12, 13, 18).

``route.py`` finds where the main plot goes next on the region map; ``party.py`` is the
scripted party between quests (decisions, story, development, trade, travel), choosing
among ``legal_commands``; ``playout.py`` plays a campaign from its first event to its end
(quests with a quest policy); ``record.py`` reads a campaign into its figures and sums
many; ``runner.py`` plays many in parallel processes.
"""
