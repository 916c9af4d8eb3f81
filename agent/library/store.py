"""The library's SQLite file: entries, cached embeddings, and a revision that readers poll.

One file under the data directory, in WAL mode with full sync, so that a process killed mid-write
leaves every committed entry intact and nothing half-written. Each change is one transaction that
also bumps ``revision``, which a long-running reader (the agent service) compares to notice a
person's ``dungeon library approve`` in another process. The schema carries its version in
``PRAGMA user_version``; ``_MIGRATIONS[n]`` takes a file from version n to n + 1.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from agent.library.entry import STATUSES, Entry, EntryError

log = logging.getLogger(__name__)

FILE_NAME = "library.sqlite3"
BUSY_TIMEOUT_MS = 5000

_MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE entries (
        id TEXT PRIMARY KEY,
        data TEXT NOT NULL,             -- Entry.to_data() as JSON, counters excepted
        status TEXT NOT NULL CHECK (status IN ('candidate', 'approved', 'rejected')),
        served INTEGER NOT NULL DEFAULT 0,
        succeeded INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE embeddings (
        model TEXT NOT NULL,
        text TEXT NOT NULL,
        vector BLOB NOT NULL,           -- float32, little-endian
        PRIMARY KEY (model, text)
    );
    CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
    INSERT INTO meta (key, value) VALUES ('revision', 0);
    """,
)
SCHEMA_VERSION = len(_MIGRATIONS)


class StoreError(Exception):
    """The file cannot be used (newer schema, not a library, unreadable); says which and why."""


class UnknownEntry(KeyError):
    def __init__(self, entry_id: str) -> None:
        super().__init__(entry_id)
        self.entry_id = entry_id

    def __str__(self) -> str:
        return f"no library entry {self.entry_id!r}"


class Store:
    """Entries by id. Safe to share between threads of one process (one connection, a lock)."""

    def __init__(self, conn: sqlite3.Connection, path: Path, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._lock = threading.RLock()
        self.path = path
        self._clock = clock

    @classmethod
    def open(cls, path: str | Path, *, clock: Callable[[], float] = time.time) -> Store:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                                   check_same_thread=False)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            _migrate(conn, path)
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{path}: not a usable library file ({exc})") from None
        return cls(conn, path, clock)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    # -- reads -------------------------------------------------------------------------------

    def get(self, entry_id: str) -> Entry | None:
        with self._lock:
            row = self._conn.execute(
                "SELECT data, status, served, succeeded FROM entries WHERE id = ?", (entry_id,)
            ).fetchone()
        return _entry(row) if row else None

    def require(self, entry_id: str) -> Entry:
        entry = self.get(entry_id)
        if entry is None:
            raise UnknownEntry(entry_id)
        return entry

    def entries(self, status: str | None = None) -> list[Entry]:
        sql = "SELECT data, status, served, succeeded FROM entries"
        args: tuple[str, ...] = ()
        if status is not None:
            sql, args = sql + " WHERE status = ?", (status,)
        with self._lock:
            rows = self._conn.execute(sql + " ORDER BY id", args).fetchall()
        return [_entry(row) for row in rows]

    def revision(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT value FROM meta WHERE key = 'revision'")
                       .fetchone()[0])

    def integrity_ok(self) -> bool:
        with self._lock:
            return self._conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    # -- writes ------------------------------------------------------------------------------

    def put(self, entry: Entry) -> Entry:
        """Insert or replace the whole entry (counters included); stamps created/updated times."""
        with self.transaction() as conn:
            now = self._clock()
            old = conn.execute("SELECT data FROM entries WHERE id = ?", (entry.id,)).fetchone()
            created = json.loads(old[0])["created_at"] if old else (entry.created_at or now)
            stored = _with_times(entry, created, now)
            conn.execute(
                "INSERT OR REPLACE INTO entries (id, data, status, served, succeeded) "
                "VALUES (?, ?, ?, ?, ?)",
                (stored.id, _data_json(stored), stored.status, stored.served, stored.succeeded),
            )
        return stored

    def insert(self, entry: Entry) -> Entry:
        """Like ``put``, but an existing id is an error instead of a replacement."""
        with self.transaction() as conn:
            if conn.execute("SELECT 1 FROM entries WHERE id = ?", (entry.id,)).fetchone():
                raise EntryError(f"entry {entry.id!r} already exists")
            return self.put(entry)

    def update(self, entry_id: str, change: Callable[[Entry], Entry]) -> Entry:
        """Read, change and write one entry in a single transaction."""
        with self.transaction() as conn:
            row = conn.execute("SELECT data, status, served, succeeded FROM entries WHERE id = ?",
                               (entry_id,)).fetchone()
            if row is None:
                raise UnknownEntry(entry_id)
            new = change(_entry(row))
            if new.id != entry_id:
                raise EntryError(f"entry {entry_id!r}: an update cannot change the id")
            return self.put(new)

    def set_status(self, entry_id: str, status: str, *, by_person: bool = True) -> Entry:
        if status not in STATUSES:
            raise EntryError(f"status {status!r}; expected one of {', '.join(STATUSES)}")
        return self.update(entry_id, lambda e: e.with_status(status, decided=by_person))

    def count_served(self, entry_id: str, succeeded: bool) -> None:
        with self.transaction() as conn:
            cur = conn.execute(
                "UPDATE entries SET served = served + 1, succeeded = succeeded + ? WHERE id = ?",
                (1 if succeeded else 0, entry_id),
            )
            if cur.rowcount == 0:
                raise UnknownEntry(entry_id)

    # -- embedding cache ---------------------------------------------------------------------

    def vectors(self, model: str, texts: Iterable[str]) -> dict[str, bytes]:
        texts = list(dict.fromkeys(texts))
        found: dict[str, bytes] = {}
        with self._lock:
            for chunk in _chunks(texts, 500):
                marks = ",".join("?" * len(chunk))
                rows = self._conn.execute(
                    f"SELECT text, vector FROM embeddings WHERE model = ? AND text IN ({marks})",
                    (model, *chunk),
                ).fetchall()
                found.update((t, bytes(v)) for t, v in rows)
        return found

    def save_vectors(self, model: str, vectors: Mapping[str, bytes]) -> None:
        # A cache: it does not bump the revision, and losing it costs only recomputation.
        with self.transaction(bump=False) as conn:
            conn.executemany(
                "INSERT OR REPLACE INTO embeddings (model, text, vector) VALUES (?, ?, ?)",
                [(model, t, v) for t, v in vectors.items()],
            )

    # -- transactions ------------------------------------------------------------------------

    @contextmanager
    def transaction(self, *, bump: bool = True) -> Iterator[sqlite3.Connection]:
        """One IMMEDIATE transaction; store calls made inside it join it. Commit or roll back.

        A transaction that changed rows bumps the revision (unless ``bump`` is false).
        """
        with self._lock:
            conn = self._conn
            if conn.in_transaction:
                yield conn
                return
            conn.execute("BEGIN IMMEDIATE")
            changes = conn.total_changes
            try:
                yield conn
                if bump and conn.total_changes != changes:
                    conn.execute("UPDATE meta SET value = value + 1 WHERE key = 'revision'")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise


def default_path(data_dir: str | Path) -> Path:
    return Path(data_dir) / FILE_NAME


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise StoreError(f"{path} has library schema {version}; this program knows up to "
                             f"{SCHEMA_VERSION} (it was written by a newer version)")
        if version == 0 and conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table'"
        ).fetchone():
            raise StoreError(f"{path} holds tables but no library schema version; "
                             "it is not a library file")
        for step in range(version, SCHEMA_VERSION):
            for statement in _MIGRATIONS[step].split(";"):
                if statement.strip():
                    conn.execute(statement)
            log.info("library %s: schema %d -> %d", path, step, step + 1)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _entry(row: Sequence[object]) -> Entry:
    data, status, served, succeeded = row
    fields = json.loads(str(data))
    fields.update(status=status, served=served, succeeded=succeeded)
    return Entry.from_data(fields)


def _data_json(entry: Entry) -> str:
    data = entry.to_data()
    for key in ("status", "served", "succeeded"):
        data.pop(key)
    return json.dumps(data, sort_keys=True)


def _with_times(entry: Entry, created: float, now: float) -> Entry:
    return replace(entry, created_at=created, updated_at=now)


def _chunks(items: list[str], size: int) -> Iterator[list[str]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]
