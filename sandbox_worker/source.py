"""Lua source as it arrives (a file's bytes, a message's string) read once into text the
sandbox can take, or a one-line reason why not: it must be UTF-8 and hold no NUL byte."""

from __future__ import annotations


def _where(data: bytes, offset: int) -> str:
    line = data.count(b"\n", 0, offset) + 1
    return f"at offset {offset}, line {line}"


def is_bytecode(source: str | bytes) -> bool:
    """Precompiled Lua (it starts with ESC): the sandbox refuses it as ``bytecode``, by name."""
    return source[:1] in ("\x1b", b"\x1b")


def source_problem(source: str | bytes) -> str | None:
    """What is wrong with ``source`` as Lua source text, as a predicate ("is not UTF-8 text
    (...)", "holds a NUL byte (...)") to follow its name; None when nothing is."""
    if isinstance(source, str):
        try:
            data = source.encode("utf-8")
        except UnicodeEncodeError as exc:  # lone surrogates: bytes read with surrogateescape
            data = source[: exc.start].encode("utf-8", "surrogateescape")
            return f"is not UTF-8 text (an undecodable byte {_where(data, len(data))})"
    else:
        data = bytes(source)
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as exc:
            return f"is not UTF-8 text (byte 0x{data[exc.start]:02x} {_where(data, exc.start)})"
    nul = data.find(b"\0")
    if nul >= 0:
        return f"holds a NUL byte ({_where(data, nul)})"
    return None


def read_source(data: bytes) -> str:
    """The text of ``data``; ValueError with the reason (see source_problem) when it is not
    Lua source text."""
    problem = source_problem(data)
    if problem is not None:
        raise ValueError(problem)
    return data.decode("utf-8")
