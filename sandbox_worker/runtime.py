"""One Lua 5.4 state (lupa) holding the companion's code: load a chunk, run ticks, reset.

Everything the code can reach is built by the trusted Lua files in ``lua/`` (the environment,
the limits, the API, paths, the memory codec); Python only passes scalars and strings across,
never a Python object, and every attribute access from Lua is refused. LuaJIT is never used:
its compiled loops ignore hooks and running out of memory aborts the process.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import lupa.lua54 as lua54

from base.protocol import MoveRequest, SandboxFailure
from config.settings import DEFAULT_SANDBOX_LIMITS, SandboxConfig
from game.world import CONSUMES, ENTITY_NAMES, ITEM_NAMES, MONSTER_KINDS, NEEDS, SYMBOL_OF, WEAKNESS
from sandbox_worker import api
from sandbox_worker.failures import explain
from sandbox_worker.source import is_bytecode, source_problem
from sandbox_worker.tick_timer import TickTimer, tick_timer

log = logging.getLogger(__name__)

LUA_DIR = Path(__file__).resolve().parent / "lua"
LUA_FILES = (
    "patterns", "sandbox", "api", "pathfinding", "memory", "skills", "particular", "questions",
    "logic", "companion", "tick",
)
EMPTY_MEMORY = b"\x80"  # msgpack {}

_compiled: dict[str, str] = {}


def _trusted_chunks() -> dict[str, str]:
    """The trusted Lua files compiled once per process (Lua bytecode with its debug info, as
    latin-1 text the runtimes take back byte for byte): a fresh runtime for each loaded code
    then starts in ~2 ms instead of ~10 ms of parsing. Only these files are ever loaded as
    bytecode; the companion's code is text (sandbox.lua loads it with mode "t")."""
    if not _compiled:
        compiler = lua54.LuaRuntime(register_eval=False, register_builtins=False,
                                    encoding="latin-1")
        dump = compiler.eval("function(src, name) return string.dump(assert(load(src, '=' .. "
                             "name, 't')), false) end")
        for name in LUA_FILES:
            _compiled[name] = dump((LUA_DIR / f"{name}.lua").read_bytes(), f"{name}.lua")
    return _compiled


class BadState(ValueError):
    """The snapshot, maze or memory a caller sent cannot be read (the caller's fault)."""


class InternalError(RuntimeError):
    """The trusted Lua code failed: a bug in the sandbox, never in the companion's code."""


@dataclass(frozen=True, slots=True)
class LoadOutcome:
    error: SandboxFailure | None
    log: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class TickOutcome:
    status: str
    actions: list[MoveRequest]  # requests the game validates
    done: bool
    error: SandboxFailure | None
    log: list[str]
    memory: bytes  # msgpack: what a fresh runtime needs to continue (restore_memory)
    lua_us: int
    gave_up: bool = False  # the status is what a skill said as it gave up (then comes Done)


def _deny_attribute(obj: object, name: str, is_setting: bool) -> str:
    raise AttributeError("Python attributes are not reachable from the sandbox")


def _text(value: Any) -> str:
    """A Lua string (read as latin-1, one char per byte) as the UTF-8 text it holds."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value.encode("latin-1").decode("utf-8", "replace")
    return str(value)


def _bytes(value: Any) -> bytes:
    return value.encode("latin-1") if isinstance(value, str) else b""


def _lines(text: Any) -> list[str]:
    text = _text(text)
    return text.split("\n") if text else []


def is_done(status: str) -> bool:
    """``"Done"`` ends the order; "done", "Done." and "DONE!" do too."""
    return status.strip().rstrip(".!").lower() == "done"


class SandboxRuntime:
    """The in-process sandbox. Not thread-safe: one caller at a time."""

    def __init__(
        self, limits: SandboxConfig = DEFAULT_SANDBOX_LIMITS, *, timer: TickTimer | None = None
    ) -> None:
        self.limits = limits
        self.timer = timer or tick_timer()
        self._run = self.timer.run()
        self.code_id: str | None = None
        self._source: bytes | None = None
        self._maze: tuple[str, ...] = ()
        self._memory = EMPTY_MEMORY  # the last memory that fit the caps
        self._start()

    # -- lifecycle --------------------------------------------------------------------------

    def _start(self) -> None:
        lua = lua54.LuaRuntime(
            register_eval=False,
            register_builtins=False,
            unpack_returned_tuples=True,
            encoding="latin-1",
            attribute_filter=_deny_attribute,
            max_memory=self.limits.max_memory_bytes,
        )
        run_file = lua.eval("function(chunk, name, S) return assert(load(chunk, '=' .. name, "
                            "'b'))(S) end")
        shared = lua.table()
        chunks = _trusted_chunks()
        for name in LUA_FILES:
            run_file(chunks[name], f"{name}.lua", shared)
        _define_the_game(shared)
        implemented = set(_text(shared.implemented_names()).split("\n"))
        if implemented != api.binding_names():
            raise InternalError(
                "the Lua bindings and the API registry disagree: "
                f"only in Lua {sorted(implemented - api.binding_names())}, "
                f"only in the registry {sorted(api.binding_names() - implemented)}"
            )
        # Each tick makes short-lived proxies and tables: Lua 5.4's generational collector
        # handles that with smaller pauses than the incremental one (p99 of a tick ~25% lower).
        lua.execute('collectgarbage("generational")')
        shared.set_thread_sink(self._on_thread)
        self._state = int(_text(shared.main_state()), 16)
        self._lua, self._S = lua, shared
        self._apply_limits()
        self._known_globals = sorted(
            set(api.global_names()) | set(_text(shared.env_names()).split())
        )
        if self._maze:
            self.set_maze(self._maze)

    def _apply_limits(self) -> None:
        c = self.limits
        self._limit_s = c.max_tick_ms / 1000
        self._tidy_above = c.max_memory_bytes // 4
        self._S.set_limits(
            c.max_instructions,
            c.max_tick_ms,
            c.max_call_depth,
            c.max_log_bytes,
            c.max_pattern_cost,
            c.max_table_op_items,
        )
        self._S.set_caps(
            c.max_source_bytes, c.max_status_bytes, c.max_error_bytes, c.max_custom_fields_bytes
        )
        self._S.set_memory_limit(c.max_memory_bytes)
        self._S.set_wait_patience(c.wait_patience_ticks)  # the skills' (skills.lua)

    def set_limits(self, limits: SandboxConfig) -> None:
        if limits.max_memory_bytes != self.limits.max_memory_bytes:
            self._lua.set_max_memory(limits.max_memory_bytes)
        self.limits = limits
        self._apply_limits()

    def reset(self) -> None:
        """A fresh Lua state: no code, no custom fields, nothing left of the old one."""
        self.code_id, self._source, self._memory = None, None, EMPTY_MEMORY
        self._start()

    # -- loading ----------------------------------------------------------------------------

    def load(self, source: str | bytes, code_id: str) -> LoadOutcome:
        """Compile and run a chunk's top-level code; it replaces the current code if it works.

        Custom fields carry over to the new code; its globals start afresh.
        """
        problem = None if is_bytecode(source) else source_problem(source)
        if problem is not None:  # the Lua state never sees a half-decoded string
            return LoadOutcome(self._failure("encoding", problem, None, "load"))
        data = source.encode("utf-8") if isinstance(source, str) else bytes(source)
        if len(data) > self.limits.max_source_bytes:  # never copied into Lua
            return LoadOutcome(self._failure("source_limit", str(len(data)), None, "load"))
        try:
            result = self._call(self._S.load, data, code_id, untrusted=True)
        except lua54.LuaMemoryError:
            return LoadOutcome(self._failure("memory_limit", "", None, "load"))
        values = result if isinstance(result, tuple) else (result,)
        kind, detail, line = (values + (None, None, None))[:3]
        log_lines = _lines(self._S.take_log())
        if kind is not None:
            return LoadOutcome(self._failure(_text(kind), _text(detail), line, "load"), log_lines)
        self.code_id, self._source = code_id, data
        return LoadOutcome(None, log_lines)

    def unload(self) -> None:
        self._S.unload()
        self.code_id, self._source = None, None

    # -- state ------------------------------------------------------------------------------

    def set_maze(self, rows: Sequence[str]) -> None:
        rows = tuple(rows)
        if not all(isinstance(r, str) and r.isascii() for r in rows):
            raise BadState("the maze must be a list of ASCII strings")
        problem = self._S.set_maze(*rows)
        if problem is not None:
            raise BadState(_text(problem))
        self._maze = rows

    def restore_memory(self, memory: bytes) -> None:
        """Replace the custom fields (and the current code's globals) with ``memory``."""
        problem = self._call(self._S.restore, bytes(memory))
        if problem is not None:
            raise BadState(_text(problem))
        self._memory = bytes(memory)

    # -- ticks ------------------------------------------------------------------------------

    def tick(self, state: Sequence[Any], seed: int) -> TickOutcome:
        """Run update_func once on the flat ``state`` (sandbox_worker.snapshot)."""
        started = time.perf_counter_ns()
        try:
            result = self._call(self._S.tick, seed & 0x7FFF_FFFF_FFFF, *state, untrusted=True)
        except lua54.LuaMemoryError:
            result = ("", "memory_limit", "")
        lua_us = (time.perf_counter_ns() - started) // 1000
        (status, kind, detail, line, moved_id, move, log_text, memory, size, gave_up) = (
            result + (None,) * 10
        )[:10]
        kind = _text(kind) if kind is not None else None
        if kind == "bad_state":
            raise BadState(_text(detail))
        if len(result) < 9:  # refused before update_func ran: nothing changed
            refused = self._failure(kind or "internal", _text(detail), None, "update_func")
            return TickOutcome("", [], False, refused, [], self._memory, lua_us)
        error: SandboxFailure | None = None
        if kind is not None:
            error = self._failure(kind, _text(detail), line, "update_func")
        if memory is None:  # over the cap: back to the last memory that fit
            self._call(self._S.restore, self._memory)
            if error is None:
                error = self._failure("fields_limit", str(size), None, "update_func")
        else:
            self._memory = _bytes(memory)
        status = _text(status)
        actions = [] if moved_id is None else [MoveRequest(entity=int(moved_id), move=_text(move))]
        return TickOutcome(
            status=status,
            actions=actions,
            done=error is None and is_done(status),
            error=error,
            log=_lines(log_text),
            memory=self._memory,
            lua_us=lua_us,
            gave_up=error is None and gave_up is True,
        )

    # -- helpers ----------------------------------------------------------------------------

    def _failure(self, kind: str, detail: str, line: int | None, phase: str) -> SandboxFailure:
        during = "the chunk's top-level code" if phase == "load" else "update_func"
        return explain(
            kind,
            detail,
            line,
            self.limits,
            during=during,
            globals_=self._known_globals,
            members=api.member_names(),
        )

    def _on_thread(self, address: str) -> None:
        if self._run is not None:
            self._run.add_state(int(address, 16))

    def _call(self, func: Any, *args: Any, untrusted: bool = False) -> Any:
        """Call trusted Lua; a memory error there (the code filled the state) starts afresh.
        ``untrusted``: the call runs the companion's code, under the tick timer."""
        try:
            if not untrusted:
                return func(*args)
            if self._lua.get_memory_used() > self._tidy_above:
                self._S.collect()  # nobody tidied after the last run (see tidy)
            run = self._run
            if run is None:
                return func(*args)
            run.begin(self._state, self._limit_s)
            try:
                return func(*args)
            finally:
                run.end()
        except lua54.LuaMemoryError:
            log.warning(
                "the Lua state ran out of memory outside the companion's code; restarting it"
            )
            self._recover()
            raise
        except lua54.LuaError as exc:
            log.error("trusted Lua failed: %s", exc)
            self._recover()
            raise InternalError(str(exc)) from None

    def tidy(self) -> None:
        """A full collection when more than a quarter of the memory limit is in use. The string
        buffers of string.rep, gsub, table.concat and the like allocate without Lua's emergency
        collection, so the garbage of one tick (a few 30 MB strings) would end the next with
        memory_limit. The worker calls this once it has answered, so that no tick waits for
        the collection (freeing a million coroutines takes tens of milliseconds); a run does it
        first when nobody did."""
        if self._lua.get_memory_used() > self._tidy_above:
            self._S.collect()

    def _recover(self) -> None:
        source, code_id, memory = self._source, self.code_id, self._memory
        self._start()
        if source is not None and code_id is not None:
            self.load(source, code_id)
        self._call(self._S.restore, memory)


def _define_the_game(shared: Any) -> None:
    """The game's kinds, items, ways, places, limits and the API's parameters, told to the
    trusted Lua before any code of the companion's is loaded."""
    for kind, name in ENTITY_NAMES.items():
        shared.define_kind(kind, name, SYMBOL_OF[kind], WEAKNESS.get(kind), kind in MONSTER_KINDS)
    for item in ITEM_NAMES:
        shared.define_item(item)
    for kind in MONSTER_KINDS:
        shared.define_needs(ENTITY_NAMES[kind], CONSUMES[kind], *NEEDS[kind])
    for word, move in api.WAYS.items():
        shared.define_way(word, move)
    for place, (row, col) in api.PLACES.items():
        shared.define_place(place, row, col)
    for side, line in api.SIDES.items():
        shared.define_side(side, *line)
    shared.MAX_WALK, shared.MAX_SQUARE = api.MAX_WALK, api.MAX_SQUARE
    shared.MAX_EXPLORED = api.MAX_EXPLORED
    shared.MAX_TIMES, shared.MAX_TURNS = api.MAX_TIMES, api.MAX_TURNS
    shared.MAX_LABEL = api.MAX_LABEL
    shared.MAX_GUARD, shared.MAX_DISTANCE = api.MAX_GUARD, api.MAX_DISTANCE
    for entry in api.REGISTRY:
        first = 0 if entry.kind == "method" else 1
        for index, param in enumerate(entry.params, start=first):
            shared.define_param(entry.key, index, param.type, entry.name,
                                api.TYPE_DESCRIPTIONS[param.type], param.hint)
