"""Save points (CAMP-37 default): the engine marks a checkpoint at every quest start,
every quest end and every new day; the party may name one; the GM restores one by an
appended event (history is never deleted: the fold of the log gives the restored state)."""
