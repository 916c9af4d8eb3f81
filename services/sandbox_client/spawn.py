"""Starting sandbox workers without a supervisor (the CLI, tests, a game run on its own).

``LocalSpawner`` is the one seam the pool uses to (re)start workers; under the supervisor the
pool gets no spawner and reports overruns instead. Workers are started the way the supervisor
starts them: own session, the sandbox's OS limits set before exec, ``MALLOC_ARENA_MAX=1``, and
SIGKILL when this process dies.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Protocol

from config.settings import SupervisorConfig
from sandbox_worker import ENV_INDEX, ENV_LOG_LEVEL
from services.supervisor.plan import SANDBOX_GROUP, ServicePlan, limits_for
from services.supervisor.process import PopenChild, kill_group, spawn

log = logging.getLogger(__name__)

DEFAULT_SUPERVISOR = SupervisorConfig()



class Spawner(Protocol):
    def start(self, index: int, endpoint: str) -> None: ...
    def alive(self, index: int) -> bool: ...
    def replace(self, index: int) -> None: ...
    def close(self) -> None: ...


class LocalSpawner:
    """Runs ``python -m sandbox_worker`` per endpoint and restarts it on request."""

    def __init__(
        self,
        *,
        config_file: str | None = None,
        overrides: Sequence[str] = (),
        supervisor: SupervisorConfig = DEFAULT_SUPERVISOR,
        python: str = sys.executable,
        environ: Mapping[str, str] | None = None,
        quiet: bool = False,
    ) -> None:
        self.config_args: list[str] = ["--config", config_file] if config_file else []
        for override in overrides:
            self.config_args += ["--set", override]
        self.limits = limits_for(SANDBOX_GROUP, supervisor)
        self.python = python
        self.environ = dict(os.environ if environ is None else environ)
        if quiet:
            self.environ[ENV_LOG_LEVEL] = "WARNING"
        self._children: dict[int, PopenChild] = {}
        self._endpoints: dict[int, str] = {}

    def start(self, index: int, endpoint: str) -> None:
        argv = (self.python, "-m", "sandbox_worker", "--endpoint", endpoint, "--index", str(index))
        plan = ServicePlan(
            name=f"{SANDBOX_GROUP}.{index}",
            group=SANDBOX_GROUP,
            index=index,
            argv=argv + tuple(self.config_args),
            cwd=os.getcwd(),
            env={ENV_INDEX: str(index), "MALLOC_ARENA_MAX": "1"},
            limits=self.limits,
        )
        self._children[index] = spawn(plan, base_env=self.environ, capture_output=False)
        self._endpoints[index] = endpoint
        log.debug(
            "started sandbox worker %d (pid %d) on %s", index, self._children[index].pid, endpoint
        )

    def pid(self, index: int) -> int | None:
        child = self._children.get(index)
        return None if child is None else child.pid

    def alive(self, index: int) -> bool:
        child = self._children.get(index)
        return child is not None and child.poll() is None

    def kill(self, index: int, timeout_s: float = 2.0) -> None:
        child = self._children.get(index)
        if child is None:
            return
        kill_group(child.pid, signal.SIGKILL)
        _wait(child, timeout_s)

    def replace(self, index: int) -> None:
        """Kill worker ``index`` (whatever it is doing) and start a new one on its endpoint."""
        self.kill(index)
        log.info("replacing sandbox worker %d", index)
        self.start(index, self._endpoints[index])

    def close(self, grace_s: float = 1.0) -> None:
        for child in self._children.values():
            if child.poll() is None:
                kill_group(child.pid, signal.SIGTERM)
        deadline = time.monotonic() + grace_s
        for child in self._children.values():
            if not _wait(child, max(deadline - time.monotonic(), 0.0)):
                kill_group(child.pid, signal.SIGKILL)
                _wait(child, 1.0)
        self._children.clear()


def _wait(child: PopenChild, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while child.poll() is None:
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.005)
    return True
