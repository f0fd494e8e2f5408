"""The Hunters' table applying the platform's saves commands and events
(app/engine/table/saves/) to its state."""
