"""The model with small instances beside it, each the same base with an adapter for one task.

The restater (``llm.restate_lora``) is such an instance: the embedded model with an adapter that
restates an order in the house language (``agent.house``). It runs as a second llama.cpp
instance in the same service rather than as an adapter switched on and off in the first: the
model's own adapter is merged into its weights, its cache holds the prompt the agent reads ahead
of every order, and a restatement must not cost either. A request names its task in
``LlmGenerate.adapter``; "" is the model as configured. The service runs one generation at a
time (llama.cpp's concurrency is 1), so the instances take turns on the same threads.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Protocol

from services.llm_server.backend import (
    Backend,
    BackendInfo,
    Completion,
    GenerationParams,
    PromptProgress,
)

RESTATE = "restate"  # the restating adapter's task name (LlmGenerate.adapter)


class Instance(Backend, Protocol):
    """A model in process: it warms up and says how far it has read a prompt."""

    def warm_up(self) -> Completion: ...

    def reading(self) -> PromptProgress | None: ...


class TaskBackends:
    """A Backend that sends each request to the model, or to the task instance it names."""

    def __init__(self, main: Instance, tasks: Mapping[str, Instance]) -> None:
        self.main = main
        self.tasks = dict(tasks)
        self.info: BackendInfo = replace(main.info, tasks=tuple(sorted(self.tasks)))
        self._running: Instance = main

    def backend_for(self, params: GenerationParams) -> Instance:
        """The instance for the request's task (the service has checked that it is served)."""
        return self.tasks[params.adapter] if params.adapter else self.main

    def generate(self, params: GenerationParams, on_text: Callable[[str], None],
                 should_stop: Callable[[], bool],
                 on_restart: Callable[[], None] = lambda: None) -> Completion:
        backend = self.backend_for(params)
        self._running = backend
        try:
            return backend.generate(params, on_text, should_stop, on_restart)
        finally:
            self._running = self.main

    def reading(self) -> PromptProgress | None:
        return self._running.reading()

    def warm_up(self) -> Completion:
        """Each task instance warmed up, then the model (whose measurement is returned: the
        service's speed figures are the model's)."""
        for backend in self.tasks.values():
            backend.warm_up()
        return self.main.warm_up()

    def close(self) -> None:
        for backend in (*self.tasks.values(), self.main):
            backend.close()
