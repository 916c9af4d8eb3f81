"""What to start: Procfile lines become concrete services with replicas, limits and environment.

Pure: the environment used to expand ``$VAR`` and the Python interpreter are passed in.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from base.heartbeat import ENV_SERVICE
from config.settings import SupervisorConfig
from sandbox_worker import ENV_INDEX as ENV_SANDBOX_INDEX
from services.supervisor.procfile import ProcessSpec, ProcfileError

SANDBOX_GROUP = "sandbox"
LLM_GROUP = "llm"

_VAR = re.compile(r"\$(?:\{(\w+)\}|(\w+))")


@dataclass(frozen=True, slots=True)
class Limits:
    """OS limits set in the child before exec, and the supervisor's own RSS watchdog. 0 = none."""

    address_space_bytes: int = 0  # RLIMIT_AS
    cpu_time_s: int = 0  # RLIMIT_CPU: SIGXCPU at the limit, SIGKILL 5 s of CPU later
    no_core_dumps: bool = False  # RLIMIT_CORE 0
    max_rss_bytes: int = 0  # watched with psutil; over it the group gets SIGKILL


@dataclass(frozen=True, slots=True)
class ServicePlan:
    name: str  # "game", "sandbox.0"
    group: str  # the Procfile name
    index: int  # replica index; -1 when not replicated
    argv: tuple[str, ...]
    cwd: str
    env: Mapping[str, str] = field(default_factory=dict)  # added to the supervisor's environment
    limits: Limits = Limits()


def limits_for(group: str, sup: SupervisorConfig) -> Limits:
    if group == SANDBOX_GROUP:
        return Limits(
            address_space_bytes=sup.sandbox_address_space_bytes,
            cpu_time_s=sup.sandbox_cpu_time_s,
            no_core_dumps=True,
        )
    if group == LLM_GROUP:
        # Mapped weights and GPU drivers reserve far more address space than they use.
        return Limits(max_rss_bytes=sup.llm_max_rss_bytes)
    return Limits()


def build_plans(
    specs: Sequence[ProcessSpec],
    sup: SupervisorConfig,
    *,
    python: str,
    cwd: str,
    environ: Mapping[str, str],
    common_env: Mapping[str, str] | None = None,
) -> list[ServicePlan]:
    """One plan per process: ``sandbox`` is replicated into the worker pool (workers + spares).

    A leading ``python``/``python3`` word runs ``python`` (the supervisor's own interpreter), so
    the Procfile works without an activated virtual environment. ``$VAR`` and ``${VAR}`` are
    expanded from the child's environment, as foreman's shell would.
    """
    plans: list[ServicePlan] = []
    for spec in specs:
        indices = range(sup.sandbox_pool_size) if spec.name == SANDBOX_GROUP else (-1,)
        for index in indices:
            name = spec.name if index < 0 else f"{spec.name}.{index}"
            env = {**(common_env or {}), ENV_SERVICE: name}
            if spec.name == SANDBOX_GROUP:
                env[ENV_SANDBOX_INDEX] = str(index)
                # One malloc arena: 37 MB of address space idle instead of ~100 MB.
                env["MALLOC_ARENA_MAX"] = "1"
            argv = _argv(spec, python, {**environ, **env})
            plans.append(
                ServicePlan(
                    name=name,
                    group=spec.name,
                    index=index,
                    argv=argv,
                    cwd=cwd,
                    env=env,
                    limits=limits_for(spec.name, sup),
                )
            )
    return plans


def _argv(spec: ProcessSpec, python: str, env: Mapping[str, str]) -> tuple[str, ...]:
    try:
        words = shlex.split(spec.command)
    except ValueError as exc:
        raise ProcfileError(f"Procfile:{spec.line}: '{spec.name}': {exc}") from None
    if not words:
        raise ProcfileError(f"Procfile:{spec.line}: '{spec.name}' has no command")
    words = [_VAR.sub(lambda m: env.get(m.group(1) or m.group(2), ""), w) for w in words]
    if words[0] in ("python", "python3"):
        words[0] = python
    return tuple(words)
