"""GBNF grammars: one file per grammar, named by its stem.

The shipped ones are package data (``config/grammars/``, read with ``importlib.resources``);
``llm.grammar_dir`` may name another folder. Files are read here; each backend checks them once
at start (llama.cpp compiles them against the model's vocabulary), so a broken grammar stops the
service at start, not mid-game.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path

from config.settings import SHIPPED
from services.llm_server.errors import GRAMMAR_INVALID, LlmError

SHIPPED_GRAMMARS: Traversable = SHIPPED / "grammars"
SUFFIX = ".gbnf"


@dataclass(frozen=True, slots=True)
class GrammarSource:
    name: str
    path: Traversable  # where it was read from, for messages
    text: str


def grammar_dir(configured: str) -> Traversable:
    """``""`` is the shipped grammars; anything else a folder (relative to the working folder)."""
    if not configured:
        return SHIPPED_GRAMMARS
    return Path(configured).expanduser()


def load_grammars(directory: Traversable) -> dict[str, GrammarSource]:
    if not directory.is_dir():
        raise LlmError(GRAMMAR_INVALID, f"grammar folder {directory} does not exist")
    grammars = {}
    for path in sorted(directory.iterdir(), key=lambda p: p.name):
        if not path.name.endswith(SUFFIX) or not path.is_file():
            continue
        name = path.name[: -len(SUFFIX)]
        text = path.read_text(encoding="utf-8")
        if "root ::=" not in text:
            raise LlmError(GRAMMAR_INVALID, f"grammar {path} has no `root ::=` rule")
        grammars[name] = GrammarSource(name=name, path=path, text=text)
    return grammars
