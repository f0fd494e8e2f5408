"""The Hunters' table: how it applies the platform's table layers (app/engine/table/: seats,
attendance, rewind, save points) to its own state."""
