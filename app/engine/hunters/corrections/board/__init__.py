"""The GM's corrections of the campaign's table between quests (issue 15): a hero's
tracks, attributes, purse, resources and equipment, a map card's face, a pile's order and
the day. Each is a GM command with a reason; its event keeps the value before and after
(who and when are the stored command's: its actor, user and time)."""
