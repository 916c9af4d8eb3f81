"""Ignores SIGTERM and heartbeats until SIGKILLed."""

import signal

import _helper

signal.signal(signal.SIGTERM, signal.SIG_IGN)
print("ignoring SIGTERM", flush=True)
_helper.beat()
