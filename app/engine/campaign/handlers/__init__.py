"""Campaign layer: handlers."""
