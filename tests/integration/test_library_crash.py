"""The library file survives kill -9 in the middle of writes: committed entries intact, the
rest absent, no transaction half-applied."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from agent.library.entry import Entry
from agent.library.store import Store

ROOT = Path(__file__).resolve().parents[2]

# Writes pairs of entries, each pair in one transaction (large code, so a write takes a while
# and the kill lands inside one), and reports every commit on stdout once it returned.
WRITER = textwrap.dedent("""
    import sys
    from agent.library.entry import Entry
    from agent.library.store import Store

    store = Store.open(sys.argv[1])
    start = int(sys.argv[2])
    i = start
    while True:
        with store.transaction():
            for side in ("a", "b"):
                store.put(Entry(
                    id=f"{side}-{i}", examples=(f"order {i}",), description=f"entry {i}",
                    code=f"function update_func() return '{side}{i}' end\\n-- " + "x" * 30000,
                ))
            if i > start:
                store.count_served(f"a-{i - 1}", True)
        print(i, flush=True)
        i += 1
""")


def code_of(side: str, i: int) -> str:
    return f"function update_func() return '{side}{i}' end\n-- " + "x" * 30000


def test_kill_9_mid_write_keeps_every_committed_entry(tmp_path):
    path = tmp_path / "library.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    committed: list[int] = []
    start = 0
    for _round in range(3):
        child = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(start)],
                                 stdout=subprocess.PIPE, text=True, env=env)
        try:
            lines = []
            for line in child.stdout:  # type: ignore[union-attr]
                lines.append(int(line))
                if len(lines) >= 15:
                    break
            child.send_signal(signal.SIGKILL)
            assert child.wait(timeout=10) == -signal.SIGKILL
        finally:
            if child.poll() is None:
                child.kill()
            child.stdout.close()  # type: ignore[union-attr]
        committed += lines
        start = lines[-1] + 100  # the next writer starts on fresh ids

    store = Store.open(path)
    assert store.integrity_ok()
    entries = {e.id: e for e in store.entries()}
    for i in committed:
        for side in ("a", "b"):
            e = entries[f"{side}-{i}"]
            assert e.code == code_of(side, i) and e.examples == (f"order {i}",)
    # Whatever the kill interrupted is either whole or absent: pairs never split.
    numbers = {int(k.split("-")[1]) for k in entries}
    for i in numbers:
        assert f"a-{i}" in entries and f"b-{i}" in entries
    # Counters committed with the pair that followed them.
    for i in committed:
        if i + 1 in numbers:
            assert entries[f"a-{i}"].served == 1
    store.put(Entry(id="after", examples=("still works",), description="",
                    code="function update_func() end"))
    assert store.require("after").examples == ("still works",)
    store.close()
