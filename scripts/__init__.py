"""Developer scripts of the repository (not part of the served application)."""
