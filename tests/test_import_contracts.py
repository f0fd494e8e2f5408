"""The import-linter contracts bite (issues 10 and 25): they see every engine package and
every layer of the application, and a forbidden import added anywhere breaks them: in
the quest or campaign engine, between the web and the live table, from a lower layer up,
or into the engine's insides from outside it.

Each check copies ``app/`` and ``pyproject.toml`` into a scratch folder, adds one bad
import to a module, and runs ``lint-imports`` there: the contract that forbids it must
report BROKEN (and the untouched copy must keep every contract).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT = Path(sys.executable).parent / "lint-imports"


def scratch_copy(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "app", tmp_path / "app", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def lint(folder: Path, *contracts: str) -> tuple[int, str]:
    """``lint-imports`` on the copy (only the named contracts, if any): exit code, output."""
    env = {**os.environ, "PYTHONPATH": str(folder)}
    chosen = [arg for contract in contracts for arg in ("--contract", contract)]
    done = subprocess.run(
        [str(LINT), "--no-cache", *chosen],
        cwd=folder, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    return done.returncode, done.stdout + done.stderr


def add_import(folder: Path, module: str, line: str) -> None:
    path = folder / (module.replace(".", "/") + ".py")
    text = path.read_text(encoding="utf-8")
    head, marker, rest = text.partition("from __future__ import annotations\n")
    path.write_text(head + marker + line + "\n" + rest, encoding="utf-8")


def test_the_untouched_tree_keeps_every_contract(tmp_path: Path) -> None:
    code, out = lint(scratch_copy(tmp_path))
    assert code == 0 and "BROKEN" not in out and "17 kept, 0 broken" in out, out


@pytest.mark.parametrize(
    ("module", "line", "contract"),
    [
        ("app.engine.hunters.quest.rules.attack_math", "import sqlalchemy", "engine-pure"),
        ("app.engine.hunters.quest.steps.attacks", "import random", "engine-pure"),
        ("app.engine.hunters.quest.board.sight", "import time", "engine-pure"),
        ("app.engine.hunters.quest.rules.stats", "import datetime", "engine-pure"),
        ("app.engine.kernel.dice", "import os", "engine-pure"),
        ("app.engine.hunters.quest.steps.setup", "import app.content.loader", "engine-pure"),
        (
            "app.engine.kernel.recorder",
            "import app.engine.hunters.quest.model.state",
            "kernel-knows-no-layer",
        ),
        (
            "app.engine.hunters.quest.rules.stats",
            "import app.engine.hunters.quest.steps.effects",
            "quest-layers",
        ),
        (
            "app.engine.hunters.quest.legal",
            "import app.engine.hunters.quest.steps.rounds",
            "legal-reads-rules",
        ),
        (
            "app.engine.hunters.quest.steps.traits",
            "import app.engine.hunters.quest.steps.attacks",
            "engine-acyclic",
        ),
        (
            "app.engine.hunters.campaign.rules.guards",
            "import app.engine.hunters.campaign.steps.story",
            "campaign-layers",
        ),
        (
            "app.engine.hunters.campaign.legal",
            "import app.engine.hunters.campaign.steps.travel",
            "campaign-legal-reads-rules",
        ),
        (
            "app.engine.hunters.campaign.steps.travel",
            "import app.engine.hunters.quest.model.state",
            "campaign-quest-independent",
        ),
        (
            "app.engine.kernel.dice",
            "import app.engine.hunters.campaign.model.state",
            "kernel-knows-no-layer",
        ),
        ("app.engine.primal.steps.play", "import random", "engine-pure"),
        ("app.engine.primal.rules.board", "import time", "engine-pure"),
        ("app.engine.primal.recorder", "import app.content.loader", "engine-pure"),
        (
            "app.engine.kernel.recorder",
            "import app.engine.primal.model.state",
            "kernel-knows-no-layer",
        ),
        ("app.engine.primal.rules.cards", "import app.engine.primal.steps.piles", "primal-layers"),
        ("app.engine.primal.model.state", "import app.engine.primal.events.setup", "primal-layers"),
        (
            "app.engine.primal.legal",
            "import app.engine.primal.steps.turns",
            "primal-legal-reads-rules",
        ),
        (
            "app.engine.primal.steps.board",
            "import app.engine.hunters.quest.model.state",
            "games-independent",
        ),
        (
            "app.engine.hunters.quest.rules.stats",
            "import app.engine.primal.model.state",
            "games-independent",
        ),
        (
            "app.engine.primal.rules.guards",
            "import app.engine.hunters.campaign.model.state",
            "games-independent",
        ),
        (
            "app.engine.hunters.campaign.steps.travel",
            "import app.engine.primal.model.state",
            "games-independent",
        ),
        ("app.engine.primal.steps.piles", "import app.engine.primal.steps.turns", "engine-acyclic"),
        ("app.realtime.endpoint", "import app.api.errors", "app-layers"),
        ("app.api.routes.health", "import app.realtime.hub", "app-layers"),
        ("app.service.feed", "import app.api.deps", "app-layers"),
        ("app.service.deadlines", "import app.realtime.room", "app-layers"),
        ("app.db.codec", "import app.service.states", "app-layers"),
        ("app.content.catalog", "import app.engine.hunters.state", "app-layers"),
        ("app.simulate.stored", "import app.scenarios.run", "app-layers"),
        ("app.api.routes.health", "import app.cli", "app-layers"),
        ("app.engine.hunters.views", "import app.settings", "engine-pure"),
        (
            "app.service.deadlines",
            "import app.engine.hunters.quest.model.decisions",
            "engine-public-surface",
        ),
        (
            "app.api.routes.preview",
            "import app.engine.hunters.quest.rules.defense_against",
            "engine-public-surface",
        ),
        ("app.realtime.room", "import app.engine.kernel.dice", "engine-public-surface"),
        ("app.db.codec", "import app.engine.hunters.evolve", "engine-public-surface"),
        ("app.cli", "import app.engine.primal.decide", "engine-public-surface"),
        (
            "app.engine.primal.table.rules",
            "import app.engine.hunters.quest.model.state",
            "games-independent",
        ),
        (
            "app.engine.hunters.table.seats.rules",
            "import app.engine.primal.table.model",
            "games-independent",
        ),
        # issue 28: the engine's tree by game; every new package is watched
        ("app.engine.hunters.table.rewind.fresh", "import random", "engine-pure"),
        ("app.engine.primal.table.decide", "import time", "engine-pure"),
        ("app.engine.table.attendance.commands", "import uuid", "engine-pure"),
        ("app.engine.hunters.corrections.board.rules", "import datetime", "engine-pure"),
        ("app.engine.hunters.gm_dashboard", "import os", "engine-pure"),
        ("app.engine.table.seats.events", "import app.engine.hunters.state", "table-knows-no-game"),
        (
            "app.engine.table.rewind.model",
            "import app.engine.primal.table.model",
            "table-knows-no-game",
        ),
        ("app.engine.table.saves.commands", "import app.engine.games", "table-knows-no-game"),
        ("app.engine.table.seats.commands", "import app.content.catalog", "table-knows-no-game"),
        (
            "app.engine.kernel.model",
            "import app.engine.table.seats.events",
            "kernel-knows-no-layer",
        ),
        ("app.engine.kernel.registry", "import app.engine.games", "kernel-knows-no-layer"),
        (
            "app.engine.primal.table.rules",
            "import app.engine.hunters.table.seats.rules",
            "games-independent",
        ),
        ("app.engine.hunters.views", "import app.engine.primal.views", "games-independent"),
        (
            "app.engine.hunters.corrections.board.rules",
            "import app.engine.primal.table.model",
            "games-independent",
        ),
        ("app.engine.primal.decide", "import app.engine.primal.table.decide", "primal-layers"),
        (
            "app.engine.hunters.quest.decide",
            "import app.engine.hunters.corrections.quest.decide",
            "engine-acyclic",
        ),
        (
            "app.engine.primal.table.rules",
            "import app.content.schema.cards",
            "primal-reads-no-hunters-content",
        ),
        (
            "app.engine.hunters.table.seats.rules",
            "import app.content.primal.catalog",
            "hunters-read-no-primal-content",
        ),
        (
            "app.engine.table.seats.commands",
            "import app.engine.table.attendance.commands",
            "engine-acyclic",
        ),
        ("app.service.feed", "import app.engine.primal.table.views", "engine-public-surface"),
    ],
)
def test_a_forbidden_import_breaks_its_contract(
    tmp_path: Path, module: str, line: str, contract: str
) -> None:
    folder = scratch_copy(tmp_path)
    assert lint(folder, contract)[0] == 0  # kept before
    add_import(folder, module, line)
    code, out = lint(folder, contract)
    assert code != 0 and "BROKEN" in out, out


def test_a_new_top_level_package_must_take_its_place_in_the_layers(tmp_path: Path) -> None:
    """The application's layers contract is exhaustive: a module of ``app`` that names no
    layer breaks it until it is placed."""
    folder = scratch_copy(tmp_path)
    (folder / "app" / "uplink.py").write_text('"""Unplaced."""\n', encoding="utf-8")
    code, out = lint(folder, "app-layers")
    assert code != 0 and "uplink" in out, out


def test_the_platform_layers_name_no_game_of_their_own() -> None:
    """Issue 28: the service, the live table, the database and the web reach a game only
    through the engine's registry (app/engine/games.py): no module of theirs names the
    second game."""
    root = Path(__file__).resolve().parents[1] / "app"
    named = [
        str(path.relative_to(root))
        for layer in ("service", "realtime", "db", "api")
        for path in (root / layer).rglob("*.py")
        if "primal" in path.read_text(encoding="utf-8").lower()
    ]
    assert named == []
