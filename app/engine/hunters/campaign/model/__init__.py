"""Campaign layer: model."""
