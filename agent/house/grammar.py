"""A grammar that works both ways: one declaration of forms, from which a sentence is rendered
from a value, a sentence is read back into its value, and a GBNF grammar is made for llama.cpp
to constrain a model's output to the same sentences.

A form is a row: the symbol it makes, a pattern of literal words and typed slots
("keep at least {least:number} tiles from {thing:target}"), and a pair of functions between
the value and its slots (``build`` and ``unbuild``, as in invertible syntax descriptions:
Rendel and Ostermann, 2010). Rendering takes the first form of a symbol whose ``unbuild``
accepts the value; reading parses every way the forms allow and keeps the values that render
back to the very sentence, so a sentence has at most one reading as long as rendering is
one-to-one, which the property tests check over the training generator's meanings.

Four slot types are terminals: ``number``, ``positive`` and ``several`` (a whole number
written in digits up to 999, at least 0, 1 and 2) and ``text`` (words in double quotes, said as
they are). Every other slot names a symbol.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, fields
from typing import Any

NUMBER = "number"  # 0 and up
POSITIVE = "positive"  # 1 and up
SEVERAL = "several"  # 2 and up
TEXT = "text"
_LEAST = {NUMBER: 0, POSITIVE: 1, SEVERAL: 2}
TERMINALS = (NUMBER, POSITIVE, SEVERAL, TEXT)
MAX_NUMBER = 999
MAX_TEXT_CHARS = 60
# Parses kept per symbol and position: canonical sentences are short and nearly unambiguous, so
# this only bounds a hostile input's work.
MAX_PARSES = 48

_SLOT = re.compile(r"\{(\w+):(\w+)\}")
_TOKEN = re.compile(r'"[^"]*"|[a-z0-9]+(?:\'[a-z]+)?|[,.;:]')


@dataclass(frozen=True, slots=True)
class Slot:
    name: str
    symbol: str


Part = str | Slot  # a literal token, or a slot


@dataclass(frozen=True, slots=True)
class Form:
    symbol: str
    pattern: str
    build: Callable[..., Any]
    unbuild: Callable[[Any], dict[str, Any] | None]
    # A retired form is read but never said: how the language said a value before, kept so a
    # model taught the old words may still write them (the form saying it now comes first).
    retired: bool = False

    @property
    def parts(self) -> tuple[Part, ...]:
        return _parts(self.pattern)


def _parts(pattern: str) -> tuple[Part, ...]:
    out: list[Part] = []
    pos = 0
    for match in _SLOT.finditer(pattern):
        out.extend(tokens(pattern[pos:match.start()]))
        out.append(Slot(match.group(1), match.group(2)))
        pos = match.end()
    out.extend(tokens(pattern[pos:]))
    return tuple(out)


def tokens(text: str) -> list[str]:
    """The tokens of a sentence: words and numbers (lower case), punctuation, quoted text."""
    out = []
    for tok in _TOKEN.findall(_lower_outside_quotes(text)):
        out.append(tok)
    return out


def _lower_outside_quotes(text: str) -> str:
    pieces = re.split(r'("[^"]*")', text)
    return "".join(p if p.startswith('"') else p.lower() for p in pieces)


def join(toks: Iterable[str]) -> str:
    """Tokens as a sentence: spaces between words, none before punctuation."""
    out = ""
    for tok in toks:
        if out and tok not in ",.;:":
            out += " "
        out += tok
    return out


def normal(sentence: str) -> str:
    """A sentence as the grammar writes it: its tokens joined, without a closing full stop."""
    toks = tokens(sentence.strip())
    while toks and toks[-1] in ".;:,":
        toks.pop()
    return join(toks)


class Grammar:
    def __init__(self, forms: Iterable[Form], root: str) -> None:
        self.root = root
        self.forms: dict[str, list[Form]] = {}
        for form in forms:
            self.forms.setdefault(form.symbol, []).append(form)
        self._parts = {id(f): f.parts for fs in self.forms.values() for f in fs}
        missing = {p.symbol for fs in self.forms.values() for f in fs for p in f.parts
                   if isinstance(p, Slot) and p.symbol not in self.forms
                   and p.symbol not in TERMINALS}
        if missing or root not in self.forms:
            raise ValueError(f"symbols used but not declared: {sorted(missing | {root})}")
        looped = self._left_recursive()
        if looped:
            # The reader parses top-down: a symbol that can begin with itself would read less
            # than the grammar says (and the GBNF would say more than is read).
            raise ValueError(f"left-recursive symbols: {sorted(looped)}")

    def _left_recursive(self) -> set[str]:
        first = {s: {f.parts[0].symbol for f in fs if f.parts and isinstance(f.parts[0], Slot)}
                 for s, fs in self.forms.items()}
        looped = set()
        for start in first:
            seen, todo = set(), list(first[start])
            while todo:
                s = todo.pop()
                if s == start:
                    looped.add(start)
                    break
                if s in seen or s not in first:
                    continue
                seen.add(s)
                todo.extend(first[s])
        return looped

    # -- rendering ---------------------------------------------------------------------------

    def render(self, value: Any, symbol: str | None = None, *,
               retired: bool = False) -> str | None:
        """The sentence for ``value``; None when no form says it. ``retired``: said by the
        retired forms where one says it (how the language said it before)."""
        toks = self._render(value, symbol or self.root, retired)
        return None if toks is None else join(toks)

    def _render(self, value: Any, symbol: str, retired: bool = False) -> list[str] | None:
        if symbol in _LEAST:
            ok = isinstance(value, int) and not isinstance(value, bool) and (
                _LEAST[symbol] <= value <= MAX_NUMBER)
            return [str(value)] if ok else None
        if symbol == TEXT:
            ok = isinstance(value, str) and 0 < len(value) <= MAX_TEXT_CHARS and (
                '"' not in value and "\n" not in value and value.strip() == value)
            return [f'"{value}"'] if ok else None
        forms = self.forms[symbol]
        if retired:
            forms = sorted(forms, key=lambda f: not f.retired)
        for form in forms:
            if form.retired and not retired:
                continue
            slots = form.unbuild(value)
            if slots is not None:
                out = self._render_form(form, slots, retired)
                if out is not None:
                    return out
        return None

    def _render_form(self, form: Form, slots: dict[str, Any],
                     retired: bool = False) -> list[str] | None:
        out: list[str] = []
        for part in self._parts[id(form)]:
            if isinstance(part, str):
                out.append(part)
                continue
            sub = self._render(slots[part.name], part.symbol, retired)
            if sub is None:
                return None
            out.extend(sub)
        return out

    # -- reading -----------------------------------------------------------------------------

    def read(self, sentence: str, symbol: str | None = None) -> Any | None:
        """The one value whose rendering is ``sentence`` (up to case, spacing and a closing
        full stop); None when the sentence is not of the language."""
        symbol = symbol or self.root
        toks = tokens(normal(sentence))
        if not toks:
            return None
        want = join(toks)
        memo: dict[tuple[str, int], list[tuple[Any, int]]] = {}
        for value, end in self._parse(symbol, toks, 0, memo):
            if end == len(toks) and (self.render(value, symbol) == want
                                     or self.render(value, symbol, retired=True) == want):
                return value
        return None

    def _parse(self, symbol: str, toks: list[str], i: int,
               memo: dict[tuple[str, int], list[tuple[Any, int]]]) -> list[tuple[Any, int]]:
        if symbol in _LEAST:
            ok = i < len(toks) and toks[i].isdigit() and (
                len(toks[i]) == 1 or toks[i][0] != "0") and (
                _LEAST[symbol] <= int(toks[i]) <= MAX_NUMBER)
            return [(int(toks[i]), i + 1)] if ok else []
        if symbol == TEXT:
            ok = i < len(toks) and toks[i].startswith('"') and len(toks[i]) > 2
            return [(toks[i][1:-1], i + 1)] if ok else []
        key = (symbol, i)
        if key in memo:
            return memo[key]
        memo[key] = []  # a form that reaches itself at the same place reads nothing there
        found: list[tuple[Any, int]] = []
        for form in self.forms[symbol]:
            for slots, end in self._match(self._parts[id(form)], 0, toks, i, {}, memo):
                try:
                    found.append((form.build(**slots), end))
                except (TypeError, ValueError):
                    continue  # slots that make no value of this form
                if len(found) >= MAX_PARSES:
                    break
        memo[key] = found
        return found

    def _match(self, parts: tuple[Part, ...], k: int, toks: list[str], i: int,
               slots: dict[str, Any], memo: dict[tuple[str, int], list[tuple[Any, int]]]
               ) -> Iterator[tuple[dict[str, Any], int]]:
        if k == len(parts):
            yield dict(slots), i
            return
        part = parts[k]
        if isinstance(part, str):
            if i < len(toks) and toks[i] == part:
                yield from self._match(parts, k + 1, toks, i + 1, slots, memo)
            return
        for value, end in self._parse(part.symbol, toks, i, memo):
            slots[part.name] = value
            yield from self._match(parts, k + 1, toks, end, slots, memo)
        slots.pop(part.name, None)

    # -- GBNF --------------------------------------------------------------------------------

    def gbnf(self, extra_root: Iterable[str] = ()) -> str:
        """The language as a GBNF grammar for llama.cpp: ``root`` is a sentence of the root
        symbol (or one of ``extra_root``'s symbols), and nothing after it."""
        roots = [self.root, *extra_root]
        lines = [f"root ::= ({' | '.join(_name(r) for r in roots)})"]
        for symbol, forms in self.forms.items():
            alts = [_gbnf_alt(f.parts) for f in forms]
            lines.append(f"{_name(symbol)} ::= " + " | ".join(alts))
        lines.append(f'{_name(NUMBER)} ::= [0-9] | [1-9] [0-9] | [1-9] [0-9] [0-9]')
        lines.append(f'{_name(POSITIVE)} ::= [1-9] | [1-9] [0-9] | [1-9] [0-9] [0-9]')
        lines.append(f'{_name(SEVERAL)} ::= [2-9] | [1-9] [0-9] | [1-9] [0-9] [0-9]')
        lines.append(f'{_name(TEXT)} ::= "\\"" [^"\\n] [^"\\n]{{0,{MAX_TEXT_CHARS - 1}}} "\\""')
        return "\n".join(lines) + "\n"

    def symbols(self) -> list[str]:
        return list(self.forms)

    def sample(self, rng: Any, symbol: str | None = None, depth: int = 0) -> str:
        """A random sentence of the grammar (forms chosen at random, the shallowest ones past
        a depth), for tests that read what the grammar allows."""
        symbol = symbol or self.root
        if symbol in _LEAST:
            return str(rng.randint(max(1, _LEAST[symbol]), 9))
        if symbol == TEXT:
            return '"' + rng.choice(("hello", "on my way", "watch out")) + '"'
        forms = self.forms[symbol]
        if depth > 6:
            forms = sorted(forms, key=lambda f: sum(isinstance(p, Slot) for p in f.parts))[:1]
        form = rng.choice(forms)
        out = []
        for part in self._parts[id(form)]:
            out.append(part if isinstance(part, str) else self.sample(rng, part.symbol,
                                                                      depth + 1))
        return join(tokens(" ".join(out)))


def _name(symbol: str) -> str:
    return symbol.replace("_", "-")


def _gbnf_alt(parts: tuple[Part, ...]) -> str:
    """One form as a GBNF sequence: literal runs as quoted strings (with the spaces the
    renderer writes between tokens), slots as their symbols."""
    out: list[str] = []
    prev: Part | None = None
    for part in parts:
        space = prev is not None and not (isinstance(part, str) and part in ",.;:")
        if isinstance(part, str):
            text = (" " if space else "") + part
            if out and out[-1].startswith('"'):
                out[-1] = out[-1][:-1] + text.replace('"', '\\"') + '"'
            else:
                out.append('"' + text.replace('"', '\\"') + '"')
        else:
            if space:
                if out and out[-1].startswith('"'):
                    out[-1] = out[-1][:-1] + ' "'
                else:
                    out.append('" "')
            out.append(_name(part.symbol))
        prev = part
    return " ".join(out)


# -- forms of dataclass values ----------------------------------------------------------------


def node(cls: type, slot_names: tuple[str, ...],
         when: Callable[[dict[str, Any]], bool] | None = None,
         **fixed: Any) -> tuple[Callable[..., Any], Callable[[Any], dict[str, Any] | None]]:
    """``build`` and ``unbuild`` for values of the dataclass ``cls`` whose fields are either
    slots of the form (``slot_names``) or as ``fixed`` says, the rest at their defaults;
    ``when``: a further test of the slots (so that one value has one form)."""
    names = [f.name for f in fields(cls) if f.compare]
    defaults = {f.name: f.default for f in fields(cls) if f.compare}

    def build(**slots: Any) -> Any:
        if when is not None and not when(slots):
            raise ValueError("not this form")
        return cls(**fixed, **slots)

    def unbuild(value: Any) -> dict[str, Any] | None:
        if type(value) is not cls:
            return None
        slots = {}
        for name in names:
            got = getattr(value, name)
            if name in fixed:
                if got != fixed[name]:
                    return None
            elif name in slot_names:
                slots[name] = got
            elif got != defaults[name]:
                return None
        if when is not None and not when(slots):
            return None
        return slots

    return build, unbuild


def form(symbol: str, pattern: str, cls: type,
         when: Callable[[dict[str, Any]], bool] | None = None, **fixed: Any) -> Form:
    """A form for a dataclass value whose slots are its fields (see ``node``)."""
    names = tuple(p.name for p in _parts(pattern) if isinstance(p, Slot))
    build, unbuild = node(cls, names, when, **fixed)
    return Form(symbol, pattern, build, unbuild)


def word(symbol: str, pattern: str, value: Any) -> Form:
    """A form with no slots that stands for one value."""
    return Form(symbol, pattern, lambda: value, lambda v: {} if v == value else None)


def custom(symbol: str, pattern: str, build: Callable[..., Any],
           unbuild: Callable[[Any], dict[str, Any] | None], *, retired: bool = False) -> Form:
    return Form(symbol, pattern, build, unbuild, retired)
