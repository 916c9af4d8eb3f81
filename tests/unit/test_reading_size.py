"""The reader stays in pieces one can read (issue 39): no function in agent/reading over 60
lines, no module over 600. A lint, not a review: split what grows past them (the whole project
is held to the same in test_code_size.py)."""

from __future__ import annotations

from tests.unit.test_code_size import (
    MOST_FUNCTION_LINES,
    MOST_MODULE_LINES,
    ROOT,
    long_functions,
    long_modules,
    modules,
)

READING = ROOT / "agent" / "reading"


def test_no_module_is_over_600_lines() -> None:
    long = long_modules(modules(READING, "*.py"))
    assert not long, f"modules over {MOST_MODULE_LINES} lines: {long}"


def test_no_function_is_over_60_lines() -> None:
    long = long_functions(modules(READING, "*.py"))
    assert not long, f"functions over {MOST_FUNCTION_LINES} lines: {long}"
