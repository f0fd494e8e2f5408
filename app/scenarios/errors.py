"""What goes wrong setting a scenario up: the error naming the bad field, and reading a
piece of it as a content model."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

Model = TypeVar("Model", bound=BaseModel)


class ScenarioError(Exception):
    """A scenario that cannot be set up: ``where`` is the path of the bad field."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where


def read_model(model: type[Model], data: Any, where: str) -> Model:
    try:
        return model.model_validate(data)
    except ValidationError as invalid:
        problem = invalid.errors()[0]
        path = ".".join(str(p) for p in problem["loc"])
        raise ScenarioError(f"{where}.{path}" if path else where, problem["msg"]) from None
