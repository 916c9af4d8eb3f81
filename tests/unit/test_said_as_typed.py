"""A refusal says back the player's own words, in a grammatical sentence: the words of a part not
read are the span of the order they were read from, as typed (``said_as_typed``), not the
reader's (contractions spelt out, numbers as digits, slips mended, fillers dropped, its tokens
spaced, a pattern's words for the player's); the words a sentence of the reader's quotes of the
player's too, while an example it gives stays its own. Each row an order and what the companion
says; then, over every order the benchmark sets must refuse, every quoted piece of the refusal
is the player's words and the sentence keeps the rules a reader checks. The reader's words stay
what is read (``Unknown.words``: what is offered, the recorded readings)."""

from __future__ import annotations

import glob
import re
import tomllib
from pathlib import Path

import pytest

from agent.reading import read
from agent.reading.said_as_typed import QUOTED_SAME, in_quotes, typed_span
from agent.reading.text import MARKS
from agent.refusal import refusal
from tests.unit.readings import ROOT

SAID = [
    # a pattern's words for the player's: it said 'I don't know where "the moon" is' of a
    # patrol "between row 3 column 4 and the moon"; the words it refuses are the player's
    ("waddle over to column 4", "I don't know how to waddle over to column 4."),
    # a slip mended inside what is to be repeated: it said "got cool"
    ("repeat after me: got bool", "I don't know how to repeat after me: got bool."),
    ('repeat after me: "got bool"', 'I don\'t know how to repeat after me: "got bool".'),
    # slips, fillers, contractions, words for numbers, capitals: as typed
    ("um, like, eat teh arrow", "I don't know how to eat teh arrow."),
    ("eat three arrows, would ya", 'I don\'t understand "eat three arrows, would ya".'),
    ("build a wall around me so the gorgon cant reach me",
     "I don't know how to build a wall around me so the gorgon cant reach me."),
    ("Abide three turns where thou standest, then take up the bow.",
     "I don't know how to abide three turns where thou standest."),
    ("kill teh dragon", 'I don\'t know what "teh dragon" is.'),
    ("Dance with the BAT, ok?", "I don't know how to dance with the BAT."),
    ("Please DON'T eat the Arrow!!",
     'I can do what you ask, but not keep from doing something ("DON\'T eat the Arrow").'),
    # the reader's tokens spaced ("+ 0, - 2 - of - bow"): as typed
    ("fetch bow; go_to +0,-2-of-bow-as-ordered; stay",
     'I don\'t know what "+0,-2-of-bow-as-ordered" is.'),
    ("go_to nearest2-from-companion bat", 'I don\'t know what "nearest2-from-companion bat" is.'),
    ("navigate to cell (row 14, lane 7)", 'I don\'t know what "cell (row 14, lane 7)" is.'),
    # quotes of the player's inside the sentence's: never two quotes side by side
    ('"good morning"', 'I don\'t understand "good morning".'),
    ('{fetch, "sword"}', 'I don\'t know what "sword" is.'),
    ('bring(nearest("arrow", ai, 2))', 'I don\'t know what \'(nearest("arrow", ai, 2))\' is.'),
    ('Order: "follow me"', 'I don\'t understand \'Order: "follow me"\'.'),
    # "how to" only before a verb as it is, never its -ing or -ed form
    ("Going to the gorgon", 'I don\'t understand "Going to the gorgon".'),
    ("Then the companion walked three steps east past the top passage.",
     'I don\'t understand "walked three steps east past the top passage".'),
    # the reader's example stays its own, the player's words in it as typed
    ("come with me to the middle of the map",
     'I can follow you until you are next to something I know by its kind ("follow me to the '
     'bow"), not until you are at the middle of the map; I can follow you, or go there myself.'),
    ("Guard the bow like it's your water bottle at the gym: stay within two tiles of it.",
     'I don\'t understand "like it\'s your water bottle at the gym" in "Guard the bow like it\'s '
     'your water bottle at the gym: stay within two tiles of it".'),
]


@pytest.mark.parametrize(("order", "sentence"), SAID)
def test_a_refusal_says_back_the_players_words(order: str, sentence: str) -> None:
    assert refusal(read(order), None) == sentence


TYPED = [
    # the words of the part not read, as typed: the player's "walk from ... to", not the
    # reader's "patrol between ... and"
    ("walk from row 3 column 4 to the moon, again and again",
     "patrol between row 3 column 4 and the moon", "walk from row 3 column 4 to the moon"),
    ("shake ur tail feathers", "shake your tail feathers", "shake ur tail feathers"),
    ("wait a sec.. like 4 ticks.. then follow me", "a sec , 4 ticks", "a sec.. like 4 ticks"),
    ("twelve (12) bats eaten", "12 bats eaten", "(12) bats eaten"),
    # the player's own words: nothing more to say back
    ("eat the arrow", "eat the arrow", ""),
]


@pytest.mark.parametrize(("order", "words", "typed"), TYPED)
def test_the_reader_keeps_its_words_and_the_player_is_said_theirs(order: str, words: str,
                                                                  typed: str) -> None:
    [unread] = read(order).unknown
    assert (unread.words, unread.typed) == (words, typed)


@pytest.mark.parametrize(("order", "words", "own", "typed"), [
    ("repeat after me: got bool", "repeat after me: got cool", 2, "repeat after me: got bool"),
    ("walk three step on the right", "walk 3 steps on the right", 2,
     "walk three step on the right"),
    ("return guard({8, 15}, 2)", "guard ( 8, 15, 2 )", 2, "guard({8, 15}, 2)"),
    ('os.execute("rm -rf /")', 'os.execute("rm -rf /")', 2, 'os.execute("rm -rf /")'),
    ("Walk round a 2 by 2 square and finish on the tile you started from.",
     "Walk round a 2 by 2 squares", 2, "Walk round a 2 by 2 square"),
    # an example of the reader's, few of its words the player's: none
    ("come with me to the middle of the map", "follow me to the bow", QUOTED_SAME, None),
    ("how much nearer is the sword?", "how much farther is the sword than the bow?",
     QUOTED_SAME, None),
    # words the order does not hold
    ("get the bow", "eat the arrow", 2, None),
    ("get the bow", "", 2, None),
])
def test_the_span_typed(order: str, words: str, own: int, typed: str | None) -> None:
    assert typed_span(order, words, own=own) == typed


@pytest.mark.parametrize(("words", "quoted"), [
    ("eat the arrow", '"eat the arrow"'),
    ('"good morning"', '"good morning"'),
    ('say "hi"', "'say \"hi\"'"),
    ('don\'t say "hi"', '“don\'t say "hi"”'),
    ('" "', "'\" \"'"),
])
def test_words_in_quotes_no_quote_of_theirs_closes(words: str, quoted: str) -> None:
    assert in_quotes(words) == quoted


def _refused_in_bench() -> list[str]:
    orders: list[str] = []
    for path in sorted(glob.glob(str(ROOT / "bench" / "*.toml"))):
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        orders += [o["text"] for o in data.get("order", []) if o.get("expect", {}).get("refused")]
    return sorted(set(orders))


# A part of a sentence in quotes: double, single (after a space or a bracket) or curly.
_PIECES = (re.compile(r'(?<!\w)"(.+?)"(?!\w)'), re.compile(r"(?<![\w'])'(.+?)'(?=[\s.,;:!?)]|$)"),
           re.compile(r"“(.+?)”"))
_HOW_TO = re.compile(r"I don't know how to (.+?)(?: \.\.\.|; |\.$)")
_BARE = frozenset(("bring", "sing", "swing", "string", "fling", "cling", "sting", "spring",
                   "need", "feed", "breed", "speed", "bleed", "seed", "shed"))


def _bare(text: str) -> str:
    return re.sub(r"\s+", "", text.lower())


def _players(piece: str, order: str) -> bool:
    """Whether a quoted piece is the player's words (more than half of them the order's), not
    an example of the reader's ("answer that")."""
    words = re.findall(r"[\w']+", piece.lower())
    typed = set(re.findall(r"[\w']+", order.lower()))
    return bool(words) and sum(w in typed for w in words) * 2 > len(words)


def test_every_refusal_the_benchmarks_ask_quotes_the_players_words_in_a_sentence() -> None:
    orders = _refused_in_bench()
    assert len(orders) > 800
    for order in orders:
        sentence = refusal(read(order), None)
        if not sentence:
            continue  # read as something to do: the benchmarks judge that
        quoted = [p for pattern in _PIECES for p in pattern.findall(sentence)]
        quoted += [p for p in _HOW_TO.findall(sentence)]
        for piece in quoted:
            assert piece.strip(), (order, sentence)  # no empty quotes
            for part in re.split(r"\s*\.\.\.\s*", piece):  # cut short: each part
                if part and _players(part, order):
                    assert _bare(part) in _bare(order), (order, sentence, part)
        assert '""' not in sentence or '""' in order, (order, sentence)
        assert not MARKS.search(sentence) and "\x00" not in sentence, (order, sentence)
        assert sentence[-1] in ".!?" or sentence[-2:] in ('."', ".'", ".)"), (order, sentence)
        doubled = re.search(r"\b(\w+) \1\b", sentence, re.I)
        assert not doubled or re.search(rf"\b{doubled.group(1)}\W+{doubled.group(1)}\b", order,
                                        re.I), (order, sentence)
        verb = re.match(r"I don't know how to (\w+)", sentence)
        assert not verb or not re.fullmatch(r"\w{3,}(?:ing|ed)", verb.group(1).lower()) or (
            verb.group(1).lower() in _BARE), (order, sentence)
