"""Words said after an errand that change nothing about it, and are left out rather than said
back: how it is done ("quickly", "with the sword", "while I explore"), the place it happens
anyway ("through the dungeon"), at the player's side for following ("behind me"), and words with
no condition, number, thing, action or relation of their own ("closely"). Read by
``agent.reading.clause`` after an errand's own words."""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    meaning as m,
)
from agent.reading.compass import followed_way
from agent.reading.explored import explored_enough
from agent.reading.patterns import lazy
from agent.reading.tokens import Tokens, take_thing, tokenize

# Words after an errand that say how, not what: nothing more to do.
HOW = lazy(
    r"^(?:(?:with|using) (?:the |a |an |your |my )?(?:" + lx.noun_pattern(lx.ITEM_KINDS)
    + r")(?: and (?:the |a |an )?(?:" + lx.noun_pattern(lx.ITEM_KINDS) + r"))?"
    rf"(?: (?:that |which )?{lx.alt(li.CARRIED_SAID)})?"  # "with the sword you carry"
    r"|with (?:it|them)(?: in (?:hand|your hands?))?"  # "come stand next to me with it"
    r"|before (?:the |a |an |that |any )?\w+ (?:gets|reaches|sees|catches|finds|hurts|attacks)"
    r" (?:you|me|us)|(?:as )?(?:quickly|fast|carefully|safely|slowly|quietly)(?: as you can)?"
    r"|at once|right now|immediately|straight away|asap|for (?:me|us)|please|now|again|already"
    r"|too|also|as well|real quick|if you can|if possible|on your own|by yourself|alone"
    r"|without (?:dying|getting hurt|getting killed|a scratch)|for the player|okay|ok"
    r"|while you are at it|when you can|if you do not mind"
    r"|(?:down )?one (?:at a time|by one|after (?:the )?other|after another)|instead"
    # "stay close while I explore": what the player does meanwhile changes nothing
    r"|while (?:i|i am) [a-z ]+)"
    r"(?: please| now| thanks)*$")
_CONDITION_WORDS = frozenset("if unless until while when whenever because except instead "
                             "without but or before after".split())


# Where an errand happens said along with it, changing nothing: "through the dungeon", "around
# here", "behind me" (following), "for a while".
_SAME_PLACE = lazy(
    r"^(?:(?:all )?(?:around|round|about|through(?:out)?|across|in|all over) (?:here|there|the "
    rf"(?:{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)}|rooms|corridors|halls))"
    r"|for a (?:while|bit|moment|little while)|a (?:little )?while"
    r"|(?:right )?(?:here|there)|over there|where you are"
    # "stay on the tile you're on": where the companion stands
    r"|on (?:the |this |that )?(?:tile|spot|square) (?:you're|you are) (?:on|standing on|at)"
    r"|on your (?:tile|spot|square)"
    r"|from (?:here|there|where you are|this spot|your spot|that spot|where you stand))$")
_AT_MY_SIDE = lazy(r"^(?:straight |right |directly |(?:all the|the whole) way )?"
                   r"(?:back )?(?:to )?(?:me|us)$"
                   r"|^(?:closely |close |right )?(?:behind|beside|next to|with|after"
                   r"|alongside|by|close to|near|to) (?:me|us|my side|the player)$|^at my side$"
                   r"|^close by$|^(?:back )?(?:to )?(?:where i am|where i'm"
                   r"|where i am standing|my (?:position|location|spot|tile|side))$"
                   # "come back to stand at my side": what coming back does
                   rf"|^to {lx.alt(lp.AT_MY_SIDE_TO)} (?:at|by|beside|next to) (?:me|us|my side)$")
# Words that put an errand somewhere or relate it to something: not to be dropped unread.
_RELATION = lazy(r"\b(?:to|from|behind|front|near|nearby|by|under|underneath|below|over"
                 r"|above|beside|between|around|round|next|top|inside|into|onto|toward"
                 r"|towards|at|of|in|on|through|across|along|past|against|corner|side"
                 r"|distance|away|far|close|left|right|north|south|east|west)\b")


# Till the next order, which ends every duty anyway ("wait there for the next job", "follow me
# for the rest of the game").
_TILL_NEXT = lazy(rf"^(?:(?:for|until|till) {lx.alt(lstay.NEXT_ORDER_WHOSE)} "
                  rf"{lx.alt(lstay.NEXT_ORDER)}|{lx.alt(lcl.ALWAYS)})$", re.I)
_LASTING = (m.STAY, m.FOLLOW, m.GUARD, m.PROTECT, m.PATROL, m.KEEP_AWAY, m.EXPLORE)


# The dungeon and its parts, in any voice's words, which an errand happens in anyway ("explore
# the dungeon", "scour the lair").
GROUND = frozenset((*lx.GROUND_WORDS, *li.ERRAND_GROUND))


# Whom a bringing is for, said again after it ("..., right into my hands"); "back" alone is not.
_BROUGHT_TO_ME = frozenset(lp.FOR_ME) - {"back"}


def brought_to_me(words: str, step: m.Step | None) -> bool:
    """Whether ``words`` only say again whom the bringing ``step`` is for ("serve it to me,
    right into my hands", "bring the bow, to me")."""
    return isinstance(step, m.Act) and step.action in (m.BRING, m.HAND_OVER) and (
        words.strip(" ,.!").lower() in _BROUGHT_TO_ME)


def handed_all(step: m.Step | None, words: str) -> bool:
    """Whether ``words`` only say again that everything is handed over, after a handing over
    ("All of it, now.", "..., every last thing": lexicon_duties.ALL_OF_IT)."""
    if not isinstance(step, m.Act) or step.action != m.HAND_OVER:
        return False
    said = [w for w in re.split(r"[\s,.!]+", words.lower()) if w and w not in _ALL_NOW]
    return " ".join(said) in ldu.ALL_OF_IT


_ALL_NOW = frozenset(("now", "please", "just"))


def harmless(rest: str, step: m.Step | None = None) -> bool:
    """Words after an errand that change nothing about it: no condition, number, thing,
    action or relation of their own ("closely", "you find"), the place it happens anyway
    ("through the dungeon"), and at the player's side for following ("behind me")."""
    if step is not None and glossed(step, rest):  # "kill the snake lady (he means the gorgon)"
        return True
    if brought_to_me(rest, step) or handed_all(step, rest):
        return True  # "bring the bow, into my hands": where it is brought anyway
    if rest.strip(" ,.!").lower() in lp.LEAVE_ME:
        return False  # "keep away leave me alone": a duty of its own, said back, not dropped
    if _SAME_PLACE.match(rest) or explored_enough(step, rest):  # "at least 25 tiles"
        return True
    if _TILL_NEXT.match(rest) and isinstance(step, m.Act) and step.action in _LASTING:
        return True  # "wait there for the next job": as every duty lasts
    amount, comma, tail = rest.partition(",")
    if comma and explored_enough(step, amount) and HOW.match(tail.strip(" ,.!?")):
        return True  # "at least 25 tiles, okay"
    if _AT_MY_SIDE.match(rest) or followed_way(rest, step):  # "follow me south" (compass)
        return isinstance(step, m.Act) and step.action in (m.FOLLOW, m.COME_BACK, m.GUARD)
    named = rest.split(",")[0].split()  # a name the game lacks: "explore the moon", "the banana"
    if _RELATION.search(rest) or any(a in li.NAMING and b not in GROUND for a, b in zip(
            named, named[1:], strict=False)):
        return False  # "to the corner", "in front of me", "by the door", "from a distance"
    words = rest.split()
    for i, word in enumerate(words):
        if word in _CONDITION_WORDS or lx.number(word) is not None or lx.kind_of(word) or (
                word in li.PLACE_WORDS):
            return False  # "explore the bottom half": where, said back (it explored everywhere)
        after_subject = i > 0 and words[i - 1] in ("you", "i", "to", "can", "will")
        if word in lx.ACTION_VERBS and not after_subject and word not in ("back", "around",
                                                                          "look", "stand"):
            return False
    return True


# Words in brackets after an errand ("( he means the gorgon )", as the reader spaces them).
_GLOSS = lazy(rf"^\(\s*(?:{lx.alt(lx.GLOSS_LEADS)}\s+)?(?P<thing>[^()]+?)\s*\)$", re.I)


def glossed(step: m.Step, rest: str) -> bool:
    """Whether ``rest`` is words in brackets that only name again the thing the errand is done
    to ("kill the snake lady (he means the gorgon)", "get the pointy one (the sword)"): nothing
    more to do. Another thing named there is no gloss, and is said back."""
    found = _GLOSS.match(rest.strip())
    if found is None or not isinstance(step, m.Act) or step.thing is None:
        return False
    t = Tokens(tokenize(found.group("thing").lower()))
    phrase = take_thing(t)
    return phrase is not None and t.done and phrase.thing.kind == step.thing.kind
