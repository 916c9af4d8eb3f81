"""`dungeon history`: one line an order, with what the model did for it (the prompt tokens it read,
those from its cache not counted, the tokens it wrote, and the time), so a slow order shows
where its time went."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

from agent.history import FILE_NAME
from services.cli.agent import cmd_history, model_use


def attempt(number: int, read: int, cached: int, wrote: int, ms: float) -> dict:
    return {"number": number, "raw": "", "error_kind": "", "error": "", "prompt_tokens": read,
            "prompt_tokens_cached": cached, "completion_tokens": wrote, "generation_ms": ms,
            "validation_ms": 5.0, "seed": 1}


GENERATED = {"id": "6bb4898249", "time": "2026-11-26T06:19:59", "ok": True,
             "order": "get the sword", "served_by": "generated", "ms_to_accept": 2397.7,
             # two tries: the first read the world and the order, the repair only its error
             "attempts": [attempt(1, 714, 506, 9, 2342.3), attempt(2, 760, 714, 12, 610.0)]}
LIBRARY = {"id": "0a1b2c3d4e", "time": "2026-11-26T06:20:01", "ok": True,
           "order": "follow me", "served_by": "library", "ms_to_accept": 31.0, "attempts": []}


def test_each_order_says_what_the_model_read_and_wrote(tmp_path: Path, capsys) -> None:
    (tmp_path / FILE_NAME).write_text("".join(json.dumps(e) + "\n" for e in (GENERATED, LIBRARY)))
    assert cmd_history(SimpleNamespace(cfg=SimpleNamespace(data_dir=tmp_path), json=False)) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "the model read / wrote (ms)" in lines[0]
    generated = next(ln for ln in lines if ln.endswith("get the sword"))
    assert "254 / 21 tokens (2,952)" in generated  # (714 - 506) + (760 - 714) read, 9 + 12 wrote
    library = next(ln for ln in lines if ln.endswith("follow me"))
    assert " library " in library and " - " in library


def test_an_entry_without_token_counts_shows_none() -> None:
    # A model that did not say how many tokens it wrote (-1), or a line from before the counts.
    assert model_use({"attempts": [{"number": 1, "completion_tokens": -1}]}) == "-"
    assert model_use({"attempts": [{"number": 1}]}) == "-"


def test_tokens_checked_against_the_draft_are_told_apart() -> None:
    one = {**attempt(1, 700, 680, 43, 512.0), "drafted": 41}
    assert model_use({"attempts": [one]}) == "20 / 43 tokens, 41 as drafted (512)"


def test_a_restated_order_shows_both_texts_and_an_open_order_says_it_was_unchecked(
        tmp_path: Path, capsys) -> None:
    restated = {**LIBRARY, "id": "1", "order": "hang back a bit, 2 to 5 tiles",
                "restated": "keep between 2 and 5 tiles from me"}
    unchecked = {**GENERATED, "id": "2", "order": "do a little dance", "unchecked": True}
    (tmp_path / FILE_NAME).write_text("".join(json.dumps(e) + "\n" for e in (restated, unchecked)))
    assert cmd_history(SimpleNamespace(cfg=SimpleNamespace(data_dir=tmp_path), json=False)) == 0
    out = capsys.readouterr().out
    assert 'hang back a bit, 2 to 5 tiles  (taken as: "keep between 2 and 5 tiles from me")' in out
    assert "do a little dance  (not checked against the words)" in out
