"""The Procfile (honcho/foreman format): one ``name: command`` per line. Pure parsing, no I/O."""

from __future__ import annotations

import re
from dataclasses import dataclass

# foreman accepts letters, digits, '_' and '-'; a '.' would clash with replica names (sandbox.0).
_LINE = re.compile(r"^([A-Za-z0-9_-]+):\s*(.*)$")


class ProcfileError(ValueError):
    """A Procfile that cannot be used; the message names the line."""


@dataclass(frozen=True, slots=True)
class ProcessSpec:
    name: str
    command: str
    line: int


def parse_procfile(text: str, source: str = "Procfile") -> list[ProcessSpec]:
    """Every ``name: command`` line in order; blank lines and ``#`` comments are skipped."""
    specs: list[ProcessSpec] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = _LINE.match(line)
        if match is None:
            raise ProcfileError(
                f"{source}:{number}: expected 'name: command' (name of letters, digits, '_' "
                f"or '-'), got {line[:80]!r}"
            )
        name, command = match.group(1), match.group(2).strip()
        if not command:
            raise ProcfileError(f"{source}:{number}: '{name}' has no command")
        if name in seen:
            raise ProcfileError(
                f"{source}:{number}: '{name}' is already defined on line {seen[name]}"
            )
        seen[name] = number
        specs.append(ProcessSpec(name=name, command=command, line=number))
    if not specs:
        raise ProcfileError(f"{source}: no services defined")
    return specs
