"""A faster ``model_copy(update=...)`` for the engine's frozen models.

evolve() copies the quest state for every event, so the copy is the engine's hottest
operation. This builds the copy the way pydantic does (a new ``__dict__`` with the
updates, the updated fields marked as set) without pydantic's general-purpose path. It
checks that every updated name is a field of the model (a misspelled field raises
instead of being dropped); the values' types are checked by the tests, which validate
every state a random playout reaches.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

Model = TypeVar("Model", bound=BaseModel)


_FIELDS: dict[type[BaseModel], frozenset[str]] = {}
"""Each model class's field names (fixed when the class is made; read on every copy)."""


def copy_with(model: Model, **update: Any) -> Model:
    """``model`` with the fields in ``update`` replaced (values are not validated)."""
    cls = model.__class__
    fields = _FIELDS.get(cls)
    if fields is None:
        fields = _FIELDS[cls] = frozenset(cls.model_fields)
    if not fields.issuperset(update):
        raise TypeError(f"{cls.__name__} has no field {sorted(update.keys() - fields)}")
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
