"""Procedures of the fight that emit events (and push tasks, and open decisions)."""
