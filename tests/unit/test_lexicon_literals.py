"""The lexicon is the one place a word class is spelt out (issue 39, part 1): a pattern elsewhere
names the class. Today many modules of agent/reading still retype words of a class in their own
string literals and regular expressions; this counts them, class by class, and fails when a
count grows, so each change can only move words into the lexicon. Lower a number in ``AT_MOST``
when a change takes words out; the failure names where the new ones are."""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from agent.reading import lexicon as lx, lexicon_duties as ldu

READING = Path(lx.__file__).resolve().parent
# The lexicon spells the words out (lexicon_parts.py holds the parts of its classes that a
# phrasing takes, as data beside it); meaning.py names the actions ("follow", "fetch"), which are
# values, not words of an order.
OWN = ("lexicon.py", "lexicon_parts.py", "lexicon_typed.py", "lexicon_code.py", "meaning.py",
       "lexicon_venting.py", "lexicon_idioms.py", "lexicon_caution.py", "lexicon_relayed.py",
       "lexicon_voices.py", "lexicon_pirate.py", "lexicon_address.py", "lexicon_legal.py",
       "lexicon_engineer.py", "lexicon_drawl.py", "lexicon_inverted.py", "lexicon_kitchen.py",
       "lexicon_noir.py", "lexicon_show.py", "lexicon_naval.py", "lexicon_trainer.py",
       "lexicon_heard.py", "lexicon_duties.py", "lexicon_theatre.py", "lexicon_staying.py",
       "lexicon_closers.py", "lexicon_scots.py", "lexicon_mob.py", "lexicon_hippie.py")

# A class's words (multi-word phrases kept whole), as the lexicon holds them.
CLASSES: dict[str, Iterable[str]] = {
    "attack verbs": lx.ATTACK_VERBS,
    "fetch verbs": lx.FETCH_VERBS,
    "follow verbs": ldu.FOLLOW_VERBS,
    "keep-away verbs": lx.KEEP_AWAY_VERBS,
    "come-back verbs": ldu.COME_BACK_VERBS,
    "hand-over verbs": ldu.HAND_OVER_VERBS,
    "stay verbs": ldu.STAY_VERBS,
    "explore verbs": ldu.EXPLORE_VERBS,
    "monster words": lx.MONSTER_WORDS,
    "item words": lx.ITEM_WORDS,
    "greetings and thanks": (*lx.GREETINGS, *lx.THANKS),
    "near and far words": lx.BY_DISTANCE,
    "dungeon words": (*lx.DUNGEON_WORDS, *lx.AREA_WORDS),
    "say verbs": lx.SAY_VERBS,
    "wish to be told": (*lx.TELL_ME, *lx.WARN_ME),
    "health words": lx.HEALTH_WORDS,
}

OWN = (*OWN, "lexicon_guides.py")  # the meditation and tour guides' words
OWN = (*OWN, "lexicon_callings.py")  # the auctioneer's, chess player's, gardener's, archaeologist's
OWN = (*OWN, "lexicon_spanish.py")  # a player's everyday Spanish words, with their English
OWN = (*OWN, "lexicon_emoji.py")  # the emoji and symbols chat writes for the game's words

# Literal uses outside those on 2026-11-29 (after the talk rows; group names not counted). Only
# ever lower these.
AT_MOST = {
    "attack verbs": 15,
    "fetch verbs": 23,
    "follow verbs": 3,
    "keep-away verbs": 5,
    "come-back verbs": 11,
    "hand-over verbs": 0,
    "stay verbs": 25,
    "explore verbs": 11,
    "monster words": 23,
    "item words": 42,
    "greetings and thanks": 16,
    # counted since the classes were made (said-back sentences count too: "the nearest bat")
    "near and far words": 54,
    "dungeon words": 28,
    "say verbs": 29,
    "wish to be told": 32,
    "health words": 22,
}


# A regular expression's group names ("(?P<rest>", "(?P=rest)") and the lookups of a group by
# its name (``found.group("rest")``, ``groups["rest"]``, ``.groupdict().get("rest")``) name a
# part of a pattern, not a word of an order: they are not counted.
_GROUP_NAME = re.compile(r"\(\?P<(\w+)>|\(\?P=(\w+)\)")
# A row's piece named in capitals with an underscore ("{SHOULD_ENGAGE}", "ASKED_BLOW": ...) is a
# name in the table, no word of an order either.
_PIECE_NAME = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")
_GROUP_LOOKUPS = ("group", "start", "end", "span")


def _group_names(tree: ast.AST) -> set[str]:
    return {a or b for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            for a, b in _GROUP_NAME.findall(node.value)}


def _lookups(tree: ast.AST, names: set[str]) -> set[int]:
    """The string constants that look a match's group up by name: every argument of
    ``.group()``, ``.start()``, ``.end()``, ``.span()``, and a group name of the module as a
    subscript (``groups["rest"]``) or as what ``.get()`` looks up (``groupdict().get("rest")``)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in _GROUP_LOOKUPS:
                out |= {id(a) for a in node.args if isinstance(a, ast.Constant)}
            elif node.func.attr == "get" and node.args and isinstance(node.args[0], ast.Constant):
                if node.args[0].value in names:
                    out.add(id(node.args[0]))
        elif (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant)
              and node.slice.value in names):
            out.add(id(node.slice))
    return out


def literals(source: str) -> Iterable[tuple[int, str]]:
    """Every string literal of a module's source (docstrings and lookups of a group by name
    left out, group names taken out of patterns), with its line, in lower case."""
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                       ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    skipped = docstrings | _lookups(tree, _group_names(tree))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in skipped):
            yield node.lineno, _PIECE_NAME.sub("", _GROUP_NAME.sub(
                lambda f: "(" if f[1] else "", node.value)).lower()


def _phrase_re(words: Iterable[str]) -> re.Pattern[str]:
    phrases = sorted({w.lower() for w in words if len(w) > 2}, key=len, reverse=True)
    return re.compile(r"(?<![a-z])(?:" + "|".join(re.escape(p) for p in phrases) + r")(?![a-z])")


def uses() -> tuple[Counter[str], dict[str, list[str]]]:
    counts: Counter[str] = Counter()
    where: dict[str, list[str]] = {}
    patterns = {name: _phrase_re(words) for name, words in CLASSES.items()}
    for path in sorted(READING.glob("*.py")):
        if path.name in OWN:
            continue
        for line, text in literals(path.read_text(encoding="utf-8")):
            for name, pattern in patterns.items():
                found = pattern.findall(text)
                if found:
                    counts[name] += len(found)
                    where.setdefault(name, []).append(f"{path.name}:{line} {found}")
    return counts, where


def test_no_word_class_is_retyped_outside_the_lexicon_more_than_today():
    counts, where = uses()
    grown = {name: (counts[name], AT_MOST[name]) for name in CLASSES
             if counts[name] > AT_MOST[name]}
    assert not grown, "\n".join(
        f"{name}: {now} literal uses outside lexicon.py, at most {most}; name the class "
        f"instead. Where: {'; '.join(where[name][:12])}" for name, (now, most) in grown.items())


def test_the_count_finds_a_retyped_word():
    # the counter itself: a literal that retypes an attack verb is counted, a docstring is not
    assert _phrase_re(lx.ATTACK_VERBS).findall(r"\b(?:kill|slay)\b the bat")
    assert not _phrase_re(["kill"]).findall("skill")


def test_the_count_skips_group_names_and_counts_a_retyped_word():
    # a group named "foe" and its lookups are no word of an order; "kill" typed in the pattern is
    source = (
        'import re\n'
        'FOE = re.compile(r"^(?:kill)\\s+(?P<foe>\\w+)(?:\\s+(?P=foe))?$")\n'
        'def foe(found):\n'
        '    groups = found.groupdict()\n'
        '    return found.group("foe"), groups["foe"], groups.get("foe"), found.start("foe")\n')
    text = " ".join(t for _, t in literals(source))
    assert not _phrase_re(lx.MONSTER_WORDS).findall(text)
    assert _phrase_re(lx.ATTACK_VERBS).findall(text) == ["kill"]
    # a real word in a lookup of something else is still counted
    kept = " ".join(t for _, t in literals('KINDS = {"bat": 1}\nKINDS.get("bat")\n'))
    assert _phrase_re(lx.MONSTER_WORDS).findall(kept) == ["bat", "bat"]


def test_a_noun_pattern_of_kinds_given_once_names_every_kind():
    # kinds given as a generator were read up by the first word: only the first kind matched
    assert lx.noun_pattern(k for k in ("bat", "gorgon")) == lx.noun_pattern(("bat", "gorgon"))
