"""A deed the game has no skill for, told from a name by the word's form, not by a list of deeds:
"get the bow, knit" is a step said back ("I don't know how to knit"), "get the bow, bob" a name
said to the companion, left out.

A verb is a word whose "-ing" form English uses often beside it (the spelling layer's dictionary
counts "knitting" about as often as "knit", "juggling" more than "juggle"); a name or a form of
address is not ("buddying", "sirring", "duding" are no words). The few names and forms of address
that are verbs as well ("bob", "kid", "mate") are data (``lexicon_address.NAMES_LIKE_VERBS``), and
a word written with a capital is a name before this is asked (``set_off.named``).
"""

from __future__ import annotations

from functools import lru_cache

from agent.reading import (
    lexicon as lx,
    lexicon_address as la,
    lexicon_parts as lp,
    lexicon_typed as lt,
)
from agent.reading.patterns import lazy
from agent.reading.spelling import counted

# How often a verb's "-ing" form is used at the least, for each use of the word itself: a tenth
# ("nap": "napping" 0.12, "open" 0.11; "champ" 0.06, "bill" 0.06, "will" 0.02, "buddy" 0).
ING_SHARE = 0.1
# A word of one syllable ending in a consonant, one vowel and a consonant ("knit", "swim", "bob").
_SHORT_CLOSED = lazy(r"[^aeiou]*[aeiou][^aeiouwxy]")
# The count the dictionary gives the rarest words it holds: an "-ing" form seen no more is no
# sign of a verb ("broadsiding").
RAREST = 50
# How far into the words a deed opened by another verb is looked for ("do a little dance").
_DEED_WITHIN = 4
# What a verb that opens a deed of another word takes next: a thing done ("do a little dance",
# "have a nap"), or who is let ("let me sleep"; "let the bat simmer", "let nobody steal it" are
# no deed asked of the companion).
_ARTICLES = ("a", "an", "the", "some", "my", "your")
_BARE_VERB_TAKES = {"do": _ARTICLES, "have": _ARTICLES, "let": ("me", "us")}
# The verbs the reader reads in rows of their own (errands, sums, a ride asked, a report): never
# a deed it has no skill for.
_READ_VERBS = frozenset((*lx.ACTION_VERBS, *(said.split()[0] for said in (
    *lp.WORK_OUT, *lx.ADD_UP, *lp.TAKE_VERBS, *lt.A_RIDE, *lp.REPORT_ALONE, *lp.VITALS_ASKED))))


def opens_with_deed(rest: str) -> bool:
    """Whether words after a comma open with a deed ("get the bow, knit", "..., sing loudly",
    "..., do a little dance", "..., let me sleep"), not a name ("..., bob", "..., good lad"), how
    ("..., fast fast") or who is let ("..., let nobody steal it")."""
    words = rest.lower().strip(" .!?").split()
    return bool(words) and (a_deed(words[0]) or len(words) > 2 and words[1] in _BARE_VERB_TAKES.get(
        words[0], ()) and any(a_deed(w) for w in words[2:_DEED_WITHIN]))


@lru_cache(maxsize=4096)
def a_deed(word: str) -> bool:
    """Whether a lower-case ``word`` is a verb by its form ("knit", "whistle", "swim"), and no
    name, form of address, word that opens a remark ("bob", "mate", "hope ...") or the reader's
    own verb or word that may change an order ("say", "add", "leave")."""
    if not word.isalpha() or word in la.NAMES_LIKE_VERBS or word in la.NAMES or (
            word in lp.REMARK_START or word in lp.REMARK_VERBS or word in _READ_VERBS
            or word in la.CHANGES_MEANING):
        return False
    used = counted(word)
    ing = max(counted(form) for form in _ing_forms(word))
    return used > 0 and ing > RAREST and ing >= used * ING_SHARE


def _ing_forms(word: str) -> tuple[str, ...]:
    """The ways a word's "-ing" form may be spelt ("dancing", "dying", "opening", "admitting"),
    the dictionary's counts saying which is a word; a word of one syllable that ends in a
    consonant, a vowel and a consonant doubles its last ("knitting"), its "-ing" form never the
    one of another word ("hoping" is of "hope", "timing" of "time": not of "hop", "tim")."""
    if _SHORT_CLOSED.fullmatch(word):
        return (word + word[-1] + "ing",)
    forms = [word + "ing", word + word[-1] + "ing"]
    if word.endswith("ie"):
        forms.append(word[:-2] + "ying")
    elif word.endswith("e"):
        forms.append(word[:-1] + "ing")
    return tuple(forms)
