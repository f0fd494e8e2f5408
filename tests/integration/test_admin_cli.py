"""`hunters admin export / import / backup / restore` as real processes."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

from app.service.runtime import open_context
from app.settings import Settings
from tests.factories import install_test_pack
from tests.integration.server import hunters_env, run_hunters
from tests.service.test_exports import played_campaign


def test_export_import_backup_and_restore(tmp_path: Path, sqlite_template: Path) -> None:
    shutil.copy(sqlite_template, tmp_path / "game.db")
    url = f"sqlite+aiosqlite:///{tmp_path / 'game.db'}"

    async def setup() -> int:
        async with open_context(Settings(database_url=url, data_dir=tmp_path)) as ctx:
            await install_test_pack(ctx)
            return await played_campaign(ctx)

    campaign_id = asyncio.run(setup())
    env = hunters_env(url, tmp_path)
    exported = run_hunters(
        ["admin", "export", str(campaign_id), "-o", str(tmp_path / "c.json")], env
    )
    assert exported.returncode == 0, exported.stderr
    document = json.loads((tmp_path / "c.json").read_text())
    assert document["campaign"]["name"] == "Winter" and len(document["integrity"]) == 64
    assert "password" not in (tmp_path / "c.json").read_text()

    document["campaign"]["name"] = "Summer"
    (tmp_path / "bad.json").write_text(json.dumps(document))
    refused = run_hunters(["admin", "import", str(tmp_path / "bad.json")], env)
    assert refused.returncode == 1 and "changed after it was made" in refused.stderr
    assert "Traceback" not in refused.stderr

    imported = run_hunters(["admin", "import", str(tmp_path / "c.json")], env)
    assert imported.returncode == 0 and "Imported as campaign" in imported.stdout, imported.stderr

    backed_up = run_hunters(["admin", "backup", "--to", str(tmp_path / "b")], env)
    assert "2 backup file(s)" in backed_up.stdout, backed_up.stderr
    [first] = (tmp_path / "b").glob(f"campaign-{campaign_id}-*.json")
    restored = run_hunters(["admin", "restore", str(first), "--replace"], env)
    assert restored.returncode == 0, restored.stderr
    assert f"Imported as campaign {campaign_id}." in restored.stdout
