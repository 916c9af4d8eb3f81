"""An order typed as a chat marks text up, read without the marks: stress round a word or words
("grab the *closest* arrow", "can you bring me the **bow**?", "**RUN**. get away from all the
monsters") changes nothing, and words struck through ("pick up the ~~sword~~ bow") are taken back
and are no part of the order, nor is a face ("ty :)"), unless it is what to say ("say :)")
(``lexicon_typed.STRESS_MARKS``, ``STRUCK``, ``EMOTICONS``). A star with a space or a word's
letter against it is no mark: "2 * 3", "bats*arrows" are products, as before; marks that do not
close are left as typed."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt
from agent.reading.patterns import lazy

# A stress mark, then words with no space against either mark, then the same mark; neither mark
# with a word's letter or another mark outside it.
_STRESSED = lazy(
    rf"(?<![\w*_])(?P<mark>{'|'.join(re.escape(m) for m in lt.STRESS_MARKS)})(?=[^\s*_])"
    r"(?P<words>[^*_\n]*?[^\s*_])(?P=mark)(?![\w*_])"
)
_STRUCK_OUT = lazy(rf"\s*{re.escape(lt.STRUCK)}[^~\n]+?{re.escape(lt.STRUCK)}")
# A face, a word of its own.
_FACE = lazy(rf"(?<!\S)(?:{'|'.join(re.escape(f) for f in lt.EMOTICONS)})(?!\S)")
# What to say, as typed: a face among it ("say :)"), a sign (map_symbols.py), a place
# (real_world.py).
SAYING = lazy(rf"^\s*(?:please\s+)?{lx.alt(lx.SAY_VERBS)}\b", re.I)
# What a face opens with, one of which an order must hold for faces to be looked for: a sign, or
# the letters of one ("xD").
_FACE_SIGNS = frozenset(face[0] for face in lt.EMOTICONS if not face[0].isalpha())
_FACE_WORDS = tuple(face for face in lt.EMOTICONS if face[0].isalpha())


def unmarked(order: str) -> str:
    """``order`` without a chat's marks: stressed words as they are, struck words left out;
    each kind of mark looked for only where its characters are (every order is asked)."""
    stressed, struck = "*" in order or "_" in order, lt.STRUCK in order
    faced = not _FACE_SIGNS.isdisjoint(order) or any(face in order for face in _FACE_WORDS)
    if not (stressed or struck or faced):
        return order
    text = _STRUCK_OUT.sub("", order) if struck else order
    text = _STRESSED.sub(r"\g<words>", text) if stressed else text
    return (_FACE.sub("", text) if faced and not SAYING.match(text) else text).strip()
