"""Campaign layer: evolve."""
