"""One API registry drives both the prompt text and the bindings' checks."""

from __future__ import annotations

import dataclasses

import pytest

from sandbox_worker import api
from sandbox_worker.runtime import InternalError, SandboxRuntime
from tests.sandbox.helpers import run, update


def test_the_prompt_text_shows_every_entry_and_the_notes():
    text = api.api_reference_text(include_fallbacks=True)
    for entry in api.REGISTRY:
        assert entry.signature in text
        assert entry.doc in text
        if entry.example and entry.kind not in ("field", "item_field"):
            assert entry.example in text
    for note in api.NOTES:
        assert note in text
    assert 'WRONG: ai:find_path_to("sword")' in text
    assert "RIGHT: ai:find_path_to(item.position)" in text


def test_fallbacks_are_left_out_of_the_prompt_unless_asked_for():
    text = api.api_reference_text()
    assert "find_path_astar" not in text
    assert "entity:find_path_to(position_or_entity)" in text


def test_every_function_in_the_registry_works_in_the_sandbox():
    calls = {
        "move": 'ai:move("d")',
        "has_item": 'ai:has_item("sword")',
        "find_path_to": "ai:find_path_to(player)",
        "distance_to": "ai:distance_to(player)",
        "move_random": "ai:move_random()",
        "valid_move": "valid_move({2, 2})",
        "move_entity": 'move_entity(ai, "d")',
        "find_path_astar": "find_path_astar(ai, player, monsters)",
        "manhattan": "manhattan(ai, player)",
        "maze": "maze[1]",
    }
    names = {e.name for e in api.REGISTRY if e.kind in ("method", "global", "fallback")}
    assert names == set(calls)
    for name, call in calls.items():
        out = run(update(f"local x = {call}\nreturn 'ok'"))
        assert out.error is None, (name, out.error)


@pytest.mark.parametrize("kind", ["method", "global", "fallback"])
def test_each_parameter_is_checked_with_the_registry_hint(kind):
    for entry in api.entries(kind):
        for param in entry.params:
            if param.name == "self" or param.type == "entities":
                continue
            args = ["ai", "player", "monsters"][: len(entry.params) - (entry.kind == "method")]
            index = [p for p in entry.params if p.name != "self"].index(param)
            args[index] = "{}" if param.type in ("direction", "item_name") else '"nope"'
            call = (
                f"ai:{entry.name}({', '.join(args)})"
                if kind == "method"
                else f"{entry.name}({', '.join(args)})"
            )
            out = run(update(f"local x = {call}"))
            assert out.error is not None, call
            assert f"{entry.name} expects {api.TYPE_DESCRIPTIONS[param.type]}" in out.error.message
            assert param.hint in out.error.message


def test_the_runtime_refuses_to_start_when_registry_and_bindings_disagree(monkeypatch):
    extra = dataclasses.replace(api.entries("method")[0], name="fly")
    monkeypatch.setattr(api, "REGISTRY", api.REGISTRY + (extra,))
    with pytest.raises(InternalError, match="method:fly"):
        SandboxRuntime()


def test_names_for_suggestions():
    assert "find_path_astar" in api.global_names()
    assert "find_path_to" in api.member_names() and "position" in api.member_names()
