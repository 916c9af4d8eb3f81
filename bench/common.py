"""Small helpers shared by the benchmarks: percentiles, machine description, result files."""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

RESULTS_DIR = Path(__file__).resolve().parent / "results"


def arguments(name: str) -> argparse.ArgumentParser:
    """The parser of ``python -m bench.NAME``: its usage line and what it measures, the line
    ``python -m bench --help`` lists it with, so ``--help`` prints them and runs nothing."""
    from bench.__main__ import BENCHES  # the one list of what each benchmark measures

    return argparse.ArgumentParser(prog=f"python -m bench.{name}", description=BENCHES[name])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def summary_us(samples_s: list[float]) -> dict[str, float]:
    us = [s * 1e6 for s in samples_s]
    return {
        "p50_us": round(percentile(us, 50), 1),
        "p99_us": round(percentile(us, 99), 1),
        "mean_us": round(statistics.fmean(us), 1),
        "n": len(us),
    }


def machine() -> str:
    model = platform.processor() or "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    gpus = _gpus()
    return (f"{model}, {os.cpu_count()} cores{', ' + gpus if gpus else ''}, "
            f"Python {platform.python_version()}")


def _gpus() -> str:
    """The NVIDIA GPUs nvidia-smi reports, "" where there is none."""
    if shutil.which("nvidia-smi") is None:
        return ""
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return ""
    return ", ".join(line.strip() for line in out.splitlines() if line.strip())


def save(name: str, result: dict[str, Any]) -> Path:
    RESULTS_DIR.mkdir(exist_ok=True)
    result = {"bench": name, "machine": machine(), "when": time.strftime("%Y-%m-%d %H:%M"),
              **result}
    path = RESULTS_DIR / f"{name}.json"
    path.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))
    return path


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of a process, its threads included; 0 once it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = stat[stat.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _machine_seconds() -> tuple[float, float]:
    """(busy, total) CPU seconds of every core since boot, from /proc/stat."""
    values = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = values[3] + values[4]  # idle and iowait
    total = sum(values[:8])  # user … steal (guest time is already in user)
    tick = os.sysconf("SC_CLK_TCK")
    return (total - idle) / tick, total / tick


def busy_share(seconds: float = 2.0) -> float:
    """How busy every core was over the next ``seconds`` (1.0 = all busy): taken while the
    benchmark runs nothing, it is the other work sharing the machine."""
    busy0, total0 = _machine_seconds()
    time.sleep(seconds)
    busy1, total1 = _machine_seconds()
    return round((busy1 - busy0) / (total1 - total0), 2) if total1 > total0 else 0.0


class CpuShare:
    """How busy the machine was while a benchmark ran, and how much of that was the benchmark
    (this process and the processes it names): the rest is other work sharing the machine,
    which a timing taken then suffered from. Shares are of all cores' time (1.0 = every core
    busy all along)."""

    def __init__(self) -> None:
        self.pids: list[int] = []
        self._ours: dict[int, float] = {}
        self._start = _machine_seconds()
        self._own_start = sum(os.times()[:2])

    def watch(self, pid: int) -> None:
        """Count a child's CPU too; ``stop`` must come while it still runs."""
        self.pids.append(pid)

    def stop(self) -> dict[str, float]:
        busy, total = (end - start for end, start in zip(_machine_seconds(), self._start,
                                                          strict=True))
        ours = sum(os.times()[:2]) - self._own_start + sum(cpu_seconds(p) for p in self.pids)
        if total <= 0:
            return {"busy": 0.0, "benchmark": 0.0, "other_work": 0.0}
        return {"busy": round(busy / total, 2), "benchmark": round(ours / total, 2),
                "other_work": round(max(busy - ours, 0.0) / total, 2)}
