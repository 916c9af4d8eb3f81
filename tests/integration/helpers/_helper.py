"""Shared by the helper scripts: the project on sys.path, and a heartbeat loop."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))


def beat(seconds: float | None = None) -> None:
    """Heartbeat like a service's main loop would, for ``seconds`` (None: until killed)."""
    from base.heartbeat import Heartbeat

    hb = Heartbeat.from_env()
    end = None if seconds is None else time.monotonic() + seconds
    while end is None or time.monotonic() < end:
        hb.beat()
        time.sleep(min(hb.interval_s / 4, 0.05))
    hb.close()
