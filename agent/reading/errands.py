"""One clause's errand: the verb that opens it ("grab", "go and get", with one slip of the
keyboard) and what it is done to, read into an ``Act`` (or a ``Choice`` between two things, or
an ``Unknown`` that says why not).

"grab the bow" is fetching the bow; "fetch me an arrow" bringing one; "kill every bat" attacking
every bat; "pick up two arrows" fetching two; "get the arrow farthest from me" fetching that one;
"grab whichever of the bow and the sword is closer" a choice between the two.
"""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.duties import read_duty
from agent.reading.patterns import lazy, together
from agent.reading.places import read_post
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import ThingPhrase, Tokens, take_thing, tokenize
from game.world import BOW, SWORD

LOCATE = "locate"  # "find the sword": fetch it, unless the order goes on to ask where it is
_VERB_OF = {phrase: (LOCATE if action == lx.LOCATE else action)
            for phrases, action in lx.VERBS for phrase in phrases}
_ALL_VERBS = tuple(_VERB_OF)
# Words before the real verb: "go and get", "come and follow", "try to".
_LEAD = lp.ERRAND_LEAD
# Words after the object that say whom it is for.
_FOR_ME = lp.FOR_ME
_TAIL = lp.ERRAND_TAIL
# "run away from me": as far as the player reads as far in conditions ("I am far away").
FAR_FROM_PLAYER = 6


def _take_verb(t: Tokens) -> str | None:
    verb = t.take(*_ALL_VERBS)
    if verb is None:
        start = t.i
        t.skip(*_LEAD)
        verb = t.take(*_ALL_VERBS)
        if verb is None:
            t.i = start
    if verb is not None and verb.endswith(" me") and _VERB_OF[verb] == m.COME_BACK and (
            take_thing(Tokens(t.words, t.i)) is not None):
        # "find me an arrow" is no "come find me": the thing after it is brought
        verb = "get me"
    return verb


# "clear the dungeon of monsters", "rid the maze of bats": every one of them.
_CLEAR_OF = lazy(r"^(?:clear|rid|free|empty|purge|cleanse)\s+(?:the\s+)?"
                 rf"(?:{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)}|way)\s+of\s+(?P<rest>.+)$")
_AS_MANY = lazy(r"\bas many (?P<what>[a-z]+) as (?:you can(?: find| carry| get)?|possible"
                r"|there are)\b")
_OR_TWO = lazy(r"\b(?P<one>(?:a|an|one) [a-z]+) or (?:two|so)\b")
# "throw the bow to me": the game has no throwing, bringing is what reaches the player ("throw
# me the bow" is a bring verb; "throw an arrow at the bat" is not read).
_THROWN_TO_ME = lazy(r"^(?:throw|toss|chuck|lob)\s+(?!me\b)(?P<what>.+?)\s+"
                     r"(?P<whom>(?:over\s+|back\s+)?to me|my way)\b")
# "go to the sword but don't take it": going there never picks it up anyway (only after a verb
# of going: "get the sword but don't take it" is no order to fetch it). Not "go to the gorgon
# but don't attack it": carrying the sword, going next to the gorgon is the fight.
_NOT_TAKING = lazy(rf"\s*,?\s*(?:but|and)\s+(?:do not|never|without)\s+{lx.alt(lp.TAKE_VERBS)}"
                   r"\b.*$")
# A verb of going on foot, or coming, before where to ("walk where the bats are", "come as close").
_GOING_BY = lx.alt(lp.MOVE_VERBS, ("come",), gap=r"\s+")
# "go where the bats are", "head to where the sword is": there.
_GO_WHERE = lazy(rf"^{_GOING_BY}\s+(?:over\s+)?(?:to\s+)?where\s+"
                 r"(?P<what>(?!you\b|i\b|we\b).+?)\s+(?:is|are|lies|lie|was|were)$")
# "kill anything", "attack anyone": any monster, the only things a fight can be with.
_FIGHT_ANYONE = lazy(rf"^(?P<verb>{lx.ATTACKING})\s+{lx.alt(lp.FIGHT_ANYONE)}(?=\s|$)")
_GOING = lazy(r"^(?:" + lx.alternatives(lx.GO_TO_VERBS) + r")\b")
# "get as close to the gorgon as you can": going to a monster goes as near as is harmless.
_AS_CLOSE = lazy(rf"^{_GOING_BY}\s+as\s+(?:close|near)\s+(?:to\s+)?(?P<what>.+?)"
                 r"\s+as\s+(?:you\s+(?:safely\s+)?can|(?:is\s+)?(?:safely\s+)?possible"
                 r"|is\s+safe)$")


def read_errand(text: str) -> tuple[m.Step, str] | None:
    """The errand a clause names with its verb, and the words after it that it did not use
    (another step's: "... and bring it to me"); None when the clause opens with no verb the
    lexicon knows (a question, or words this reader cannot read)."""
    s = expand(strip_filler(text))
    if found := _CLEAR_OF.match(s):
        s = f"kill all the {found.group('rest')}"
    # "get as many arrows as you can": every one; "get me an arrow or two": one does
    s = _AS_MANY.sub(r"all the \g<what>", s)
    s = _OR_TWO.sub(r"\g<one>", s)
    if _GOING.match(s):
        s = _NOT_TAKING.sub("", s)
    s = _AS_CLOSE.sub(r"go to \g<what>", s)
    s = _GO_WHERE.sub(r"go to \g<what>", s)
    s = _FIGHT_ANYONE.sub(r"\g<verb> any monster", s)
    s = _THROWN_TO_ME.sub(r"bring \g<what> \g<whom>", s)
    t = Tokens(tokenize(s))
    verb = _take_verb(t)
    if verb is None:
        return None
    step = _errand(verb, t, text)
    t.skip(*_TAIL)
    return step, t.rest()


_CMP = rf"(?P<cmp>{lx.alt(lx.BY_DISTANCE)})"
_WHATEVER_IS = lazy(r"^(?:me\s+)?(?:whatever|whichever|anything that)"
                    r"(?:\s+(?!is\b|lies\b)(?P<noun>[a-z]+))?"
                    rf"\s+(?:is|lies)\s+(?:the\s+)?{_CMP}(?:\s+away)?"
                    r"(?:\s+(?:to|from)\s+(?P<whom>me|us))?$")
_TO_WHOM = r"(?:\s+(?:to|from)\s+(?P<whom>you|me|us|yourself|myself))?"
@together
def _whichever_patterns() -> tuple[re.Pattern[str], ...]:
    return (
        re.compile(r"^(?:whichever|whatever)\s+(?:one\s+)?(?:of\s+)?(?P<a>.+?)\s+(?:and|or)\s+"
                   r"(?P<b>.+?)\s+(?:is|lies|happens to be)\s+" + _CMP + _TO_WHOM
                   + r"\b(?P<rest>.*)$"),
        re.compile(r"^(?:whichever|whatever)\s+(?:one\s+)?(?:is|lies)\s+" + _CMP + _TO_WHOM
                   + r"\s*[,:]?\s+(?P<a>.+?)\s+(?:or|and)\s+(?P<b>.+?)(?P<rest>)$"),
        re.compile(r"^the\s+" + _CMP + r"\s+(?:one\s+)?(?:of\s+)?(?P<a>.+?)\s+(?:and|or)\s+"
                   r"(?P<b>.+?)" + _TO_WHOM + r"(?P<rest>)$"),
        # "either the sword or the bow": one of them, the nearer
        re.compile(r"^either\s+(?:of\s+)?(?P<a>.+?)\s+or\s+(?P<b>.+?)(?P<rest>)$"),
        # "get the sword or the bow": either, the nearer
        re.compile(r"^(?P<a>(?:the |a |an )?[a-z]+)\s+or\s+(?P<b>(?:the |a |an )?[a-z]+)"
                   r"(?P<rest>)$"),
        # "the sword or the bow, whichever is nearer"
        re.compile(r"^(?P<a>.+?)\s+or\s+(?P<b>.+?)\s*,?\s+(?:whichever|whatever)\s+(?:one\s+)?"
                   r"(?:is|lies|happens to be)\s+" + _CMP + _TO_WHOM + r"(?P<rest>)$"),
    )


def _whichever(verb: str, t: Tokens, text: str, me: str = "") -> m.Step | None:
    """ "grab whichever of the bow and the sword is closer": a choice between two things, by
    their distance, decided when the step starts. ``me``: "me " when the errand is for the
    player ("fetch me whichever ...")."""
    rest = t.rest()
    for pattern in _whichever_patterns():
        found = pattern.match(rest)
        if found is None:
            continue
        a, b = (take_thing(Tokens(tokenize(found.group(x)))) for x in ("a", "b"))
        if a is None or b is None or a.thing.is_party or b.thing.is_party or (
                m.ANYTHING in (a.thing.kind, b.thing.kind) or a.thing.pick or b.thing.pick):
            # "the nearest arrow and the farthest one": two things, each picked, not a choice
            return None
        near = (found.groupdict().get("cmp") or "nearer") in (*lx.NEARER, *lx.NEAREST)
        first = _errand(verb, Tokens(tokenize(f"{me}the {a.thing.kind}")), text)
        second = _errand(verb, Tokens(tokenize(f"{me}the {b.thing.kind}")), text)
        if not isinstance(first, m.Act) or not isinstance(second, m.Act):
            return first if not isinstance(first, m.Act) else second
        whom = found.groupdict().get("whom")
        origin = m.PLAYER if whom in ("me", "us", "myself") else m.COMPANION
        cond = m.Compare("<" if near else ">", m.DistanceTo(m.Thing(a.thing.kind), origin),
                         m.DistanceTo(m.Thing(b.thing.kind), origin))
        t.i = len(t.words) - len(tokenize(found.group("rest")))
        return m.Choice(cond, (first,), (second,), words=text)
    return None


def _errand(verb: str, t: Tokens, text: str) -> m.Step:
    """The step ``verb`` asks for, with the words after it."""
    action = _VERB_OF[verb]
    if action in (m.FETCH, m.BRING, m.ATTACK, m.GO_TO, LOCATE):
        mark = t.i
        asked_for = t.take("me", "us")
        chosen = _whichever(verb, t, text, me="me " if asked_for else "")
        if chosen is not None:
            return chosen
        t.i = mark
        closest = _WHATEVER_IS.match(" ".join(t.words[t.i:]))
        if closest is not None and action in (m.FETCH, m.BRING, m.ATTACK, LOCATE):
            # "pick up whatever is closest", "kill whatever is nearest to me": the nearest item
            # (monster for a fight)
            cmp, whom, noun = closest.group("cmp"), closest.group("whom"), closest.group("noun")
            pick = "farthest" if cmp in (*lx.FARTHEST, *lx.FARTHER) else "nearest"
            if noun in (None, "one"):  # "whichever weapon is farther": that kind's
                noun = "monster" if action == m.ATTACK else "item"
            phrase = f"the {pick} {noun}"
            phrase += " to me" if whom and pick == "nearest" else " from me" if whom else ""
            t.i = len(t.words)  # the words are read
            return _errand(verb, Tokens(tokenize(f"{'me ' if asked_for else ''}{phrase}")),
                           text)
    if action in (m.GUARD, m.PROTECT, m.PATROL, m.HAND_OVER):
        return read_duty(action, t, text, verb)
    if action in (m.FOLLOW, m.STAY, m.EXPLORE):
        return _about(action, t, text)
    if action in (m.COME_BACK, m.FLEE):
        return _away(action, t, text)
    if action == m.KEEP_AWAY:
        return _keeping_away(t, text)
    return _on_a_thing(verb, action, t, text)


def _about(action: str, t: Tokens, text: str) -> m.Step:
    """Following, staying and exploring: the player, or no one, is what they are about."""
    t.skip(*lp.ALL_AROUND)
    mark = t.i
    phrase = take_thing(t)
    if action == m.FOLLOW and phrase is not None and not phrase.thing.is_party:
        # "follow the bat": only the player is followed; walking after a thing is not it
        return m.Unknown(text, m.Reason.CANNOT, f"I can only follow you, not {_the(phrase)}")
    if phrase is not None and not phrase.thing.is_party:
        t.i = mark  # "explore the sword": words left over, said back
    if action == m.EXPLORE and not t.done:
        # "check the top right corner", "look in the bottom left corner": go and see there
        post = read_post(re.sub(r"^(?:in|at|inside|around|over)\s+", "", t.rest()))
        if post is not None and post.thing is None:
            t.i = len(t.words)
            return m.Act(m.GO_TO, place=post, words=text)
    return m.Act(action, words=text)


def _away(action: str, t: Tokens, text: str) -> m.Step:
    """Coming back, and running away: from the monsters, or from the player."""
    t.skip(*lp.AWAY_TAIL)
    if action == m.FLEE and t.take("from"):
        mark = t.i
        phrase = take_thing(t, parties=True)
        if phrase is not None and phrase.thing.kind == m.PLAYER:
            # "run away from me": a distance from the player, not from the monsters
            return m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=FAR_FROM_PLAYER,
                         words=text)
        if phrase is None or not lx.is_monster(phrase.thing.kind):
            t.i = mark - 1  # "run away from the sword": said back
        # "run away from the bats": away from every monster
    return m.Act(action, words=text)


def _keeping_away(t: Tokens, text: str) -> m.Step:
    """Keeping away: from one kind of monster, or from every one."""
    t.take("the", "any", "all", "all the", "every")
    phrase = take_thing(t)
    if phrase is None:
        return m.Act(m.KEEP_AWAY, m.Thing(m.ANY_MONSTER), words=text)
    if not lx.is_monster(phrase.thing.kind):
        return m.Unknown(text, m.Reason.CANNOT,
                         f"I can only keep away from monsters, not {_the(phrase)}")
    return m.Act(m.KEEP_AWAY, m.Thing(phrase.thing.kind), words=text)


# "get the bats!", "go get the gorgon": a fight, as said of foes; not "fetch" or "pick up".
_GET_A_FOE = lp.FOE_GETTING


def _on_a_monster(verb: str, action: str, thing: m.Thing, phrase: ThingPhrase,
                  text: str) -> m.Step:
    """An errand on a monster: found, gone to, fought; never carried."""
    if action == LOCATE or action == m.GO_TO and thing.quantity == 1:
        # "find the gorgon", "go to the bat": there, as near as is harmless (go_to: next to
        # it, and so into the fight, only when what the companion carries defeats it); not
        # a fight with a weapon fetched first, which nothing in the words asks for ("look
        # for bats" fought every bat): the nearest one
        return m.Act(m.GO_TO, place=m.Place(thing=m.Thing(thing.kind, 1, thing.pick,
                                                          thing.origin)), words=text)
    if action in (LOCATE, m.ATTACK, m.GO_TO) or verb in _GET_A_FOE:
        return m.Act(m.ATTACK, thing, words=text)
    # "pick up the bat", "fetch the bat": no monster is carried (it fought the bat)
    return m.Unknown(text, m.Reason.MISMATCH, f"I can't {verb} {_the(phrase)}: I can fight it")


def _on_a_thing(verb: str, action: str, t: Tokens, text: str) -> m.Step:
    """Fetching, bringing, attacking, going to and finding: the thing it is done to, and
    whether it is what the errand can be done to."""
    party = t.at("me", "us", "the player", "myself", "yourself", "you", "each other")
    if action == m.ATTACK and party is not None:
        # "attack me", "kill yourself" fought the nearest monster
        whom = "myself" if party in ("yourself", "you") else "you"
        return m.Unknown(text, m.Reason.MISMATCH, f"I fight only monsters, not {whom}")
    t.skip("yourself", "up", "down", "out")
    me = bool(t.take("me", "us", "the player"))
    t.skip("back", "up", "yourself")
    start = t.i
    phrase = take_thing(t, parties=True, anchors=True)
    named = set(t.words[start:t.i])
    if phrase is None:
        if t.take("it", "them", "one", "some", "that", "those"):
            return m.Unknown(text, m.Reason.AMBIGUOUS, "I don't know what \"it\" is here")
        if action == m.ATTACK and (t.done or t.at(*_TAIL)):
            return m.Act(m.ATTACK, m.Thing(m.ANY_MONSTER), words=text)
        return _unknown_object(text, verb, t)
    t.skip(*_TAIL)
    for_me = me or bool(t.take(*_FOR_ME))
    t.skip(*_TAIL)
    kind = phrase.thing.kind
    if phrase.thing.is_party:
        if kind == m.PLAYER and action in (m.FETCH, LOCATE, m.GO_TO, m.BRING):
            return m.Act(m.COME_BACK, words=text)
        return m.Unknown(text, m.Reason.MISMATCH,
                         f"I can't {verb} {'you' if kind == m.PLAYER else 'myself'}")
    thing = _counted(phrase, action)
    if lx.is_monster(kind):
        return _on_a_monster(verb, action, thing, phrase, text)
    if kind == m.ANYTHING:
        return m.Unknown(text, m.Reason.AMBIGUOUS, f"I don't know which thing to {verb}")
    if action == m.ATTACK and kind == m.ANY_ITEM and re.search(
            rf"\b{lx.alt(lp.ANY_STUFF)}\b", text, re.I):
        # "go kill stuff": the words for anything at all, in a fight, are the monsters
        return m.Act(m.ATTACK, replace(thing, kind=m.ANY_MONSTER), words=text)
    if action == m.ATTACK:
        return m.Unknown(text, m.Reason.MISMATCH,
                         f"I can't {verb} {_the(phrase)}: it is an item, not a monster")
    if action == m.GO_TO:
        return m.Act(m.GO_TO, place=m.Place(thing=thing), words=text)
    brings = action == m.BRING or for_me or verb in lp.FETCH_ME
    if named & lp.WEAPON_WORDS:
        if thing.quantity == 1:
            return _a_weapon(m.BRING if brings else m.FETCH, thing, text)
        return _both_weapons(m.BRING if brings else m.FETCH, text)
    if brings:
        return m.Act(m.BRING, thing, words=text)
    return m.Act(LOCATE if action == LOCATE else m.FETCH, thing, words=text)




def _a_weapon(action: str, thing: m.Thing, text: str) -> m.Step:
    """ "grab a weapon", "bring me the nearest weapon": the sword or the bow, whichever is
    nearer (farther) when the step starts; an arrow is what the bow shoots, not a weapon."""
    origin = thing.origin if thing.pick else m.COMPANION
    cond = m.Compare(">" if thing.pick == m.FARTHEST else "<",
                     m.DistanceTo(m.Thing(SWORD), origin), m.DistanceTo(m.Thing(BOW), origin))
    return m.Choice(cond, (m.Act(action, m.Thing(SWORD), words=text),),
                    (m.Act(action, m.Thing(BOW), words=text),), words=text)


def _both_weapons(action: str, text: str) -> m.Step:
    """ "get all the weapons", "bring me both weapons": the sword and the bow, the nearer
    first (not the arrows, which the bow shoots)."""
    sword, bow = (m.Act(action, m.Thing(kind), words=text) for kind in (SWORD, BOW))
    cond = m.Compare("<", m.DistanceTo(m.Thing(SWORD), m.COMPANION),
                     m.DistanceTo(m.Thing(BOW), m.COMPANION))
    return m.Choice(cond, (sword, bow), (bow, sword), words=text)


def _counted(phrase: ThingPhrase, action: str) -> m.Thing:
    """One, a number, or every one: "the arrows" is every arrow for an errand."""
    thing = phrase.thing
    if phrase.every or (phrase.plural and phrase.count is None and action != m.GO_TO):
        return m.Thing(thing.kind, None, thing.pick, thing.origin)
    if phrase.count is not None:
        return m.Thing(thing.kind, max(1, min(phrase.count, lx.MAX_TIMES)), thing.pick,
                       thing.origin)
    return thing


def _the(phrase: ThingPhrase) -> str:
    return f"the {phrase.thing.kind}"


def _unknown_object(text: str, verb: str, t: Tokens) -> m.Unknown:
    rest = t.rest().strip(" ,.!?")
    if not rest:
        return m.Unknown(text, m.Reason.AMBIGUOUS, f"I don't know what to {verb}")
    if re.search(r"\bcorner\b", rest):  # "the corner", "the nearest corner": which one?
        return m.Unknown(text, m.Reason.AMBIGUOUS, f"I don't know which corner \"{rest}\" is: "
                         "say the top left, top right, bottom left or bottom right corner")
    return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, f"I don't know what \"{rest}\" is")


def opens_with_errand(text: str) -> bool:
    """Whether the clause opens with an errand's verb, not with words that ask something."""
    s = expand(strip_filler(text))
    if _CLEAR_OF.match(s):
        return True
    if re.match(r"^(?:tell me|let me know|show me|count|list|describe|check|give me|report"
                r"|name|calculate|work out|compute|figure out)\b", s):
        return False
    t = Tokens(tokenize(s))
    return _take_verb(t) is not None
