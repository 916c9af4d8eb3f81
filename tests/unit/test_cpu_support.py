"""A llama.cpp built for instruction sets the CPU lacks is named before it can crash the service."""

from __future__ import annotations

import logging

import llama_cpp
import pytest

from base.service_main import CONFIG_EXIT
from config.settings import load_config
from services.llm_server import cpu_support
from services.llm_server.errors import LLAMA_CPP_CPU, LlmError
from services.llm_server.server import build_backend, serve

INFO = ("CPU : SSE3 = 1 | SSSE3 = 1 | AVX = 1 | AVX_VNNI = 0 | AVX2 = 1 | F16C = 1 | FMA = 1 | "
        "BMI2 = 1 | AVX512 = 1 | AVX512_VBMI = 0 | AVX512_VNNI = 1 | LLAMAFILE = 1 | REPACK = 1 | ")
AVX2_CPU = {"fpu", "sse3", "avx", "avx2", "fma", "f16c", "bmi2"}
AVX512_CPU = AVX2_CPU | {"avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw", "avx512_vnni"}


def test_the_sets_a_build_uses_are_read_from_llama_cpp_s_own_line():
    assert cpu_support.built_with(INFO) == [
        "SSE3", "SSSE3", "AVX", "AVX2", "F16C", "FMA", "BMI2", "AVX512", "AVX512_VNNI",
        "LLAMAFILE", "REPACK"]


def test_an_avx512_build_on_an_avx2_cpu_names_what_is_missing():
    assert cpu_support.missing(INFO, AVX2_CPU) == ["AVX512", "AVX512_VNNI"]
    assert cpu_support.missing(INFO, AVX512_CPU) == []
    # AVX-512 is five sets: a CPU with only some of them cannot run the build either
    assert cpu_support.missing(INFO, AVX512_CPU - {"avx512bw"}) == ["AVX512"]


def test_flags_are_read_from_cpuinfo_and_absent_where_it_lists_none(tmp_path):
    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nflags\t\t: fpu avx2 avx512f\nbogomips\t: 1\n")
    assert cpu_support.cpu_flags(info) == {"fpu", "avx2", "avx512f"}
    info.write_text("processor\t: 0\nFeatures\t: fp asimd\n")  # an ARM machine
    assert cpu_support.cpu_flags(info) is None
    assert cpu_support.cpu_flags(tmp_path / "none") is None


def test_the_installed_llama_cpp_runs_on_this_cpu():
    """`make install` built it here: every set it uses is this CPU's."""
    flags = cpu_support.cpu_flags()
    if flags is None:
        pytest.skip("this system lists no CPU flags (/proc/cpuinfo)")
    info = llama_cpp.llama_print_system_info().decode()
    assert "AVX2 = 1" in info
    assert cpu_support.missing(info, flags) == []
    cpu_support.check()


def test_the_service_does_not_start_on_a_cpu_without_the_build_s_sets(monkeypatch, caplog):
    monkeypatch.setattr(cpu_support, "cpu_flags", lambda: {"fpu", "sse3"})
    cfg = load_config(environ={})
    with pytest.raises(LlmError) as err:
        build_backend(cfg)
    assert err.value.code == LLAMA_CPP_CPU
    assert "AVX2" in err.value.message and "make install" in err.value.message
    with caplog.at_level(logging.ERROR):
        assert serve(cfg) == CONFIG_EXIT  # a rebuild, not a restart, mends it
    assert "this CPU does not have" in caplog.text


def _make_build(*assignments: str) -> tuple[str, str]:
    """The llama.cpp CMake flags and the wheel folder `make install` would use (``-n -B``:
    every recipe printed, as if nothing were built yet, and nothing run)."""
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(["make", "-n", "-p", "-B", "install", *assignments], cwd=root,
                          capture_output=True, text=True, timeout=60)
    cmake = next(line for line in done.stdout.splitlines() if "CMAKE_ARGS=" in line)
    build = next(line.split(":=", 1)[1].strip() for line in done.stdout.splitlines()
                 if line.startswith("BUILD :="))
    return cmake, build


def test_the_makefile_builds_for_the_sets_the_cpu_has_and_never_amx():
    base = "fpu sse3 avx avx2 fma f16c bmi2"
    avx512 = "avx512f avx512cd avx512vl avx512dq avx512bw avx512_vnni avx512_bf16"
    amx = "amx_tile amx_int8 amx_bf16"
    plain, plain_build = _make_build(f"CPU_FLAGS={base}")
    wide, wide_build = _make_build(f"CPU_FLAGS={base} {avx512} {amx}")
    part, part_build = _make_build(f"CPU_FLAGS={base} avx512f avx512_vnni")
    for cmake in (plain, wide, part):
        assert "-DGGML_NATIVE=OFF" in cmake and "-DGGML_AVX2=ON" in cmake
        assert "AMX" not in cmake
    assert "AVX512" not in plain and "AVX512" not in part  # AVX-512 needs all five of its sets
    assert "-DGGML_AVX512=ON" in wide and "-DGGML_AVX512_VNNI=ON" in wide
    assert "-DGGML_AVX512_VBMI" not in wide  # a set the CPU lacks
    # a build for other sets goes to its own wheel folder; the same flags share one
    assert wide_build != plain_build and part_build == plain_build
    assert plain_build.startswith("cpu-") and _make_build(f"CPU_FLAGS={base}")[1] == plain_build
