"""The reader stays in pieces one can read (issue 39): no function in agent/reading over 60
lines, no module over 600. A lint, not a review: split what grows past them."""

from __future__ import annotations

import ast
from pathlib import Path

READING = Path(__file__).resolve().parents[2] / "agent" / "reading"
MOST_FUNCTION_LINES = 60
MOST_MODULE_LINES = 600


def _modules() -> list[Path]:
    modules = sorted(READING.glob("*.py"))
    assert modules, f"no modules in {READING}"
    return modules


def test_no_module_is_over_600_lines() -> None:
    long = {p.name: n for p in _modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_MODULE_LINES}
    assert not long, f"modules over {MOST_MODULE_LINES} lines: {long}"


def test_no_function_is_over_60_lines() -> None:
    long: dict[str, int] = {}
    for path in _modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                lines = (node.end_lineno or node.lineno) - start + 1
                if lines > MOST_FUNCTION_LINES:
                    long[f"{path.name}:{node.lineno} {node.name}"] = lines
    assert not long, f"functions over {MOST_FUNCTION_LINES} lines: {long}"
