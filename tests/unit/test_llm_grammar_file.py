"""The shipped Lua grammar: its generated keyword-free name rules are current and correct.

``lname_rules()`` is the generator of the ``lname*`` rules at the end of
``config/grammars/lua_update_func.gbnf``; after changing it, paste its output there.
"""

from __future__ import annotations

import random
import re

from services.llm_server.grammars import grammar_dir, load_grammars

KEYWORDS = sorted(
    "and break do else elseif end false for function goto if in local nil not or repeat "
    "return then true until while".split()
)
LETTERS = "abcdefghijklmnopqrstuvwxyz"
TAIL = "[a-z]{0,24}"


def _char_class(excluded) -> str:
    keep = [c for c in LETTERS if c not in excluded]
    runs, i = [], 0
    while i < len(keep):
        j = i
        while j + 1 < len(keep) and ord(keep[j + 1]) == ord(keep[j]) + 1:
            j += 1
        runs.append(keep[i] if i == j else keep[i] + keep[j] if j == i + 1
                    else f"{keep[i]}-{keep[j]}")
        i = j + 1
    return "[" + "".join(runs) + "]"


def lname_rules() -> list[str]:
    """A trie of the keywords, complemented: a word may end anywhere but on a keyword."""
    trie: dict = {}
    for kw in KEYWORDS:
        node = trie
        for c in kw:
            node = node.setdefault(c, {})
    lines: list[str] = []

    def name(prefix: str) -> str:
        return f"lname-{prefix}" if prefix else "lname"

    def emit(prefix: str, node: dict) -> None:
        alts = [f"{_char_class(node.keys())} {TAIL}"]
        alts += [f'"{c}" {name(prefix + c)}' for c in sorted(node)]
        body = " | ".join(alts)
        if prefix:
            body = f"({body})" + ("" if prefix in KEYWORDS else "?")
        lines.append(f"{name(prefix)} ::= {body}")
        for c in sorted(node):
            emit(prefix + c, node[c])

    emit("", trie)
    return lines


def _grammar_text() -> str:
    return load_grammars(grammar_dir("config/grammars"))["lua_update_func"].text


def _rules(text: str) -> dict[str, str]:
    return {m[1]: m[2] for m in re.finditer(r"^([a-z-]+) ::= (.*)$", text, re.M)}


def _to_regex(rule: str, rules: dict[str, str]) -> str:
    """Expand a non-recursive GBNF rule made of literals, classes and rule names."""
    def sub(m: re.Match) -> str:
        token = m.group(0)
        if token.startswith('"'):
            return re.escape(token[1:-1])
        if token in rules:
            return f"(?:{_to_regex(token, rules)})"
        return token
    return re.sub(r'"[^"]*"|\[[^\]]*\](?:\{\d+,\d+\})?|[a-z][a-z-]*', sub, rules[rule])


def test_the_shipped_name_rules_are_what_the_generator_makes():
    text = _grammar_text()
    for line in lname_rules():
        assert line in text.splitlines(), f"stale generated rule: {line}"


def test_no_keyword_is_a_name_and_other_lowercase_words_are():
    lname = re.compile(_to_regex("lname", _rules("\n".join(lname_rules()))), re.X)
    for kw in KEYWORDS:
        assert not lname.fullmatch(kw), kw
    rng = random.Random(5)
    words = {"".join(rng.choice("adefilnortuw") for _ in range(rng.randint(1, 9)))
             for _ in range(3000)}
    words |= {"ends", "iff", "o", "ai", "monsters", "items", "player", "target", "elsei"}
    for word in words:
        assert bool(lname.fullmatch(word)) == (word not in KEYWORDS), word


def test_every_rule_the_grammar_uses_is_defined():
    text = _grammar_text()
    rules = _rules(re.sub(r"\(\s*\n\s*", "( ", text))
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    used = set(re.findall(r"(?<![\"\[\w-])([a-z][a-z-]*)(?![\"\w-])", re.sub(
        r'"(?:[^"\\]|\\.)*"|\[(?:[^\]\\]|\\.)*\]', " ", body)))
    assert {"block", "stat", "exp", "name", "lname"} <= used
    assert used - set(rules) == set()


def _literal(token: str) -> str:
    """A GBNF literal ("..." with backslash escapes) as an escaped regex."""
    unescaped = re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t", "r": "\r"}.get(m[1], m[1]),
                       token[1:-1])
    return re.escape(unescaped)


def _gbnf_regex(rule: str, rules: dict[str, str]) -> str:
    """A non-recursive GBNF rule as a regex: literals with escapes, classes, rule names,
    groups, alternatives and {m,n} repetitions."""
    def sub(m: re.Match) -> str:
        token = m.group(0)
        if token.startswith('"'):
            return _literal(token)
        if token.startswith("["):
            return "[" + token[1:-1].replace("[", r"\[") + "]"  # "[" inside: not a nested set
        return f"(?:{_gbnf_regex(token, rules)})" if token in rules else token
    return re.sub(r'"(?:[^"\\]|\\.)*"|\[(?:[^\]\\]|\\.)*\]|[a-z][a-z-]*', sub, rules[rule])


def _rule_regex(name: str) -> re.Pattern:
    return re.compile(_gbnf_regex(name, _rules(_grammar_text())), re.X)


def test_strings_hold_at_most_200_characters_escapes_counting_as_one():
    string = _rule_regex("string")
    for quote in ('"', "'"):
        assert string.fullmatch(quote + "x" * 200 + quote)
        assert not string.fullmatch(quote + "x" * 201 + quote)
        assert string.fullmatch(quote + "\\n" * 200 + quote)
        assert not string.fullmatch(quote + "\\n" * 201 + quote)
    assert string.fullmatch('"it\'s \\"fine\\""') and string.fullmatch('""')
    assert not string.fullmatch('"two\nlines"')


def test_comments_hold_at_most_200_characters():
    comment = _rule_regex("comment")
    assert comment.fullmatch("--") and comment.fullmatch("-- " + "x" * 199)
    assert not comment.fullmatch("-- " + "x" * 200)
    assert not comment.fullmatch("--[[ long ]]")  # a long comment would need its closing "]]"
