"""Entry files, the shipped entries, and seeding them without touching a person's decisions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from agent.library import entry_file
from agent.library.entry import ADDED, APPROVED, REJECTED, SHIPPED, EntryError
from agent.library.shipped import SHIPPED_DIR, load_shipped, seed
from agent.library.store import Store

FILE = '''-- id = "wave"
-- description = "Wave at the player."
-- examples = ["wave at me", "say hello"]
-- [params.hand]
-- values = ["left", "right"]
-- synonyms = { port = "left" }
-- default = "right"

-- A comment that belongs to the code.
function update_func(player, ai, monsters, items)
  return "Waving my " .. params.hand .. " hand"
end
'''


def test_a_file_parses_into_an_entry():
    e = entry_file.parse(FILE)
    assert e.id == "wave" and e.examples == ("wave at me", "say hello")
    assert e.params[0].synonyms == {"port": "left"} and e.params[0].default == "right"
    assert e.code.startswith("-- A comment that belongs to the code.\nfunction update_func")


def test_render_and_parse_round_trip_with_awkward_text():
    e = replace(entry_file.parse(FILE), description='Quotes " and \\ and \x7f and é',
                examples=("a \"quoted\" order", "tab\there"))
    assert entry_file.parse(entry_file.render(e)) == e


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("function update_func() end\n", "no header"),
        ('-- id = "x"\n-- examples = [\n\nfunction update_func() end', "not valid TOML"),
        ('-- id = "x"\n-- examples = ["a"]\n-- colour = "red"\n\nfunction update_func() end',
         "unknown header key"),
        ('-- id = "Bad Id"\n-- examples = ["a"]\n\nfunction update_func() end', "id 'Bad Id'"),
        ('-- id = "x"\n-- examples = []\n\nfunction update_func() end', "examples"),
        ('-- id = "x"\n-- examples = ["a"]\n\nreturn 1\n', "defines update_func"),
        ('-- id = "x"\n-- examples = ["a"]\n-- [params.item]\n-- values = ["sword"]\n'
         '-- default = "bow"\n\nfunction update_func() end', "default: 'bow'"),
        ('-- id = "x"\n-- examples = ["a"]\n-- [params.order_id]\n-- values = ["a"]\n\n'
         'function update_func() end', "binds itself"),
    ],
)
def test_bad_files_say_what_is_wrong(text, fragment):
    with pytest.raises(EntryError, match=fragment):
        entry_file.parse(text, where="bad.lua")


def test_an_entry_file_with_the_old_step_header_still_loads():
    """Entries once named the one skill call they amounted to (for a composer that built
    orders out of entries); a file or export with that header still loads, and renders
    without it."""
    text = ('-- id = "x"\n-- examples = ["a"]\n-- step = "fetch(item)"\n'
            '-- [params.item]\n-- values = ["sword", "bow"]\n'
            "function update_func() end\n")
    e = entry_file.parse(text)
    assert e.id == "x" and "step" not in entry_file.render(e)
    assert entry_file.parse(entry_file.render(e)) == e


def test_every_shipped_entry_loads_whole_and_approved():
    entries = load_shipped()
    assert len(entries) == len(list(SHIPPED_DIR.glob("*.lua"))) >= 13
    for e in entries:
        assert e.status == APPROVED and e.origin == SHIPPED and e.source_hash
        assert "function update_func" in e.code


def test_seeding_adds_then_upgrades_without_touching_decisions(tmp_path):
    store = Store.open(tmp_path / "lib.sqlite3")
    shipped = load_shipped()
    report = seed(store, shipped)
    assert set(report.added) == {e.id for e in shipped}
    assert not seed(store, shipped).changed  # same files: nothing to do

    store.set_status("explore", REJECTED)  # a person's decision
    store.count_served("follow_me", True)
    changed = [replace(e, description=e.description + " (v2)", source_hash=e.source_hash + "2")
               for e in shipped]
    report = seed(store, changed)
    assert set(report.upgraded) == {e.id for e in shipped}
    explore = store.require("explore")
    assert explore.status == REJECTED and explore.decided and explore.description.endswith("(v2)")
    follow = store.require("follow_me")
    assert follow.status == APPROVED and follow.served == 1 and follow.description.endswith("(v2)")
    store.close()


def test_entries_no_longer_shipped_are_withdrawn_unless_a_person_decided(tmp_path):
    store = Store.open(tmp_path / "lib.sqlite3")
    shipped = load_shipped()
    seed(store, shipped)
    store.set_status("stay_here", APPROVED)  # a person vouches for it
    report = seed(store, [e for e in shipped if e.id not in ("explore", "stay_here")])
    assert report.withdrawn == ("explore",)
    assert store.require("explore").status == REJECTED
    assert store.require("stay_here").status == APPROVED
    store.close()


def test_an_entry_a_person_added_under_a_shipped_id_is_left_alone(tmp_path):
    store = Store.open(tmp_path / "lib.sqlite3")
    shipped = load_shipped()
    mine = replace(shipped[0], origin=ADDED, description="Mine.", source_hash="")
    store.put(mine)
    seed(store, shipped)
    assert store.require(mine.id).description == "Mine."
    store.close()
