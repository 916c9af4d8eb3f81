"""Heartbeats as a live service that cannot serve yet (warming up, with a note counting down)
for SECONDS, then as a ready one, until killed."""

from __future__ import annotations

import sys
import time

import _helper  # noqa: F401  (the project on sys.path)

from base.heartbeat import Heartbeat

seconds = float(sys.argv[1])
hb = Heartbeat.from_env()
ready_at = time.monotonic() + seconds
while True:
    left = ready_at - time.monotonic()
    if left > 0:
        hb.set_state(ready=False, note=f"warming up: about {left:.0f} s left")
    else:
        hb.set_state(ready=True)
    hb.beat()
    time.sleep(0.05)
