"""Read-only questions of the campaign (P-CAMP), shared by decide and legal_commands."""
