"""Command handlers, one module per command family: guards from rules/, events from steps/."""
