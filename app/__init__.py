"""Hunters Online: a rules-enforcing server for The Hunters A.D. 1492."""
