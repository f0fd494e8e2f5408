"""Starting a fight (P-SETUP-01..20): the command checked against the pack."""

from __future__ import annotations

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.fights import Fight
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.commands import FightHunter, StartFight
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.expedition import brought_problem, default_loadout, level_problem
from app.engine.primal.steps.setup import start_fight


def _loadout_problem(catalog: PrimalCatalog, hunter: str, loadout: Loadout) -> str | None:
    cards = catalog.cards
    if any(c not in cards or cards[c].hunter not in (None, hunter) for c in loadout.deck):
        return f"{hunter}'s deck holds a card that is not theirs or does not exist"
    weapon = catalog.weapons.get(loadout.weapon)
    if weapon is None or weapon.weapon_class != catalog.hunters[hunter].weapon_class:
        return f"{hunter} cannot wield that weapon"
    armor, helm = catalog.protections.get(loadout.armor), catalog.protections.get(loadout.helm)
    if armor is None or armor.slot != "armor" or helm is None or helm.slot != "helm":
        return "an armor and a helm are needed"
    if any(i not in catalog.items for i in (*loadout.potions, *filter(None, [loadout.item]))):
        return "an item or potion does not exist"
    return None


def _legendary(catalog: PrimalCatalog, loadout: Loadout) -> bool:
    items = (*loadout.potions, *filter(None, [loadout.item]))
    return (
        catalog.weapons[loadout.weapon].legendary
        or catalog.protections[loadout.armor].legendary
        or catalog.protections[loadout.helm].legendary
        or any(catalog.items[i].legendary for i in items)
    )


def start_problem(catalog: PrimalCatalog, cmd: StartFight) -> Rejection | None:
    """P-SETUP-19, P-EXP-01/03: 2-4 hunters, each a different one; the fight and its
    level exist."""
    fight = catalog.fights.get(cmd.fight)
    if fight is None:
        return reject("no_such_fight", f"There is no fight {cmd.fight!r} in the pack.")
    if cmd.level not in fight.levels or cmd.level not in catalog.monsters[fight.monster].levels:
        return reject(
            "no_such_level", f"This fight is not played at level {cmd.level}.", "P-SETUP-06"
        )
    problem = level_problem(catalog.monsters[fight.monster], fight, cmd.level)
    if problem is not None:
        return problem
    hunters = [h.hunter for h in cmd.hunters]
    if len(set(hunters)) != len(hunters) or any(h not in catalog.hunters for h in hunters):
        return reject(
            "bad_party", "Each player takes a different hunter of the pack.", "P-SETUP-19"
        )
    if cmd.aggro is not None and cmd.aggro not in hunters:
        return reject("bad_aggro", "The aggro token goes to a hunter of the fight.", "P-SETUP-14")
    for chosen in cmd.hunters:
        problem = _chosen_problem(catalog, fight, cmd.level, chosen)
        if problem is not None:
            return problem
    return None


def _chosen_problem(
    catalog: PrimalCatalog, fight: Fight, level: int, chosen: FightHunter
) -> Rejection | None:
    """P-SETUP-11, P-MON-29, P-EXP-04..10: the hunter's loadout exists, fits the class,
    holds no legendary piece outside the campaign, and is one the mode allows."""
    loadout = chosen.loadout or default_loadout(catalog, chosen.hunter, level)
    problem = _loadout_problem(catalog, chosen.hunter, loadout)
    if problem is not None:
        return reject("bad_loadout", problem.capitalize() + ".", "P-SETUP-11")
    mastery = catalog.masteries.get(loadout.mastery)
    if mastery is None or mastery.hunter != chosen.hunter:
        rule = {"expedition": "P-EXP-07", "campaign": "P-CAMP-33"}.get(fight.mode, "P-SETUP-11")
        name = catalog.hunters[chosen.hunter].name
        return reject("bad_loadout", f"That mastery is not {name}'s.", rule)
    if fight.mode == "campaign":
        return None
    if _legendary(catalog, loadout):
        message = "Legendary equipment is used only in the campaign's final fight."
        return reject("legendary", message, "P-MON-29")
    if chosen.loadout is None:
        return None
    return brought_problem(catalog, fight, level, chosen.hunter, chosen.loadout)


def decide_start(
    rec: PrimalRecorder, actor: Actor, cmd: StartFight, catalog: PrimalCatalog | None
) -> Rejection | None:
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "The table starts the fight.")
    if rec.state.phase != "new":
        return reject("already_started", "This fight has already begun.")
    if catalog is None:
        return reject("no_pack", "A Primal content pack is needed to start a fight.")
    problem = start_problem(catalog, cmd)
    if problem is not None:
        return problem
    loadouts = {
        h.hunter: h.loadout or default_loadout(catalog, h.hunter, cmd.level) for h in cmd.hunters
    }
    start_fight(rec, catalog, cmd, loadouts)
    return None
