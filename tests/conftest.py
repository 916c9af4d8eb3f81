"""Shared fixtures: short ipc paths, a ZeroMQ context that must be left clean, bounded waits."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

# llama.cpp before zmq: its CUDA build crashes at model load when libzmq was mapped first
# (services/llm_server/server.py does the same for the model service).
try:
    import llama_cpp  # noqa: F401
except ImportError:
    pass

import pytest
import zmq


@pytest.fixture
def ipc_dir() -> Iterator[Path]:
    """A short temporary folder: ipc:// socket paths must stay under ~100 bytes."""
    path = Path(tempfile.mkdtemp(prefix="da-", dir="/tmp"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def zmq_ctx() -> Iterator[zmq.Context]:
    ctx = zmq.Context()
    try:
        yield ctx
    finally:
        # Every socket a test opened must be closed; destroy() closes leftovers with linger 0.
        ctx.destroy(linger=0)
