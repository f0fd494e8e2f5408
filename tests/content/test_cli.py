"""``hunters content validate``: counts per kind and the hash, or every error and exit 1."""

from __future__ import annotations

import io
from pathlib import Path

from app.content.catalog import Catalog
from app.content.cli import validate_pack


def test_validate_prints_counts_and_the_hash(base_catalog: Catalog) -> None:
    out = io.StringIO()
    assert validate_pack("content/base", out) == 0
    lines = out.getvalue().splitlines()
    assert "  heroes          5" in lines
    assert "  enemies        22" in lines
    assert f"content hash {base_catalog.content_hash}" in lines


def test_validate_prints_the_main_plots_days(base_catalog: Catalog) -> None:
    """CAMP-02/25: the earliest victory day and each deadline's days to spare."""
    out = io.StringIO()
    assert validate_pack("content/base", out) == 0
    lines = out.getvalue().splitlines()
    assert any(line.startswith("main plot: victory reachable on day ") for line in lines)
    assert any(line.startswith("  S005 by day 20: reached on day 4, 16 to spare") for line in lines)


def test_validate_prints_errors_with_file_and_path(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text("id: tiny\nname: Tiny\nversion: '1'\n")
    (tmp_path / "enemies").mkdir()
    (tmp_path / "enemies" / "rat.yaml").write_text("id: rat\nname: Rat\non: 3\n")
    out = io.StringIO()
    assert validate_pack(str(tmp_path), out) == 1
    report = out.getvalue()
    assert f"{tmp_path}/enemies/rat.yaml: true: this key was read as true/false" in report
    assert report.rstrip().endswith(f"1 error(s) in {tmp_path}")


def test_validate_reports_an_unreadable_file(tmp_path: Path) -> None:
    (tmp_path / "pack.yaml").write_text("id: [unclosed\n")
    out = io.StringIO()
    assert validate_pack(str(tmp_path), out) == 1
    assert f"{tmp_path}/pack.yaml: not readable YAML" in out.getvalue()


def test_validate_reports_a_missing_folder(tmp_path: Path) -> None:
    out = io.StringIO()
    assert validate_pack(str(tmp_path / "nowhere"), out) == 1
    assert "no such pack folder" in out.getvalue()
