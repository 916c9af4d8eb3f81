"""How many of a thing, and which, said before its name: "both bats", "all the arrows", "one of
the bats", "two more arrows", "the nearest". Each row is one kind of word before the name and
makes how it changes the ``Amount`` said so far; ``amount`` takes every row that matches where
the one before it left off ("all three of the nearest ...": every, a number, the nearest)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.memo import per_order
from agent.reading.patterns import together
from agent.reading.rows import DIGIT, Row, Table


@dataclass(frozen=True, slots=True)
class Amount:
    """What the words before a thing's name say: "both", "every", a number, which one."""

    both: bool = False  # "both bats" is every bat; "both the sword and the bow" is not
    every: bool = False  # "all", "every", "each"
    count: int | None = None  # a number said ("two arrows", "one of the bats")
    pick: str = ""  # m.NEAREST or m.FARTHEST


# The words of the rows, by class (they belong in the lexicon).
EVERY = ("all of the", "all the", "all of", "all", "every single", "every last", "every",
         "each of the", "each", "any and all", "the rest of the", "rest of the",
         "all the remaining", "all remaining", "the remaining", "remaining")
BOTH = ("both of the", "both the", "both of", "both")
ONE_OF = ("one of the", "one of", "either of the", "any one of the")
ONE = ("the last", "the", "a", "an", "one", "any", "some", "that", "this", "those", "these",
       "a single", "the one", "another", "one more", "the other", "one of the", "one of",
       "any of the", "some of the", "either of the", "either", "a random", "any old", "teh",
       # "get more arrows": as "get some arrows" (a count is "two more arrows")
       "some more", "any more", "more",
       # "get my sword", "give me your arrows": whoever's, the thing is the same kind
       "my", "your")
NEAR = (*lx.NEAREST, "nearby", "next")
FAR = (*lx.FARTHEST, "most distant", "remotest")
# A number said in digits or words, more than none ("single" is "a single", "both" a row).
_WORDS = [w for w, n in lx.NUMBER_WORDS.items()
          if n > 0 and (" " in w or (lx.number(w) and w not in ("both", "single")))]
PIECES = {"EVERY": EVERY, "BOTH": BOTH, "ONE_OF": ONE_OF, "ONE": ONE, "NEAR": NEAR, "FAR": FAR,
          "NUMBER": rf"0*[1-9]\d*|{lx.alternatives(_WORDS)}", "WORDS": r".*"}

Said = Callable[[Amount, dict[str, str]], Amount]


def _counted(said: Amount, words: dict[str, str]) -> Amount:
    """ "all three arrows": as many as said (the skills stop when there are no more)."""
    n = words["n"]
    return replace(said, every=False, count=int(n) if n.isdigit() else lx.NUMBER_WORDS[n])


AMOUNTS: Table[Said] = Table((
    # "exactly one bat", "precisely two arrows": the count said, as said without the word
    Row("exactly", "(exactly|precisely) {after:WORDS}", lambda said, words: said,
        (f"exactly one {lx.BAT}", f"precisely 2 {lx.ARROW}s")),
    Row("both", "{BOTH} {after:WORDS}", lambda said, words: replace(said, both=True),
        (f"both {lx.BAT}s", f"both of the {lx.ARROW}s")),
    Row("every", "{EVERY} {after:WORDS}", lambda said, words: replace(said, every=True),
        (f"all the {lx.BAT}s", f"every single {lx.ARROW}", f"the remaining {lx.GORGON}s")),
    Row("one of", "{ONE_OF} {after:WORDS}", lambda said, words: replace(said, count=1),
        (f"one of the {lx.ARROW}s", f"either of the {lx.BAT}s")),
    Row("an article", "{ONE} {after:WORDS}", lambda said, words: said,
        (f"the {lx.BOW}", f"an {lx.ARROW}", f"some more {lx.ARROW}s", f"my {lx.SWORD}")),
    Row("a number", "{n:NUMBER} [of the|of|more] {after:WORDS}", _counted,
        (f"3 {lx.ARROW}s", f"two of the {lx.BAT}s", f"twelve more {lx.ARROW}s")),
    Row("near", "{NEAR} {after:WORDS}", lambda said, words: replace(said, pick=m.NEAREST),
        (f"{lx.NEAREST[0]} {lx.ARROW}", f"{lx.NEAREST[-1]} {lx.BAT}")),
    Row("far", "({FAR}|most far away) {after:WORDS}",
        lambda said, words: replace(said, pick=m.FARTHEST),
        (f"{lx.FARTHEST[0]} {lx.ARROW}", f"most far away {lx.BAT}")),
), PIECES)


# Nothing said (an Amount is made once: a frozen dataclass takes a microsecond to make).
_NOTHING = Amount()


@together
def _opens() -> tuple[tuple[str, ...], ...]:
    """For each row, the first words a text it reads may begin with (the empty word, which every
    text begins with, where they are not known): a match only where one is."""
    _, firsts, loose = AMOUNTS.joined()
    return tuple(("",) if at in loose or (DIGIT, at) in firsts else tuple(
        {w for w, row in firsts if row == at}) for at in range(len(AMOUNTS.rows)))


@per_order  # a third of the words asked of are asked again in the same order
def amount(words: str) -> tuple[Amount, int]:
    """What the words before a thing's name say, and how many words that is: the rows that
    match where the one before left off, in order."""
    said, rest = _NOTHING, words
    for opens, (pattern, row) in zip(_opens(), AMOUNTS.compiled(), strict=True):
        if rest.startswith(opens) and (found := pattern.match(rest)) is not None:
            said = row.makes(said, found.groupdict())
            rest = found["after"]
    return said, 0 if rest is words else len(words.split()) - len(rest.split())
