"""The Hunters' table applying the platform's seats commands and events
(app/engine/table/seats/) to its state."""
