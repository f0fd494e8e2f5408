"""One simulated Primal fight, and many: the scripted party plays a fight of the pack to
its end straight on the engine (every command through ``decide_fight``, the same rules
as a table), and the results sum up with the win rate's 95% Wilson interval."""

from __future__ import annotations

from dataclasses import dataclass, field

from app.content.primal.catalog import PrimalCatalog
from app.engine.kernel.dice import SeededDice
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection
from app.engine.primal.commands import FightHunter, StartFight
from app.engine.primal.decide import decide_fight
from app.engine.primal.legal import legal_commands
from app.engine.primal.model.state import PrimalState
from app.simulate.primal.careful import SYSTEM, Choice, careful_pick
from app.simulate.record import wilson_interval

MAX_COMMANDS = 5000
"""Far more than a fight takes (a few hundred commands); more means a stuck engine."""


class FightFailed(RuntimeError):
    """The engine refused a command it listed, refused the start, or a fight never ended."""


@dataclass(frozen=True)
class FightResult:
    victory: bool
    rounds: int
    monster_health: int
    knocked_out: int
    commands: int


def start_command(
    catalog: PrimalCatalog, fight: str, level: int, party: tuple[str, ...]
) -> StartFight:
    """P-EXP-04/05: the starter loadout at level 0, the level's expedition deck above."""
    hunters = tuple(
        FightHunter(hunter=h, seat=h, loadout=catalog.hunters[h].precons.get(level)) for h in party
    )
    return StartFight(fight=fight, level=level, hunters=hunters)


def choices(state: PrimalState) -> list[Choice]:
    """Every command a seat could send now; the server's defaults when none can."""
    found = [
        (command, actor)
        for seat in sorted(set(state.seats.values()))
        for actor in [Actor(role="seat", seat=seat)]
        for command in legal_commands(state, actor)
    ]
    return found or [(command, SYSTEM) for command in legal_commands(state, SYSTEM)]


def play_fight(
    catalog: PrimalCatalog, fight: str, level: int, party: tuple[str, ...], seed: int
) -> FightResult:
    """Play one fight with the careful party to its end."""
    start = start_command(catalog, fight, level, party)
    started = decide_fight(PrimalState(), start, SeededDice(seed), SYSTEM, catalog)
    if isinstance(started, Rejection):
        raise FightFailed(f"the fight does not start: {started.message}")
    state = started[1]
    knocked: set[str] = set()
    for step in range(MAX_COMMANDS):
        if state.phase != "playing":
            return FightResult(
                state.outcome == "victory", state.round, state.monster.health, len(knocked), step
            )
        listed = choices(state)
        if not listed:
            raise FightFailed(f"nobody can act (seed {seed}, command {step})")
        command, actor = careful_pick(catalog, state, listed)
        result = decide_fight(state, command, SeededDice(seed * 7919 + step), actor, catalog)
        if isinstance(result, Rejection):
            raise FightFailed(f"{command.type} refused: {result.message} (seed {seed})")
        state = result[1]
        knocked |= {h.id for h in state.hunters.values() if h.ko is not None}
    raise FightFailed(f"no end after {MAX_COMMANDS} commands (seed {seed})")


@dataclass
class FightSummary:
    results: list[FightResult] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def wins(self) -> int:
        return sum(1 for r in self.results if r.victory)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def mean_rounds(self) -> float:
        return sum(r.rounds for r in self.results) / self.games if self.games else 0.0


def simulate_fights(
    catalog: PrimalCatalog, fight: str, level: int, party: tuple[str, ...], runs: int, seed: int
) -> FightSummary:
    """``runs`` fights from seeds ``seed``, ``seed + 1``..."""
    summary = FightSummary()
    for n in range(seed, seed + runs):
        summary.results.append(play_fight(catalog, fight, level, party, n))
    return summary
