"""Small helpers shared by the benchmarks: percentiles, machine description, result files."""

from __future__ import annotations

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
