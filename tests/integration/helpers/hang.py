"""Heartbeats for argv[1] seconds, then hangs: alive, silent, never exits on its own."""

import sys
import time

import _helper

print("beating, then hanging", flush=True)
_helper.beat(float(sys.argv[1]) if len(sys.argv) > 1 else 0.5)
print("hanging now", flush=True)
while True:
    time.sleep(60)
