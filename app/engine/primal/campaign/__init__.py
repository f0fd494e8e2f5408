"""Primal's campaign layer (P-CAMP): the party's state between fights, pure like the fight.

model (the state), rules (read-only questions, shared by decide and legal), steps (what
the story, the rewards and a fight's end emit), handlers (one per command family),
events, evolve, legal and views; the Primal table wires them in (issue 31).
"""
