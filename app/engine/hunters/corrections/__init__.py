"""The GM's corrections, in one home (issue 15): of the campaign's board between quests
(``board/``) and of the quest in progress (``quest/``). Each is a GM command with a reason;
its event keeps the value before and after (who and when are the stored command's: its
actor, user and time)."""
