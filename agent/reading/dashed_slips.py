"""A slip put right between dashes inside a sentence, and the order going on after the second
dash: a thing ("if you're carrying an arrow - sorry, the bow - go kill a bat, else come to me":
the bow in the arrow's place) or the words the sentence opened with said again ("as soon as I
move - I mean as soon as I step off this tile - follow me": the second in the first's place).
Before, the sentence was cut at the correction and neither half read. What is put right is said
where the slip was, and the order after the dash goes on after a comma, as
``afterthoughts.put_right_in_place`` does for a thing put right between commas; anything else
between dashes is left as it is."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp
from agent.reading.patterns import lazy
from agent.reading.sequence import OBJECT, starts_with_action
from agent.reading.text import strip_filler

_DASH = r"\s+-+\s+"
_CORRECTING = rf"(?:(?:{lx.alt(lp.CORRECTION)}|no)\s*,?\s*)+"
# A thing, then the correction between dashes: "an arrow - sorry, the bow - go kill a bat".
_THING_SLIP = lazy(rf"(?P<det>\b(?:the|a|an|that|this|your|my)\s+)[a-z][\w'-]*{_DASH}"
                   rf"{_CORRECTING}(?P<new>(?:the|a|an|that|this|your|my)\s+[^-]+?){_DASH}"
                   r"(?P<more>\S.*)$", re.I)
# The words said again: "as soon as I move - I mean as soon as I step off this tile - ...".
_SAID_AGAIN = lazy(rf"^(?P<old>\S.*?){_DASH}{_CORRECTING}(?P<new>\S[^-]*?){_DASH}"
                   r"(?P<more>\S.*)$", re.I)
_JOINED = lazy(r"^(?:and\s+then|and|then)\s+", re.I)
_GATE = frozenset(said.split()[-1] for said in (*lp.CORRECTION, "no"))


def dashed(sentence: str) -> str:
    """``sentence`` with a slip put right between dashes said in the slip's place, the order
    after the dash after a comma; as it is where it holds no such slip."""
    if " -" not in sentence or _GATE.isdisjoint(re.findall(r"[a-z]+", sentence.lower())):
        return sentence
    if (found := _THING_SLIP.search(sentence)) is not None and OBJECT.fullmatch(
            found["new"].strip()) and _goes_on(found["more"]):
        return f"{sentence[:found.start('det')]}{found['new'].strip()}, {found['more']}"
    found = _SAID_AGAIN.match(sentence)
    if found is None or not _goes_on(found["more"]):
        return sentence
    old, new = found["old"].lower().split(), found["new"].lower().split()
    if len(old) < 2 or len(new) < 2 or old[0] != new[0]:
        return sentence  # the correction opens otherwise: left as it is
    return f"{found['new'].strip()}, {found['more']}"


def _goes_on(more: str) -> bool:
    """Whether the words after the second dash are an order going on ("go kill a bat")."""
    return starts_with_action(strip_filler(_JOINED.sub("", more)))


# A way put right at once, said in the place of the one before it: "go left... actually right,
# 3 steps", "walk 3 steps left, no, right", "go left - I mean right, 3 steps" (right); a way
# said alone in a sentence of its own after it is kept for this by ``set_off``.
_WAYS_SAID = tuple(w for w in lx.WAYS if len(w) > 1)  # not "a", "s", "w", "d"
_WAY_SLIP = lazy(rf"\b(?P<old>{lx.alt(_WAYS_SAID)})\s*(?:,|\.{{2,}}|…|\s-+)?\s*"
                 rf"{_CORRECTING}(?P<new>{lx.alt(_WAYS_SAID)})\b", re.I)


def way_put_right(sentence: str) -> str:
    """The sentence with a way put right said in the place of the one it puts right."""
    if _GATE.isdisjoint(sentence.lower().replace(",", " ").split()):
        return sentence
    found = _WAY_SLIP.search(sentence)
    return sentence if found is None else (
        sentence[:found.start()] + found.group("new") + sentence[found.end():])
