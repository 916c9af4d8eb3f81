"""A request said as the request itself, once, before anything is read: a gerund after "would
you mind" ("Would you mind terribly going and picking up the bow?": "go and pick up the bow?")
and a wish said as what would be lovely ("Staying within two tiles of me would be perfect.":
"Stay within two tiles of me."; "If not, the sword would be lovely.": "If not, the sword."), and
what is wanted rather than another said as what is not ("stand beside me rather than on top of
me": "stand beside me, not on top of me").
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_staying as lstay,
)
from agent.reading.patterns import lazy
from agent.reading.text import gerund_verb, minded


def plainly_asked(text: str) -> str:
    """``text`` with each sentence that asks by a gerund after "would you mind" or wishes for
    what would be lovely said as the request itself; as it is where none does."""
    low = text.lower()
    if "rather than" in low:  # "stand beside me rather than on top of me": ", not on top of me"
        text = _RATHER.sub(", not ", text)
    if ("rather" in low or "prefer" in low or "wish" in low or "sooner" in low) and (
            _WISH_YOU.search(text) is not None):  # "I'd rather you got the bow": get the bow
        text = _JOINED_PAST.sub(lambda found: found["join"] + _as_wished(found["verb"]),
                                _WISH_YOU.sub(lambda found: _as_wished(found["verb"]
                                                                       or found["wished"]), text))
    if "long as" in low:  # "Go wherever you like, as long as it's at least four tiles away"
        text = _ROAMING.sub(lstay.ROAMED + " ", text)
    if "out of" in low:  # "I'm out of arrows. Bring me one.": I have none
        text = _OUT_OF.sub(r"I have no ", text)
    if "long as" in low or "until" in low or "till" in low:
        text = _COVERED.sub(r"\g<doing> ", text)  # "explore, as long as you cover 20 tiles"
    if "mind" not in low and "would be" not in low:
        return text
    return "".join(_asked_plainly(said) for said in _SENTENCE_END.split(text))


_SENTENCE_END = lazy(r"(?<=[.!?])(?=\s)")
# ... before a thing, a place or a gerund: not a verb, which is said back as typed ("get the bow
# rather than kill the bat")
_ROAMING = lazy(rf"\b{lx.alt(lstay.ROAM_FREELY)}\s*,?\s*{lx.alt(lstay.AS_LONG_AS)}\s+", re.I)
_RATHER = lazy(r"\s*,?\s+rather than\s+(?=(?:on|in|at|by|near|next|beside|behind|the|a|an|my|your"
               r"|that|this|those|these|\w+ing)\b)", re.I)


# The player out of an item ("I'm all out of arrows", "I've run out of arrows"): they have none,
# which "one" after it stands for.
_OUT_OF = lazy(r"\bi(?:'m|\s+am|'ve\s+run|\s+have\s+run|\s+ran)\s+(?:all\s+|completely\s+)?"
               rf"out\s+of\s+(?=(?:the\s+)?(?:{lx.noun_pattern(lx.ITEM_KINDS)})\b)", re.I)
# Exploring on a condition of the tiles it covers, anywhere it likes ("Explore wherever you want,
# as long as you cover at least 20 tiles"): exploring that many (``explored``).
_COVERED = lazy(rf"\b(?P<doing>{lx.alt(ldu.EXPLORE_VERBS)})(?:\s+(?:wherever|anywhere)\s+you\s+"
                r"(?:like|want|please|fancy))?\s*,?\s*(?:as\s+long\s+as|so\s+long\s+as|until|till)"
                rf"\s+you(?:'ve|\s+have)?\s+{lx.alt(ldu.COVERED_VERBS)}\s+"
                r"(?=(?:at\s+least\s+|a\s+minimum\s+of\s+)?\d)", re.I)


# A wish that the companion did it, in the past or after "would" ("I'd rather you got the bow",
# "I'd prefer it if you stayed put", "I wish you'd follow me"): the order wished for; a wish that
# it did not ("I'd rather you didn't follow me") as typed.
_WISHED_VERB = r"(?!(?:did|didn|would|could|were|was|had|do|to)\b)[a-z]+\b(?!')"
_WISH_YOU = lazy(r"\bi(?:'d|\s+would)\s+(?:much\s+|really\s+)?(?:rather|sooner|prefer(?:\s+it)?"
                 rf"(?:\s+if|\s+that)?)\s+you\s+(?P<verb>{_WISHED_VERB})"
                 rf"|\bi\s+(?:really\s+|just\s+)?wish\s+you(?:'d|\s+would)?\s+(?P<wished>{_WISHED_VERB})",
                 re.I)


# "..., and then came back to me": the verbs joined to the one wished, as orders say them.
_JOINED_PAST = lazy(r"(?P<join>\b(?:and\s+then|then|and)\s+)(?P<verb>[a-z]+)\b(?!')", re.I)


def _as_wished(said: str) -> str:
    """The verb of an order ``said`` is in the past ("got", "stayed": get, stay); as said where it
    is not one (``narrated.order_verb``, an errand's or a duty's verb only)."""
    from agent.reading.narrated import order_verb  # it says the order plainly with this module

    return order_verb(said, strict=True) or said


# What the player wishes for, said as what would be lovely ("A dozen tiles or so would be
# lovely", "If not, the sword would be lovely", "Staying within two tiles of it would be
# wonderful"); not "that" or "it" of the request before ("I think it would be"), nor
# somewhere or about so far wished ("somewhere around three to five tiles away from me",
# "about 4 tiles from me": distances_kept).
_LOVELY = lazy(rf"^(?P<wish>(?!(?:that|it|this|somewhere|anywhere|{lx.alt(lp.ROUGHLY)}|\d)\b)"
               r"\S.*?)(?<!\bthat)(?:(?<=\bof it)|(?<=\bto it)|(?<!\bit))(?<!\bthis)\s+would be"
               r" (?:so |really |just )?(?:lovely|wonderful|perfect|great|nice|ideal|brilliant"
               rf"|grand|appreciated)(?:[\s,]+{lx.alt(lx.THANKS)}(?: so much| kindly)?)?[\s.!]*$",
               re.I)
_GERUND = lazy(r"^(?P<verb>[a-z]+ing)\b", re.I)


def _asked_plainly(sentence: str) -> str:
    said = sentence.lstrip()
    if (wished := _LOVELY.match(said)) is not None:
        end = said.rstrip()[-1:] if said.rstrip()[-1:] in ".!?" else ""
        return sentence[:len(sentence) - len(said)] + _as_verb(wished["wish"]) + end
    return sentence[:len(sentence) - len(said)] + minded(said)


def _as_verb(words: str) -> str:
    """``words`` with the gerund they open with as its verb ("Staying ...": "Stay ...")."""
    found = _GERUND.match(words)
    verb = gerund_verb(found["verb"].lower()) if found is not None else None
    return words if verb is None else verb + words[found.end():]  # type: ignore[union-attr]


