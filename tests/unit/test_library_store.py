"""The library's SQLite store: round trips, decisions, counters, revisions, schema versions."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

import pytest

from agent.library.entry import APPROVED, CANDIDATE, REJECTED, Entry, EntryError, ParamSpec
from agent.library.store import SCHEMA_VERSION, Store, StoreError, UnknownEntry


def entry(entry_id: str = "fetch", **changes) -> Entry:
    base = Entry(
        id=entry_id,
        examples=("go get the sword", "pick up the bow"),
        description="Fetch an item.",
        code='function update_func(player, ai, monsters, items) return "Done" end\n',
        params=(ParamSpec("item", ("sword", "bow"), {"blade": "sword"}, default="sword",
                          from_world="nearest"),),
    )
    return replace(base, **changes)


@pytest.fixture
def store(tmp_path):
    s = Store.open(tmp_path / "lib.sqlite3", clock=iter(range(1000, 2000)).__next__)
    yield s
    s.close()


def test_an_entry_comes_back_as_it_went_in(store):
    put = store.put(entry(status=APPROVED, served=3, succeeded=2))
    got = store.require("fetch")
    assert got == put
    assert got.params[0].synonyms == {"blade": "sword"} and got.params[0].default == "sword"
    assert got.created_at == got.updated_at == 1000


def test_update_keeps_created_time_and_stamps_updated(store):
    store.put(entry())
    store.put(entry(description="Changed."))
    got = store.require("fetch")
    assert got.description == "Changed." and got.created_at == 1000 and got.updated_at == 1001


def test_approve_and_reject_round_trip_and_are_marked_as_a_persons(store, tmp_path):
    store.put(entry())
    assert store.require("fetch").status == CANDIDATE and not store.require("fetch").decided
    store.set_status("fetch", APPROVED)
    reopened = Store.open(tmp_path / "lib.sqlite3")
    got = reopened.require("fetch")
    assert got.status == APPROVED and got.decided
    reopened.set_status("fetch", REJECTED)
    assert store.require("fetch").status == REJECTED
    assert [e.id for e in store.entries(REJECTED)] == ["fetch"] and store.entries(APPROVED) == []
    reopened.close()


def test_unknown_ids_and_statuses_are_refused_with_the_id(store):
    with pytest.raises(UnknownEntry, match="no library entry 'nope'"):
        store.set_status("nope", APPROVED)
    with pytest.raises(UnknownEntry):
        store.count_served("nope", True)
    store.put(entry())
    with pytest.raises(EntryError, match="status 'maybe'"):
        store.set_status("fetch", "maybe")


def test_counters_add_up(store):
    store.put(entry())
    for ok in (True, False, True):
        store.count_served("fetch", ok)
    got = store.require("fetch")
    assert (got.served, got.succeeded) == (3, 2)


def test_insert_refuses_an_existing_id(store):
    store.insert(entry())
    with pytest.raises(EntryError, match="already exists"):
        store.insert(entry())


def test_revision_moves_only_when_entries_change(store):
    start = store.revision()
    store.put(entry())
    assert store.revision() == start + 1
    with store.transaction():
        pass  # nothing written
    store.save_vectors("model", {"text": b"\0\0\0\0"})  # a cache, not an entry
    assert store.revision() == start + 1
    store.count_served("fetch", True)
    assert store.revision() == start + 2


def test_a_failed_transaction_leaves_nothing_behind(store):
    store.put(entry("keep"))
    with pytest.raises(RuntimeError), store.transaction():
        store.put(entry("half"))
        store.set_status("keep", REJECTED)
        raise RuntimeError("interrupted")
    assert store.get("half") is None and store.require("keep").status == CANDIDATE


def test_vectors_are_cached_per_model_and_text(store):
    store.save_vectors("m1", {"a": b"1111", "b": b"2222"})
    assert store.vectors("m1", ["a", "b", "c"]) == {"a": b"1111", "b": b"2222"}
    assert store.vectors("m2", ["a"]) == {}


def test_the_file_is_wal_with_the_current_schema_version(store):
    conn = sqlite3.connect(store.path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_a_newer_schema_is_refused_not_guessed_at(tmp_path):
    path = tmp_path / "lib.sqlite3"
    Store.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    with pytest.raises(StoreError, match="newer version"):
        Store.open(path)


def test_files_that_are_not_a_library_are_refused(tmp_path):
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="not a usable library file"):
        Store.open(junk)
    other = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t (x)")
    conn.close()
    with pytest.raises(StoreError, match="not a library file"):
        Store.open(other)


def test_a_row_edited_into_nonsense_is_reported_with_its_id(store):
    store.put(entry())
    store._conn.execute("UPDATE entries SET data = json_set(data, '$.examples', json('[]'))")
    with pytest.raises(EntryError, match="'fetch'.*examples"):
        store.require("fetch")


def test_a_row_written_with_the_old_step_key_still_reads(store):
    store.put(entry())
    with store.transaction() as conn:
        data = conn.execute("SELECT data FROM entries WHERE id = 'fetch'").fetchone()[0]
        conn.execute("UPDATE entries SET data = ? WHERE id = 'fetch'",
                     (data[:-1] + ', "step": "fetch(item)"}',))
    assert store.require("fetch").id == "fetch"
