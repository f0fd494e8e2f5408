"""The hash that pins a table to a pack's exact data, for every game's catalog."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping


def pack_hash(content: Mapping[str, object]) -> str:
    """SHA-256 over the canonical JSON of a pack's content (sorted keys, no whitespace):
    the same data gives the same hash whatever its file layout, order or formatting."""
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()
