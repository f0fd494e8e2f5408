"""Scenario files: rules tested as data (docs/scenario-format.md)."""
