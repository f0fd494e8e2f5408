"""The client's JSDoc types of what the server sends are generated from the server's
pydantic models (scripts/client_types.py): a model changed without regenerating them
fails here, so client and server cannot drift apart unnoticed."""

from __future__ import annotations

from scripts.client_types import render


def test_the_generated_client_types_are_up_to_date() -> None:
    stale = [str(path.name) for path, text in render().items() if path.read_text() != text]
    assert stale == [], "run: python -m scripts.client_types"


def test_every_command_and_event_has_a_type() -> None:
    files = {path.name: text for path, text in render().items()}
    for command in ("move_hero", "play_card", "set_turn_order", "choose_hero"):
        assert f'type: "{command}"' in files["commands.js"]
    for event in ("seat_opened", "decision_opened", "attack_resolved", "quest_ended"):
        assert f'type: "{event}"' in files["events.js"]
    assert "@typedef" in files["state.js"]
    assert "SQuestState" in files["state.js"]
