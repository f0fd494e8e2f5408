"""Which content pack a simulation plays (``--pack``, else the settings' base pack), and
what a pack that does not load says: one line, never a traceback."""

from __future__ import annotations

import argparse
from pathlib import Path

from app.content.errors import PackError
from app.settings import get_settings


def chosen_pack(args: argparse.Namespace) -> Path:
    """``--pack``, else ``CONTENT_DIR/base`` (found wherever the command runs)."""
    return Path(args.pack) if args.pack is not None else get_settings().base_pack


def pack_problem(broken: PackError) -> str:
    """The pack's first problem on one line, with where packs are looked for."""
    first = str(broken.errors[0]) if broken.errors else "the pack does not load"
    more = f" (and {len(broken.errors) - 1} more problems)" if len(broken.errors) > 1 else ""
    return (
        f"{first}{more}; packs are looked for in CONTENT_DIR ({get_settings().content_dir}) "
        "or given with --pack"
    )
