"""The OpenAPI document lists the error answers each route really gives.

Most come from the route's dependencies — a login (401, and 403 for a missing CSRF
token on a state change), a campaign's access (403 not a member, 404 no campaign),
the admin role (403) — and from its inputs (422 invalid, 400 a body that cannot be read
as text, 413 a body too large). What
a route's service can refuse beyond those (and the 400 of a control character, which
every route gives: app/api/text_guard.py) is declared on the route itself
(``responses=errors(409, 429)``). Every error has the one body ``ErrorOut``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fastapi import APIRouter, FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute

from app.api.deps import campaign_access, require_admin, require_user
from app.api.schemas import ErrorOut

WHY = {
    400: "The request cannot be done as asked (the message says why).",
    401: "Not logged in, or the login is wrong.",
    403: "Not allowed: not a member, not the GM or an admin, or no CSRF token.",
    404: "No such thing (or not visible to you).",
    409: "It conflicts with the table as it is now.",
    410: "It is no longer valid (an expired or used invite).",
    413: "The request body is too large.",
    422: "The request is not well formed (the fields are named).",
    429: "Too many attempts or commands; wait (Retry-After) and try again.",
    503: "The database cannot be reached; nothing changed; retry (Retry-After).",
}
STATE_CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a route: these error answers, with their meaning and body."""
    return {status: {"model": ErrorOut, "description": WHY[status]} for status in statuses}


def _calls(dependant: Dependant) -> Iterator[object]:
    for sub in dependant.dependencies:
        yield sub.call
        yield from _calls(sub)


def inferred_statuses(route: APIRoute) -> set[int]:
    """The errors the route's dependencies and inputs give."""
    calls = set(_calls(route.dependant))
    methods = route.methods or set()
    statuses: set[int] = {400}  # a control character anywhere (app/api/text_guard.py)
    if require_user in calls:
        statuses |= {401, 503}
        if methods & STATE_CHANGING:
            statuses.add(403)
    if campaign_access in calls:
        statuses |= {403, 404}
    if require_admin in calls:
        statuses.add(403)
    dependant = route.dependant
    if dependant.path_params or dependant.query_params or dependant.body_params:
        statuses.add(422)
    if dependant.body_params or methods & STATE_CHANGING:
        statuses.add(413)
    return statuses


def document_error_responses(router: APIRouter) -> None:
    """Add the inferred error answers to every route of ``router`` (before it is included
    in the application)."""
    for route in router.routes:
        if isinstance(route, APIRoute):
            for status, response in errors(*sorted(inferred_statuses(route))).items():
                route.responses.setdefault(status, response)


PRODUCERS = (
    # (method, path, status, response field, path parameter it feeds)
    ("post", "/api/campaigns", "201", "id", "campaign_id"),
    ("post", "/api/campaigns/{campaign_id}/invites", "201", "token", "token"),
    ("get", "/api/content/packs", "200", "0/content_hash", "content_hash"),
)
"""Which answers create the things other routes name in their paths."""


def add_links(document: dict[str, Any]) -> dict[str, Any]:
    """OpenAPI links from each producer's answer to every operation that takes the path
    parameter it yields, so a stateful client (schemathesis) chains real ids: a campaign
    it created, then its view, its commands, its invites."""
    paths: dict[str, dict[str, Any]] = document.get("paths", {})
    for method, path, status, field, parameter in PRODUCERS:
        response = paths.get(path, {}).get(method, {}).get("responses", {}).get(status)
        if response is None:
            continue
        links = response.setdefault("links", {})
        for consumer, operation in _consumers(paths, parameter):
            links[operation["operationId"]] = {
                "operationId": operation["operationId"],
                "parameters": {parameter: f"$response.body#/{field}"},
                "description": f"The {parameter} of this answer, for {consumer}.",
            }
    return document


def _consumers(
    paths: dict[str, dict[str, Any]], parameter: str
) -> Iterator[tuple[str, dict[str, Any]]]:
    for path, operations in paths.items():
        if "{" + parameter + "}" not in path:
            continue
        for method, operation in operations.items():
            if isinstance(operation, dict) and "operationId" in operation:
                yield f"{method.upper()} {path}", operation


def errors_as_json(document: dict[str, Any]) -> dict[str, Any]:
    """Every error answer is the JSON ``ErrorOut``, also on a route whose success is a page
    (FastAPI files an added response under the route's own media type)."""
    for operations in document.get("paths", {}).values():
        for operation in operations.values():
            for status, response in operation.get("responses", {}).items():
                content = response.get("content", {})
                page = content.get("text/html", {})
                if status.startswith(("4", "5")) and _is_error_body(page):
                    content["application/json"] = content.pop("text/html")
    return document


def _is_error_body(media: dict[str, Any]) -> bool:
    return str(media.get("schema", {}).get("$ref", "")).endswith("/ErrorOut")


NO_CONTROL_CHARACTERS = "^[^\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]*$"
"""What app/api/text_guard.py refuses, said in the document: a text without a control
character (tabs and line breaks allowed)."""


def texts_without_control_characters(node: Any) -> Any:
    """Every string of the document's schemas that has no pattern of its own gets
    ``NO_CONTROL_CHARACTERS`` (a stricter pattern, as a username's, already excludes them),
    so a client reading the document knows the 400 ``control_character`` in advance."""
    if isinstance(node, dict):
        if node.get("type") == "string" and not {"pattern", "enum", "const", "format"} & set(node):
            node["pattern"] = NO_CONTROL_CHARACTERS
        for child in node.values():
            texts_without_control_characters(child)
    elif isinstance(node, list):
        for child in node:
            texts_without_control_characters(child)
    return node


def install_links(app: FastAPI) -> None:
    """Serve ``app``'s OpenAPI document with the links of ``add_links``, its errors as
    JSON (``errors_as_json``) and its texts without control characters, built once."""
    build = app.openapi
    linked: list[dict[str, Any]] = []

    def openapi() -> dict[str, Any]:
        if not linked:
            document = texts_without_control_characters(errors_as_json(build()))
            linked.append(add_links(document))
        return linked[0]

    app.openapi = openapi  # type: ignore[method-assign]
