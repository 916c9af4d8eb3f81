"""Take ``update_func`` out of whatever a model wrote, or say precisely what is missing.

Models wrap code in fences, think aloud in ``<think>`` blocks, add prose before and after,
declare the function ``local``, or stop before the last ``end``. A small Lua tokenizer (strings,
long brackets and comments respected) finds the function and balances its blocks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

THINK_RE = re.compile(r"<think>.*?(</think>|$)", re.DOTALL | re.IGNORECASE)
FENCE_RE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n(.*?)(?:```|$)", re.DOTALL)
START_RE = re.compile(
    r"(?:local\s+)?function\s+update_func\s*\(|(?:local\s+)?update_func\s*=\s*function\s*\("
)
SIGNATURE = "function update_func(player, ai, monsters, items)"

OPENERS = {"function", "if", "do", "repeat"}
CLOSERS = {"end", "until"}


@dataclass(frozen=True, slots=True)
class Extraction:
    code: str | None
    problem: str = ""  # why nothing usable was found, for the model to read
    notes: tuple[str, ...] = ()  # repairs made (e.g. "added 1 missing 'end'")

    @property
    def ok(self) -> bool:
        return self.code is not None


def strip_think(text: str) -> str:
    return THINK_RE.sub("", text)


def extract_update_func(text: str) -> Extraction:
    text = strip_think(text)
    candidates = [body for lang, body in FENCE_RE.findall(text) if lang.lower() in ("", "lua")]
    candidates.append(text)
    for source in candidates:
        match = START_RE.search(source)
        if match:
            return _cut_function(source, match.start(), match.end())
    if "function" in text:
        names = re.findall(r"function\s+([A-Za-z_][\w.:]*)\s*\(", text)
        if names:
            return Extraction(
                None,
                f"found function(s) {', '.join(sorted(set(names)))} but no update_func; "
                f"define exactly `{SIGNATURE}`",
            )
    if not text.strip():
        return Extraction(None, f"the answer was empty; write `{SIGNATURE}` ... `end`")
    return Extraction(None, f"no Lua function in the answer; write `{SIGNATURE}` ... `end`")


def _cut_function(source: str, start: int, body_start: int) -> Extraction:
    notes = []
    header = source[start:body_start]
    if header.lstrip().startswith("local"):
        notes.append("made update_func global (it was declared local)")
    # Begin the scan after the header's own `function`, which opened one block.
    depth = 1
    end_pos = None
    for kind, value, pos in tokens(source, body_start):
        if kind != "name":
            continue
        if value in OPENERS:
            depth += 1
        elif value in CLOSERS:
            depth -= 1
            if depth == 0:
                end_pos = pos + len(value)
                break
    if end_pos is None:
        missing = depth
        code = source[body_start:].rstrip()
        code = re.sub(r"```\s*$", "", code).rstrip()
        code += "\n" + "\n".join(["end"] * missing)
        notes.append(f"added {missing} missing 'end'")
    else:
        code = source[body_start:end_pos]
    params = "function update_func("
    return Extraction(params + code, notes=tuple(notes))


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_LONG_OPEN = re.compile(r"\[(=*)\[")


def tokens(source: str, pos: int = 0):
    """Yield (kind, value, position) for names, strings and other symbols; skip comments."""
    n = len(source)
    while pos < n:
        ch = source[pos]
        if ch.isspace():
            pos += 1
            continue
        if source.startswith("--", pos):
            long = _LONG_OPEN.match(source, pos + 2)
            if long:
                close = "]" + long.group(1) + "]"
                end = source.find(close, long.end())
                pos = n if end < 0 else end + len(close)
            else:
                end = source.find("\n", pos)
                pos = n if end < 0 else end + 1
            continue
        long = _LONG_OPEN.match(source, pos)
        if long:
            close = "]" + long.group(1) + "]"
            end = source.find(close, long.end())
            stop = n if end < 0 else end + len(close)
            yield "string", source[pos:stop], pos
            pos = stop
            continue
        if ch in "\"'":
            i = pos + 1
            while i < n and source[i] != ch and source[i] != "\n":
                i += 2 if source[i] == "\\" else 1
            yield "string", source[pos : i + 1], pos
            pos = i + 1
            continue
        name = _NAME.match(source, pos)
        if name:
            yield "name", name.group(), pos
            pos = name.end()
            continue
        if ch.isdigit():
            num = re.match(r"0[xX][0-9a-fA-F.]+|\d+\.?\d*(?:[eE][+-]?\d+)?", source[pos:])
            length = len(num.group()) if num else 1
            yield "number", source[pos : pos + length], pos
            pos += length
            continue
        yield "symbol", ch, pos
        pos += 1
