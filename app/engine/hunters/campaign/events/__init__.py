"""Campaign layer: events."""
