"""realtime layer."""
