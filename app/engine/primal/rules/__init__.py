"""Read-only questions about a fight, shared by decide (handlers, steps) and legal."""
