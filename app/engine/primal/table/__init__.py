"""Primal's table: the platform's seats around one Primal fight (issue 28).

The fight itself is app/engine/primal/ (pure, seat-agnostic but for the seat each hunter
is played from); this layer holds what the platform adds around it: the seats players
took by joining, the hunter each seat chose, the dice position, and the start of the
fight from those choices. It is composed with The Hunters' table in app/engine/games.py.
"""
