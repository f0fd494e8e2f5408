"""A real `hunters serve` per test module and Debian's Chromium (never a downloaded
browser). Screenshots go to test-output/screenshots/ (git-ignored)."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

from tests.integration.server import hunters_env, run_hunters, serving

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"

INSTALL_TEST_PACK = """
import asyncio
from app.service.runtime import open_context
from app.settings import Settings
from tests.factories import install_test_pack

async def main():
    async with open_context(Settings()) as ctx:
        await install_test_pack(ctx)

asyncio.run(main())
"""


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's Chromium is not installed at /usr/bin/chromium (CI installs it)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


def prepared_env(data_dir: Path, *, base_pack: bool) -> dict[str, str]:
    """A migrated SQLite database with the small test pack (and the base pack if asked)."""
    env = hunters_env(f"sqlite+aiosqlite:///{data_dir / 'hunters.db'}", data_dir)
    migrated = run_hunters(["migrate"], env)
    assert migrated.returncode == 0, migrated.stderr
    # A child process: Playwright's sync API may own this thread's event loop.
    installed = subprocess.run(
        [sys.executable, "-c", INSTALL_TEST_PACK],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert installed.returncode == 0, installed.stderr
    if base_pack:
        loaded = run_hunters(["content", "load"], env)
        assert loaded.returncode == 0, loaded.stdout + loaded.stderr
    return env


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server with the small test pack installed (lobby and table setup)."""
    env = prepared_env(tmp_path_factory.mktemp("browser"), base_pack=False)
    with serving(env) as base:
        yield base
