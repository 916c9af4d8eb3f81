"""The agent's seams: what the loop asks of the model, the validator and the library, and how it
reports progress. Each is passed in, so tests drive the real loop with scripted parts."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from agent.outcome import Check, Generation
from agent.reading import Meaning
from base.protocol import ChatMessage
from game.world import World

Progress = Callable[[str, str], None]  # (stage, detail)


class Model(Protocol):
    def generate(
        self, messages: list[ChatMessage], *, seed: int, on_token: Callable[[str], None],
        draft: str = "", temperature: float | None = None,
    ) -> Generation:
        """``on_token`` gets each piece of text as it is written, and "" now and then while
        nothing is (the prompt being read): either way it raises Cancelled when the order has
        been replaced, which the model passes on after cancelling its request. ``draft``: the
        answer the agent expects (the composer's program), which a model may check in batches
        instead of writing it token by token; the answer is the model's either way.
        ``temperature``: sample at this instead of the model's own (None)."""
        ...


@runtime_checkable
class ReadsAhead(Protocol):
    def read(self, messages: list[ChatMessage]) -> Generation:
        """Have the model read ``messages`` into its cache and write nothing; the generation
        says how many tokens it read (an order sent next with the same start reads the rest)."""
        ...


class Validator(Protocol):
    def validate(
        self, code: str, world: World, *, ticks: int | None = None,
        meaning: Meaning | None = None
    ) -> Check: ...


class LibraryMatch(Protocol):
    """Read-only, so a frozen dataclass (agent.library.match.Match) fits."""

    @property
    def entry_id(self) -> str: ...
    @property
    def score(self) -> float: ...
    @property
    def code(self) -> str: ...
    @property
    def params(self) -> dict[str, Any]: ...


class LibraryLookup(Protocol):
    # world None: no world at hand (the service warms the matcher up that way).
    def match(self, order: str, world: World | None,
              meaning: Meaning | None = None) -> LibraryMatch | None: ...
    def nearest(self, order: str, k: int = 3) -> Sequence[Any]: ...


class Restated(Protocol):
    @property
    def sentence(self) -> str: ...

    @property
    def meaning(self) -> Meaning | None: ...

    @property
    def problem(self) -> str:
        """Why the restatement cannot serve the order ("" when it can)."""
        ...

    @property
    def outside(self) -> bool:
        """Whether the order names something the game does not have."""
        ...


class Restater(Protocol):
    def restate(self, order: str) -> Restated:
        """The order in the house language (``agent.house``): its sentence, and its meaning
        when the restatement passed every check (``agent.house.checks.check``), else None."""
        ...
