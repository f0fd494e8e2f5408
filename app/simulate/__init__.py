"""The quest simulator: the pure engine playing itself (issue 18).

Bots choose only among ``legal_commands`` (``policies.py``); ``playout.py`` plays one
quest for a party straight on the engine (no service, no JSON); ``record.py`` reads a
game's events into its figures and sums many games; ``runner.py`` plays many in
parallel processes; ``report.py`` writes the HTML balance report. ``campaign/`` plays
whole campaigns (the scripted party between quests); ``stored.py`` reads a stored
campaign for ``--from-campaign`` and ``party_report.py`` is the GM dashboard's report of
a quest for a campaign's party as it stands.
"""
