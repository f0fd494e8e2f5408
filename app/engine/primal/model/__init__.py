"""The fight's state: board, hunters, monster, decks, turn, agenda and decisions."""
