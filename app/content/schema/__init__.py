"""Pydantic schemas of a content pack: pure data, read by the engine and the loader."""
