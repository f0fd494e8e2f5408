"""Primal: The Awakening's fight engine (issue 28): 2-4 hunters around one monster on a
ring of four sectors, built in the quest layer's shape on the shared kernel.

``decide(state, command, dice, actor, content)``, ``evolve``, ``legal_commands``,
``view_for`` and ``open_decisions`` are the package's whole surface (docs/primal-engine.md);
every command and event ``type`` starts with ``primal_`` so that nothing collides with
The Hunters'.
"""
