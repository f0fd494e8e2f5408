"""Route modules."""
