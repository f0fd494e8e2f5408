"""What changed between two moments of a campaign, in sentences a GM reads (issue 23:
time travel's difference in words, not JSON paths): the phase, the day, the quest, each
hero's Health, morale, gold, XP and equipment, the story read, and the decisions opened
or settled. Built from two :class:`GmReport`s, so it says only what the dashboard shows."""

from __future__ import annotations

from app.engine.hunters.gm_dashboard import GmReport, HeroReport


def gold_words(gold_half: int) -> str:
    """Half-gold coins as the purse reads (CAMP-15): 7 -> "3½ gold"."""
    whole, half = divmod(gold_half, 2)
    return f"{whole}{'½' if half else ''} gold" if whole or half else "0 gold"


def report_changes(before: GmReport, after: GmReport) -> tuple[str, ...]:
    """Every difference the dashboard would show, earlier state first, in reading order."""
    lines: list[str] = []
    if before.phase != after.phase:
        lines.append(f"{before.phase} → {after.phase}")
    if before.party != after.party:
        lines.append(
            f"The party is named “{after.party}”" if after.party else "The party lost its name"
        )
    if before.day != after.day and after.day is not None:
        lines.append(f"Day {before.day or 0} → day {after.day}")
    if before.quest != after.quest:
        lines.append(f"Quest: {before.quest or 'none'} → {after.quest or 'none'}")
    lines.extend(_hero_changes(before.heroes, after.heroes))
    lines.extend(f"The party read “{t}”" for t in _new(before.story_read, after.story_read))
    was = {d.what for d in before.decisions}
    now = {d.what for d in after.decisions}
    lines.extend(f"Settled: {w}" for w in sorted(was - now))
    lines.extend(f"Now open: {w}" for w in sorted(now - was))
    return tuple(lines)


def _new(before: tuple[str, ...], after: tuple[str, ...]) -> tuple[str, ...]:
    return after[len(before) :] if after[: len(before)] == before else after


def _hero_changes(before: tuple[HeroReport, ...], after: tuple[HeroReport, ...]) -> list[str]:
    was = {h.hero: h for h in before}
    now = {h.hero: h for h in after}
    lines = [f"{h.name} left the party" for k, h in was.items() if k not in now]
    for key, hero in now.items():
        old = was.get(key)
        lines.extend([f"{hero.name} joined the party"] if old is None else _one_hero(old, hero))
    return lines


def _one_hero(old: HeroReport, new: HeroReport) -> list[str]:
    lines = []
    if (old.health, old.max_health) != (new.health, new.max_health):
        lines.append(
            f"{new.name}: Health {old.health}/{old.max_health} → {new.health}/{new.max_health}"
        )
    if old.morale != new.morale:
        lines.append(f"{new.name}: morale {old.morale} → {new.morale}")
    if old.gold_half != new.gold_half:
        lines.append(f"{new.name}: {gold_words(old.gold_half)} → {gold_words(new.gold_half)}")
    if old.xp != new.xp:
        lines.append(f"{new.name}: XP {old.xp} → {new.xp}")
    carried_old, carried_new = (*old.equipment, *old.backpack), (*new.equipment, *new.backpack)
    lines.extend(f"{new.name} gained {i}" for i in _missing(carried_new, carried_old))
    lines.extend(f"{new.name} lost {i}" for i in _missing(carried_old, carried_new))
    return lines


def _missing(these: tuple[str, ...], other: tuple[str, ...]) -> list[str]:
    """Items of ``these`` not in ``other``, copies counted."""
    rest = list(other)
    out = []
    for item in these:
        if item in rest:
            rest.remove(item)
        else:
            out.append(item)
    return out
