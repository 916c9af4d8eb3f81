"""A story told of the companion, read as the order it tells: "The loyal companion now fetches
the bow.", "Our hero's friend waits by the sword until the hero arrives.", "And then the
companion counted the bats and told the hero how many remained.", "Unless a bat came near, the
companion would fetch the bow; and if one did, it would run back to the hero."

The companion told of in the third person (``lexicon_typed.NARRATED_COMPANION``, with who tells
of it and what the story calls it: "the companion", "the loyal companion", "our hero's friend")
as the subject of a verb of an order, in the third person present, in the past, or after
"would", "will", "shall" or "did", is the companion told to: the subject, what the story says of
it between commas ("the companion, ever faithful, ...") and the words a story opens the
sentence with ("And then", "Once upon a time") are left out, and the verb is said as an order
says it ("fetches", "fetched", "would fetch": fetch); so are the verbs joined to it ("took up the
sword and went forth": take up the sword and go), "it" before such a verb later in the story,
and "its" ("with its bow": with your bow). The player told of (``NARRATED_HERO``: "the hero",
"our hero") is "me" ("I" before its verb, "my" with "'s"), and so are "he", "him" and "his"
after it; the player's and the monsters' verbs are said as now ("until the hero arrives": until
I arrive; "unless a bat came near": unless a bat comes near). A question the story says the
player asked is asked ("the hero asked where the bow lay": tell me where the bow lay), and the
answer the story tells of is no order.

Done once for the order, after old English is made today's and before anything is read
(``reader.read``), as ``spelling.modern`` does: a narrator's person and tense are how the order
is said, not what it asks, and every reading after takes an order's own forms. Only the
subject's words and the verbs' forms change; the words after each verb are read as said. A story
that tells of no verb of an order, or only of someone else ("The companion was brave.", "The
companion climbed the dungeon wall.", "the bat fled"), is left as it is, and the reader refuses
it.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_typed as lt
from agent.reading.asked_plainly import plainly_asked
from agent.reading.old_sayings import in_plain_words
from agent.reading.patterns import lazy
from agent.reading.small_talk import without_small_talk
from agent.reading.spelling import known_word, modern, vocabulary
from agent.reading.text import clean, gerund_verb, words_in

# The words a story's companion or player is named by: an order with none tells no story.
_NAMES = frozenset(word for said in (*lt.NARRATED_COMPANION, *lt.NARRATED_HERO)
                   for word in said.split())

_EPITHET = rf"(?:{lx.alt(lt.NARRATED_EPITHETS)})(?:\s*,\s*|\s+and\s+|\s+)"
_COMPANION = (rf"(?:{lx.alt(lt.NARRATED_BY)})\s+(?:{_EPITHET})*"
              rf"(?:{lx.alt(lt.NARRATED_COMPANION)})(?![\w'-])")
_HERO = (rf"(?:{lx.alt(lt.NARRATED_HERO_BY)})\s+(?:(?:{lx.alt(lt.NARRATED_HERO_EPITHETS)})\s+)*"
         rf"(?:{lx.alt(lt.NARRATED_HERO)})(?![\w-])")
# Where a sentence opens, with the words a story opens it with ("And then, ...").
_OPENS = rf"(?P<mark>(?:^|(?<=[.;!?]))\s*)(?P<opener>(?:{lx.alt(lt.STORY_OPENERS)})\s*,?\s+)*"
# How and when the story says the companion did it, before its verb.
_HOW = rf"(?P<how>(?:(?:{lx.alt(lt.NARRATED_MANNER, lt.NARRATED_WHEN)})\s*,?\s+)*)"
# The verb: a form of it, or the verb after "would", "will", "did" ...; "forth" after a going.
_VERB = (rf"(?:(?P<will>{lx.alt(lt.NARRATED_WILL)})\s+(?P<base>[a-z]+)|(?P<form>[a-z]+))\b"
         r"(?P<forth>\s+forth\b)?")

# "The loyal companion now fetches the bow", "..., the companion, ever faithful, followed ...".
_TOLD_OF = lazy(rf"(?:{_OPENS})?(?P<who>{_COMPANION})(?:\s*,\s*(?P<aside>[^,.;!?]+?)\s*,)?\s+"
                rf"{_HOW}{_VERB}", re.I)
# "..., and then it fetched the bow", "if one did, it would run back": the companion again.
_IT_AGAIN = lazy(r"(?P<lead>(?:^|[,;.!?]|\b(?:and|then|so|but|otherwise|else)\b)\s*"
                 rf"(?:(?:and|then|so|but|only)\s+)*)\bit\s+{_HOW}{_VERB}", re.I)
# "and only then did it go for the bow": the verb after the story's "did it".
_DID_IT = lazy(rf"\b(?P<when>(?:and\s+)?(?:only\s+)?then|at last|thereupon)\s+"
               rf"(?:{lx.alt(lt.NARRATED_WILL)})\s+(?:it|{_COMPANION})\s+(?=[a-z])", re.I)
# "took up the sword and went forth", "counted the bats and told the hero": the same one's verbs.
_JOINED = lazy(r"(?P<join>,\s*(?:(?:and\s+)?(?:then|after that|afterwards)\s+|and\s+)?"
               r"|\b(?:and\s+then|and|then)\s+)(?P<form>[a-z]+)\b(?P<forth>\s+forth\b)?", re.I)
# "Standing guard over the bow, the companion never strayed ...": what it did, said first.
_DOING_FIRST = lazy(rf"(?P<mark>(?:^|(?<=[.;!?]))\s*)(?P<doing>[a-z]+ing)\b(?P<rest>[^,.;!?]*),"
                    rf"\s*(?=(?:(?:{lx.alt(lt.STORY_OPENERS)})\s*,?\s+)*{_COMPANION}\s)", re.I)
# "the hero asked the companion what weapon ...": the question; "and the companion answered".
_ASKED = lazy(rf"{_OPENS}(?:{_HERO}|he|she)\s+(?:{lx.alt(lt.NARRATED_ASKED)})"
              rf"(?:\s+(?:{_COMPANION}|it|him|her))?\s+"
              r"(?=(?:what|where|which|how|who|whom|whose|whether|if|why|when)\b)", re.I)
_ANSWERED = lazy(rf"\s*,?\s*(?:\band\s+)?(?:then\s+)?(?:{_COMPANION}|it|he|she)\s+"
                 rf"(?:{lx.alt(lt.NARRATED_ANSWERED)})(?=\s*(?:[.;!?]|$))", re.I)
# The player told of: "the hero's" (mine), "the hero arrives" (I arrive), "the hero" (me).
_HERO_TOLD = lazy(rf"\b(?P<hero>{_HERO}|(?:he|she|him)(?![\w'-]))(?P<own>'s)?"
                  rf"(?:\s+{_HOW}(?P<form>[a-z]+)\b)?", re.I)
_HERO_NAMED = lazy(_HERO, re.I)
_HIS = lazy(r"(?<![\w'])his(?![\w'])", re.I)
_ITS = lazy(r"(?<![\w'])its(?![\w'])", re.I)
_IT_DID = lazy(r"\bit\s+(?P<form>[a-z]+)\b", re.I)
# "Were the hero's health below two, ...": if it were.
_WERE = lazy(r"(?P<mark>(?:^|(?<=[.;!?]))\s*)were\s+(?P<what>(?:[\w']+\s+){0,2}?[\w']+)\s+"
             rf"(?=(?:{lx.alt(lt.NARRATED_WERE)})\b)", re.I)
# "a bat came near", "if one did", "how many remained": a monster's or a thing's verb, said now.
_THEIRS = lazy(r"\b(?P<who>(?:(?:a|an|the|any|one|no|each|every|some|that|this)\s+)?"
               rf"(?P<noun>{lx.noun_pattern(lx.MONSTER_SET | lx.ITEM_KINDS)})|one|none|how many)"
               r"\s+(?P<form>[a-z]+)\b", re.I)
_BEFORE = lazy(rf"\b{lx.alt(lt.NARRATED_BEFORE)}\b", re.I)
# A clause that opens with one of these names its own subject: "if the companion gets hurt".
_OWN_CLAUSE = frozenset((*lx.LEADS, "that", "which", "who", "where", "as", "because", "since",
                         "than", "whether", "though", "although", "how", "what", "lest", "if"))


def as_today(text: str) -> str:
    """The order's words as an order says them today, once, before anything is read (``reader.
    read``): cleaned, old English as today's (``spelling.modern``), a story told of the
    companion as the order it tells (``told``), a role-player's sayings said plainly
    (``old_sayings``), small talk left out (``small_talk``) and a request by a gerund or a wish
    said plainly (``asked_plainly``)."""
    return plainly_asked(without_small_talk(in_plain_words(told(modern(clean(text))))))


def told(text: str) -> str:
    """The order a story of the companion tells, said as an order; the text as it is where it
    tells of no verb of an order said of the companion."""
    if _NAMES.isdisjoint(words_in(text.lower())):
        return text  # no companion or player told of: most orders
    asked = _ASKED.search(text) is not None
    # "the hero asked where the bow lay": tell me where the bow lay
    said = _ANSWERED.sub("", _ASKED.sub(lambda found: f"{found.group('mark')}{lx.TELL_ME[0]} ",
                                        text))
    said = _DID_IT.sub(r"\g<when> ", _DOING_FIRST.sub(_done_first, said))
    turned: list[str] = []
    said = _TOLD_OF.sub(lambda found: _companions(found, turned), said)
    if not (turned or asked) or _BEFORE.search(text) or any(
            _untold(found) for found in _JOINED.finditer(said)):
        # a story of someone, or of what the companion is, or of what it did that no order
        # asks ("... and spoke the sum of both"): no order
        return text
    said = _JOINED.sub(_joined, _IT_AGAIN.sub(_its_verb, said))
    said = _ITS.sub("your", _IT_DID.sub(_it_did, said))
    if _HERO_NAMED.search(text) is not None:
        said = _HIS.sub("my", _HERO_TOLD.sub(_heros, said))
    said = _WERE.sub(lambda found: f"{found.group('mark')}if {found.group('what')} were ", said)
    return _THEIRS.sub(_theirs, said)


def _companions(found: re.Match[str], turned: list[str]) -> str:
    """The companion's verb as an order says it, without its subject (kept in ``turned``); the
    words as they were where they open a clause of their own or tell of no verb of an order."""
    before = found.string[:found.start()].split()
    if found.group("mark") is None and before and before[-1].lower() in _OWN_CLAUSE:
        return found.group(0)  # "if the companion gets hurt": a condition, not the story
    aside = found.group("aside")
    if aside is not None and len(aside.split()) > 6:
        return found.group(0)
    verb = _verb_of(found)
    if verb is None:
        return found.group(0)
    turned.append(verb)
    return (found.group("mark") or "") + _when(found.group("how")) + verb


def _its_verb(found: re.Match[str]) -> str:
    if (verb := _verb_of(found)) is None:
        return found.group(0)
    return found.group("lead") + _when(found.group("how")) + verb


def _verb_of(found: re.Match[str]) -> str | None:
    """The verb of an order the words say, as an order says it ("fetched", "would fetch":
    fetch), without a going's "forth"; None where they say none."""
    if found.group("will"):
        verb: str | None = found.group("base").lower()
        if not _an_order(verb or ""):
            return None
    else:
        verb = order_verb(found.group("form"))
    return verb


def _joined(found: re.Match[str]) -> str:
    verb = order_verb(found.group("form"), strict=True)
    return found.group(0) if verb is None else found.group("join") + verb


def _untold(found: re.Match[str]) -> bool:
    """A verb joined to the companion's in the story, said in the past, of no order."""
    form = found.group("form").lower()
    return _past(form) and _verb(form) is not None and order_verb(form) is None


def _it_did(found: re.Match[str]) -> str:
    """ "everything it carried", "how much health it had left": the companion's, said to it."""
    form = found.group("form").lower()
    verb = _verb(form)
    return found.group(0) if verb not in lt.NARRATED_ITS or verb == form else f"you {verb}"


def _heros(found: re.Match[str]) -> str:
    hero = found.group("hero").lower()
    if found.group("own"):
        own = "my" if hero not in ("he", "him") else found.group("hero") + "'s"
        return own + found.string[found.end("own"):found.end()]
    verb = _verb(found.group("form")) if found.group("form") else None
    if verb is not None and hero != "him":
        return f"I {_when(found.group('how'))}{verb}"
    if hero in ("he", "she"):
        return found.group(0)  # "he is": said of someone, no verb the reader reads
    return "me" + found.group(0)[len(found.group("hero")):]


def _theirs(found: re.Match[str]) -> str:
    """ "a bat came near": comes near; "how many remained": remain."""
    form = found.group("form").lower()
    verb = _verb(form)
    if verb is None or verb == form or not _past(form):
        return found.group(0)
    who = found.group("who")
    many = who.lower() == "how many" or (found.group("noun") and lx.is_plural(found.group("noun")))
    return f"{who} {verb if many else third_person(verb)}"


def _done_first(found: re.Match[str]) -> str:
    """ "Standing guard over the bow, the companion ...": stand guard over the bow, ..."""
    verb = gerund_verb(found.group("doing").lower())
    if verb is None:
        return found.group(0)
    return f"{found.group('mark')}{verb}{found.group('rest')}, "


def _when(how: str | None) -> str:
    """Of the words before the verb, those of when an order says too ("now", "never")."""
    words = (how or "").replace(",", " ").split()
    kept = [word for word in words if word.lower() in lt.NARRATED_WHEN]
    return "".join(f"{word} " for word in kept)


def order_verb(form: str, *, strict: bool = False) -> str | None:
    """The verb of an order a story says in the third person or the past ("fetches", "fetched",
    "took": fetch, take); None for another word (its own verb: "fetch"; "was", "climbed").
    ``strict``: only an errand's or a duty's verb (``lexicon.ACTION_VERBS``), where the word may
    be a noun ("and arrows"); else one an order says of a duty too ("strayed": stray)."""
    low = form.lower()
    if low in lt.NARRATED_SAME_PAST:
        return low  # "the companion hit the bat": its past, as the verb is
    verb = _verb(low)
    if verb is None or verb == low or (strict and verb not in lx.ACTION_VERBS):
        return None
    return verb if _an_order(verb) else None


def _an_order(verb: str) -> bool:
    """A verb an order may open with: an errand's or a duty's, or one an order says of a duty
    ("never stray more than two steps from it")."""
    return verb in lx.ACTION_VERBS or verb in lt.NARRATED_ORDER_VERBS


def _verb(form: str) -> str | None:
    """The verb a form in the third person or the past is ("arrives", "walked", "carried",
    "came": arrive, walk, carry, come), or the verb itself; None for a word that is no form of
    an English verb."""
    low = form.lower()
    if (said := lp.PAST_IRREGULAR.get(low) or lp.PAST_FORMS.get(low)
            or lt.NARRATED_PAST.get(low)) is not None:
        return said
    for ending, put in (("ies", "y"), ("ied", "y"), ("es", ""), ("ed", ""), ("s", "")):
        if not low.endswith(ending) or len(low) - len(ending) < 2:
            continue
        stem = low[:-len(ending)]
        tried = (stem + put, stem + "e", stem[:-1] if stem[-1] == stem[-2:-1] else "")
        if (verb := next((v for v in tried if v in lx.ACTION_VERBS), None)) is not None:
            return verb  # "goes": go
        for verb in tried:
            if len(verb) > 2 and (verb in vocabulary() or known_word(verb)):
                return verb
    return None


def _past(form: str) -> bool:
    return form in lp.PAST_IRREGULAR or form in lp.PAST_FORMS or form in lt.NARRATED_PAST or (
        form.endswith("ed"))


def third_person(verb: str) -> str:
    """ "come" -> "comes", "do" -> "does", "carry" -> "carries": the verb said of one."""
    if verb in ("have", "be"):
        return "has" if verb == "have" else "is"
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"
