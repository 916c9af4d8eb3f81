"""One clause read into what it asks: an errand (``Act``, ``agent.reading.errands``), a question
(``Ask``, ``agent.reading.questions``), words to say (``Say``), or words the reader does not
know (``Unknown``); and what the clause says after its errand, read or said back.
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_idioms as li,
    lexicon_parts as lp,
    meaning as m,
)
from agent.reading.ammunition import FOR_EACH, for_each
from agent.reading.amount_after import amount_after
from agent.reading.asked_after import asked_after
from agent.reading.carrying import CARRIED_ONES, all_handed, armed_asked
from agent.reading.changes_nothing import GROUND, HOW, brought_to_me, harmless
from agent.reading.conditions import seen
from agent.reading.deeds import opens_with_deed
from agent.reading.delays import says_when
from agent.reading.distances_kept import read_distance
from agent.reading.each_reached import each_of_two
from agent.reading.errands import (
    LOCATE,
    errand_on,
    opens_with_errand,
    protecting_from,
    read_errand,
    weapons,
)
from agent.reading.explored import explored_enough, explored_with
from agent.reading.hedged_amounts import aside_distance
from agent.reading.held_weapon import held_to
from agent.reading.items_alone import item_alone
from agent.reading.lexicon_typed import HOLD_ALONE, PUSH_ON, ROUTE_BACK
from agent.reading.logic import UNITS
from agent.reading.patterns import as_trees, lazy, longest_first, together
from agent.reading.picked_it import named_before_piece, said_back_after
from agent.reading.places import read_place, read_post
from agent.reading.pronouns import counted_nowhere
from agent.reading.question_rows import health_given
from agent.reading.questions import QUESTION_START, looks_like_question, read_questions
from agent.reading.referents import Referent, referent_of
from agent.reading.repeats import repetition
from agent.reading.requests import PRONOUN
from agent.reading.sequence import ONLY_OBJECT, one_said, starts_with_action
from agent.reading.team import lacking_plan
from agent.reading.text import expand, strip_filler
from agent.reading.tiles_spelt import TILE_WORDS
from agent.reading.tokens import (
    Tokens,
    pointing_at,
    take_number,
    take_thing,
    tokenize,
)
from agent.reading.typed_back import typed_back
from agent.reading.unled import timed_by
from agent.reading.weapons import WITH_ITEM, fought_as_said, fought_with, fought_with_it, said_with
from agent.reading.where_i_go import kept_with_me
from agent.reading.wishes import asked_before, goal_before, wished, wished_each
from game.world import NEEDS

_DO_NOT = lazy(r"^(?:(?:do not|never|please do not|do not ever)\s+(?P<rest>\w+)|leave\s+.+\s+"
               r"(?:alone|be)|ignore\s+\S|(?:do not|never) (?:worry|bother) (?:about|with)\s+\S)")
_FASTER = lazy(r"^(?:hurry(?: up)?|be quick|quicker|faster|go faster|move faster|speed up"
               r"|pick up the pace|step on it)$")
# An order taken back, alone: stopping, as "cancel" ("never mind the bats" is what not to do).
_TAKEN_BACK = lazy(r"^(?:never mind|nevermind|forget it|forget about it|forget that"
                   r"|scratch that)$")


# What the player says they will do themselves: "I'll get the sword", "I'm going left".
_HAVE = lx.alt(tuple(w.split()[-1] for w in li.LET_ME_HAVE))  # not "let me have the bow"
PLAYERS_OWN = lazy(r"^(?:(?:i will|i am going to|i am gonna|i am going|i shall"
                   rf"|let me(?!\s+(?:{_HAVE}|know)\b))\s"
                   r"|(?:i have got|i got) (?:this|it)$|leave (?:it|this|that) to me$)")
# Going to see a named spot: "check the top right corner", "go check out the middle".
_CHECK_PLACE = lazy(r"^(?:go (?:and )?)?check (?:out |on )?(?P<place>(?!if\b|whether\b|to "
                    r"see\b).+)$")
# Arming oneself: a weapon fetched, the nearer of the sword and the bow.
_ARMING = lazy(rf"^(?:go )?{lx.alt(lp.ARMING)}$")
# "prepare for the gorgon", "get ready to fight the bats": what defeats that kind, fetched
_ARMING_FOR = lazy(rf"^(?:go )?(?:(?:prepare|get ready) (?:for|to {lx.alt(lp.ARM_TO)})"
                   r"|arm yourself (?:for|against)|gear up (?:for|against)"
                   r"|(?:get|grab|fetch) (?P<me>me )?(?:(?:something|what you need|what i"
                   r" need|whatever you need|the right weapon|a weapon|the weapons?)"
                   rf" (?:to (?:{lx.alt(lp.ARM_TO)}|use on|use against)"
                   r"|for|against)"
                   # "get whatever it is that kills the gorgon", "the weapon that beats bats"
                   rf"|(?:the (?:{lx.alt(lx.ANY_ITEM_WORDS)}|one)|whatever(?: it is)?"
                   r"|what(?:ever)? it is) (?:that |which )?"
                   rf"(?:{lx.alt(tuple(v + 's' for v in lp.ARM_TO))}|works (?:on|against))))"
                   r" (?:the |a |an |those |these |that )?(?P<foe>[a-z]+)(?: with)?$")
# "can you see the gorgon?": whether it is in sight (politeness would make "see" an order)
_CAN_YOU_SEE = lazy(r"^\s*(?:(?:can|could) you )?(?:still )?see (?P<rest>.+?)\s*\??\s*$", re.I)
# "visit every corner", "go to each corner of the map", "check all four corners"
_EVERY_CORNER = lazy(r"^(?:go )?(?:visit|go to|walk to|check|explore|run to|touch|go round"
                     r"|go around) (?:every|each|all(?: the)?(?: four| 4)?|the four|the 4"
                     rf"|all of the) corners?(?: of (?:the|this) {lx.alt(lx.DUNGEON_WORDS)})?"
                     r"$")
# "drop the sword", "put the bow down": the game has no way to put an item down
_DROP = lazy(rf"^{lx.alt(lp.DROP_VERBS)}\s+(?:the |your |my |a |an |all (?:the |your )?"
             r"|that |this )?(?P<item>[a-z]+)(?:\s+(?:down|away|here|there|now))*$"
             r"|^(?:put|set|lay)\s+(?:the |your |my |a |an )?(?P<item2>[a-z]+)\s+(?:down"
             r"|away|on the (?:ground|floor))(?:\s+(?:here|there|now))*$")
# "block the gorgon", "hold off the bats": between the player and them
_BLOCK = lazy(r"^(?:block|hold off|hold back|fend off|ward off|intercept)\s+(?P<foe>.+?)"
              r"(?:\s+from (?:reaching|getting to|attacking|hurting|coming at) (?:me|us))?$")
# "you get the bow": an order put to "you", read without it
_YOURS = lazy(r"^you\s+(?P<rest>.+)$")
# "let's go", "come on, let's move": with the player, who leads
LETS_GO = lazy(rf"^(?:come on,? )?{lx.alt(lp.LETS)} {lx.alt(lp.GET_GOING)}(?: then)?$"
               rf"|^(?:come on|move out),? {lx.alt(lp.LETS[:2])} go$")
# "get out of my way", "step aside": off the player's path, a couple of tiles off
_OUT_OF_MY_WAY = lazy(rf"^{lx.alt(lp.MOVE_VERBS)} {lx.alt(lp.OUT_OF_THE_WAY)}$"
                      rf"|^{lx.alt(lp.STEP_ASIDE)} {lx.alt(lp.TO_THE_SIDE)}$")
# "use the sword on the gorgon", "use your bow against the bats", "use the sword kill the bat"
_USE_ON = lazy(r"^use (?:the |your |my |a |an )?(?P<tool>[a-z]+)(?: (?:on|against)|,? (?:to )?"
               rf"{lx.ATTACKING})"
               r" (?P<foe>.+)$")
# "clear the dungeon", "win the game": every monster defeated, which is winning
_EVERY_FOE = lazy(rf"^(?:(?:go )?{lx.alt(lp.CLEAR_VERBS)}"
                  rf" (?:the |this )?{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)}"
                  r"(?: of (?:all )?(?:the )?(?:monsters|enemies))?"
                  rf"|(?:win|beat|finish|complete) (?:the |this )?{lx.alt(lp.WON)}"
                  rf"(?: for (?:me|us))?|{lx.alt(lp.KILL_EVERYONE)} (?:everyone|everybody))$")


def read_clause(text: str, say: str | None, *, asked: bool = False) -> tuple[m.Step, ...]:
    """What one clause asks, as steps (a place to wait at is two: go there, then stay); the
    player's going said beside it ("wherever I go") kept only where the steps go with the player
    (``where_i_go``)."""
    if say is not None:
        return (m.Say(say, words=text),)
    return tuple(map(fought_as_said, kept_with_me(text, _read_clause(text, asked),
                                                  lambda rest: _read_clause(rest, asked))))


def _read_clause(text: str, asked: bool) -> tuple[m.Step, ...]:
    seeing = _CAN_YOU_SEE.match(text) if asked else None
    if seeing:  # "can you see the gorgon?": whether it is in sight, or another question
        if (sight := seen(seeing.group("rest"))) is not None:
            return (m.Ask(m.CHECK, check=sight.cond, words=text),)
        return read_questions(text, asked) or (_question_unknown(text),)
    if (whole := _said_whole(text, asked)) is not None or (whole := health_given(text)):
        return whole
    if (kept := _distance_kept(text, asked)) is not None:
        return kept
    if _DO_NOT.match(expand(strip_filler(text))) and read_errand(text) is None:
        return (m.Unknown(text, m.Reason.CANNOT_PROMISE),)
    if (places := read_place(text)) is not None or (places := _walked_alone(text)) is not None:
        return places
    if (joined := _PLACE_AND.match(text.strip())) and not text.lower().startswith(li.UP_AND_DOWN):
        # "hop over to the bow and grab it": a place, then what to do there ("it": the thing)
        first = read_place(joined.group("left"))
        if first is not None and not any(isinstance(s, m.Unknown) for s in first):
            after = joined.string[joined.end("left"):]  # "and grab it", as said
            return (*first[:-1], *with_rest(first[-1], after, asked))
    if (question_first := looks_like_question(text, asked) and not opens_with_errand(text)
            or _A_COUNT_TAKEN.match(text) is not None):
        if (asked_for := read_questions(text, asked)):
            return asked_for
    if (errand := read_errand(text)) is not None:
        return with_rest(*errand, asked)
    pieces = [p for p in text.split(",") if p.strip()]
    for i in range(len(pieces) - 1, 0, -1):
        # "a monster is coming, run!": the remark before the errand adds nothing to do;
        # "I need the sword, bring it here": it names what "it" is
        before = ",".join(pieces[:i])
        piece = re.sub(r"^\s*you\s+(?=\w)", "", pieces[i])  # "I'll get the sword, you get the bow"
        with pointing_at(named := named_before_piece(piece, before)):
            errand = read_errand(piece)
            if errand is not None and isinstance(errand[0], m.Act):
                if an_order(before) or says_when(before) or counted_nowhere(before) or (
                        an_order_of_its_own(before)):  # "dance, get the bow"
                    # "figgt the bat, defeat the gorgon": an order not understood, not a remark
                    # to leave out (it fought only the gorgon)
                    return (_unknown(before), *with_rest(*errand, asked))
                if (went := read_place(before) or _walked_alone(before)) and not any(
                        isinstance(step, m.Unknown) for step in went):  # "walk 4 steps left,"
                    return (*went, *with_rest(*errand, asked))  # "don't go far": both read
                if (timed := timed_by(before, pieces[i], text, asked)) is not None:
                    return tuple(timed)  # "your health drops below 2, come back": when it does
                rest = all_handed(errand[0], before, text) or with_rest(*errand, asked)  # both
                if (goal := goal_before(before, named, errand[0], asked) or asked_before(
                        before, rest, asked)) is not None:
                    return (goal, *rest)  # "I want the gorgon dead, go find it": the fight
                return (_unknown(before), *rest) if named is None and item_alone(before) else rest
    if (wishes := wished_each(text, asked)) is not None:
        return wishes  # "I need the bow and an arrow": each brought
    plain = expand(strip_filler(text))
    # an order put as a question ("would you walk back and forth between where you're standing
    # and the bow?") asks no question of the words in it ("where")
    if not question_first and (QUESTION_START.match(plain) or asked and not starts_with_action(
            plain)):
        if (asked_for := read_questions(text, asked)):
            return asked_for
    return (_unknown(text),)


def _distance_kept(text: str, asked: bool) -> tuple[m.Step, ...] | None:
    """A distance kept ("stay at least 3 tiles from me"), or one and words after a comma ("keep
    at least 3 tiles from the gorgon, it bites"), read as the words after any errand are (a
    remark dropped, a step read, anything else said back); None where no distance is kept."""
    if (kept := read_distance(text)) is not None:
        return (kept,)
    head, comma, tail = text.rpartition(",")
    if not comma or not (kept := read_distance(head)) or not isinstance(kept, m.Act):
        return None
    return with_rest(kept, comma + tail, asked)


def _walked_alone(text: str) -> tuple[m.Step, ...] | None:
    """ "3 steps up", "bottom left": a step without its verb (``verb_forms.said_without_verb``),
    looked for where a number or a word of ``ALONE_FIRST`` opens it or a corner is named."""
    said = text.lstrip(" ,.!").lower()
    if said[:1].isdigit() or "corner" in said or said.split(" ", 1)[0].strip(",.!") in ALONE_FIRST:
        from agent.reading.verb_forms import said_without_verb  # it reads clauses with this module
        return said_without_verb(text)
    return None


# The words a step said without its verb may open with: "hold", "back", "push gorgon", a number.
ALONE_FIRST = frozenset((HOLD_ALONE[0], ROUTE_BACK, *PUSH_ON, *lx.NUMBER_WORDS))


def read_borrowed(verb: str, text: str, asked: bool) -> tuple[m.Step, ...] | None:
    """The errand of a clause that is only an object ("an arrow") on the verb it borrows from the
    clause before (``verb``, "bring me ", opening ``text``), as the lexicon has it (a way after a
    walk, walked: ``verb_forms.walked_on``); None for another verb ("drop") or more than the object
    ("an arrow for each bat"); the object refused as said after words that are no verb."""
    from agent.reading.verb_forms import walked_on  # it reads clauses with this module

    own = text[len(verb):]
    if (walked := walked_on(verb, own)) is not None:
        return walked  # "move up 3 and left 2": "left 2" walked
    if not (key := _errand_verb(verb, own)) and not starts_with_action(verb):
        return (m.Unknown(own.strip(), m.Reason.NOT_UNDERSTOOD),)  # its verb not read: as said
    return with_rest(*errand_on(key, expand(own), text), asked) if key else None


def _errand_verb(lead: str, own: str) -> str:
    """The verb of an errand on a thing the words ``lead`` are, as the lexicon has it ("get",
    "give" for "give me"), when the clause's ``own`` words are an object; "" for other words, a
    longer verb in the words with the object ("give me everything") or words after it that ask
    for more ("an arrow for each bat", "give me the bow to me": the "me" said again)."""
    found = ONLY_OBJECT.match(own)
    rest = found.group("rest") if found is not None else one_said(own)  # "the farthest one"
    verb = _without_lead(lead.strip().lower())  # "go pick up": "pick up"
    if rest is None or _MORE.match(rest) or verb in lp.DROP_VERBS or (
            repetition(own) is not None):  # "... and guard it for 5 turns": read whole
        return ""
    if _ON_A_THING.get(verb) is None:
        verb = re.sub(r"\s+(?:me|us)$", "", verb)  # "give me": brought
        if _ON_A_THING.get(verb) != m.BRING or _FOR_ME.search(rest):
            return ""
    said = f"{lead}{own}".lower()
    said = said[said.find(verb):] if not said.startswith(verb) and verb in said else said
    return "" if any(said.startswith(longer) for longer in _LONGER.get(verb, ())) else verb


def _without_lead(verb: str) -> str:
    """The verb without the words that may lead an errand's ("go pick up": "pick up"), where it
    is an errand on a thing without them."""
    for lead in _LEADS:
        if verb.startswith(lead) and verb[len(lead):] in _ON_A_THING:
            return verb[len(lead):]
    return verb


_MORE = lazy(r"^\s*(?:for (?:each|every)|per)\b", re.I)
_FOR_ME = lazy(rf"\b{lx.alt(lp.FOR_ME)}\b", re.I)
_ON_A_THING = {phrase: action for phrases, action in lx.VERBS for phrase in phrases
               if action in (m.FETCH, m.BRING, m.ATTACK, LOCATE, m.KEEP_AWAY, m.GUARD, m.GO_TO)}
_LEADS = tuple(f"{lead} " for lead in longest_first(lp.ERRAND_LEAD))
_LONGER = {verb: [other for phrases, _ in lx.VERBS for other in phrases
                  if other.startswith(verb + " ")] for verb in _ON_A_THING}


def _said_whole(text: str, asked: bool) -> tuple[m.Step, ...] | None:
    """A clause whose whole words say what it asks: speed, an order taken back, the player's
    own part, an order put to "you", a spot to check, arming; None for any other."""
    plain = expand(strip_filler(text)).strip(" !.")
    if _said_any().match(plain) is None:
        return None  # none of the patterns below: most clauses
    if (blocked := _BLOCK.match(plain)):  # "block the gorgon": between the player and it
        return with_rest(*protecting_from(blocked.group("foe"), text), asked)
    dropped = _DROP.match(plain)
    if dropped and lx.is_item(_kind_named(dropped.group("item") or dropped.group("item2")) or ""):
        return (m.Unknown(text, m.Reason.CANNOT,
                          "I can't put an item down; I can hand what I carry to you"),)
    if _OUT_OF_MY_WAY.match(plain):
        return (m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=2, words=text),)
    if _FASTER.match(plain):
        # "hurry up" alone is not a step up: the speed is the game's
        return (m.Unknown(text, m.Reason.CANNOT,
                          "I already move as fast as the game lets me: a tile a tick"),)
    if _TAKEN_BACK.match(plain):
        return (m.Act(m.STAY, words=text),)
    if PLAYERS_OWN.match(plain) and not re.search(r"\byou\b|,", plain) and wished(
            text, asked) is None:  # "I'll need the sword": a wish, not their own doing
        return ()  # "I'll get the sword, you get the bow": the player's own part, no order
    yours = _YOURS.match(plain)
    if yours and starts_with_action(yours.group("rest")):
        return read_clause(yours.group("rest"), None, asked=asked)  # "you get the bow"
    checked = _CHECK_PLACE.match(plain)
    if checked and (post := read_post(checked.group("place"))) is not None and post.thing is None:
        return (m.Act(m.GO_TO, place=post, words=text),)  # "check the top right corner"
    if _ARMING.match(plain):  # a weapon: the sword or the bow, whichever is nearer
        return (weapons(m.FETCH, m.Thing(m.ANY_ITEM), text),)
    if (arming := _ARMING_FOR.match(plain)) and (kind := lx.kind_of(arming.group("foe"))) in NEEDS:
        # "get me something to kill the gorgon with": brought to the player
        action = m.BRING if arming.group("me") else m.FETCH
        return tuple(m.Act(action, m.Thing(name), words=text) for name in NEEDS[kind])
    if (each := FOR_EACH.match(plain)) and (step := for_each(each, text)) is not None:
        return (step,)
    if _EVERY_CORNER.match(plain):  # "visit every corner": round the four of them
        return tuple(m.Act(m.GO_TO, place=m.Place(name=corner), words=text)
                     for corner in ("top left", "top right", "bottom right", "bottom left"))
    used = _USE_ON.match(plain)
    if used:  # "use the sword on the gorgon": the fight, with what it names
        return _used_on(used.group("foe"), used.group("tool"), text, asked)
    if _EVERY_FOE.match(plain):
        return (m.Act(m.ATTACK, m.Thing(m.ANY_MONSTER, quantity=None), words=text),)
    return None


@together
def _said_any() -> re.Pattern[str]:
    """Any of the patterns ``_said_whole`` reads a clause by, as one: most clauses match none."""
    return as_trees("|".join(f"(?:{_NAMED.sub('(?:', p.pattern)})" for p in (
        _BLOCK, _DROP, _OUT_OF_MY_WAY, _FASTER, _TAKEN_BACK, PLAYERS_OWN, _YOURS, _CHECK_PLACE,
        _ARMING, _ARMING_FOR, FOR_EACH, _EVERY_CORNER, _USE_ON, _EVERY_FOE)))


_NAMED = re.compile(r"\(\?P<\w+>")  # a named group (the same names in several patterns)


def an_order(text: str) -> bool:
    """Whether words before an errand are an order not understood rather than a remark: they
    open with a word no remark opens with, which names no thing of the game, and then name a
    thing of the game ("figgt the bat") or say what is done to something ("drink a potion",
    "sing the song": a verb and its object, whatever the verb)."""
    words = re.findall(r"[a-z]+", expand(strip_filler(text)).lower().replace("'", ""))
    if len(words) < 2:
        return False
    first = words[0]
    return (first not in lp.REMARK_START and lx.kind_of(first) is None
            and (words[1] in _OBJECT_START or any(lx.kind_of(w) is not None or w in TILE_WORDS
                                                  for w in words[1:])))


def _a_remark(text: str) -> bool:
    """Whether words after a comma say something of their own (a remark: "a bat is coming", "the
    sword is over there"): a verb in them (lexicon_parts.REMARK_VERBS, or a word of doing,
    "coming", "scared"), not only a thing named ("the key", "the other one")."""
    words = re.findall(r"[a-z]+", expand(text).lower())
    return any(w in lp.REMARK_VERBS or len(w) > 4 and w.endswith(("ing", "ed")) for w in words)


# What opens the thing an order's verb acts on ("drink a potion", "open the chest").
_OBJECT_START = frozenset(("a", "an", "the", "some", "my", "your", "that", "this", "those",
                           "these", "it", "them"))


_AND_THEN = ("and then", "and", "then", ",", "and also", "after that")


# A number taken to work out ("take the number of bats, triple it, and tell me", "get the bat
# count and double it"): a question, though it opens with a verb of taking.
_A_COUNT_TAKEN = lazy(r"^(?:\w+\s+){1,2}?(?:the|a)\s+(?:(?:number|count|total)\s+of\b"
                      r"|[a-z]+\s+count\b)", re.I)
# Keeping what was taken ("... and keep it yourself", "... and hang on to them"): no step more.
_KEPT_AFTER = lazy(r"^(?:keep|keeping|hold|holding|hang|hanging)(?: hold of| onto| on to)?"
                   r"\s+(?:it|them)(?:\s+(?:yourself|for yourself|with you|for now|safe))?$")
_PLACE_AND = lazy(r"^(?P<left>.+?)\s+and\s+(?:then\s+)?(?P<right>.+)$", re.I)


def with_rest(step: m.Step, rest: str, asked: bool) -> tuple[m.Step, ...]:
    """An errand and what its clause says after it: another step ("... and bring it to me"), a
    remark after a comma ("scram, a bat is coming"), how ("quickly"), or words said back, as
    typed (``typed_back``: "cant you hurry", never "can not you hurry")."""
    if isinstance(step, m.Act) and rest.lstrip().startswith(",") and (
            measured := amount_after(rest.strip(" ,.!?"), (step,))):
        return tuple(measured)  # "stay near me, within 2 tiles": how far, said after a comma
    return typed_back(_with_rest(step, rest, asked), getattr(step, "words", ""), rest)


def _with_rest(step: m.Step, rest: str, asked: bool) -> tuple[m.Step, ...]:
    rest = rest.strip(" .!?")
    if not rest:
        return (step,)
    if isinstance(step, m.Unknown) and not re.match(r"^\s*(?:,|and\b|then\b)", rest):
        return (step,)  # its own words already say what could not be read
    t = Tokens(tokenize(rest))
    comma = bool(t.take(","))
    joined = bool(t.take(*_AND_THEN)) or comma and _later(t)
    rest = t.rest().strip(" ,")
    thing = step.thing if isinstance(step, m.Act) else None
    if thing is None and isinstance(step, m.Act) and step.place is not None and (
            step.place.thing is not None and not step.place.thing.is_party):
        thing = step.place.thing  # "walk to the bow and take it": "it" is the bow
    if isinstance(step, m.Watch) and isinstance(step.cond, m.Near) and step.cond.of == m.PLAYER:
        thing = step.cond.thing  # "follow me to the bow and pick it up": the bow
    if isinstance(step, m.Choice) and not rest.strip(" ,.!?"):
        return (step,)
    if (with_it := held_to(step, rest) or fought_with_it(step, rest)) is not None:
        return (with_it,)  # "shoot the bats with it": the weapon, which the fight takes anyway
    if isinstance(step, m.Act) and step.action == m.FETCH and (taken := _after_taking(step, rest)):
        return taken
    if (back := _brought_back(step, rest)) is not None:
        return (back,)  # "come back with the sword": the sword brought, not only the companion
    if (seen := explored_with(step, rest)) is not None:  # "explore, see at least 15 tiles"
        return with_rest(*seen, asked) if seen[1] else (seen[0],)
    if not rest or comma and (aside_distance(step, rest.lower()) or brought_to_me(rest, step)):
        return (step,)  # nothing after it, a remark ("grab the bow, its a dozen squares away")
    first = rest.split()[0]
    if (joined or comma) and (each := each_of_two(step, thing, rest, asked, _read_after) or (
            _plan_lacking(step, rest))) is not None:
        return each  # "get the sword and the bow and bring them to me": both brought
    if joined or comma:
        # "find the bats and kill them": "them" is every one of them
        it = _points_at(step, thing, rest)
        if (more := _read_after(rest, it, asked)) and more[0] == step and thing is not None:
            more = more[1:]  # "go after the gorgon and kill it": one fight
        if joined or not any(isinstance(s, m.Unknown) for s in more) or (
                first in lx.ACTION_VERBS) or _DO_NOT.match(expand(strip_filler(rest))) or (
                an_order(rest) or _A_NUMBER.search(rest)):
            # "slay the bat, don't move", "... and bring it to me": said back, never dropped
            return (step, *more)
        return _after_comma(step, thing, rest, more, it, asked)
    if isinstance(step, m.Act) and step.action == m.BRING and CARRIED_ONES.match(rest):
        # "give me the arrows you're carrying": those it holds, not every arrow fetched first
        return (m.Act(m.HAND_OVER, words=step.words),)
    if isinstance(step, m.Act) and (armed := armed_asked(step, rest, asked)) is not None:
        return (armed,)  # "could you beat the gorgon with what you've got?": a question
    if isinstance(step, m.Act) and step.action == m.ATTACK and step.thing is not None and (
            cannot := said_with(step, step.thing, rest)) is not None:
        return (cannot,)
    if isinstance(step, m.Act) and lx.kind_of(rest.split()[-1]) and take_thing(
            t := Tokens(tokenize(rest))) is not None and t.done:  # "flee the bat", "look in the
        return (m.Unknown(step.words or rest),)  # bat": a thing named, refused whole, no fight
    if _LOOKS.match(getattr(step, "words", "").lower().strip(" ,.!?")) and (
            not _LOOKING_ABOUT.match(rest)) and not explored_enough(step, rest):
        return (step, m.Unknown(rest))  # "you look hurt": how someone looks, no exploring
    if _points_at(step, thing, rest) is None and (HOW.match(rest) or harmless(rest, step)):
        return (step,)  # "keep away from it": "it" said back, not dropped
    return (step, m.Unknown(rest))


def _plan_lacking(step: m.Step, rest: str) -> tuple[m.Step, ...] | None:
    """The step and a plan after it that the game lacks, said back ("..., ill fly to the
    moon"); None where the words after it are no such plan."""
    lacking = lacking_plan(rest, GROUND)
    return None if lacking is None else (step, *lacking)


def _after_comma(step: m.Step, thing: m.Thing | None, rest: str, more: tuple[m.Step, ...],
                 it: Referent | None, asked: bool) -> tuple[m.Step, ...]:
    """``step`` (done to ``thing``) and what is said after a comma that it cannot read
    (``more``): a question of the thing's kind ("kill the bat, how many are left": both, in
    order), a remark left out ("scram, a bat is coming"), a step joined on after a name said
    back ("get the bow, bob, and dance": the dance), a thing named said back ("get the bow, the
    key"), never dropped."""
    if asked_too := asked_after(thing, rest, lambda it: _read_after(rest, it, asked)):
        return (step, *asked_too)
    if (joined_on := _joined_on(rest)) is not None:
        return (step, *_read_after(joined_on, it, asked))
    if an_order_of_its_own(rest):
        return (step, *more)  # "get the bow, dance": the dance said back, never dropped
    if rest.split()[0].lower() not in _OBJECT_START or _a_remark(rest):
        return (step,)  # a remark: "scram, a bat is coming"
    return (step, *more)  # "get the bow, the key": a thing named, said back, never dropped


# A piece joined on after a comma: ", and dance", ", then sing", ", and then ...".
_JOINED_ON = lazy(r",\s*(?:and\s+then|and|then|after that)\s*,?\s+(?P<on>[a-z].*)$", re.I)


def _joined_on(rest: str) -> str | None:
    """What is joined on as a step after a name or a remark set off by a comma ("get the bow,
    bob, and dance": the dance), where its words open with a verb the game has none of; else
    None. Never dropped with the remark: said back in words ("get the bow, bob, and kill the bat"
    reads the fight as before)."""
    found = _JOINED_ON.search(rest)
    if found is None:
        return None
    said = _unknown(found["on"])
    return found["on"] if said.reason == m.Reason.NO_SUCH_ACTION else None


def an_order_of_its_own(rest: str) -> bool:
    """Whether words after a comma open with a deed the game has no skill for ("get the bow,
    knit", "..., sing loudly": a verb by its form, ``deeds``): a step said back, not a remark, a
    name ("..., bob", "..., good lad") or how ("..., fast fast")."""
    return opens_with_deed(rest) and _unknown(rest).reason == m.Reason.NO_SUCH_ACTION


def _later(t: Tokens) -> bool:
    """A word of when before a verb, after a comma, as a learner says "then" ("take one arrow,
    after come back by me"): taken; else the cursor back."""
    mark = t.i
    if t.take("after", "afterwards", "later", "next") and t.peek() in lx.ACTION_VERBS:
        return True
    t.i = mark
    return False


def _after_taking(step: m.Act, rest: str) -> tuple[m.Step, ...] | None:
    """What words after an item taken say of it: it is kept ("pick up the bow and keep it
    yourself": nothing more), or it was a fight after all ("take it down", "take the bow out":
    which an item cannot be, not a pick-up); None for other words."""
    if _KEPT_AFTER.match(rest):
        return (step,)
    if rest in ("down", "out"):
        return (m.Unknown(step.words, m.Reason.MISMATCH),)
    return None


def _points_at(step: m.Step, thing: m.Thing | None, rest: str) -> Referent | None:
    """What "it" / "them" in the words after ``step`` (done to ``thing``) stands for, when they
    say one ("find the bats and kill them": every bat)."""
    if thing is None or PRONOUN.search(rest) is None:
        return None
    return referent_of(thing, getattr(step, "words", ""), rest)


def _brought_back(step: m.Step, rest: str) -> m.Act | None:
    brought = WITH_ITEM.match(rest)
    if not brought or not isinstance(step, m.Act) or step.action != m.COME_BACK or (
            brought.end() != len(rest)) or (kind := lx.kind_of(brought.group("item"))) is None:
        return None
    return m.Act(m.BRING, m.Thing(kind), words=step.words)


def _read_after(rest: str, it: Referent | None, asked: bool) -> tuple[m.Step, ...]:
    """The steps of the words after an errand, "it" / "them" there the thing ``it`` ("get the
    sword and bring it to me": the sword brought; "get the sword and guard it": guarded)."""
    if it is None:
        return read_clause(rest, None, asked=asked)
    with pointing_at(it.phrase):  # never done on another of a kind picked: said back
        return said_back_after(read_clause(rest, None, asked=asked), it.phrase, rest)


def _kind_named(word: str) -> str | None:
    """The kind of thing one word names ("sword", "arrows"); for "it" / "them", the thing it
    stands for where one is given ("get the sword and drop it": the sword)."""
    phrase = take_thing(Tokens([word]))
    return phrase.thing.kind if phrase is not None else None


def _used_on(foe: str, tool: str, text: str, asked: bool) -> tuple[m.Step, ...]:
    """ "use the sword on the gorgon": the fight with what the words after "on" name, and with
    the tool said, which may be one that cannot win it."""
    step, left = errand_on(lx.ATTACK_VERBS[0], foe, text)
    if isinstance(step, m.Act) and step.action == m.ATTACK and step.thing is not None:
        item = _kind_named(tool)
        cannot = fought_with(step, step.thing, item if item and lx.is_item(item) else None, text)
        if cannot is not None:
            return (cannot,)
    return with_rest(step, left, asked)


# A number said after a comma is no remark to drop ("keep your distance, you smell like 2 to 4
# tiles": the tiles were dropped with it).
_A_NUMBER = lazy(rf"\b\d+\b|\b{lx.NUMBER_RE}\s+{lx.alt(UNITS)}\b")
# "look" as exploring, and what may follow it ("look around", "look carefully").
_LOOKS = lazy(rf"^(?:you |go |just )?{lp.LOOK}\b(?! {lx.alt(lp.LOOKING_ABOUT)}\b)")
_LOOKING_ABOUT = lazy(rf"^{lx.alt(lp.LOOKING_ABOUT)}\b")


# Words that open a question for sure (an order may open with "do" too: "do a little dance").
_ASKING = lazy(r"^(?:how|where|what|which|who|whose|why|when|tell me|let me know"
               r"|(?:is|are|am|was|were) (?:you|i|we|the|there|it|a|an|any|my|your)\b"
               r"|(?:do|does|did|have|has|can|could|will|would) (?:you|i|we|it|they)\b)")


def _question_unknown(text: str) -> m.Unknown:
    return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, "I don't know how to answer that")


def _unknown(text: str) -> m.Unknown:
    """Words not read: an action the game has none of when they open with no thing, number or
    pronoun (said back by ``reasons.said`` from the player's words, never from these)."""
    s = expand(strip_filler(text))
    words = s.split()
    if not words:
        return m.Unknown(text)
    if _ASKING.match(s):
        return _question_unknown(text)
    first = words[0]
    if lx.kind_of(first) is None and take_number(Tokens([first])) is None and first not in (
            "i", "the", "a", "an", "it", "there", "this", "that", "my", "your", "we"):
        return m.Unknown(text, m.Reason.NO_SUCH_ACTION)
    return m.Unknown(text)

