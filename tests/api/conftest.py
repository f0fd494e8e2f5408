"""A running application (lifespan included) on each database backend."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from app.main import create_app
from app.settings import Settings
from tests.factories import install_test_pack


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[Any]:
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        await install_test_pack(application.state.ctx)
        yield application
