"""Table setup before and between quests: seats, heroes, party name, readiness, start."""
