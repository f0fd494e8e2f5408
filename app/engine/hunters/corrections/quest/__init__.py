"""The GM's corrections of the quest in progress (issue 15): a miniature's Health, a hero's
morale, a miniature's tokens and place, and ending the quest now. Each is a GM command with
a reason; its event keeps the value before and after."""
