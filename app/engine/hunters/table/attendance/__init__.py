"""The Hunters' table applying the platform's attendance commands and events
(app/engine/table/attendance/) to its state."""
