"""The hostile-code suite: every file in attacks/ runs through a real sandbox worker process.

Each attack file starts with ``--`` header lines saying what it tries and what must happen:

    -- attack: what the code tries
    -- threat: the row of DESIGN.md's threat table it belongs to
    -- expect: load|tick KIND [KIND ...]   (the phase that must fail and the accepted kinds; ok)
    -- ticks: N                 run N ticks (default 1); the last one is judged
    -- between: kill-monster    mark the first monster dead after each tick
    -- status: TEXT             the judged tick's status, exactly
    -- actions: N               the number of moves in the judged tick (all the companion's)
    -- log: TEXT                a line of the judged tick's log contains TEXT
    -- message: TEXT            the error message contains TEXT
    -- message-max: N           the error message is at most N bytes
    -- limits: KEY=VALUE ...    [sandbox] overrides for the workers running this attack
    -- generate: parens N | padding N | locals N    replace the body with a generated source
    -- as-bytecode: yes         send the source prefixed with the bytecode signature byte
    -- deadline-ms: N           the game's deadline for the tick (default 3000)
    -- seconds: S               the whole attack must be over within S seconds (default 5)

After each attack the same pool must serve a harmless tick: the worker, or its replacement.
Workers are shared between attacks with the same limits, so the suite starts few processes.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import zmq

from config.settings import load_config
from game.rules import step
from services.sandbox_client.pool import CompanionTurn, LoadError, WorkerPool
from services.sandbox_client.settings import PoolSettings
from services.sandbox_client.spawn import LocalSpawner
from tests.sandbox.helpers import STILL, default_world, update

pytestmark = pytest.mark.timeout(120)

ATTACKS = sorted((Path(__file__).parent / "attacks").glob("*.lua"))
SUITE_LIMITS = ("sandbox.max_memory_bytes=33554432",)  # 32 MiB: memory attacks end sooner
# The memory attacks set max_tick_ms=400 of their own: filling 32 MiB takes tens of ms of CPU,
# and on a busy machine the 50 ms time limit could end them before the memory limit does.
THREATS = {
    "dangerous functions",
    "python escape",
    "bytecode",
    "memory exhaustion",
    "stack overflow",
    "infinite loops",
    "long C calls",
    "metatable abuse",
    "state corruption",
}
HARMLESS = update('return "alive"')


@dataclass
class Attack:
    path: Path
    source: bytes
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def phase(self) -> str:
        return self.headers["expect"].split()[0]

    @property
    def kinds(self) -> set[str]:
        return set(self.headers["expect"].split()[1:])

    @property
    def limits(self) -> tuple[str, ...]:
        return tuple(f"sandbox.{kv}" for kv in self.headers.get("limits", "").split())

    def number(self, key: str, default: float) -> float:
        return float(self.headers.get(key, default))


def read_attack(path: Path) -> Attack:
    text = path.read_text()
    headers: dict[str, str] = {}
    for line in text.splitlines():
        if not line.startswith("-- ") or ":" not in line:
            break
        key, value = line[3:].split(":", 1)
        headers[key.strip()] = value.strip()
    source = text.encode()
    if "generate" in headers:
        source = generated(*headers["generate"].split())
    if headers.get("as-bytecode") == "yes":
        source = b"\x1bLua" + source
    return Attack(path, source, headers)


def generated(kind: str, size: str) -> bytes:
    n = int(size)
    if kind == "parens":
        return ("return " + "(" * n + "1" + ")" * n).encode()
    if kind == "padding":
        return ("-- " + "x" * n + "\n" + HARMLESS).encode()
    if kind == "locals":
        return ("local " + ", ".join(f"v{i}" for i in range(n)) + "\n" + HARMLESS).encode()
    raise ValueError(f"unknown generator {kind}")


class Pools:
    """One pool of two workers per set of limits, started on first use."""

    def __init__(self) -> None:
        self.ctx = zmq.Context()
        self.folder = tempfile.mkdtemp(prefix="da-atk-", dir="/tmp")
        self.pools: dict[tuple[str, ...], WorkerPool] = {}

    def get(self, limits: tuple[str, ...]) -> WorkerPool:
        if limits not in self.pools:
            overrides = list(SUITE_LIMITS + limits)
            cfg = load_config(overrides=overrides)
            n = len(self.pools)
            pool = WorkerPool(
                self.ctx,
                [f"ipc://{self.folder}/p{n}w{i}.sock" for i in range(2)],
                PoolSettings(limits=cfg.sandbox, deadline_ms=3000),
                spawner=LocalSpawner(overrides=overrides, quiet=True),
            ).start()
            assert pool.wait_ready(30, count=2), "the attack suite's workers did not start"
            self.pools[limits] = pool
        return self.pools[limits]

    def close(self) -> None:
        for pool in self.pools.values():
            pool.close()
        self.ctx.destroy(linger=0)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="module")
def pools():
    pools = Pools()
    yield pools
    pools.close()


def run_ticks(pool: WorkerPool, attack: Attack) -> CompanionTurn:
    world = default_world()
    deadline_ms = int(attack.number("deadline-ms", 3000))
    turn = None
    for _ in range(int(attack.number("ticks", 1))):
        turn = pool.tick(world, deadline_ms=deadline_ms)
        assert turn is not None
        world.keep_memory(turn.memory, turn.memory_token)
        step(world, companion_actions=turn.actions, rules=STILL)
        if attack.headers.get("between") == "kill-monster":
            world.monsters()[0].alive = False
    assert turn is not None
    return turn


def check_turn(attack: Attack, turn: CompanionTurn) -> None:
    kind = turn.error.kind if turn.error else "ok"
    assert kind in attack.kinds, f"{attack.path.name}: got {kind}: {turn.error}"
    h = attack.headers
    if "status" in h:
        assert turn.status == h["status"]
    if "actions" in h:
        assert len(turn.actions) == int(h["actions"])
        assert all(a.entity == default_world().companion.id for a in turn.actions)
    if "log" in h:
        assert any(h["log"] in line for line in turn.log), turn.log
    if turn.error is not None:
        if "message" in h:
            assert h["message"] in turn.error.message
        if "message-max" in h:
            assert len(turn.error.message.encode()) <= int(h["message-max"])
        assert turn.actions == []


@pytest.mark.parametrize("path", ATTACKS, ids=lambda p: p.stem)
def test_attack(pools, path):
    attack = read_attack(path)
    pool = pools.get(attack.limits)
    started = time.monotonic()
    try:
        pool.load(attack.source.decode("utf-8", "surrogateescape"), path.stem)
        load_failure = None
    except LoadError as exc:
        load_failure = exc.failure
    if attack.phase == "load":
        assert load_failure is not None, f"{path.name} loaded"
        assert load_failure.kind in attack.kinds, load_failure
        if "message" in attack.headers:
            assert attack.headers["message"] in load_failure.message
    else:
        assert load_failure is None, load_failure
        check_turn(attack, run_ticks(pool, attack))
    assert time.monotonic() - started < attack.number("seconds", 5)
    # The worker, or its replacement, serves the next tick.
    assert pool.wait_ready(20)
    pool.load(HARMLESS, "harmless")
    after = pool.tick(default_world())
    assert after.error is None and after.status == "alive", after.error


def test_the_suite_covers_every_threat_with_forty_attacks_or_more():
    attacks = [read_attack(p) for p in ATTACKS]
    assert len(attacks) >= 40
    for attack in attacks:
        assert {"attack", "threat", "expect"} <= set(attack.headers), attack.path.name
        assert attack.phase in ("load", "tick"), attack.path.name
        assert attack.headers["threat"] in THREATS, attack.path.name
    assert {a.headers["threat"] for a in attacks} == THREATS
