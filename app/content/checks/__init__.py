"""Whole-pack checks run after every object passed its schema: cross-references (every id
referenced exists) and the legality of every quest's deployment.

Each check yields :class:`~app.content.errors.Problem` values naming the object and the
field path; the document assembly turns them into errors with file and path.
"""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.checks.campaign_side import campaign_problems
from app.content.checks.deployment import deployment_problems
from app.content.checks.known import Known
from app.content.checks.quest_side import quest_side_problems
from app.content.errors import Problem


def check_pack(catalog: Catalog, known: Known) -> list[Problem]:
    """Every problem of the pack. ``known`` holds the ids of each kind, including objects
    that failed their schema, so one bad file does not also report its every mention."""
    return [
        *quest_side_problems(catalog, known),
        *deployment_problems(catalog),
        *campaign_problems(catalog, known),
    ]
