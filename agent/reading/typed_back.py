"""Words said back as the player typed them: the end of a clause the reader did not read ("get
the sword and cant you hurry", "go to the bow and isnt that the sword") is cut from the words
as typed ("can't you hurry", "isn't that the sword"), never joined back from the reader's
tokens, whose spelt-out forms and split apostrophes ("can not you hurry", "isn t that the
sword") are the reader's own and no words of the player's."""

from __future__ import annotations

from dataclasses import replace

from agent.reading import meaning as m
from agent.reading.text import expand, spell_out, strip_filler
from agent.reading.tokens import token_starts, tokenize

# How many more tokens than the words said back an end of the typed words is let run to before
# no end of them is looked for further (a word spelt out is two: "can't" -> "can not").
_SLACK = 4


def typed_back(steps: tuple[m.Step, ...], *typed: str) -> tuple[m.Step, ...]:
    """``steps`` with each unread one's words (``meaning.Unknown``) as typed where one of
    ``typed`` (the clause as said, the words after its errand) ends in words that read as
    them."""
    out: list[m.Step] = []
    for step in steps:
        if isinstance(step, m.Unknown) and step.words:
            said = next((end for t in typed if (end := typed_end(step.words, t)) is not None),
                        None)
            step = replace(step, words=said) if said is not None else step
        out.append(step)
    return tuple(out)


def typed_end(words: str, typed: str) -> str | None:
    """The end of ``typed`` that reads as ``words`` (the reader's words for it) from the same
    first word, as typed, where it holds a word the reader spells out or splits ("can't",
    "isn't"); None where no end of it does, or it holds none (the reader's words are the
    player's)."""
    want, tokens = _read_as(words), tokenize(words.lower())  # "can not you", "isn t that"
    if not want or not tokens or not typed:
        return None
    for start in reversed(token_starts(typed.lower())):
        end = typed[start:].strip(" ,")
        got, said = _read_as(end), tokenize(end.lower())
        spelt = tokenize(expand(spell_out(end.lower())))  # "cant you" -> "can not you"
        if (got == want or tokens in (said, spelt)) and tokens[0] in (said[:1] + spelt[:1]):
            return end if "'" in end or spelt != said else None
        if len(got) > len(want) + _SLACK:
            return None
    return None


def _read_as(words: str) -> list[str]:
    return tokenize(expand(strip_filler(words.lower())))
