"""The game's large reads are sent gzipped (app/api/middleware.py CompressedReads, issue
27): a pack's public part, a quest's definitions, a view and the events; an answer
holding a secret (the session's CSRF token, an invite's) never is."""

from __future__ import annotations

from typing import Any

from app.api.middleware import COMPRESSED_READS
from app.content.loader import load_pack
from app.service.packs import install_catalog
from tests.factories import register

GZIP = {"Accept-Encoding": "gzip"}


async def test_a_pack_and_a_quests_definitions_are_sent_gzipped(app: Any) -> None:
    catalog = load_pack("content/base")
    await install_catalog(app.state.ctx, catalog)
    player = await register(app, "reader")
    pack = f"/api/content/packs/{catalog.content_hash}"
    for path in (pack, f"{pack}/quests/{sorted(catalog.quests)[0]}/definitions"):
        answer = await player.client.get(path, headers=GZIP)
        assert answer.status_code == 200, answer.text
        assert answer.headers["content-encoding"] == "gzip", path
        assert int(answer.headers["content-length"]) * 4 < len(answer.content), path
        assert answer.json()  # what arrives decodes to the same JSON
    plain = await player.client.get(pack, headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers and plain.json()


def test_answers_holding_a_secret_are_not_among_the_compressed() -> None:
    for secret in (
        "/api/auth/me",
        "/api/auth/login",
        "/api/campaigns/3/invites",
        "/api/campaigns/3",
    ):
        assert not COMPRESSED_READS.match(secret), secret
    for read in ("/api/campaigns/3/view", "/api/campaigns/3/events", "/api/content/packs/ab12"):
        assert COMPRESSED_READS.match(read), read
