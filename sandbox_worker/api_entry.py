"""One entry of the API registry (``sandbox_worker.api``): a name, its signature, its one-line
doc and the parameters the sandbox checks."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Param:
    name: str
    type: str  # a key of api.TYPE_DESCRIPTIONS
    hint: str  # the right call, shown after a wrong value


@dataclass(frozen=True, slots=True)
class ApiEntry:
    name: str
    kind: str  # "field", "item_field", "skill", "method", "global" or "fallback"
    signature: str
    doc: str
    example: str = ""
    params: tuple[Param, ...] = ()

    @property
    def key(self) -> str:
        """The name the Lua bindings use for this entry's argument checks."""
        prefix = self.kind if self.kind in ("method", "skill") else "global"
        return f"{prefix}:{self.name}"
