"""Runs for argv[1] seconds (heartbeating), then exits with code 7."""

import sys

import _helper

print("up, crashing later", flush=True)
_helper.beat(float(sys.argv[1]) if len(sys.argv) > 1 else 0.5)
sys.exit(7)
