"""One clause's errand: the verb that opens it ("grab", "go and get") and what it is done to,
read into an ``Act``, a ``Choice`` between two things, or an ``Unknown`` that says why not."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import NamedTuple

from agent.reading import (
    lexicon as lx,
    lexicon_caution as lc,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    meaning as m,
)
from agent.reading.conditions import THERE
from agent.reading.duties import HERE, against, read_duty
from agent.reading.lexicon_idioms import NAMING, RETURNING
from agent.reading.outcomes import NEGATED
from agent.reading.patterns import lazy
from agent.reading.picked_foes import keeping_away, kept_away, picked_foe
from agent.reading.places import read_post
from agent.reading.questions import ASKING
from agent.reading.rows import Row, Table
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import Phrases, ThingPhrase, Tokens, pointed_at, take_thing, tokenize
from game.world import BOW, SWORD

LOCATE = lx.LOCATE
_VERB_OF = {phrase: action for phrases, action in lx.VERBS for phrase in phrases}
_ALL_VERBS = Phrases(tuple(_VERB_OF))
# "explore the place a bit", "look around this area": all around, as "the dungeon" is.
_TAIL, _ALL_AROUND = Phrases(lp.ERRAND_TAIL), Phrases((*lp.ALL_AROUND, *(
    f"{d} {w}" for d in ("the", "this", "around the", "around this", "round the")
    for w in lx.AREA_WORDS)))
FAR_FROM_PLAYER = 6  # "run away from me": as far as "I am far away" in a condition


def _take_verb(t: Tokens) -> str | None:
    if (verb := _verb_or_going(t)) is None:
        start = t.i
        t.skip(*lp.ERRAND_LEAD)  # "go and get", "try to"
        t.take("to")  # "you must to protect me", "please to attack the gorgon"
        if (verb := t.take_in(_ALL_VERBS)) is None:
            t.i = start
    if verb is not None and _VERB_OF[verb] == m.COME_BACK and verb in lp.COME_LEADS and (
            (then := Tokens(t.words, t.i).take_in(_ALL_VERBS)) is not None) and (
            _VERB_OF[then] != m.COME_BACK):
        verb = t.take(then)  # "come get the sword": coming is the way to the errand
    if verb is not None and verb.endswith(" me") and _VERB_OF[verb] == m.COME_BACK and (
            _take_object(Tokens(t.words, t.i), parties=False) is not None):
        # "find me an arrow" is no "come find me": the thing after it is brought
        verb = "get me"
    return verb


def _verb_or_going(t: Tokens) -> str | None:
    """The verb the words open with; a moving word and the way going on ("run down to"), a going."""
    start = t.i
    if (verb := t.take_in(_ALL_VERBS)) is not None and (
            _VERB_OF[verb] == m.COME_BACK or not _moving_alone(verb)):
        return verb  # "hurry back to my side": a coming back
    after, t.i = t.i, start
    going = _going_by_the_way(t)
    t.i = t.i if going is not None else after  # else the verb as taken, not looked up again
    return going or verb


@cache  # of the lexicon's verbs only: asked at every clause that opens with one
def _moving_alone(verb: str) -> bool:
    """Whether a verb is a moving word and the way alone ("run", "go down")."""
    said = Tokens(verb.split())
    said.take_in(_MOVING)
    said.skip_in(_BY_THE_WAY)
    return said.done


def _going_by_the_way(t: Tokens) -> str | None:
    """A going with the way said on the way ("go down to the bow", "run on over to the sword"):
    the going's verb, the cursor after "to"; None, unmoved, for any other ("go down 3 tiles")."""
    start = t.i
    if t.take_in(_MOVING) is not None:
        t.skip_in(_BY_THE_WAY)
        if t.i > start + 1 and t.take(*_TOWARDS) and not t.done:
            return _GO
    t.i = start
    return None


_MOVING = Phrases(lp.MOVE_VERBS)
_BY_THE_WAY = Phrases(("up", "down", "over", "across", "along", "on", "back", "right", "straight"))
_TOWARDS = ("to", "towards", "toward")


def read_errand(text: str) -> tuple[m.Step, str] | None:
    """The errand a clause names ("get the sword"), and the words it left; None without a verb."""
    return _read(expand(strip_filler(text)), text)


def _read(s: str, text: str) -> tuple[m.Step, str] | None:
    if (found := CLAUSES.first(s)) is not None:
        row, words = found
        return row.makes(words, s, text)
    return errand_of(Tokens(tokenize(s)), text)


def errand_of(t: Tokens, text: str) -> tuple[m.Step, str] | None:
    """The errand the words ``t`` name from their verb on, and the words left; None without one."""
    if (verb := _take_verb(t)) is None:
        return None
    return _errand(verb, t, text), _rest(t)


def errand_on(verb: str, words: str, text: str) -> tuple[m.Step, str]:
    """The errand ``verb`` asks for done to ``words``, and the words left (``text``: as said)."""
    return _on_words(words, lambda t: _errand(verb, t, text))


def protecting_from(words: str, text: str) -> tuple[m.Step, str]:
    """Standing between the player and the monster ``words`` name."""
    return _on_words(words, lambda t: against(t, text))


def _rest(t: Tokens) -> str:
    t.skip_in(_TAIL)
    return t.rest()


# -- whole clauses: phrasings of errands read from their words, not from a verb's -------------

Clause = Callable[[dict[str, str], str, str], "tuple[m.Step, str] | None"]
_KILL, _GO, _BRING = lx.ATTACK_VERBS[0], ldu.GO_TO_VERBS[0], lx.BRING_VERBS[0]


def _one_of(kind: str) -> ThingPhrase:
    return ThingPhrase(m.Thing(kind), False, False, None)


def _on_words(words: str, read: Callable[[Tokens], m.Step]) -> tuple[m.Step, str]:
    """What ``read`` makes of ``words``, and the words it left."""
    t = Tokens(tokenize(words))
    return read(t), _rest(t)


def _go_to(words: dict[str, str], s: str, text: str) -> tuple[m.Step, str]:
    return _on_words(words["what"], lambda t: _errand(_GO, t, text))


def _going_only(words: dict[str, str], s: str, text: str) -> tuple[m.Step, str] | None:
    """ "go to the sword but don't take it": the going alone."""
    return _read(words["head"], text)


def _wished_dead(words: dict[str, str], text: str) -> tuple[m.Step, str]:
    """ "I want the gorgon dead": the fight, in the words of what is wished ("the gorgon dead")."""
    said = _WISHER.sub("", text)
    if NEGATED.search(words["what"]):  # "I want the bat not dead": no fight read
        return m.Unknown(text, m.Reason.NOT_UNDERSTOOD), ""
    step, left = _on_words(words["what"], lambda t: _on_a_thing(_KILL, m.ATTACK, t, said))
    return (replace(step, words=text) if isinstance(step, m.Unknown) else step), left


_WISHER = lazy(r"^\s*(?:i|we)\s+(?:really\s+|just\s+)?(?:want|need|would like|'d like"
               r"|would love)\s+", re.I)


def _go_where(words: dict[str, str], s: str, text: str) -> tuple[m.Step, str]:
    """ "go to where the bow is and pick it up": going to it, and what the clause says after."""
    step, left = _go_to(words, s, text)
    return step, f"{left} {words['after']}".strip()


_GOING_BY = "({MOVE_VERBS}|come)"
PIECES = {
    "GOING": rf"(?=(?:{lx.alternatives(ldu.GO_TO_VERBS)})\b)", "HEAD": r".+?", "SOME": r".+",
    "MARK": r"\s*[,:]?", "AFTER": r"\b.*", "GOES_ON": r"(?=\s|$).*", "NOT_ME": r"(?!me\b)",
    "NOT_US": r"(?!you\b|i\b|we\b).+?", "LETTERS": r"[a-z]+", "ONE": r"(?:the |a |an )?[a-z]+",
    "NOUN": r"(?!is\b|lies\b)[a-z]+", "TO_WHOM": r"(?: (?:to|from) (?:you|me|us|yourself|myself))?",
    "HARM": lx.ATTACKING, "ANYONE": lp.FIGHT_ANYONE,
    "THE_WAY": (*lx.GROUND_WORDS, "way"), "DEFEATED": lp.DEFEATED,
    # arriving where the step before went: "once you're there", "when you get there"
    "ARRIVED": rf"(?:you {lx.alt(THERE)}|there|you are done there),?",
}
# Whole clauses (lower case, spelt out, without politeness), tried before a verb is looked for.
CLAUSES: Table[Clause] = Table((
    Row("going, leaving it", "{GOING}{head:HEAD}{MARK} (but|and) [please|just] leave (it|them)"
        " [lying|be|sitting] [where it is|where they are|there|alone|on the ground]", _going_only,
        (f"go to the {lx.SWORD}, but please leave it lying where it is",)),
    Row("rid of", "({RID_OF} [the] {THE_WAY} of|{CLEAR_ALL} {CLEARED_EACH}) {after:SOME}",
        lambda words, s, text: _on_words(
            words["after"], lambda t: _on_a_thing(_KILL, m.ATTACK, t, text, every=True)),
        (f"rid the way of {lx.BAT}s", f"clear all {lx.BAT}s", f"purge every {lx.BAT}")),
    # "get as close to the gorgon as you can": going to a monster goes as near as is harmless
    Row("as close as", f"{_GOING_BY} as (close|near) [to] {{what:HEAD}} as (you [safely] can"
        "|[is] [safely] possible|is safe)", _go_to,
        (f"go as close to the {lx.GORGON} as you can",)),
    Row("go where", f"{_GOING_BY} [over] [to] where {{what:NOT_US}} (is lying|are lying"
        "|is sitting|are sitting|is|are|lies|lie|was|were){after:GOES_ON}", _go_where,
        (f"go where the {lx.BAT}s are", f"head to where the {lx.SWORD} is",
         f"go over to where the {lx.BOW} is lying")),
    # "I want the gorgon dead": a wish that a monster be defeated is the fight
    Row("wished dead", "(i|we) [really|just] (want|need|would like|would love) {what:HEAD}"
        " (dead|gone|{DEFEATED}) [for good|now|already]",
        lambda words, s, text: _wished_dead(words, text),
        (f"I want the {lx.GORGON} dead", f"we need those {lx.BAT}s gone")),
    # "go to the bow, and once you're there come back": the next step, after the one before
    Row("once there", "(once|when|as soon as|after) {ARRIVED} [then] {after:SOME}",
        lambda words, s, text: _read(words["after"], text),
        (f"once you are there {_KILL} the {lx.BAT}", f"when you arrive, {_GO} the {lx.BOW}")),
    # "kill anything", "attack anyone": any monster, the only things a fight can be with
    Row("anyone", "{verb:HARM} {ANYONE}{after:GOES_ON}",
        lambda words, s, text: _on_words(words["after"], lambda t: _on(
            words["verb"], m.ATTACK, _one_of(m.ANY_MONSTER), set(), False, t, text)),
        (f"{lx.ATTACK_VERBS[0]} anyone", f"{lx.ATTACK_VERBS[0]} anything now")),
    # the game has no throwing: bringing is what reaches the player, as putting it in their hands
    Row("thrown to me", "({THROW_VERBS} {NOT_ME}{what:HEAD} ([over|back] to me|my way)"
        "|{HANDED_VERBS} {HEAD} {MY_HANDS}){AFTER}", lambda words, s, text: _on_words(
            s.partition(" ")[2], lambda t: _errand(_BRING, t, text)),  # as after "bring"
        (f"throw the {lx.BOW} to me", f"toss an {lx.ARROW} my way", f"put a {lx.BOW} in my hand")),
    # "give the gorgon a wide berth": keeping away from it (an idiom, lexicon_idioms' voice)
    Row("a wide berth", "give {what:HEAD} a [wide|good|very wide|wider] berth{after:AFTER}",
        lambda words, s, text: _read(
            f"{lx.KEEP_AWAY_VERBS[0]} {words['what']}{words['after']}", text),
        (f"give the {lx.GORGON} a wide berth", f"give the {lx.BAT}s a good berth")),
), PIECES)


# -- a choice: "grab whichever of the bow and the sword is closer" ---------------------------


class _Asked(NamedTuple):
    """An errand on a thing as asked ("fetch me whichever ...")."""

    verb: str
    action: str
    me: bool  # for the player: "fetch me"
    said: str  # the words after the verb
    text: str  # the clause as said


Chosen = Callable[[dict[str, str], _Asked], "m.Step | None"]


def _whichever(words: dict[str, str], asked: _Asked) -> m.Step | None:
    """A choice between two things by their distance, decided when the step starts."""
    said = [Tokens(tokenize(words[x])) for x in ("a", "b")]
    a, b = (take_thing(t) for t in said)
    if a is None or b is None or a.thing.is_party or b.thing.is_party or (
            m.ANYTHING in (a.thing.kind, b.thing.kind) or a.thing.pick or b.thing.pick) or (
            not all(t.done for t in said)):
        # "the nearest arrow and the farthest one": two things, each picked, not a choice;
        # "the nearest bat with the bow and arrow": a thing and more words, not two things
        return None
    first, second = (_on(asked.verb, asked.action, _one_of(kind), {kind}, asked.me, Tokens([]),
                         asked.text) for kind in (a.thing.kind, b.thing.kind))
    if not isinstance(first, m.Act) or not isinstance(second, m.Act):
        return first if not isinstance(first, m.Act) else second
    near = words.get("cmp", "nearer") in (*lx.NEARER, *lx.NEAREST)
    origin = _measured_from(words)
    cond = m.Compare("<" if near else ">", m.DistanceTo(m.Thing(a.thing.kind), origin),
                     m.DistanceTo(m.Thing(b.thing.kind), origin))
    return m.Choice(cond, (first,), (second,), words=asked.text)


def _measured_from(words: dict[str, str]) -> str:
    """Whom "whichever is nearer (to me)" measures from: the player, or the companion."""
    to_me = words.get("whom", "").split()[-1:] in (["me"], ["us"], ["myself"])
    return m.PLAYER if to_me else m.COMPANION


def _whatever(words: dict[str, str], asked: _Asked) -> m.Step | None:
    """ "pick up whatever is closest": the nearest item (monster: a fight) of a kind or any."""
    if asked.action == m.GO_TO:
        return None
    if (noun := words.get("noun", "one")) == "one":  # "whichever weapon is farther": that kind's
        phrase: ThingPhrase | None = _one_of(m.ANY_MONSTER if asked.action == m.ATTACK
                                             else m.ANY_ITEM)
    else:
        phrase = take_thing(Tokens([noun]))
    if phrase is None:
        return _unknown_object(asked.text, asked.verb, Tokens(tokenize(asked.said)))
    origin = _measured_from(words)
    pick = (m.FARTHEST if words["cmp"] in (*lx.FARTHEST, *lx.FARTHER)
            else m.NEAREST if origin != m.COMPANION else "")
    phrase = replace(phrase, thing=replace(phrase.thing, pick=pick, origin=origin))
    return _on(asked.verb, asked.action, phrase, {noun}, asked.me, Tokens([]), asked.text)


_WHICH = "(whichever|whatever)"
_IS = "(is|lies|happens to be)"
# The words after an errand's verb (and "me") that name a choice, tried in order.
CHOSEN: Table[Chosen] = Table((
    Row("whichever of two is", f"{_WHICH} [one] [of] {{a:HEAD}} (and|or) {{b:HEAD}} {_IS}"
        " [the] {cmp:BY_DISTANCE}{whom:TO_WHOM}{after:AFTER}", _whichever,
        (f"whichever of the {lx.BOW} and the {lx.SWORD} is {lx.NEARER[0]}",)),
    Row("whichever is, of two", f"{_WHICH} [one] (is|lies) [the] {{cmp:BY_DISTANCE}}"
        "{whom:TO_WHOM}"
        "{MARK} {a:HEAD} (or|and) {b:HEAD}", _whichever,
        (f"whichever is {lx.NEARER[0]}, the {lx.BOW} or the {lx.SWORD}",)),
    Row("the nearer of two", "the {cmp:BY_DISTANCE} [one] [of] {a:HEAD} (and|or) {b:HEAD}"
        "{whom:TO_WHOM}", _whichever,
        (f"the {lx.NEARER[0]} of the {lx.BOW} and the {lx.SWORD}",)),
    Row("either", "either [of] {a:HEAD} or {b:HEAD}", _whichever,
        (f"either the {lx.SWORD} or the {lx.BOW}",)),
    Row("one or the other", "{a:ONE} or {b:ONE}", _whichever, (f"the {lx.SWORD} or the {lx.BOW}",)),
    Row("two, whichever is", f"{{a:HEAD}} or {{b:HEAD}}{{MARK}} {_WHICH} [one] {_IS}"
        " [the] {cmp:BY_DISTANCE}{whom:TO_WHOM}", _whichever,
        (f"the {lx.SWORD} or the {lx.BOW}, whichever is {lx.NEARER[0]}",)),
    Row("whatever is nearest", "(whatever|whichever|anything that) [{noun:NOUN}] (is|lies) [the]"
        " {cmp:BY_DISTANCE} [away] [(to|from) {whom:PARTY}]", _whatever,
        (f"whatever is {lx.NEAREST[0]}", f"whichever one is {lx.FARTHER[0]} from me",
         f"whichever {lx.ARROW} is {lx.NEAREST[0]} to you")),
), {**PIECES, "PARTY": ("me", "us", "you")})


def _errand(verb: str, t: Tokens, text: str) -> m.Step:
    """The step ``verb`` asks for, with the words after it."""
    if verb in RETURNING and t.names_a_thing():  # "return the sword to me": bringing it
        verb = lx.BRING_VERBS[0]
    if (action := _VERB_OF[verb]) in (m.FETCH, m.BRING, m.ATTACK, m.GO_TO, LOCATE):
        mark = t.i
        me = bool(t.take("me", "us"))
        asked = _Asked(verb, action, me, t.rest(), text)
        # "kill me whichever ...": no one fights the player (_on_a_thing says so)
        no = me and action == m.ATTACK or (it := pointed_at()) is not None and bool(it.said)
        for row, words in CHOSEN.each(asked.said) if not no else ():  # "whichever": taken as it
            if (chosen := row.makes(words, asked)) is not None:
                t.i = len(t.words) - len(tokenize(words.get("after", "")))
                return chosen
        t.i = mark
    if action in (m.GUARD, m.PROTECT, m.PATROL, m.HAND_OVER):
        return read_duty(action, t, text, verb)
    if action in (m.FOLLOW, m.STAY, m.EXPLORE):
        return _about(action, t, text)
    if action in (m.COME_BACK, m.FLEE):
        return _away(action, t, text)
    if action == m.KEEP_AWAY:
        return keeping_away(t, text)
    return _on_a_thing(verb, action, t, text)


def _about(action: str, t: Tokens, text: str) -> m.Step:
    """Following, staying and exploring: the player, or no one, is what they are about."""
    t.skip_in(_ALL_AROUND)
    t.i -= bool(t.i and t.words[t.i - 1] in NAMING)  # "search the": the name after it too
    mark, phrase = t.i, take_thing(t)
    if action == m.FOLLOW and phrase is not None and not phrase.thing.is_party:
        return m.Unknown(text, m.Reason.CANNOT,
                         f"I can only follow you, not the {phrase.thing.kind}")
    if phrase is not None and not phrase.thing.is_party:
        t.i = mark  # "explore the sword": words left over, said back
    if action == m.STAY:
        _still_here(t)
    before = t.i  # "follow me the whole way, ...": as long as every duty, said before more
    if action == m.FOLLOW and t.take(*lcl.DUTY_HOW_LONG) and not t.at(","):
        t.i = before
    if action == m.EXPLORE and not t.done:
        # "check the top right corner", "look in the bottom left corner": go and see there
        look = Tokens(t.words, t.i)
        look.take("in", "at", "inside", "around", "over")
        if (post := read_post(look.rest())) is not None and post.thing is None:
            t.i = len(t.words)
            return m.Act(m.GO_TO, place=post, words=text)
    return m.Act(action, words=text)


# "don't move", "don't go": a stay said again after a stay ("stay here, don't go anywhere")
_NOT_MOVING = tuple(v for v in ldu.STAY_VERBS if v.startswith("do not "))
_NOWHERE = ("anywhere", "nowhere", "to nowhere", "to anywhere", "away", "from here", "from there")


def _still_here(t: Tokens) -> None:
    """Past the words of a stay that say where the companion is ("stay in this place", "stay
    exactly on this spot") and that say the stay again ("..., don't go to nowhere": a double
    negative that means staying; "..., not one step")."""
    look = Tokens(t.words, t.i)
    look.take("exactly", "precisely")
    look.take("in", "on", "at", "right")
    if look.take(*HERE):
        t.i = look.i
    (look := Tokens(t.words, t.i)).take(",")
    look.take("and")
    if look.take(*_NOT_MOVING, *lp.STILL_AGAIN):  # "stay right there, not one step"
        while look.take(*_NOWHERE):
            pass
        if look.done:
            t.i = look.i


def _away(action: str, t: Tokens, text: str) -> m.Step:
    """Coming back, and running away (from the monsters or the player, or back to the player)."""
    if action == m.FLEE and t.take(*lc.RETREAT_TO):
        action = m.COME_BACK
    t.skip(*lp.AWAY_TAIL)
    if action == m.FLEE and t.take("from"):
        mark = t.i
        if (foe := picked_foe(t)) is not None:  # "get away from the bat in the top right"
            return kept_away(foe, text)
        if (phrase := take_thing(t, parties=True)) is not None and phrase.thing.kind == m.PLAYER:
            return m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=FAR_FROM_PLAYER, words=text)
        if phrase is None or not lx.is_monster(phrase.thing.kind):
            t.i = mark - 1  # "run away from the sword": said back
    return m.Act(action, words=text)


def _on_a_monster(verb: str, action: str, thing: m.Thing, phrase: ThingPhrase,
                  text: str) -> m.Step:
    """An errand on a monster: found, gone to, fought; never carried."""
    if action == LOCATE or action == m.GO_TO and thing.quantity == 1:
        # "find the gorgon", "go to the bat": as near as is harmless, not a fight
        return m.Act(m.GO_TO, place=m.Place(thing=replace(thing, quantity=1)), words=text)
    if action in (LOCATE, m.ATTACK, m.GO_TO) or verb in lp.FOE_GETTING:  # "go get the bat"
        return m.Act(m.ATTACK, thing, words=text)
    return m.Unknown(text, m.Reason.MISMATCH,
                     f"I can't {verb} the {phrase.thing.kind}: I can fight it")


def _on_a_thing(verb: str, action: str, t: Tokens, text: str, every: bool = False) -> m.Step:
    """Fetching, bringing, attacking, going to and finding: the thing it is done to; ``every``:
    every one, unless a number is said ("clear the dungeon of bats")."""
    party = t.at("me", "us", "the player", "myself", "yourself", "you", "each other")
    if action == m.ATTACK and party is not None:  # "attack me", "kill yourself"
        return m.Unknown(text, m.Reason.MISMATCH, "I fight only monsters, not "
                         + ("myself" if party in ("yourself", "you") else "you"))
    t.skip("yourself", "up", "down", "out")
    me = bool(t.take("me", "us", "the player"))
    t.skip("back", "up", "yourself")
    start, phrase = t.i, _take_object(t, taken=action in (m.FETCH, m.BRING))
    named = set(t.words[start:t.i])
    if phrase is None and me and action == m.GO_TO and (t.done or t.at(*lp.ERRAND_TAIL)):
        return m.Act(m.COME_BACK, words=text)  # "make a beeline for me", "plot a route to me"
    if phrase is None:
        if said := t.take("it", "them", "one", "some", "that", "those"):  # the word said back
            if action == m.BRING and said in ("it", "them") and _back_to_me(t):
                return m.Act(m.HAND_OVER, words=text)  # "bring it back to me": what it has
            return m.Unknown(text, m.Reason.AMBIGUOUS, f"what do you mean by \"{said}\"? I can't "
                             f"tell which one{'s' * (said in ('them', 'those'))} you mean")
        if action == m.ATTACK and (t.done or t.at(*lp.ERRAND_TAIL)):
            # "if a bat comes near, attack": the monster the condition names (pointed at)
            foe = pointed_at()
            return m.Act(m.ATTACK, foe.thing if foe is not None and lx.is_monster(
                foe.thing.kind) else m.Thing(m.ANY_MONSTER), words=text)
        return _unknown_object(text, verb, t)
    if every and phrase.count is None:
        phrase = replace(phrase, every=True)
    return _on(verb, action, phrase, named, me, t, text)


def _back_to_me(t: Tokens) -> bool:
    """Whether the words left are "back", "back to me", "back here" and nothing more: what is
    brought back is what the companion has (nothing named before "it")."""
    look = Tokens(t.words, t.i)
    if not look.take("back"):
        return False
    look.take(*lp.FOR_ME)
    look.skip_in(_TAIL)
    if not look.done and not look.at(*lp.ERRAND_TAIL):
        return False
    t.i = look.i
    return True


def _straight_to_me(t: Tokens) -> bool:
    """Past "straight back to me", "directly to me" (the way a bringing goes anyway)."""
    look = Tokens(t.words, t.i)
    if look.take(*lc.STRAIGHT) and look.take(*lp.FOR_ME):
        t.i = look.i
        return True
    return False


def _on(verb: str, action: str, phrase: ThingPhrase, named: set[str], me: bool, t: Tokens,
        text: str) -> m.Step:
    """The errand on the thing ``phrase`` names (in the words ``named``), for the player when
    ``me`` or when the words after it say so ("for me"). A monster brought down is fought."""
    here = verb in lx.CARRY_VERBS and not t.at(*lp.FOR_ME) and bool(
        t.take(*lp.CARRIED_HERE))  # "carry the bow over here"
    t.skip_in(_TAIL)
    for_me = me or here or bool(t.take(*lp.FOR_ME)) or _straight_to_me(t)
    t.skip_in(_TAIL)
    kind = phrase.thing.kind
    if phrase.thing.is_party:
        if kind == m.PLAYER and action in (m.FETCH, LOCATE, m.GO_TO, m.BRING):
            return m.Act(m.COME_BACK, words=text)
        return m.Unknown(text, m.Reason.MISMATCH,
                         f"I can't {verb} {'you' if kind == m.PLAYER else 'myself'}")
    thing = _counted(phrase, action)
    if lx.is_monster(kind):  # "bring the bat down", "shoot it down", "take it out"
        fight = (action in (m.BRING, m.ATTACK) or verb in lp.FOE_GETTING) and bool(
            t.take("down") or action != m.BRING and t.take("out"))
        return _on_a_monster(verb, m.ATTACK if fight else action, thing, phrase, text)
    if kind == m.ANYTHING:
        return m.Unknown(text, m.Reason.AMBIGUOUS, f"I don't know which thing to {verb}")
    if action == m.ATTACK and kind == m.ANY_ITEM and re.search(
            rf"\b{lx.alt(lp.ANY_STUFF)}\b", text, re.I):
        # "go kill stuff": the words for anything at all, in a fight, are the monsters
        return m.Act(m.ATTACK, replace(thing, kind=m.ANY_MONSTER), words=text)
    if action == m.ATTACK:
        return m.Unknown(text, m.Reason.MISMATCH,
                         f"I can't {verb} the {phrase.thing.kind}: it is an item, not a monster")
    if action == m.GO_TO:
        return m.Act(m.GO_TO, place=m.Place(thing=thing), words=text)
    if action == m.BRING and t.at("down") and t.i + 1 == len(t.words):  # a foe brought down
        return m.Unknown(text, m.Reason.AMBIGUOUS, f"bring the {kind} down to whom? I bring "
                         "down monsters by fighting them")
    brings = action == m.BRING or for_me or verb in lp.FETCH_ME
    if named & lp.WEAPON_WORDS and kind == m.ANY_ITEM or phrase.weapon:  # "a weapon", "one" of them
        return weapons(m.BRING if brings else m.FETCH, thing, text)
    if brings:
        return m.Act(m.BRING, thing, words=text)
    return m.Act(LOCATE if action == LOCATE else m.FETCH, thing, words=text)


# How many, said around the thing's name: "as many arrows as you can", "an arrow or two".
Amount = Callable[[ThingPhrase], ThingPhrase]
AMOUNTS: Table[Amount] = Table((
    Row("as many as can be", "as many {noun:LETTERS} as (you can [{ABLE_TO}]|possible"
        "|there are){after:AFTER}", lambda phrase: replace(phrase, every=True),
        (f"as many {lx.ARROW}s as you can",)),
    Row("one or two", "{det:ONE_OF} {noun:LETTERS} or (two|so){after:AFTER}",
        lambda phrase: phrase, (f"an {lx.ARROW} or two", f"a {lx.BAT} or so")),
), {**PIECES, "ONE_OF": ("a", "an", "one"), "ABLE_TO": lp.CAN_TAKE})


def _take_object(t: Tokens, parties: bool = True, taken: bool = False) -> ThingPhrase | None:
    """An errand's thing, how many (``take_thing``, ``AMOUNTS``) and, ``taken``, where from."""
    rest = t.rest()
    found = AMOUNTS.first(rest) if " as " in rest or " or " in rest else None
    if found is None:
        return take_thing(t, parties=parties, anchors=True, taken_from=taken)
    row, words = found
    phrase = take_thing(Tokens([w for w in (words.get("det"), words["noun"]) if w]),
                        parties=parties, anchors=True)
    if phrase is None:
        return None
    t.i = len(t.words) - len(tokenize(words["after"]))
    return row.makes(phrase)


def weapons(action: str, thing: m.Thing, text: str) -> m.Step:
    """ "grab a weapon": the sword or the bow, whichever is nearer when the step starts; "get
    all the weapons": both, the nearer first."""
    one = thing.quantity == 1
    origin = thing.origin if thing.pick and one else m.COMPANION
    cond = m.Compare(">" if thing.pick == m.FARTHEST and one else "<",
                     m.DistanceTo(m.Thing(SWORD), origin), m.DistanceTo(m.Thing(BOW), origin))
    sword, bow = (m.Act(action, m.Thing(kind), words=text) for kind in (SWORD, BOW))
    return m.Choice(cond, (sword,) if one else (sword, bow), (bow,) if one else (bow, sword),
                    words=text)


def _counted(phrase: ThingPhrase, action: str) -> m.Thing:
    """One, a number, or every one: "the arrows" is every arrow for an errand."""
    if phrase.every or (phrase.plural and phrase.count is None and action != m.GO_TO):
        return replace(phrase.thing, quantity=None)
    if phrase.count is not None:
        return replace(phrase.thing, quantity=max(1, min(phrase.count, lx.MAX_TIMES)))
    return phrase.thing


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
    if (found := CLAUSES.first(s)) is not None and found[0].name == "rid of":
        return True
    if _ASKING.match(s):
        return False
    return _take_verb(Tokens(tokenize(s))) is not None


_ASKING = lazy(rf"^{lx.alt(ASKING)}\b")
