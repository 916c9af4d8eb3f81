"""What the player says of themselves beside an order: how they feel, what they know or think,
what they have done or would like to see ("I'm new to this sort of game.", "I get a little
nervous on my own in here.", "I have a feeling it might come in handy later."). Such a sentence
asks nothing of the companion, so beside an order it is no step; an order of such sentences
alone is still refused, and a sentence that asks something of the companion ("I'd rather you
didn't wander off", "I want to see you kill the bat") or that the reader reads is no musing.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_relayed as lr,
    lexicon_staying as lstay,
    meaning as m,
)
from agent.reading.clause import PLAYERS_OWN, an_order
from agent.reading.patterns import lazy
from agent.reading.pronouns import thing_named_last
from agent.reading.talk import PLAYERS_PART
from agent.reading.text import expand, strip_filler

# Sorry, honestly, um ... then "I" and what the player says of their mind (the words of how
# taken out first: "I have honestly never played", "I get a little nervous").
_MUSING = lazy(r"^\W*(?:(?:sorry|honestly|to be honest|um+|uh+|well|ok|okay|so|oh|hmm+|you know"
               rf"|yeah|eh|nah)\b[\s,.!:;]*)*i\s+(?:do\s+)?{lx.alt(lp.MUSE_ON, li.MUSE_OF_SELF)}\b")
_HOW = lazy(rf"\b{lx.alt(lp.MUSE_HOW)}\s+")
# A monster the player says frightens them: "The gorgon scares me.", "those bats creep me out".
_FEARED = lazy(rf"^\W*(?:(?:the|that|this|those|these)\s+)?(?:{lx.noun_pattern(lx.MONSTER_KINDS)})"
               r"\s+(?:really\s+|kind of\s+|kinda\s+|still\s+)?(?:scares?|frightens?"
               r"|terrif(?:y|ies)|worr(?:y|ies)|spooks?|unnerves?|creeps?|freaks?)\s+me(?:\s+out)?"
               r"(?:\s+(?:a lot|so much|a bit|a little|to death))?\W*$")
# The companion, asked of or spoken of: the sentence asks something of it.
_ADDRESSED = lazy(r"\b(?:you|your|yours|yourself|u|ur)\b")
# What the player cannot remember ("I can't quite remember what I handed you earlier"), which
# may name the companion, or the player's memory ("my memory is a sieve"): asks nothing of it.
_FORGOT = lazy(rf"^\W*(?:sorry\b[\s,.!:;]*)?(?:i\s+(?:(?:can\s*not|do\s+not|did\s+not)\s+"
               rf"(?:{lx.alt(li.FORGETTING_HOW)}\s+)?{lx.alt(li.NOT_REMEMBERING)}"
               rf"|(?:{lx.alt(li.FORGETTING_HOW)}\s+)?{lx.alt(li.FORGETTING)})"
               rf"\s+(?:what|whether|if|which|how|where|who)\b|{lx.alt(li.MY_MEMORY)}\s)")

# What the player was told of what the companion carries ("Somebody told me you're carrying some
# things."): it names the companion, but asks nothing of it.
_TOLD_CARRYING = lazy(rf"^\W*(?:(?:{lx.alt(lr.RELAYED_BY, lr.TOLD_BY)})\s+{lx.alt(lr.TOLD_HOW)}"
                      rf"|{lx.alt(lr.HEARD_SO)})[\s,]+(?:that\s+)?you\s+(?:already\s+)?"
                      rf"{lx.alt(lr.CARRIED_SO)}\b(?!.*\b(?:if|when|then|and|so|but)\b)")


# Someone beside the player spoken of, doing or feeling something ("he's pointing at it on the
# screen", "he held up two fingers"), not what they wish, say or ask (relayed as the player's).
_BYSTANDER = lazy(rf"^\W*{lx.alt(lr.BESIDE)}\s+(?!{lx.alt(lr.WISHED)}\b)\w", re.I)


# What someone beside the player feels for the companion, by name or as "he" ("Leo misses you
# lol"): it names the companion, but asks nothing of it.
_FOND = lazy(rf"^\W*(?:{lx.alt(lr.BESIDE)}|(?!(?:{lx.alt(lr.NOT_NAMES)})\b)(?-i:[A-Z][a-z]+))\s+"
             rf"{lx.alt(lr.FOND_OF)}\s+(?:you|u)(?:\s+{lx.alt(lr.FOND_HOW)})*\W*$", re.I)


# A sentence marked as an aside ("ps ...", "... btw").
_ASIDE = lazy(rf"^\W*{lx.alt(lcl.ASIDE_MARKS)}(?![\w.])[\s,:.]*|[\s,]*\b{lx.alt(lcl.ASIDE_MARKS)}"
              r"\W*$", re.I)


# A fact said and checked by a tag ("the gorgon only dies to the sword, right?", "that bat is
# really close to you isn't it"): a sentence of a thing, the tag after a comma or asked.
_CHECKED = lazy(r"^\W*(?:(?:so|and|ok|okay|but)\W+)*(?P<fact>(?:the|that|this|these|those|there"
                r"|it|they|a|an|my)\b.+?)(?:,\s*" + lx.alt(li.FACT_TAGS) + r"\W*|\s+"
                + lx.alt(li.FACT_TAGS) + r"\s*\?\W*|\s+" + lx.alt(li.FACT_TAGS_ALONE) + r"\W*)$",
                re.I)
_HELD = lazy(r"\b(?:you|u)\b(?:'ve|'re| have| got| are)?\s*(?:got|carry|hold|have)\b", re.I)

# The player taking a moment to think ("hold on, let me think", "hmm, let me see").
_THINKING = lazy(rf"^\W*(?:(?:{lx.alt(lstay.MOMENT)}|hmm+|ok|okay|so|um+)\W+)*{lx.alt(li.THINKING)}"
                 r"(?:\s+(?:a\s+)?(?:sec|second|moment|bit|minute))?\W*$", re.I)


def mused(sentence: str, read_part: Callable[[str], list[m.Step]]) -> bool:
    """Whether the sentence is only the player speaking of their own mind: it opens with "I"
    and what they feel, know, think or have done (or names a monster that frightens them, or
    says what they were told the companion carries), says nothing else of the companion, and
    the reader reads no step in it (``read_part``) nor an order it does not know (what they
    were told is said as a statement: no order)."""
    said = _HOW.sub("", expand(sentence))
    if _MUSING.match(said) and (known := _KNOW_IF.sub(  # "I'm trying to work out if it's ..."
            lambda found: found["verb"] or found["verb2"], sentence)) != sentence:
        sentence, said = known, _HOW.sub("", expand(known))
    if _BYSTANDER.match(said) and not _ADDRESSED.search(said) or _FOND.match(sentence.strip()):
        return True  # "he held up two fingers", "Leo misses you": of him, no step of yours
    if (aside := _ASIDE.sub("", sentence).strip()) != sentence.strip() and aside:
        # "ps it's just down there below you": a remark beside the order, no order of its own
        return _no_step(aside, read_part)
    if _THINKING.match(said):
        return True  # "hold on, let me think": a moment's thought, no step
    if (checked := _CHECKED.match(sentence.strip())) and not _HELD.search(checked["fact"]):
        # "the gorgon's the scary one, right?": a fact the player checks, no step (what the
        # companion is said to hold is small talk's, beside the fight it fits)
        return _no_step(checked["fact"], read_part)
    told = _TOLD_CARRYING.match(said) is not None
    if _FORGOT.match(said) is None and not told and (
            (_MUSING.match(said) is None and _FEARED.match(said) is None)
            or _ADDRESSED.search(said)):
        return False
    return _no_step(sentence, read_part, told)


def _no_step(words: str, read_part: Callable[[str], list[m.Step]], told: bool = False) -> bool:
    """Whether the reader reads no step in ``words``, nor an order it does not know (``told``:
    what the player was told, said as a statement, is no order)."""
    read_as = read_part(words)
    return all(isinstance(s, m.Unknown) and not s.logic and not s.talk for s in read_as) and (
        told or not an_order(words))


# What the player works out, and the "if" or "whether" of it ("I'm trying to work out if it's
# worth the walk"), or wants to know, as why they ask ("I'm asking because I want to know if
# ...") or before what ("I need to know before I decide"); "I want to know if you can kill the
# bat" alone asks.
_KNOW_IF = lazy(r"\b(?P<verb>work out|figure out|decide|because\b.*?\bknow)\s+(?:if|whether)\b.*$"
                r"|\b(?P<verb2>know) before\b.*$", re.I)


# A part said after the player's own ("I'm going to escalate this: please issue me a refund"):
# something asked of the companion that was not read, which is no part of the player's.
_MORE_SAID = lazy(r"[:;.!?]\s+\S")


def nothing_read(text: str) -> list[m.Step]:
    """An order from which no step was read: the player's own part alone ("I'll get the
    sword") is answered; a thing named ("tell me if the gorgon moves") is said back."""
    said = expand(strip_filler(text)).strip(" !.?")
    if PLAYERS_OWN.match(said):
        if _MORE_SAID.search(said) is not None:
            return [m.Unknown(text.strip())]  # said back as not understood, not answered
        return [m.Unknown(text.strip(), m.Reason.TALK, PLAYERS_PART)]
    if thing_named_last(text) is not None:
        return [m.Unknown(text.strip())]
    return []
