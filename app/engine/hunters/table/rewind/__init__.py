"""The Hunters' table applying the platform's rewind commands and events
(app/engine/table/rewind/) to its state."""
