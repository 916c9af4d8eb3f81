"""Whether this CPU has the instruction sets the installed llama.cpp was built with.

`make install` builds llama.cpp with the AVX-512 and VNNI sets of the machine it runs on (the
Makefile). Such a build, copied to a CPU without them (a virtual environment carried to another
machine), would die of an illegal instruction at the model's first read; the service says which
sets are missing and how to rebuild instead.
"""

from __future__ import annotations

import re
from pathlib import Path

from services.llm_server.errors import LLAMA_CPP_CPU, LlmError

# llama.cpp's name for a set (llama_print_system_info) → the /proc/cpuinfo flags it needs.
CPU_FLAGS_FOR = {
    "AVX": ("avx",),
    "AVX2": ("avx2",),
    "AVX_VNNI": ("avx_vnni",),
    "FMA": ("fma",),
    "F16C": ("f16c",),
    "BMI2": ("bmi2",),
    "AVX512": ("avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw"),
    "AVX512_VBMI": ("avx512vbmi",),
    "AVX512_VNNI": ("avx512_vnni",),
    "AVX512_BF16": ("avx512_bf16",),
    "AMX_INT8": ("amx_int8", "amx_tile"),
}


def built_with(system_info: str) -> list[str]:
    """The sets llama.cpp's CPU backend was built with, from its system-info line
    ("CPU : SSE3 = 1 | AVX = 1 | ... |")."""
    cpu = system_info.split("CPU :", 1)[1] if "CPU :" in system_info else system_info
    cpu = cpu.split("\n", 1)[0]
    return [name for name, on in re.findall(r"(\w+) = (\d+)", cpu) if on == "1"]


def missing(system_info: str, cpu_flags: set[str]) -> list[str]:
    """The sets the build uses that this CPU lacks (only the ones whose flags are known)."""
    return [name for name in built_with(system_info)
            if name in CPU_FLAGS_FOR and not set(CPU_FLAGS_FOR[name]) <= cpu_flags]


def cpu_flags(cpuinfo: Path = Path("/proc/cpuinfo")) -> set[str] | None:
    """The CPU's flags, or None where the system does not list them (not Linux, not x86)."""
    try:
        text = cpuinfo.read_text()
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("flags"):
            return set(line.split(":", 1)[1].split())
    return None


def check() -> None:
    """Raise LlmError (LLAMA_CPP_CPU) when the installed llama.cpp needs a set this CPU lacks."""
    import llama_cpp

    flags = cpu_flags()
    if flags is None:
        return
    info = llama_cpp.llama_print_system_info().decode("utf-8", "replace")
    lacking = missing(info, flags)
    if lacking:
        raise LlmError(LLAMA_CPP_CPU,
                       f"the installed llama.cpp was built for instruction sets this CPU does not "
                       f"have ({', '.join(lacking)}): build it on this machine (make install; "
                       f"or LLAMA_CMAKE_ARGS for a portable build, see the Makefile)")
