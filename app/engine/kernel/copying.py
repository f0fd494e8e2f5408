"""A faster ``model_copy(update=...)`` for the engine's frozen models.

evolve() copies the quest state for every event, so the copy is the engine's hottest
operation. This builds the copy the way pydantic does (a new ``__dict__`` with the
updates, the updated fields marked as set) without pydantic's general-purpose path; like
``model_copy`` it does not validate, so callers pass values of the right types.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

Model = TypeVar("Model", bound=BaseModel)


def changed(model: Model, **update: Any) -> Model:
    """``model`` with the fields in ``update`` replaced (no validation, like model_copy)."""
    cls = model.__class__
    copy = cls.__new__(cls)
    values = model.__dict__.copy()
    values.update(update)
    object.__setattr__(copy, "__dict__", values)
    object.__setattr__(
        copy, "__pydantic_fields_set__", model.__pydantic_fields_set__ | update.keys()
    )
    object.__setattr__(copy, "__pydantic_extra__", None)
    object.__setattr__(copy, "__pydantic_private__", None)
    return copy
