"""Campaign layer: steps."""
