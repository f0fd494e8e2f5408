"""Undo by policy (issue 15, Board Game Arena's rules): a seat undoes its own last command
while that command revealed nothing hidden and rolled no dice and no other seat acted
since; anything further back needs the GM, or a vote of every seat. An undo appends a
``state_rewound`` event that carries the state as it was, so the fold of the log (and
every snapshot and cache built on it) gives the rewound state; history is never deleted.
The log before the point is the service's to read: it hands the engine a RewindBasis,
with fresh entropy for the dice after a GM's or a vote's rewind (fresh.py, issue 24)."""
