"""GBNF grammars shipped in ``config/grammars/``: one file per grammar, named by its stem.

Files are read here; each backend checks them once at start (llama.cpp compiles them against
the model's vocabulary), so a broken grammar stops the service at start, not mid-game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from services.config import PROJECT_ROOT
from services.llm.errors import GRAMMAR_INVALID, LlmError


@dataclass(frozen=True, slots=True)
class GrammarSource:
    name: str
    path: Path
    text: str


def grammar_dir(configured: str) -> Path:
    path = Path(configured).expanduser()
    return path if path.is_absolute() else PROJECT_ROOT / path


def load_grammars(directory: Path) -> dict[str, GrammarSource]:
    if not directory.is_dir():
        raise LlmError(GRAMMAR_INVALID, f"grammar folder {directory} does not exist")
    grammars = {}
    for path in sorted(directory.glob("*.gbnf")):
        text = path.read_text(encoding="utf-8")
        if "root ::=" not in text:
            raise LlmError(GRAMMAR_INVALID, f"grammar {path} has no `root ::=` rule")
        grammars[path.stem] = GrammarSource(name=path.stem, path=path, text=text)
    return grammars
