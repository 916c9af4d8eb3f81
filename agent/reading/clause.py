"""One clause read into what it asks: an errand (``Act``), a question (``Ask``), words to say
(``Say``), or words the reader does not know (``Unknown``).

"grab the bow" is fetching the bow; "fetch me an arrow" bringing one; "kill every bat" attacking
every bat; "pick up two arrows" fetching two; "get the arrow farthest from me" fetching that
one; "how many bats are left?" a count; "which is nearer, the gorgon or the bow?" a choice
between two; "what's my health plus two?" a number worked out; "is the bow closer than the
sword?" a condition asked about.
"""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.duties import read_distance, read_duty
from agent.reading.logic import take_cond, take_expr
from agent.reading.places import read_place
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import ThingPhrase, Tokens, take_number, take_thing, tokenize
from game.world import NEEDS

# -- errands ------------------------------------------------------------------------------------

LOCATE = "locate"  # "find the sword": fetch it, unless the order goes on to ask where it is
_VERB_OF = {phrase: (LOCATE if action == lx.LOCATE else action)
            for phrases, action in lx.VERBS for phrase in phrases}
_ALL_VERBS = tuple(_VERB_OF)
# Words before the real verb: "go and get", "come and follow", "try to".
_LEAD = ("go and", "go", "come and", "now go", "go ahead and", "try to", "try and", "quickly",
         "then", "please", "first", "also", "just", "immediately", "right now", "now")
# Words after the object that say whom it is for.
_FOR_ME = ("for me", "to me", "back to me", "over to me", "for the player", "to the player",
           "for us", "to us", "back here", "to where i am", "to where i stand", "my way",
           "over here to me", "back")
_TAIL = ("here", "over here", "over", "now", "too", "as well", "also", "please", "quickly",
         "from the ground", "off the ground", "off the floor", "from the floor", "with you",
         "on the ground", "on the floor", "if you can", "right away", "asap", "again", "up",
         "first", "for a bit", "for a while", "around", "there", "back", "immediately",
         "in the dungeon", "in the maze", "you can find", "you see", "there is", "lying around",
         "right", "straight away", "at once")


def _take_verb(t: Tokens) -> str | None:
    verb = t.take(*_ALL_VERBS)
    if verb is None:
        start = t.i
        t.skip(*_LEAD)
        verb = t.take(*_ALL_VERBS)
        if verb is None and (fixed := _slipped_verb(t.peek())):
            # "shpot the bat", "birng the bow": one slip of the keyboard in the verb
            t.words = [*t.words[:t.i], fixed, *t.words[t.i + 1:]]
            verb = t.take(*_ALL_VERBS)
        if verb is None:
            t.i = start
    return verb


_VERB_WORDS = sorted({p.split()[0] for p in _VERB_OF if len(p.split()[0]) >= 4})


def _slipped_verb(word: str) -> str | None:
    """The verb ``word`` is with two letters swapped ("birng"), or with one letter changed in a
    long verb ("collevt"); a short word with one letter changed is often another word ("light"
    is no "fight")."""
    return next((v for v in _VERB_WORDS if lx.one_slip(v, word)
                 and (len(v) >= 6 or sorted(v) == sorted(word))), None)


# "clear the dungeon of monsters", "rid the maze of bats": every one of them.
_CLEAR_OF = re.compile(r"^(?:clear|rid|free|empty|purge|cleanse)\s+(?:the\s+)?(?:dungeon|maze|map"
                       r"|area|room|place|level|way)\s+of\s+(?P<rest>.+)$")
# "go to the sword but don't take it": going there never picks it up anyway.
_NOT_TAKING = re.compile(r"\s*,?\s*(?:but|and)\s+(?:do not|never|without)\s+(?:take|pick|grab"
                         r"|touch|get|picking|taking|grabbing|touching)\b.*$")


def read_errand(text: str) -> tuple[m.Step, str] | None:
    """The errand a clause names with its verb, and the words after it that it did not use
    (another step's: "... and bring it to me"); None when the clause opens with no verb the
    lexicon knows (a question, or words this reader cannot read)."""
    s = expand(strip_filler(text))
    if found := _CLEAR_OF.match(s):
        s = f"kill all the {found.group('rest')}"
    s = _NOT_TAKING.sub("", s)
    t = Tokens(tokenize(s))
    verb = _take_verb(t)
    if verb is None:
        return None
    step = _errand(verb, t, text)
    t.skip(*_TAIL)
    return step, t.rest()


_CMP = r"(?P<cmp>closer|nearer|farther|further|closest|nearest|farthest|furthest)"
_TO_WHOM = r"(?:\s+(?:to|from)\s+(?P<whom>you|me|us|yourself|myself))?"
_WHICHEVER = (
    re.compile(r"^(?:whichever|whatever)\s+(?:one\s+)?(?:of\s+)?(?P<a>.+?)\s+(?:and|or)\s+"
               r"(?P<b>.+?)\s+(?:is|lies|happens to be)\s+" + _CMP + _TO_WHOM
               + r"\b(?P<rest>.*)$"),
    re.compile(r"^(?:whichever|whatever)\s+(?:one\s+)?(?:is|lies)\s+" + _CMP + _TO_WHOM
               + r"\s*[,:]?\s+(?P<a>.+?)\s+(?:or|and)\s+(?P<b>.+?)(?P<rest>)$"),
    re.compile(r"^the\s+" + _CMP + r"\s+(?:one\s+)?(?:of\s+)?(?P<a>.+?)\s+(?:and|or)\s+"
               r"(?P<b>.+?)" + _TO_WHOM + r"(?P<rest>)$"),
)


def _whichever(verb: str, t: Tokens, text: str) -> m.Step | None:
    """ "grab whichever of the bow and the sword is closer": a choice between two things, by
    their distance, decided when the step starts."""
    rest = t.rest()
    for pattern in _WHICHEVER:
        found = pattern.match(rest)
        if found is None:
            continue
        a, b = (take_thing(Tokens(tokenize(found.group(x)))) for x in ("a", "b"))
        if a is None or b is None or a.thing.is_party or b.thing.is_party:
            return None
        near = found.group("cmp") in ("closer", "nearer", "closest", "nearest")
        verb, _, me = verb.partition(" ")
        first = _errand(verb, Tokens(tokenize(f"{me} the {a.thing.kind}")), text)
        second = _errand(verb, Tokens(tokenize(f"{me} the {b.thing.kind}")), text)
        if not isinstance(first, m.Act) or not isinstance(second, m.Act):
            return first if not isinstance(first, m.Act) else second
        origin = m.PLAYER if found.group("whom") in ("me", "us", "myself") else m.COMPANION
        cond = m.Compare("<" if near else ">", m.DistanceTo(m.Thing(a.thing.kind), origin),
                         m.DistanceTo(m.Thing(b.thing.kind), origin))
        t.i = len(t.words) - len(tokenize(found.group("rest")))
        return m.Choice(cond, (first,), (second,), words=text)
    return None


def _errand(verb: str, t: Tokens, text: str) -> m.Step:
    action = _VERB_OF[verb]
    if action in (m.FETCH, m.BRING, m.ATTACK, m.GO_TO, LOCATE):
        mark = t.i
        asked_for = t.take("me", "us")
        chosen = _whichever(verb if not asked_for else f"{verb} me", t, text)
        if chosen is not None:
            return chosen
        t.i = mark
    if action in (m.GUARD, m.PROTECT, m.PATROL, m.HAND_OVER):
        return read_duty(action, t, text, verb)
    if action in (m.FOLLOW, m.STAY, m.EXPLORE):
        t.skip("me", "us", "the player", "around", "the area", "the dungeon", "the maze", "here",
               "there", "this spot", "this place", "right here", "for me")
        mark = t.i
        phrase = take_thing(t)
        if action == m.FOLLOW and phrase is not None and not phrase.thing.is_party:
            # "follow the bat": only the player is followed; walking after a thing is not it
            return m.Unknown(text, f"I can only follow you, not {_the(phrase)}")
        if phrase is not None and not phrase.thing.is_party:
            t.i = mark  # "explore the sword": words left over, said back
        return m.Act(action, words=text)
    if action in (m.COME_BACK, m.FLEE):
        t.skip("here", "back", "to me", "over here", "to the player", "now", "away")
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
    if action == m.KEEP_AWAY:
        t.take("the", "any", "all", "all the", "every")
        phrase = take_thing(t)
        if phrase is None:
            return m.Act(m.KEEP_AWAY, m.Thing(m.ANY_MONSTER), words=text)
        if not lx.is_monster(phrase.thing.kind):
            return m.Unknown(text, f"I can only keep away from monsters, not {_the(phrase)}")
        return m.Act(m.KEEP_AWAY, m.Thing(phrase.thing.kind), words=text)
    t.skip("yourself", "up", "down", "out")
    me = bool(t.take("me", "us", "the player"))
    t.skip("back", "up", "yourself")
    phrase = take_thing(t, parties=True, anchors=True)
    if phrase is None:
        if t.take("it", "them", "one", "some", "that", "those"):
            return m.Unknown(text, "I don't know what \"it\" is here")
        if action == m.ATTACK and (t.done or t.at(*_TAIL)):
            return m.Act(m.ATTACK, m.Thing(m.ANY_MONSTER), words=text)
        return m.Unknown(text, _unknown_object(verb, t))
    t.skip(*_TAIL)
    for_me = me or bool(t.take(*_FOR_ME))
    t.skip(*_TAIL)
    kind = phrase.thing.kind
    if phrase.thing.is_party:
        if kind == m.PLAYER and action in (m.FETCH, LOCATE, m.GO_TO, m.BRING):
            return m.Act(m.COME_BACK, words=text)
        return m.Unknown(text, f"I can't {verb} {'you' if kind == m.PLAYER else 'myself'}")
    thing = _counted(phrase, action)
    if lx.is_monster(kind):
        if action in (m.FETCH, LOCATE, m.ATTACK, m.GO_TO):
            return m.Act(m.ATTACK, thing, words=text)
        return m.Unknown(text, f"I can't {verb} {_the(phrase)}: I can fight it")
    if kind == m.ANYTHING:
        return m.Unknown(text, f"I don't know which thing to {verb}")
    if action == m.ATTACK and kind == m.ANY_ITEM and re.search(
            r"\b(?:stuff|things|everything|anything|something)\b", text, re.I):
        # "go kill stuff": the words for anything at all, in a fight, are the monsters
        return m.Act(m.ATTACK, replace(thing, kind=m.ANY_MONSTER), words=text)
    if action == m.ATTACK:
        return m.Unknown(text, f"I can't {verb} {_the(phrase)}: it is an item, not a monster")
    if action == m.GO_TO:
        return m.Act(m.GO_TO, place=m.Place(thing=thing), words=text)
    if action == m.BRING or for_me or verb in ("get me", "fetch me", "grab me"):
        return m.Act(m.BRING, thing, words=text)
    return m.Act(LOCATE if action == LOCATE else m.FETCH, thing, words=text)


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


def _unknown_object(verb: str, t: Tokens) -> str:
    rest = t.rest().strip(" ,.!?")
    if not rest:
        return f"I don't know what to {verb}"
    return f"I don't know what \"{rest}\" is"


# -- questions ----------------------------------------------------------------------------------

_QUESTION_START = re.compile(
    r"^(?:how|where|what|which|who|whose|why|when|is|are|am|do|does|did|have|has|can|could"
    r"|will|would|should|was|were|any|tell me|let me know|show me|count|list|describe|name"
    r"|report|give me|check|calculate|work out|compute|figure out)\b")
_HEALTH_RE = re.compile(
    r"\b(?:health|hp|hit points|how are you|how do you feel|how are you feeling"
    r"|are you (?:ok|okay|alright|all right|hurt|injured|wounded|fine|alive)"
    r"|am i (?:ok|okay|alright|all right|hurt|injured|wounded|fine|alive|badly hurt)"
    r"|how is it going|how are things|how hurt|badly hurt|how are we doing|how healthy"
    r"|how much life|how alive)\b")
_DISTANCE_RE = re.compile(
    r"\b(?:how far|distance|how close|how long a walk|far from"
    r"|how many (?:steps|tiles|moves|squares|paces)(?: away)? (?:to|from|is|are))\b")
_COUNT_RE = re.compile(r"\b(?:how many|how much|count|number of|are there any|is there any"
                       r"|any \w+ left|tally|total|is there an?)\b")
_WHERE_RE = re.compile(r"\b(?:where|location|whereabouts|position|which row|which column)\b")
_WEAKNESS_RE = re.compile(
    r"\b(?:kills?|defeats?|beats?|weak(?:ness)? to|weakness|works? against|good against|use against"
    r"|to use on|weapon (?:for|against)|hurts?"
    r"|effective against|need to (?:beat|kill|defeat|fight)|take to (?:beat|kill|defeat)"
    r"|how (?:do|does|can|should) (?:i|you|we|one) (?:kill|beat|defeat|fight|slay))\b")
_CARRY_RE = re.compile(
    r"\b(?:holding|carrying|carry|inventory|in your (?:bag|pack|hands)|in my (?:bag|pack|hands)"
    r"|on you|on me|have on|have with|pockets|items do (?:we|you|i) have|do (?:you|i|we) have"
    r"|have you got|have i got|what have (?:you|i) got)\b")
_ASKER = re.compile(r"\b(?:tell|let|show|give) me\b")
_YES_NO_START = ("is", "are", "am", "do", "does", "did", "have", "has", "was", "were", "can",
                 "could", "will", "would")
_WHAT_IS = ("what is", "what are", "how much is", "tell me", "what would", "what will",
            "calculate", "work out", "compute", "figure out", "what do you get for",
            "what do you get if you add", "say", "what does", "what", "how much")


_SAY_ASKED = re.compile(r"^(?:say|shout|tell (?:me|us|the player))\s+(?=(?:how|what|where"
                        r"|which|who|whether|if)\b)")


def looks_like_question(text: str, asked: bool) -> bool:
    s = _SAY_ASKED.sub("", expand(strip_filler(text)))
    return bool(_QUESTION_START.match(s)) or asked


def read_question(text: str, asked: bool) -> m.Ask | m.Unknown | None:
    """The question a clause asks, or None when it asks none."""
    s = _SAY_ASKED.sub("", expand(strip_filler(text)).rstrip(" ?.!"))
    s = re.sub(r"^(?:please|hey|so|and|ok|okay|now)\s+", "", s)
    if not s:
        return None
    got = _defeated(s, text)
    if got is not None:
        return got
    for pattern, why in _UNANSWERED:
        if pattern.search(s):
            return m.Unknown(text, why)
    asker_free = _ASKER.sub(" ", s)
    for reader in (_which, _value, _weakness, _check, _health, _remaining, _carrying, _kind):
        got = reader(s, asker_free, asked, text)
        if got is not None:
            return got
    return None


# What a question may ask that the game's questions do not answer: said, not answered about
# something else (every bat for "the bats near you", the nearest for "the second").
_UNANSWERED = tuple((re.compile(p), why) for p, why in (
    (r"\b(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)\b",
     "I can tell about the nearest or the farthest one, not the second or third"),
    (r"^(?:how many|count)\b.*\b(?:near|close to|next to|beside|around"
     r"|within \w+ (?:tiles?|steps?) of) (?:you|me|us|the \w+)\b",
     "I can count all of them in the dungeon, not only the ones near someone"),
    (r"\b(?:have|did|had) (?:you|i|we) (?:killed|kill|defeated|defeat|slain|slay|shot|shoot"
     r"|beaten|beat)\b|\b(?:you|i|we) (?:have )?(?:killed|defeated|slain)\b",
     "I can tell how many monsters are left and how many have been defeated, not who did "
     "what"),
    (r"^(?:do|does|have|did) (?:you|i|we) (?:have|carry|hold|own|got) (?:got )?(?:all|every|each)"
     r"\b",
     "I can tell whether one of us has one and how many we carry, not whether we have them "
     "all"),
))


_KILLED = (r"(?:killed|kill|defeated|defeat|slain|slay|slew|beaten|beat|destroyed|destroy"
           r"|taken out|take out|finished off|finish off)")
_DEFEATED_RE = re.compile(
    r"^(?:tell me |say )?how many (?:(?!(?:have|has|had|did|are|is|were|got|you|i|we)\b)"
    r"(?P<what>[a-z]+) )?(?:"
    rf"(?:have|did|had) (?:you|i|we|you and i|the two of us|the player) {_KILLED}"
    rf"|(?:you|i|we) (?:have |had )?{_KILLED}"
    rf"|(?:are|is|have been|has been|were|got|are now) (?:dead|{_KILLED})"
    r"|(?:have |has )?died)"
    r"(?: so far| already| yet| in total| altogether| by now| until now| in this game)?$")


def _defeated(s: str, text: str) -> m.Ask | m.Unknown | None:
    """ "how many monsters have you killed?", "how many bats are dead?": the game keeps the
    defeated monsters, of every kind (who struck the blow it does not keep)."""
    found = _DEFEATED_RE.match(s)
    if found is None:
        return None
    what = found.group("what")
    kind = m.ANY_MONSTER if what in (None, "monsters", "enemies", "foes", "creatures") else (
        lx.kind_of(what))
    if kind is None or not (kind == m.ANY_MONSTER or lx.is_monster(kind)):
        return m.Unknown(text, "I can tell how many monsters have been defeated, not how many "
                               f"{what}")
    return m.Ask(m.VALUE, value=m.Defeated(kind), words=text)


def _things(s: str, *, unique: bool = True) -> list[m.Thing]:
    """Every thing the words name, in order (each once, unless not ``unique``)."""
    t = Tokens(tokenize(s))
    out: list[m.Thing] = []
    while not t.done:
        phrase = take_thing(t)
        if phrase is not None:
            if not unique or phrase.thing not in out:
                out.append(phrase.thing)
            continue
        t.i += 1
    return out


def _who(s: str, default: str = m.COMPANION) -> str:
    words = set(re.findall(r"[a-z']+", s))
    me = bool(words & {"i", "me", "my", "mine", "myself", "player", "player's"})
    you = bool(words & {"you", "your", "yours", "yourself", "companion"})
    if me and not you:
        return m.PLAYER
    if you and not me:
        return m.COMPANION
    return default if not (me and you) else ""


def _which(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "which is nearer to you, the gorgon or the bow?", "which monster is closest?", "what's
    the farthest item from me?", "is the bow or the sword closer?"."""
    near = re.search(r"\b(nearest|closest|nearer|closer|near)\b", s)
    far = re.search(r"\b(farthest|furthest|farther|further|most distant)\b", s)
    if not (near or far) or not re.match(r"^(?:which|what|who|is|are|tell me which|tell me what"
                                         r"|say which|find out which)\b", s):
        return None
    if re.search(r"\bthan\b", s):
        return None  # "is the bow closer than the sword": a yes or no (_check)
    pick = m.FARTHEST if far and (not near or far.start() < near.start()) else m.NEAREST
    origin = m.PLAYER if re.search(r"\b(?:to|from) (?:me|the player|us)\b", s) else m.COMPANION
    things = [th for th in _things(s, unique=False) if not th.is_party]
    if len(things) > 1:
        things = [th for th in things if th.kind != m.ANYTHING]  # "the closest one"
    if len(things) >= 2:
        pair = tuple(m.Thing(th.kind) for th in things[:2])
        return m.Ask(m.WHICH, pair, who=origin, pick=pick, words=text)
    if len(things) == 1:
        kind = things[0].kind
    elif re.search(r"\b(?:what|which one|who) is (?:the )?(?:near|nearest|closest|farthest"
                   r"|furthest)\b|\bnear you\b|\bnear me\b", s):
        kind = m.ANYTHING
    else:
        return None
    return m.Ask(m.WHICH, (m.Thing(kind),), who=origin, pick=pick, words=text)


def _value(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """A number worked out: "what's my health plus two?", "how many items and monsters are
    there altogether?", "how many more bats than gorgons are there?", "how many arrows do we
    have between us?"."""
    if not re.search(r"\b(?:plus|minus|times|multiplied|divided|half|double|twice|sum|total"
                     r"|altogether|combined|together|in all|difference|add|added|subtract"
                     r"|more .+ than|fewer .+ than|between us|between the two of us)\b"
                     r"|[+*/-]", s):
        return None
    # "how many A and B are there altogether", "how many A and B in total"
    found = re.match(r"^how many (?P<a>.+?) (?:and|plus) (?P<b>.+?)(?: are| is)?(?: there)?"
                     r"(?: left| remaining| alive| on the ground)?(?: altogether| in total"
                     r"| combined| together| in all)?$", s)
    if found and not re.search(r"\b(?:you|i|we) (?:have|carry|hold)\b", s):
        a, b = _kind_in(found.group("a")), _kind_in(found.group("b"))
        if a and b:
            return m.Ask(m.VALUE, value=m.Arith("+", m.CountOf(a), m.CountOf(b)), words=text)
    found = re.match(r"^how many (?:more|fewer) (?P<a>\w+) (?:(?:are|is) (?:there|left|alive"
                     r"|remaining) |do you see |there are |are )?than (?P<b>\w+)", s)
    if found:
        a, b = _kind_in(found.group("a")), _kind_in(found.group("b"))
        if a and b:
            first, second = (a, b) if " more " in s else (b, a)
            return m.Ask(m.VALUE, value=m.Arith("-", m.CountOf(first), m.CountOf(second)),
                         words=text)
    found = re.match(r"^how many (?P<a>\w+) do (?:we|you and i|the two of us) (?:have|carry)"
                     r"(?: between us| together| in total| altogether| combined)?$", s)
    if found and (a := _kind_in(found.group("a"))):
        return m.Ask(m.VALUE, value=m.Arith("+", m.Carried(m.COMPANION, a),
                                            m.Carried(m.PLAYER, a)), words=text)
    found = re.match(r"^(?:how much|what) (?:is )?(?:our|the) (?:total |combined )?health"
                     r"(?: together| combined| in total| altogether)?$|^how much health do we"
                     r" have(?: together| between us| in total| altogether| combined)?$"
                     r"|^what (?:do|does) (?:our|the|both our|both of our) (?:two )?healths?"
                     r" (?:add up to|come to|total|sum to|make|amount to)(?: together)?$", s)
    if found:
        return m.Ask(m.VALUE, value=m.Arith("+", m.HealthOf(m.COMPANION),
                                            m.HealthOf(m.PLAYER)), words=text)
    t = Tokens(tokenize(s))
    t.take(*_WHAT_IS)
    t.take("the result of", "the answer to", "the value of")
    expr = take_expr(t)
    t.skip("?", "now", "right now", "altogether", "in total", "combined", "together")
    if expr is None or not t.done or not isinstance(expr, m.Arith):
        return None
    return m.Ask(m.VALUE, value=expr, words=text)


def _kind_in(words: str) -> str | None:
    t = Tokens(tokenize(words))
    phrase = take_thing(t)
    return None if phrase is None or phrase.thing.is_party else phrase.thing.kind


def _check(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """A yes-or-no question about a condition: "is the bow closer than the sword?", "are there
    more bats than gorgons?", "is the gorgon still alive?", "do you have more arrows than me?"."""
    t = Tokens(tokenize(s))
    lead = t.take(*_YES_NO_START, "tell me if", "tell me whether", "check if", "check whether",
                  "can you tell me if", "let me know if", "say whether", "find out if")
    if lead is None:
        return None
    # "is the bow closer than the sword" -> "the bow is closer than the sword"
    rest = t.words[t.i:]
    candidates = []
    if lead in ("is", "are", "am", "was", "were"):
        for k in range(1, len(rest) + 1):
            candidates.append([*rest[:k], lead, *rest[k:]])
    elif lead in ("do", "does", "did", "can", "could", "will", "would"):
        candidates.append(rest)
    elif lead in ("have", "has"):
        candidates.append([rest[0], lead, *rest[1:]] if rest else rest)
    else:
        candidates.append(rest)
    for words in candidates:
        c = Tokens([w for w in words if w != "?"])
        got = take_cond(c)
        if got is not None and c.done:
            if isinstance(got.cond, m.Has):
                things = () if got.cond.item == m.ANY_ITEM else (m.Thing(got.cond.item),)
                return m.Ask(m.HAS, things, who=got.cond.who, words=text)
            return m.Ask(m.CHECK, check=got.cond, words=text)
    return None


def _health(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "how healthy are you?", "how many hit points do I have?", "how hurt am I?"."""
    if not _HEALTH_RE.search(s) or _DISTANCE_RE.search(s) or re.search(r"\bthan\b", s):
        return None
    return m.Ask(m.HEALTH, who=_who(plain, m.COMPANION) or m.COMPANION, words=text)


def _remaining(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "what monsters remain?", "which items are left?": how many of each."""
    found = re.match(r"^(?:what|which) (?P<what>\w+) (?:remain|are left|are still alive|are there"
                     r"|are alive|are on the ground|are lying around|do we still have to kill"
                     r"|are still around)$", s)
    kind = lx.kind_of(found.group("what")) if found else None
    if kind is None:
        return None
    return m.Ask(m.COUNT, (m.Thing(kind),), words=text)


def _carrying(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "what are you holding?", "what's in my inventory?", "how many arrows do you have?",
    "do you have anything?"."""
    held = re.search(r"\bhow many \w+ (?:do |does )?(?:you|i|we|the player) (?:have|carry|hold"
                     r"|got)\b", s)
    if not (_CARRY_RE.search(s) or held) or re.search(r"\b(?:how far|where|distance|health"
                                                      r"|hit points|hp)\b", s):
        return None
    if any(lx.is_monster(th.kind) for th in _things(plain)):
        return None  # "how many monsters do we still have to kill": a count
    if not re.match(r"^(?:what|which|how many|how much|list|show me|tell me|do|does|have|has"
                    r"|are|am|is|check|describe)\b", s):
        return None
    who = _who(plain)
    things = tuple(th for th in _things(plain) if not th.is_party and lx.is_item(th.kind))
    if re.match(r"^(?:do|does|have|has|are|am|is)\b", s) and things and things[0].kind != \
            m.ANY_ITEM:
        return m.Ask(m.HAS, (m.Thing(things[0].kind),), who=who, words=text)
    kinds = tuple(m.Thing(th.kind) for th in things if th.kind != m.ANY_ITEM)
    return m.Ask(m.CARRYING, kinds, who=who, words=text)


def _weakness(s: str, plain: str, asked: bool, text: str) -> m.Ask | None:
    """ "what kills a gorgon?", "how do I kill a bat?", "which monster can the sword kill?"."""
    if not _WEAKNESS_RE.search(s) or not re.match(r"^(?:what|which|how|who|tell me)\b", s) or (
            re.match(r"^how (?:many|much|far|long)\b", s)):
        return None
    things = tuple(m.Thing(th.kind) for th in _things(plain) if not th.is_party)
    if any(lx.is_monster(t.kind) for t in things):
        things = tuple(t for t in things if t.kind != m.ANY_ITEM)  # "what weapon works ..."
    if any(lx.is_item(t.kind) and t.kind != m.ANY_ITEM for t in things):
        things = tuple(t for t in things if t.kind != m.ANY_MONSTER)  # "which monster can ..."
    if not things:
        return None
    return m.Ask(m.WEAKNESS, things, words=text)


def _kind(s: str, plain: str, asked: bool, text: str) -> m.Ask | m.Unknown | None:
    """Health, distance, count and place questions."""
    things = [th for th in _things(plain) if not th.is_party]
    if _DISTANCE_RE.search(s):
        t = Tokens(tokenize(s))
        if things:
            origin = m.PLAYER if re.search(r"\bfrom (?:me|the player|us)\b|^how far (?:away )?"
                                           r"(?:am i|are we|is the player)\b", s) else m.COMPANION
            return m.Ask(m.DISTANCE, (m.Thing(things[0].kind, pick=things[0].pick,
                                              origin=things[0].origin),), who=origin, words=text)
        del t
        if re.search(r"\b(?:you|me|us|i)\b", s):
            return m.Ask(m.DISTANCE, (m.Thing(m.PLAYER),), who=m.COMPANION, words=text)
        return None
    if _COUNT_RE.search(s) and not re.search(r"\bhow many steps have you\b", s):
        if not things:
            return m.Unknown(text, "I don't know what to count")
        return m.Ask(m.COUNT, (m.Thing(things[0].kind),), words=text)
    if _WHERE_RE.search(s):
        if things:
            return m.Ask(m.WHERE, (m.Thing(things[0].kind, pick=things[0].pick,
                                           origin=things[0].origin),), words=text)
        who = _who(plain, "")
        return m.Ask(m.WHERE, who=who, words=text)
    return None


# Words that open a question for sure (an order may open with "do" too: "do a little dance").
_ASKING = re.compile(r"^(?:how|where|what|which|who|whose|why|when|tell me|let me know"
                     r"|(?:is|are|am|was|were) (?:you|i|we|the|there|it|a|an|any|my|your)\b"
                     r"|(?:do|does|did|have|has|can|could|will|would) (?:you|i|we|it|they)\b)")


def _question_unknown(text: str) -> m.Unknown:
    return m.Unknown(text, "I don't know how to answer that")


# -- one clause ---------------------------------------------------------------------------------


_DO_NOT = re.compile(r"^(?:do not|never|please do not|do not ever)\s+(?P<rest>\w+)")


def read_clause(text: str, say: str | None, *, asked: bool = False) -> tuple[m.Step, ...]:
    """What one clause asks, as steps (a place to wait at is two: go there, then stay)."""
    if say is not None:
        return (m.Say(say, words=text),)
    kept = read_distance(text)
    if kept is not None:
        return (kept,)
    negative = _DO_NOT.match(expand(strip_filler(text)))
    if negative and read_errand(text) is None:
        return (m.Unknown(text, "I can do what you ask, but not keep from doing something "
                                f"(\"{text.strip()}\")"),)
    places = read_place(text)
    if places is not None:
        return places
    joined = _PLACE_AND.match(text.strip())
    if joined:
        # "hop over to the bow and grab it": a place, then what to do there ("it": the thing)
        first = read_place(joined.group("left"))
        if first is not None and not any(isinstance(s, m.Unknown) for s in first):
            return (*first[:-1], *_with_rest(first[-1], "and " + joined.group("right"), asked))
    question_first = looks_like_question(text, asked) and not _opens_with_errand(text)
    if question_first:
        asked_for = read_question(text, asked)
        if asked_for is not None:
            return (asked_for,)
    errand = read_errand(text)
    if errand is not None:
        return _with_rest(*errand, asked)
    pieces = [p for p in text.split(",") if p.strip()]
    for i in range(len(pieces) - 1, 0, -1):
        # "a monster is coming, run!": the remark before the errand adds nothing to do;
        # "I need the sword, bring it here": it names what "it" is
        piece = _resolve_it(pieces[i], ",".join(pieces[:i]))
        errand = read_errand(piece)
        if errand is not None and isinstance(errand[0], m.Act):
            return _with_rest(*errand, asked)
    wanted = _WANT.match(expand(strip_filler(text)))
    if wanted:
        errand = read_errand(f"bring me {wanted.group('what')}")
        if errand is not None and isinstance(errand[0], m.Act) and not errand[1]:
            return (replace(errand[0], words=text),)
    if not question_first and (asked or _QUESTION_START.match(expand(strip_filler(text)))):
        asked_for = read_question(text, asked)
        if asked_for is not None:
            return (asked_for,)
    return (_unknown(text),)


# "I need the sword", "I want the bow": the player wants it brought.
_WANT = re.compile(r"^i (?:really )?(?:want|need|would like|would love|could use)\s+(?P<what>.+)$")
_AND_THEN = ("and then", "and", "then", ",", "and also", "after that")


_PLACE_AND = re.compile(r"^(?P<left>.+?)\s+and\s+(?:then\s+)?(?P<right>.+)$", re.I)
# "run away from me": as far as the player reads as far in conditions ("I am far away").
FAR_FROM_PLAYER = 6


def _with_rest(step: m.Step, rest: str, asked: bool) -> tuple[m.Step, ...]:
    """An errand and what its clause says after it: another step ("... and bring it to me"), a
    remark after a comma ("scram, a bat is coming"), words that say how ("quickly", "with the
    sword"), or words it cannot read, which are said back rather than dropped."""
    rest = rest.strip(" .!?")
    if not rest:
        return (step,)
    if isinstance(step, m.Unknown) and not re.match(r"^\s*(?:,|and\b|then\b)", rest):
        return (step,)  # its own words already say what could not be read
    t = Tokens(tokenize(rest))
    comma = bool(t.take(","))
    joined = bool(t.take(*_AND_THEN))
    rest = t.rest().strip(" ,")
    thing = step.thing if isinstance(step, m.Act) else None
    if thing is None and isinstance(step, m.Act) and step.place is not None and (
            step.place.thing is not None and not step.place.thing.is_party):
        thing = step.place.thing  # "walk to the bow and take it": "it" is the bow
    if isinstance(step, m.Choice) and not rest.strip(" ,.!?"):
        return (step,)
    if thing is not None:
        rest = re.sub(r"\b(?:it|them)\b", f"the {thing.kind}", rest, count=1)
    if not rest:
        return (step,)
    first = rest.split()[0]
    if joined or comma:
        more = read_clause(rest, None, asked=asked)
        if more and more[0] == step and thing is not None:
            more = more[1:]  # "go after the gorgon and kill it": one fight
        if joined or not any(isinstance(s, m.Unknown) for s in more) or (
                first in lx.ACTION_VERBS):
            return (step, *more)  # "slay the bat, don't move"; "... and bring it to me"
        return (step,)  # a remark: "scram, a bat is coming"
    weapon = _WITH_ITEM.match(rest)
    if weapon and isinstance(step, m.Act) and step.action == m.ATTACK and step.thing is not None:
        # "kill the gorgon with the bow": only what defeats a monster can be used on it
        item = lx.kind_of(weapon.group("item"))
        for kind in lx.concrete(step.thing.kind):
            if item is not None and item not in NEEDS.get(kind, ()):
                needs = " and ".join(f"the {n}" for n in NEEDS.get(kind, ()))
                return (m.Unknown(step.words or rest,
                                  f"the {item} can't defeat the {kind}: it takes {needs}"),)
    if _HOW.match(rest) or _harmless(rest, step):
        return (step,)
    return (step, m.Unknown(rest, f"I don't understand \"{rest}\""))


# Words after an errand that say how, not what: nothing more to do.
_HOW = re.compile(
    r"^(?:(?:with|using) (?:the |a |an |your |my )?(?:" + lx.noun_pattern(lx.ITEM_KINDS)
    + r")(?: and (?:the |a |an )?(?:" + lx.noun_pattern(lx.ITEM_KINDS) + r"))?"
    r"|before (?:the |a |an |that |any )?\w+ (?:gets|reaches|sees|catches|finds|hurts|attacks)"
    r" (?:you|me|us)|(?:as )?(?:quickly|fast|carefully|safely|slowly|quietly)(?: as you can)?"
    r"|at once|right now|immediately|straight away|asap|for (?:me|us)|please|now|again|already"
    r"|too|also|as well|real quick|if you can|if possible|on your own|by yourself|alone"
    r"|without (?:dying|getting hurt|getting killed|a scratch)|for the player|okay|ok"
    r"|while you are at it|when you can|if you do not mind)(?: please| now| thanks)*$")
_WITH_ITEM = re.compile(r"^(?:with|using) (?:the |a |an |your |my )?(?P<item>"
                        + lx.noun_pattern(lx.ITEM_KINDS) + r")\b")
_CONDITION_WORDS = frozenset("if unless until while when whenever because except instead "
                             "without but or before after".split())


# Where an errand happens said along with it, changing nothing: "through the dungeon", "around
# here", "behind me" (following), "for a while".
_SAME_PLACE = re.compile(
    r"^(?:(?:all )?(?:around|round|about|through(?:out)?|across|in|all over) (?:here|there|the "
    r"(?:dungeon|maze|map|level|area|place|rooms?|corridors?|halls?))|for a (?:while|bit|moment)"
    r"|(?:right )?(?:here|there)|over there|where you are"
    r"|from (?:here|there|where you are|this spot|your spot|that spot|where you stand))$")
_AT_MY_SIDE = re.compile(r"^(?:straight |right |directly )?(?:back )?(?:to )?(?:me|us)$"
                         r"|^(?:closely |close |right )?(?:behind|beside|next to|with|after"
                         r"|alongside|by|close to|near|to) (?:me|us|my side)$|^at my side$"
                         r"|^close by$|^(?:back )?(?:to )?(?:where i am|where i'm"
                         r"|where i am standing|my (?:position|location|spot|tile|side))$")
# Words that put an errand somewhere or relate it to something: not to be dropped unread.
_RELATION = re.compile(r"\b(?:to|from|behind|front|near|nearby|by|under|underneath|below|over"
                       r"|above|beside|between|around|round|next|top|inside|into|onto|toward"
                       r"|towards|at|of|in|on|through|across|along|past|against|corner|side"
                       r"|distance|away|far|close|left|right|north|south|east|west)\b")


def _harmless(rest: str, step: m.Step | None = None) -> bool:
    """Words after an errand that change nothing about it: no condition, number, thing,
    action or relation of their own ("closely", "you find"), the place it happens anyway
    ("through the dungeon"), and at the player's side for following ("behind me")."""
    if _SAME_PLACE.match(rest):
        return True
    if _AT_MY_SIDE.match(rest):
        return isinstance(step, m.Act) and step.action in (m.FOLLOW, m.COME_BACK, m.GUARD)
    if _RELATION.search(rest):
        return False  # "to the corner", "in front of me", "by the door", "from a distance"
    words = rest.split()
    for i, word in enumerate(words):
        if word in _CONDITION_WORDS or lx.number(word) is not None or lx.kind_of(word):
            return False
        after_subject = i > 0 and words[i - 1] in ("you", "i", "to", "can", "will")
        if word in lx.ACTION_VERBS and not after_subject and word not in ("back", "around",
                                                                          "look", "stand"):
            return False
    return True


def _resolve_it(piece: str, before: str) -> str:
    kinds = [k for w in re.findall(r"[a-z']+", before.lower()) if (k := lx.kind_of(w))]
    if not kinds:
        return piece
    return re.sub(r"\b(?:it|them)\b", f"the {kinds[-1]}", piece, count=1, flags=re.I)


def _opens_with_errand(text: str) -> bool:
    s = expand(strip_filler(text))
    if _CLEAR_OF.match(s):
        return True
    if re.match(r"^(?:tell me|let me know|show me|count|list|describe|check|give me|report"
                r"|name|calculate|work out|compute|figure out)\b", s):
        return False
    t = Tokens(tokenize(s))
    return _take_verb(t) is not None


def _unknown(text: str) -> m.Unknown:
    s = expand(strip_filler(text))
    words = s.split()
    if not words:
        return m.Unknown(text, "there are no words to read")
    if _ASKING.match(s):
        return _question_unknown(text)
    first = words[0]
    typed = text.strip(" .!?").split()
    said = " ".join(typed[:8]) + (" ..." if len(typed) > 8 else "")
    if lx.kind_of(first) is None and take_number(Tokens([first])) is None and first not in (
            "i", "the", "a", "an", "it", "there", "this", "that", "my", "your", "we"):
        done = " ".join(words[:8]) + (" ..." if len(words) > 8 else "")
        return m.Unknown(text, f"I don't know how to {done}")
    return m.Unknown(text, f"I don't understand \"{said}\"")

