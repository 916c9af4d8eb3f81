"""An order put as a suggestion or asked as a question: "maybe you could get the sword?", "why
not follow me?", "what if you went and stood by the bow?", "how about guarding me for a bit?".
The order said is the order: its verbs as an order says them ("go and stand by the bow"). A
question that is no suggestion to the companion ("what if the gorgon catches me?", "why don't
bats die to the sword?") is left as it is, and the reader refuses it; so is a suggestion whose
words after it open no order ("how about the bow?"). Pure text work on one sentence, before its
clauses are split (``agent.reading.requests``)."""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_typed as lt
from agent.reading.patterns import lazy
from agent.reading.text import gerund_verb, holds_any

# A chance asked of: "any chance you could patrol ...?", "is there any chance you could ...?".
_A_CHANCE = tuple(f"{asked}chance you {can}" for asked in ("any ", "is there any ", "is there a ")
                  for can in ("could", "can"))
_SAID = (*lt.SUGGESTED, *_A_CHANCE)
_OPENS = lazy(rf"^\W*(?:(?P<said>{lx.alt(_SAID)})|(?P<past>{lx.alt(lt.SUGGESTED_PAST)})"
              rf"|(?P<doing>{lx.alt(lt.SUGGESTED_DOING)}))\s+(?P<rest>\w.*)$", re.I | re.S)
# A cheap test of the words a suggestion may open with.
_FIRST = tuple({said.split()[0] + " " for said in (*_SAID, *lt.SUGGESTED_PAST,
                                                   *lt.SUGGESTED_DOING)})
# "what if you were to get the sword", "how about if you went and ...": words before the verb.
_WERE_TO = lazy(r"^(?:were to|would|could|just|maybe|perhaps)\s+", re.I)
# A question asked after the supposition: no order.
_ASKS = lazy(r"\b(?:how|what|which|who|where|would|will)\b", re.I)
_MISHAP = lazy(rf"^{lx.alt(lt.MISHAPS)}\b", re.I)
# Where a verb of another step may stand: after "and", "then", a comma.
_JOINED = lazy(r"(?P<join>(?:^|,|\band\b|\bthen\b)(?:\s*(?:and then|then|after that"
               r"|afterwards)\b)?\s*)(?P<word>[a-z]+)\b", re.I)


# A suggestion after another step: "get the bow, maybe you could kill a bat" (it was taken for
# a remark on the companion and dropped); not "you could" alone, which may say what the companion
# can do ("get the bow, you could kill bats with it").
_MAYBE = tuple(said for said in lt.SUGGESTED if not said.startswith(("you ", "we ")))
_WITHIN = lazy(r"(?P<join>,\s*(?:(?:and|then)\s+)?|\s(?:and|then)\s+)"
               rf"(?P<said>{lx.alt(_MAYBE)})\s+(?=(?P<next>[a-z]+)\b)", re.I)
_MAY = ("could", "can", "might", "why not")


def _within(sentence: str) -> str:
    """The sentence with a suggestion after another step said as the order it is."""
    low = sentence.lower()
    if not holds_any(low, _MAY):
        return sentence
    return _WITHIN.sub(lambda found: found.group("join") if found.group("next").lower() in (
        lx.ACTION_VERBS) else found.group(0), sentence)


def suggested(sentence: str, is_order: Callable[[str], bool]) -> str:
    """The order a suggestion says ("what if you went and stood by the bow?": "go and stand by
    the bow?"), when the words after it open one (``is_order``); else the sentence as it is."""
    sentence = _within(sentence)
    if not sentence[:12].lstrip(" \"'(").lower().startswith(_FIRST):
        return sentence
    found = _OPENS.match(sentence)
    if found is None:
        return sentence
    rest = found.group("rest")
    if _ASKS.search(rest) or _MISHAP.match(rest):
        return sentence  # "what if you took the bow, how many items would be left?": supposed
    if found.group("past"):
        plain = _WERE_TO.sub("", rest)
        if plain == rest and _present(rest.split()[0]) == rest.split()[0]:
            return sentence  # "what if you get lost?": a question of what would happen
        rest = _JOINED.sub(lambda said: said.group("join") + _present(said.group("word")), plain)
    elif found.group("doing"):
        rest = _JOINED.sub(lambda said: said.group("join") + (
            gerund_verb(said.group("word").lower()) or said.group("word")), rest)
    return rest if is_order(rest) else sentence


def _present(word: str) -> str:
    """The verb of an order a past form is ("went" -> "go", "waited" -> "wait"), else the word."""
    low = word.lower()
    if (verb := lp.PAST_IRREGULAR.get(low) or lp.PAST_FORMS.get(low)) is not None:
        return verb
    if low.endswith("ed"):
        stem = low[:-2]
        for verb in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2]
                     else stem, stem[:-1] + "y" if stem.endswith("i") else stem):
            if verb in lx.ACTION_VERBS:
                return verb
    return word

