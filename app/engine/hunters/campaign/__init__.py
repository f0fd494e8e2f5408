"""The campaign layer (CAMP, SETL, DEV, EQUIP-37..45): the region of map cards, the days
track, the story's cards and tales, settlements and the heroes' boards between quests.

Shaped like the quest layer (model, rules that only read, steps that emit events on the
recorder, handlers per command family, events, evolve); it never imports the quest layer.
The two meet in top-level modules (app/engine/hunters/decide.py, app/engine/hunters/quest_start.py).
"""
