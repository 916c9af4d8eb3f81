"""The project's code stays in pieces one can read, as the reader does (test_reading_size.py):
no module of the project's own packages over 600 lines, no function over 60. A lint, not a
review: split what grows past them. Tests are not held to it (a table of rows is long)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("agent", "base", "bench", "config", "game", "sandbox_worker", "services")
MOST_FUNCTION_LINES = 60
MOST_MODULE_LINES = 600


def modules(folder: Path, pattern: str = "**/*.py") -> list[Path]:
    found = sorted(folder.glob(pattern))
    assert found, f"no modules in {folder}"
    return found


def long_modules(paths: list[Path]) -> dict[str, int]:
    """The modules over MOST_MODULE_LINES, with their lengths."""
    return {str(p.relative_to(ROOT)): n for p in paths
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_MODULE_LINES}


def long_functions(paths: list[Path]) -> dict[str, int]:
    """The functions over MOST_FUNCTION_LINES (decorators counted), with their lengths."""
    long: dict[str, int] = {}
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                lines = (node.end_lineno or node.lineno) - start + 1
                if lines > MOST_FUNCTION_LINES:
                    long[f"{path.relative_to(ROOT)}:{node.lineno} {node.name}"] = lines
    return long


@pytest.mark.parametrize("package", PACKAGES)
def test_no_module_is_over_600_lines(package: str) -> None:
    long = long_modules(modules(ROOT / package))
    assert not long, f"modules over {MOST_MODULE_LINES} lines: {long}"


@pytest.mark.parametrize("package", PACKAGES)
def test_no_function_is_over_60_lines(package: str) -> None:
    long = long_functions(modules(ROOT / package))
    assert not long, f"functions over {MOST_FUNCTION_LINES} lines: {long}"
