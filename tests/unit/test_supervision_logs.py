"""Service log files: rotation, whole lines from a pipe, tail and follow."""

from __future__ import annotations

import io
import os
import re
import threading
import time

from services.supervisor.logs import LineSplitter, RotatingFile, follow, tail
from services.supervisor.output import Console, OutputRouter


def test_rotates_past_the_size_keeping_the_configured_backups(tmp_path):
    path = tmp_path / "game.log"
    log = RotatingFile(path, max_bytes=100, backups=2)
    for i in range(12):
        log.write(f"line {i:02d} ".encode() + b"x" * 30 + b"\n")  # 39 bytes
    log.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["game.log", "game.log.1", "game.log.2"]
    assert all(p.stat().st_size <= 100 for p in tmp_path.iterdir())
    assert tail(path, 1)[0].startswith("line 11")
    assert [line[:7] for line in tail(tmp_path / "game.log.1", 5)] == ["line 08", "line 09"]


def test_no_backups_means_truncate(tmp_path):
    path = tmp_path / "a.log"
    log = RotatingFile(path, max_bytes=10, backups=0)
    log.write(b"123456789\n")
    log.write(b"abc\n")
    log.close()
    assert path.read_bytes() == b"abc\n"
    assert [p.name for p in tmp_path.iterdir()] == ["a.log"]


def test_pipe_bytes_become_whole_lines_and_overlong_lines_are_cut():
    split = LineSplitter(max_line_bytes=8)
    assert split.feed(b"hel") == []
    assert split.feed(b"lo\nwor") == [b"hello"]
    assert split.feed(b"ld\n\n") == [b"world", b""]
    assert split.feed(b"0123456789abcdefXY") == [b"01234567", b"89abcdef"]
    assert split.flush() == [b"XY"]
    assert split.flush() == []


def test_tail_gives_the_last_lines(tmp_path):
    path = tmp_path / "x.log"
    path.write_text("".join(f"{i}\n" for i in range(100)))
    assert tail(path, 3) == ["97", "98", "99"]
    assert tail(path, 0) == []


def test_follow_yields_new_lines_and_survives_rotation(tmp_path):
    path = tmp_path / "svc.log"
    log = RotatingFile(path, max_bytes=40, backups=1)
    log.write(b"old line before following\n")
    got: list[str] = []
    done = threading.Event()

    def reader() -> None:
        for line in follow(path, stop=done.is_set, poll_s=0.01):
            got.append(line)
            if len(got) == 3:
                done.set()

    thread = threading.Thread(target=reader)
    thread.start()
    time.sleep(0.1)
    log.write(b"first\n")
    log.write(b"second\n")
    time.sleep(0.1)
    log.write(b"after rotation, a longer line\n")  # over 40 bytes in all: rotates first
    thread.join(timeout=5)
    done.set()
    assert got == ["first", "second", "after rotation, a longer line"]


def test_child_output_goes_to_its_log_and_to_the_console_prefixed(tmp_path):
    screen = io.BytesIO()
    router = OutputRouter(tmp_path, max_bytes=1 << 20, backups=1,
                          console=Console(screen, ["game", "sandbox.0"], color=False))
    r, w = os.pipe()
    os.set_blocking(r, False)  # as the supervisor sets its children's pipes
    closed = []
    router.attach("sandbox.0", r, lambda: (closed.append(r), os.close(r)))
    assert router.read(r) is None  # nothing written yet: no waiting
    os.write(w, b"one\ntw")
    assert router.read(r) is True
    os.write(w, b"o\nunfinished")
    os.close(w)
    assert router.read(r) is True
    assert router.read(r) is False  # end of file
    router.detach(r)
    router.note("sandbox.0", "exited (pid 7): exited with code 1")
    router.close()
    assert closed == [r]
    log = (tmp_path / "logs" / "sandbox.0.log").read_text().splitlines()
    assert log[:3] == ["one", "two", "unfinished"]
    assert re.fullmatch(r"--- \S+ \S+ supervisor: exited \(pid 7\): exited with code 1", log[3])
    lines = screen.getvalue().decode().splitlines()
    assert [re.sub(r"^\d\d:\d\d:\d\d ", "", line) for line in lines] == [
        "sandbox.0 | one", "sandbox.0 | two", "sandbox.0 | unfinished"]
