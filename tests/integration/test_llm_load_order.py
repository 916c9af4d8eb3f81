"""The model service maps llama.cpp's shared libraries before pyzmq's bundled libzmq.

With llama.cpp built for CUDA, loading a model segfaults when libzmq (or torch's CUDA libraries)
was mapped into the process first. A CPU machine cannot show the crash, but it can show the
order: the dynamic loader names every library it maps (``LD_DEBUG=files``), so a refactor that
moves ``import zmq`` ahead of llama.cpp again fails here, without a GPU.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.integration.test_llm_support import LlmProcess, short_tmp

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]

# "  1234:	file=/.../libllama.so [0];  needed by ..." / "... generating link map"
_MAPPED = re.compile(r"file=(\S+?)\s+\[\d+\];\s+(?:needed by|dynamically loaded by|generating)")


def mapped_libraries(trace_prefix: Path) -> list[str]:
    """Library file names in the order the loader first mapped them, for every traced pid."""
    names: list[str] = []
    for trace in sorted(trace_prefix.parent.glob(trace_prefix.name + ".*")):
        for line in trace.read_text(errors="replace").splitlines():
            match = _MAPPED.search(line)
            if match:
                name = Path(match.group(1)).name
                if name not in names:
                    names.append(name)
    return names


def first_index(names: list[str], *prefixes: str) -> int:
    return next((i for i, n in enumerate(names) if n.startswith(prefixes)), -1)


def test_the_running_model_service_maps_llama_cpp_before_libzmq():
    folder = short_tmp()
    trace = folder / "ld"
    service = LlmProcess(folder, env={"LD_DEBUG": "files", "LD_DEBUG_OUTPUT": str(trace)})
    try:
        service.start()  # loaded the model and answers: everything it needs is mapped
        names = mapped_libraries(trace)
    finally:
        service.stop()
        shutil.rmtree(folder, ignore_errors=True)
    llama = first_index(names, "libllama", "libggml")
    zmq = first_index(names, "libzmq")
    assert llama >= 0, f"llama.cpp's libraries were never mapped: {names}"
    assert zmq >= 0, f"libzmq was never mapped: {names}"
    assert llama < zmq, (
        f"libzmq (#{zmq}) was mapped before llama.cpp (#{llama}): the CUDA model load crashes "
        "in that order; import llama_cpp first in services/llm_server/server.py"
    )
