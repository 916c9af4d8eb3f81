"""Error kinds of the companion's code and the sentences that explain them to a model.

The Lua side reports a kind and the raw detail; here the detail becomes a sentence that names the
limit and its config key, and a runtime error gets a hint where one helps (the nearest real name
for an unknown one). ``KINDS`` is the documented list (docs/sandbox.md).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from base.protocol import SandboxFailure
from config.settings import SandboxConfig

KINDS: dict[str, str] = {
    "syntax": "the code does not compile",
    "source_limit": "the code is larger than sandbox.max_source_bytes",
    "encoding": "the code is not UTF-8 text, or holds a NUL byte",
    "bytecode": "precompiled bytecode was sent instead of source text",
    "no_update_func": "the code defines no global function update_func",
    "no_code": "a tick was asked for before any code was loaded",
    "runtime": "a Lua error while running (with the line)",
    "instruction_limit": "more Lua instructions than sandbox.max_instructions in one run",
    "time_limit": "more CPU time than sandbox.max_tick_ms in one run",
    "call_depth": "calls nested deeper than sandbox.max_call_depth",
    "memory_limit": "the Lua state needed more than sandbox.max_memory_bytes",
    "log_limit": "print wrote more than sandbox.max_log_bytes in one run",
    "status_limit": "the returned status is longer than sandbox.max_status_bytes",
    "fields_limit": "custom fields and globals exceed sandbox.max_custom_fields_bytes",
    "pattern_limit": "a string pattern could run longer than sandbox.max_pattern_cost allows",
    "table_op_limit": "table.sort/move/concat on more than sandbox.max_table_op_items elements",
    # Reported by the pool, not by the Lua code: the game goes on without this tick's move.
    "timeout": "the worker did not answer within the game's deadline",
    "worker_lost": "no sandbox worker was available",
    "internal": "the sandbox itself failed",
}

_POSITION = re.compile(r"^code:(\d+): ?")
_NIL_NAME = re.compile(r"attempt to (call|index) a nil value \((global|method|field) '([^']+)'\)")

# The parameters of update_func, which helper functions do not see as globals.
_PARAMETERS = ("player", "ai", "monsters", "items")


def split_position(message: str) -> tuple[str, int | None]:
    """``code:12: text`` -> (``text``, 12)."""
    match = _POSITION.match(message)
    if not match:
        return message, None
    return message[match.end() :], int(match.group(1))


def nearest(name: str, candidates: Iterable[str]) -> str | None:
    found = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.6)
    return found[0] if found else None


def _runtime_hint(message: str, globals_: Iterable[str], members: Iterable[str]) -> str:
    match = _NIL_NAME.search(message)
    if not match:
        return ""
    action, where, name = match.groups()
    if where == "global" and name in _PARAMETERS:
        return (
            f"; {name} is a parameter of update_func(player, ai, monsters, items), not a global: "
            "pass it on to your helper functions"
        )
    candidates = globals_ if where == "global" else members
    suggestion = nearest(name, candidates)
    if suggestion and suggestion != name:
        return f"; did you mean '{suggestion}'?"
    if where == "global" and action == "call":
        return f"; there is no function '{name}' in this sandbox"
    return ""


def explain(
    kind: str,
    detail: str,
    line: int | None,
    limits: SandboxConfig,
    *,
    during: str = "update_func",
    globals_: Iterable[str] = (),
    members: Iterable[str] = (),
) -> SandboxFailure:
    """The failure a caller gets for ``kind`` and the raw ``detail`` from the Lua side."""
    # The parser's own overflow comes back with a traceback of the trusted frames: cut it.
    detail = detail.split("\nstack traceback:", 1)[0]
    detail, at = split_position(detail)
    line = at if at is not None else line
    sentences = {
        **_code_sentences(detail, globals_, members),
        **_limit_sentences(detail, limits, during),
    }
    message = sentences.get(kind, detail or kind)
    return SandboxFailure(kind=kind, message=message, line=line)


def _code_sentences(
    detail: str, globals_: Iterable[str], members: Iterable[str]
) -> dict[str, str]:
    """The sentences of the kinds where the code itself is wrong or missing."""
    return {
        "syntax": f"syntax error: {detail}",
        "bytecode": "precompiled Lua bytecode is refused; send the code as source text",
        "no_update_func": (
            "the code must define a global function update_func(player, ai, monsters, items); "
            "a local function is not seen"
        ),
        "no_code": "no code is loaded",
        "encoding": f"the code {detail}: send it as UTF-8 text without NUL bytes",
        "runtime": detail + _runtime_hint(detail, globals_, members),
    }


def _limit_sentences(detail: str, limits: SandboxConfig, during: str) -> dict[str, str]:
    """The sentences of the kinds where a limit was reached: each names it and its config key."""
    ms, depth = limits.max_tick_ms, limits.max_call_depth
    return {
        "source_limit": (
            f"the code is {detail} bytes; the limit is {limits.max_source_bytes} bytes "
            "(sandbox.max_source_bytes)"
        ),
        "instruction_limit": (
            f"{during} ran more than {limits.max_instructions:,} Lua instructions "
            "(sandbox.max_instructions): a loop that never ends? Do one step per tick and return"
        ),
        "time_limit": (
            f"{during} used more than {ms} ms of CPU time (sandbox.max_tick_ms): a loop that "
            "never ends? Do one step per tick and return"
        ),
        "call_depth": (
            f"{during} nested calls deeper than {depth} levels (sandbox.max_call_depth): "
            "a recursion that never ends?"
        ),
        "memory_limit": (
            f"{during} needed more than {limits.max_memory_bytes // (1024 * 1024)} MB of memory "
            "(sandbox.max_memory_bytes): a table or string that keeps growing?"
        ),
        "log_limit": (
            f"print wrote more than {limits.max_log_bytes} bytes in one run "
            "(sandbox.max_log_bytes): print less"
        ),
        "status_limit": (
            f"update_func returned a status of {detail} bytes; the limit is "
            f"{limits.max_status_bytes} bytes (sandbox.max_status_bytes): return a short sentence"
        ),
        "fields_limit": (
            f"custom fields and globals need more than {limits.max_custom_fields_bytes} bytes "
            "(sandbox.max_custom_fields_bytes); they were set back to the previous tick's: "
            "keep less state"
        ),
        "pattern_limit": (
            f"{detail} could run too long (sandbox.max_pattern_cost): use a shorter string or a "
            "pattern with fewer repetitions (*, +, -, ?)"
        ),
        "table_op_limit": (
            f"{detail}: more than {limits.max_table_op_items:,} elements "
            "(sandbox.max_table_op_items)"
        ),
    }
