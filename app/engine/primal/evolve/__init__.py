"""Applying fight events to the fight state: facts only, never a rule, never a shuffle."""
