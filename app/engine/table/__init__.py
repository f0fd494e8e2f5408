"""The game-neutral table layers: the seats (``seats/``: setup before and between
quests), attendance (away seats and the play mode), rewind (undo by policy) and save
points. Their commands and events are the platform's, the same classes for every game."""
