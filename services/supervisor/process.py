"""Starting and signalling children: own session, limits before exec, death with the parent.

Each child is the leader of its own process group (``start_new_session``), so ``os.killpg``
reaches whatever it started too. Before exec the child asks the kernel for SIGKILL when the
supervisor dies (``prctl(PR_SET_PDEATHSIG)``), so even a SIGKILLed supervisor leaves no child
behind, and sets its rlimits (circus's preexec pattern).
"""

from __future__ import annotations

import ctypes
import logging
import os
import resource
import signal
import subprocess
from collections.abc import Callable, Mapping
from typing import IO, Protocol

from services.supervisor.plan import Limits, ServicePlan

log = logging.getLogger(__name__)

PR_SET_PDEATHSIG = 1
# Resolved in the parent: the child between fork and exec should do as little as possible.
_prctl = getattr(ctypes.CDLL(None, use_errno=True), "prctl", None)

# RLIMIT_CPU: SIGXCPU at the soft limit, SIGKILL at the hard one for code that ignores SIGXCPU.
CPU_HARD_MARGIN_S = 5


class SpawnError(OSError):
    """The command could not be started (not found, not executable, a limit refused)."""


class Child(Protocol):
    """What the supervisor needs of a running process (the seam tests replace)."""

    pid: int

    def poll(self) -> int | None:
        """The exit status once it has ended (-N: killed by signal N), else None."""
        ...

    @property
    def output_fd(self) -> int | None: ...

    def close_output(self) -> None: ...


Spawner = Callable[[ServicePlan], Child]
Killer = Callable[[int, int], bool]


class PopenChild:
    def __init__(self, popen: subprocess.Popen[bytes]) -> None:
        self._popen = popen
        self.pid = popen.pid
        self._output: IO[bytes] | None = popen.stdout
        if self._output is not None:
            os.set_blocking(self._output.fileno(), False)

    def poll(self) -> int | None:
        return self._popen.poll()

    @property
    def output_fd(self) -> int | None:
        return None if self._output is None else self._output.fileno()

    def close_output(self) -> None:
        if self._output is not None:
            self._output.close()
            self._output = None


def rlimits_for(limits: Limits) -> list[tuple[int, tuple[int, int]]]:
    """(resource, (soft, hard)) pairs, never above the supervisor's own hard limits."""
    wanted: list[tuple[int, int, int]] = []
    if limits.address_space_bytes:
        wanted.append((resource.RLIMIT_AS, limits.address_space_bytes, limits.address_space_bytes))
    if limits.cpu_time_s:
        wanted.append(
            (resource.RLIMIT_CPU, limits.cpu_time_s, limits.cpu_time_s + CPU_HARD_MARGIN_S)
        )
    if limits.no_core_dumps:
        wanted.append((resource.RLIMIT_CORE, 0, 0))
    out = []
    for res, soft, hard in wanted:
        _, current_hard = resource.getrlimit(res)
        if current_hard != resource.RLIM_INFINITY:
            hard = min(hard, current_hard)
            soft = min(soft, hard)
        out.append((res, (soft, hard)))
    return out


def _preexec(
    rlimits: list[tuple[int, tuple[int, int]]], parent_pid: int, death_signal: int
) -> Callable[[], None]:
    def setup_child() -> None:
        if death_signal and _prctl is not None:
            _prctl(PR_SET_PDEATHSIG, death_signal, 0, 0, 0)
            if os.getppid() != parent_pid:
                # The supervisor died before the request took effect: nobody will stop us.
                os._exit(1)
        # Last: once RLIMIT_AS is set, the forked copy of the supervisor may not grow any more.
        for res, value in rlimits:
            resource.setrlimit(res, value)

    return setup_child


def spawn(
    plan: ServicePlan,
    *,
    base_env: Mapping[str, str] | None = None,
    death_signal: int = signal.SIGKILL,
    capture_output: bool = True,
) -> PopenChild:
    env = dict(os.environ if base_env is None else base_env)
    env.update(plan.env)
    # Line by line output for the logs, whatever the child's buffering would have been.
    env.setdefault("PYTHONUNBUFFERED", "1")
    try:
        popen = subprocess.Popen(
            plan.argv,
            cwd=plan.cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE if capture_output else None,
            stderr=subprocess.STDOUT if capture_output else None,
            start_new_session=True,
            close_fds=True,
            preexec_fn=_preexec(rlimits_for(plan.limits), os.getpid(), death_signal),
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise SpawnError(f"cannot start {plan.argv[0]!r}: {exc}") from None
    return PopenChild(popen)


def kill_group(pgid: int, sig: int) -> bool:
    """Signal a child's whole process group; False when nothing was left to signal."""
    try:
        os.killpg(pgid, sig)
    except ProcessLookupError:
        return False
    except PermissionError:
        log.warning("not allowed to send %s to process group %d", signal_name(sig), pgid)
        return False
    return True


def signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def describe_exit(code: int | None) -> str:
    if code is None:
        return "did not start"
    if code < 0:
        return f"killed by {signal_name(-code)}"
    return f"exited with code {code}"
