"""Turn generated code for one order into a candidate with parameters for the things it names.

Code the model wrote for "fetch the bow" usually says ``fetch("bow")``. The things the order's
meaning names (``agent.library.coverage.mentions``, what also fills a shipped entry's parameters)
are looked for in the code: each whose kind appears there as exactly that Lua string literal
(``"bow"`` or ``'bow'``) becomes a parameter: every such literal is replaced by ``params.item``
and the entry declares ``item`` with every kind of its family as values. A paraphrase with
another item then fills ``item`` the way it fills a shipped entry's.

The code is rewritten token by token (strings and comments as ``agent.extract.tokens`` reads
them), never by searching text, so a comment or another string that contains the word is left
alone. A noun stays literal when generalising it could change what the code says or does:

- the word (or a synonym or plural of it) also appears inside another string, such as a status
  ``"Got the bow"``: after the swap the companion would report the bow while fetching the sword,
  and rewriting inside a string is exactly the text-pasting the library never does;
- the code already uses the name ``params`` itself, which the library's binding would shadow.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from agent.extract import tokens
from agent.library.entry import SHIPPED, Entry, ParamSpec
from agent.library.params import PARAMS_TABLE
from agent.reading import lexicon as lx
from agent.reading.text import words_of
from game.world import ITEM_NAMES, MONSTER_KINDS

# Lua keywords after which a string literal is an operand, not the argument of a call
# (``return "bow"`` versus ``fetch "bow"``).
_KEYWORDS = frozenset({
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
    "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
})


@dataclass(frozen=True, slots=True)
class ThingFamily:
    """The kinds of one sort of thing and the words that mean them."""

    name: str  # the first parameter's name: "item", then "item2", ...
    values: tuple[str, ...]
    synonyms: Mapping[str, str] = field(default_factory=dict)

    def spec(self, name: str) -> ParamSpec:
        return ParamSpec(name, self.values, dict(self.synonyms))


@dataclass(frozen=True, slots=True)
class Generalized:
    code: str
    params: tuple[ParamSpec, ...] = ()
    # value -> why it stayed literal, for the log (a noun the code never names is not listed)
    kept: Mapping[str, str] = field(default_factory=dict)


def families(entries: Iterable[Entry]) -> tuple[ThingFamily, ...]:
    """Items and monsters, with the synonyms the shipped entries declare for exactly that family
    (a mixed parameter such as where_is's "thing" lends none)."""
    found = []
    for name, values in (("item", ITEM_NAMES), ("monster", MONSTER_KINDS)):
        synonyms: dict[str, str] = {}
        for entry in entries:
            if entry.origin != SHIPPED:
                continue
            for spec in entry.params:
                if set(spec.values) == set(values):
                    for word, value in sorted(spec.synonyms.items()):
                        synonyms.setdefault(word, value)
        found.append(ThingFamily(name, tuple(values), synonyms))
    return tuple(found)


def generalize(named: Sequence[tuple[str, ...]], code: str,
               kinds: Iterable[ThingFamily]) -> Generalized:
    """The code with the things the order names (``named``, as ``coverage.mentions`` gives
    them) as parameters where that is safe; see the module doc."""
    toks = list(tokens(code))
    if any(kind == "name" and value == PARAMS_TABLE for kind, value, _ in toks):
        return Generalized(code, kept={"*": f"the code uses the name {PARAMS_TABLE!r} itself"})
    strings = [(value, pos) for kind, value, pos in toks if kind == "string"]
    replace_at: dict[int, tuple[int, str]] = {}  # position -> (length, parameter name)
    specs: list[ParamSpec] = []
    kept: dict[str, str] = {}
    for family in kinds:
        nouns = list(dict.fromkeys(values[0] for values in named if values[0] in family.values))
        for value in nouns:
            exact = [(lit, pos) for lit, pos in strings if lit in (f'"{value}"', f"'{value}'")]
            if not exact:
                continue
            inside = [lit for lit, pos in strings if (lit, pos) not in exact
                      and any(lx.kind_of(word) == value for word in words_of(lit))]
            if inside:
                kept[value] = f"also named inside the string {inside[0]}"
                continue
            name = _free_name(family.name, specs)
            specs.append(family.spec(name))
            for lit, pos in exact:
                replace_at[pos] = (len(lit), name)
    if not specs:
        return Generalized(code, kept=kept)
    out, last = [], 0
    previous: tuple[str, str] | None = None
    for kind, value, pos in toks:
        if pos in replace_at:
            length, name = replace_at[pos]
            out.append(code[last:pos])
            ref = f"{PARAMS_TABLE}.{name}"
            # `fetch "bow"` is a call with a string argument; a field is no argument without ().
            out.append(f"({ref})" if _calls(previous) else ref)
            last = pos + length
        previous = (kind, value)
    out.append(code[last:])
    return Generalized("".join(out), tuple(specs), kept)


def _free_name(base: str, specs: list[ParamSpec]) -> str:
    """``item``, then ``item2``, ``item3``..."""
    taken = {s.name for s in specs}
    if base not in taken:
        return base
    n = 2
    while f"{base}{n}" in taken:
        n += 1
    return f"{base}{n}"


def _calls(previous: tuple[str, str] | None) -> bool:
    """Whether a string literal after this token is a call's argument (Lua's ``f"x"``)."""
    if previous is None:
        return False
    kind, value = previous
    if kind == "name":
        return value not in _KEYWORDS
    return kind == "string" or (kind == "symbol" and value in ")]}")
