"""Primal scenario files (docs/scenario-format.md, "Primal"): a fight position in YAML,
forced shuffles, commands and expectations."""
