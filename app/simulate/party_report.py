"""The balance report of one quest for a campaign's party as it stands (issue 18): what
the GM dashboard asks for. A modest number of careful-policy games, on the campaign's
own heroes once it has started (``campaign_quest_table``), else on the heroes its seats
chose as they start; the same HTML as ``hunters simulate``'s report."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.engine import HuntersTable, PackCatalog, TableState
from app.engine.hunters.state import Difficulty
from app.simulate.playout import play_quest
from app.simulate.policies import CarefulPolicy
from app.simulate.record import Summary, record_of
from app.simulate.report import Entry, render_report, report_names
from app.simulate.table import DIFFICULTIES, campaign_quest_table

MAX_RUNS = 40
"""Games per report at most: a few seconds of one core, off the command path."""


class NoReport(ValueError):
    """A quest the pack lacks, a difficulty the rules lack, or a party of no heroes."""


def report_party(state: HuntersTable) -> tuple[str, ...]:
    """The heroes the report plays: the campaign's boards, else the seats' choices."""
    if state.campaign is not None and state.campaign.heroes:
        return tuple(state.campaign.heroes)
    return state.party


def party_report(
    catalog: PackCatalog, state: TableState, quest: str, runs: int, difficulty: str
) -> str:
    """The HTML report of ``runs`` games (at most MAX_RUNS) of ``quest`` for the party
    (The Hunters' quests only: another game's table has none to simulate)."""
    if not isinstance(state, HuntersTable) or not isinstance(catalog, Catalog):
        raise NoReport("Only a Hunters campaign's quests can be simulated.")
    if quest not in catalog.quests:
        raise NoReport(f"The pack has no quest {quest!r}.")
    if difficulty not in DIFFICULTIES:
        raise NoReport(f"Difficulty is one of {', '.join(DIFFICULTIES)}.")
    party = report_party(state)
    if not 2 <= len(party) <= 4:
        raise NoReport("The party needs 2 to 4 heroes before its quests can be simulated.")
    level: Difficulty = difficulty
    summary = Summary()
    policy = CarefulPolicy()
    for seed in range(min(max(runs, 1), MAX_RUNS)):
        table = None
        if state.campaign is not None and state.campaign.heroes:
            table = campaign_quest_table(catalog, state, quest, level, seed)
        summary.add(record_of(play_quest(catalog, quest, party, level, seed, policy, table)))
    q = catalog.quests[quest]
    where = "as their boards stand now" if state.campaign is not None else "as they start"
    note = f"{summary.games} games by the careful policy, the party's heroes {where}."
    entry = Entry(q.id, q.number, q.name, party, level, summary, report_names(catalog))
    return render_report(f"{q.name}: your party's chances", [entry], note)
