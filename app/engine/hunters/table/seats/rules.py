"""Decisions of the table setup. Guards are shared by decide() and legal_commands()."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine.hunters.state import MAX_HEROES, MIN_HEROES, SOLO_HEROES, HuntersTable
from app.engine.kernel.model import Actor, EventBase
from app.engine.kernel.rejections import Rejection, reject
from app.engine.table.seats import commands as c
from app.engine.table.seats import events as e


def seat_guard(state: HuntersTable, actor: Actor) -> Rejection | None:
    """The actor must be a seat of this campaign."""
    if actor.role != "seat" or actor.seat not in state.seats:
        return reject("not_seated", "Only a player with a seat at this table can do that.")
    return None


def setup_guard(state: HuntersTable) -> Rejection | None:
    if state.phase != "setup":
        return reject("not_in_setup", "The campaign has already started.")
    return None


def choose_hero_guard(
    state: HuntersTable, actor: Actor, hero: str, content: Catalog
) -> Rejection | None:
    """DEV-01/DEV-02: a hero of the pack, not taken, at most two per seat, four in all."""
    problem = seat_guard(state, actor) or setup_guard(state)
    if problem:
        return problem
    assert actor.seat is not None
    if hero not in content.heroes:
        return reject("unknown_hero", "This content pack has no such hero.", "DEV-01")
    owner = state.seat_of_hero(hero)
    if owner is not None:
        return reject("hero_taken", f"{content.heroes[hero].name} is already chosen.", "DEV-02")
    mine = state.seats[actor.seat].heroes
    if len(mine) >= SOLO_HEROES:
        return reject("seat_full", "A seat controls at most two heroes.", "DEV-02")
    if mine and len(state.seats) > 1:
        return reject(
            "one_hero_each", "With friends at the table, each player leads one hero.", "DEV-02"
        )
    if len(state.heroes) >= MAX_HEROES:
        return reject("party_full", "A party has at most four heroes.", "DEV-02")
    return None


def party_guard(state: HuntersTable) -> Rejection | None:
    """DEV-02: a solo seat runs two heroes; with 2-4 seats each runs exactly one."""
    seats = [s for s in state.seats.values()]
    if not seats:
        return reject("no_players", "Nobody has taken a seat yet.", "DEV-02")
    if len(seats) == 1:
        if len(seats[0].heroes) != SOLO_HEROES:
            return reject("party_incomplete", "A solo player must choose two heroes.", "DEV-02")
        return None
    if any(len(s.heroes) != 1 for s in seats):
        return reject(
            "party_incomplete", "With several players, each one chooses one hero.", "DEV-02"
        )
    if not MIN_HEROES <= len(state.heroes) <= MAX_HEROES:
        return reject("party_size", "The party needs two to four heroes.", "DEV-02")
    return None


def start_guard(state: HuntersTable, actor: Actor) -> Rejection | None:
    if actor.role == "seat":
        problem = seat_guard(state, actor)
        if problem:
            return problem
    elif actor.role != "gm":
        return reject("forbidden", "Only the GM or a seated player can start the campaign.")
    problem = setup_guard(state) or party_guard(state)
    if problem:
        return problem
    if not all(s.ready for s in state.seats.values()):
        return reject("not_ready", "Every player must be ready before the campaign starts.")
    return None


def decide_open_seat(
    state: HuntersTable, actor: Actor, cmd: c.OpenSeat
) -> list[EventBase] | Rejection:
    if actor.role != "system":
        return reject("forbidden", "Seats are opened by joining the campaign.")
    if cmd.seat in state.seats:
        return reject("seat_exists", "That seat is already taken.")
    if len(state.seats) >= MAX_HEROES:
        return reject("table_full", "A table has at most four players.", "DEV-02")
    return [e.SeatOpened(seat=cmd.seat)]


def decide_close_seat(
    state: HuntersTable, actor: Actor, cmd: c.CloseSeat
) -> list[EventBase] | Rejection:
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the GM can free a seat.")
    if cmd.seat not in state.seats:
        return reject("unknown_seat", "There is no such seat.")
    return [e.SeatClosed(seat=cmd.seat, heroes_released=state.seats[cmd.seat].heroes)]


def decide_choose_hero(
    state: HuntersTable, actor: Actor, cmd: c.ChooseHero, content: Catalog
) -> list[EventBase] | Rejection:
    problem = choose_hero_guard(state, actor, cmd.hero, content)
    if problem:
        return problem
    assert actor.seat is not None
    return [e.HeroChosen(seat=actor.seat, hero=cmd.hero)]


def decide_release_hero(
    state: HuntersTable, actor: Actor, cmd: c.ReleaseHero
) -> list[EventBase] | Rejection:
    problem = seat_guard(state, actor) or setup_guard(state)
    if problem:
        return problem
    assert actor.seat is not None
    if cmd.hero not in state.seats[actor.seat].heroes:
        return reject("not_your_hero", "You have not chosen that hero.")
    return [e.HeroReleased(seat=actor.seat, hero=cmd.hero)]


def decide_assign_hero(
    state: HuntersTable, actor: Actor, cmd: c.AssignHero
) -> list[EventBase] | Rejection:
    """DEV-34: a leaving player's hero may be taken over by another player."""
    problem = assign_guard(state, actor, cmd.hero, cmd.seat)
    if problem:
        return problem
    owner = state.seat_of_hero(cmd.hero)
    return [e.HeroAssigned(hero=cmd.hero, from_seat=owner, to_seat=cmd.seat)]


def assign_guard(state: HuntersTable, actor: Actor, hero: str, seat: str) -> Rejection | None:
    """DEV-34, DEV-02: the GM hands a hero of the party to a seat with room for it."""
    if actor.role != "gm":
        return reject("forbidden", "Only the GM can hand a hero to another seat.", "DEV-34")
    if seat not in state.seats:
        return reject("unknown_seat", "There is no such seat.")
    if state.seat_of_hero(hero) == seat:
        return reject("already_assigned", "That seat already controls this hero.")
    if len(state.seats[seat].heroes) >= SOLO_HEROES:
        return reject("seat_full", "A seat controls at most two heroes.", "DEV-02")
    if hero not in state.party:
        return reject("unknown_hero", "That hero is not in this party.")
    return None


def decide_name_party(
    state: HuntersTable, actor: Actor, cmd: c.NameParty
) -> list[EventBase] | Rejection:
    if actor.role != "gm":
        problem = seat_guard(state, actor)
        if problem:
            return problem
    name = " ".join(cmd.name.split())
    if not name:
        return reject("bad_name", "The party name cannot be blank.")
    return [e.PartyNamed(name=name)]


def decide_set_ready(
    state: HuntersTable, actor: Actor, cmd: c.SetReady
) -> list[EventBase] | Rejection:
    problem = seat_guard(state, actor) or setup_guard(state)
    if problem:
        return problem
    assert actor.seat is not None
    if cmd.ready and not state.seats[actor.seat].heroes:
        return reject("no_hero", "Choose a hero before you say you are ready.", "DEV-02")
    if state.seats[actor.seat].ready == cmd.ready:
        return reject("unchanged", "You are already marked that way.")
    return [e.SeatReadied(seat=actor.seat, ready=cmd.ready)]


def decide_start_campaign(state: HuntersTable, actor: Actor) -> list[EventBase] | Rejection:
    problem = start_guard(state, actor)
    if problem:
        return problem
    return [e.CampaignStarted(heroes=state.heroes)]
