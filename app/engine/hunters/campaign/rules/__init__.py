"""Campaign layer: rules."""
