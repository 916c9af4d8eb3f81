"""``dungeon library``: what a person sees and can change, and the exit codes."""

from __future__ import annotations

import json

import pytest

from services.cli.main import main

NEW = '''-- id = "sing"
-- description = "Sing a song."
-- examples = ["sing me a song"]

function update_func(player, ai, monsters, items)
  return "La la la"
end
'''


@pytest.fixture
def dungeon(tmp_path, capsys):
    def run(*argv: str) -> tuple[int, str, str]:
        code = main(["--set", f'paths.data_dir="{tmp_path}"', "library", *argv])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def test_list_shows_the_shipped_entries_approved(dungeon):
    code, out, _ = dungeon("list")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["id", "status", "origin"]
    rows = {line.split()[0]: line.split()[1:3] for line in lines[1:]}
    assert rows["fetch_item"] == ["approved", "shipped"] and len(rows) >= 13


def test_add_approve_reject_round_trip(dungeon, tmp_path):
    path = tmp_path / "sing.lua"
    path.write_text(NEW)
    code, out, _ = dungeon("add", str(path))
    assert code == 0 and "added as candidate" in out
    assert dungeon("list", "--status", "candidate")[1].splitlines()[1].split()[:3] == [
        "sing", "candidate", "added"]
    assert dungeon("approve", "sing")[0] == 0
    assert "sing" in dungeon("list", "--status", "approved")[1]
    assert dungeon("reject", "sing")[0] == 0
    code, out, _ = dungeon("show", "sing")
    assert code == 0 and "status: rejected, decided by a person" in out
    assert 'return "La la la"' in out


def test_a_shown_entry_can_be_added_back(dungeon, tmp_path):
    code, out, _ = dungeon("show", "fetch_item")
    path = tmp_path / "copy.lua"
    path.write_text(out.replace('id = "fetch_item"', 'id = "fetch_copy"'))
    assert dungeon("add", "--approve", str(path))[0] == 0
    code, out, _ = dungeon("show", "fetch_copy")
    assert "status: approved, decided by a person; origin: added" in out


def test_unknown_ids_and_bad_files_are_usage_errors(dungeon, tmp_path):
    code, _, err = dungeon("approve", "follow_me", "nope")
    assert code == 2 and "no entry 'nope'" in err and "nothing changed" in err
    assert "approved" in dungeon("show", "follow_me")[1]
    code, _, err = dungeon("show", "nope")
    assert code == 2 and "no entry 'nope'" in err
    code, _, err = dungeon("add", str(tmp_path / "missing.lua"))
    assert code == 2 and "cannot read" in err
    bad = tmp_path / "bad.lua"
    bad.write_text("function update_func() end\n")
    code, _, err = dungeon("add", str(bad))
    assert code == 2 and "no header" in err
    good = tmp_path / "sing.lua"
    good.write_text(NEW)
    dungeon("add", str(good))
    code, _, err = dungeon("add", str(good))
    assert code == 2 and "already exists" in err and "--replace" in err
    assert dungeon("add", "--replace", str(good))[0] == 0
    assert dungeon()[0] == 2


def test_export_then_import_restores_entries_and_decisions(dungeon, tmp_path):
    dungeon("reject", "explore")
    out_file = tmp_path / "backup.json"
    code, out, _ = dungeon("export", str(out_file))
    assert code == 0 and "exported" in out
    data = json.loads(out_file.read_text())
    assert data["format"] == "dungeon-library"
    dungeon("approve", "explore")
    code, out, _ = dungeon("import", str(out_file))
    assert code == 0 and "0 added" in out
    assert "status: rejected" in dungeon("show", "explore")[1]


def test_a_bad_import_changes_nothing(dungeon, tmp_path):
    path = tmp_path / "bad.json"
    good = {"id": "sing", "examples": ["sing"], "code": "function update_func() end"}
    bad = {"id": "broken", "examples": [], "code": "function update_func() end"}
    path.write_text(json.dumps({"format": "dungeon-library", "version": 1,
                                "entries": [good, bad]}))
    code, _, err = dungeon("import", str(path))
    assert code == 2 and "'broken'" in err and "nothing imported" in err
    assert dungeon("show", "sing")[0] == 2
    path.write_text("{not json")
    assert dungeon("import", str(path))[0] == 2


def test_candidates_kept_from_play_are_listed_and_approved_into_service(dungeon, tmp_path):
    from agent.library import Library
    from config.settings import load_config

    cfg = load_config(None, [f'paths.data_dir="{tmp_path}"'], environ={})
    lib = Library.open(cfg, embedder=object())  # nothing is matched here: no model needed
    try:
        code = 'function update_func(player, ai, monsters, items)\n  return say("hi")\nend'
        entry_id = lib.add_candidate("wave at the bats", code)
        lib.count_served(entry_id, True)
    finally:
        lib.close()
    code, out, _ = dungeon("list", "--candidates")
    assert code == 0
    [header, row] = out.splitlines()
    assert row.split()[:5] == [entry_id, "candidate", "generated", "1", "1"]
    assert row.endswith("wave at the bats")
    assert dungeon("approve", entry_id)[0] == 0
    assert dungeon("list", "--candidates")[1].strip() == "no entries with status candidate"
    assert entry_id in dungeon("list", "--status", "approved")[1]
