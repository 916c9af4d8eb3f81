"""Conditions about distances: "the bow is farther away than the sword", "a bat comes within 3
tiles", "I am more than 5 tiles away", "you see a bat", "I come back";
safety ("if it's safe", "unless it gets dangerous"): no monster near the companion."""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_caution as lc, lexicon_parts as lp, meaning as m
from agent.reading.logic import BE, BECOME, UNITS, Reading, negate, take_comparator, take_negation
from agent.reading.numbers import take_origin
from agent.reading.patterns import lazy
from agent.reading.tokens import Tokens, take_number, take_owner, take_party, take_thing

# "near" and "far" without a number, in tiles (rows plus columns); seeing is being this near.
NEAR_TILES = 3
FAR_TILES = 5
SEE_TILES = m.SIGHT_TILES
NEXT_TO_TILES = 1

# What one leaves, beside nothing: "until the bat leaves the area", "when I leave you".
_LEFT_FROM = ("the area", "here", "me", "us", "you")
# After so many tiles: how far off ("more than 20 tiles away", "20 tiles off").
_AWAY = ("away", "off", "out", "distant")


def take_tiles(t: Tokens) -> tuple[str, int] | None:
    """ "within 3 tiles", "more than 10 tiles", "3 tiles": the comparison and the tiles."""
    start = t.i
    if t.take("within", "inside", "in range of", "no farther than", "no further than",
              "not farther than") and (n := take_number(t)) is not None:
        t.take(*UNITS)
        return "<=", int(n)
    t.i = start
    op = take_comparator(t) or ("==" if t.at("1", "2", "3", "4", "5", "one", "two", "three",
                                             "four", "five") else None)
    if op is None:
        return None
    n = take_number(t)
    if n is None or not t.take(*UNITS):
        t.i = start
        return None
    return op, int(n)


def near_words(t: Tokens) -> int | None:
    """ "near", "close", "next to", "nearby": how many tiles they mean."""
    if t.take("next to", "adjacent to", "beside", "right next to", "touching"):
        return NEXT_TO_TILES
    if t.take("near", "close to", "close", "nearby", "close by", "in range", "around",
              "near to", "too close", "too near"):
        return NEAR_TILES
    return None


def near_or_within(t: Tokens) -> int | None:
    """ "near" (``near_words``) or "less than 4 tiles away": how many tiles at most."""
    if (tiles := near_words(t)) is not None:
        return tiles
    start = t.i
    bound = take_tiles(t)
    if bound is not None and bound[0] in ("<=", "<") and bound[1] > (bound[0] == "<"):
        t.take(*_AWAY)
        return bound[1] - (bound[0] == "<")
    t.i = start
    return None


def near_whom(t: Tokens, kind: str) -> m.Near | None:
    """After a thing: "near you", "within 5 tiles of me", "nearby" (of the companion)."""
    if (tiles := near_or_within(t)) is None:
        return None
    t.take("to", "of")
    return m.Near(m.Thing(kind), tiles, _whom(t))


# Whom a thing is near ("near me": the player), after the words of near.
_WHOM = {**dict.fromkeys(("me", "us", "the player", "myself"), m.PLAYER),
         **dict.fromkeys(("you", "yourself", "the companion"), m.COMPANION)}


def _whom(t: Tokens) -> str:
    """ "me" or "you" after a word of near: whom (the companion when neither is said)."""
    return _WHOM.get(t.take(*_WHOM) or "", m.COMPANION)


def cond_thing_distance(t: Tokens) -> Reading | None:
    """ "the bow is farther away than the sword", "a bat comes within 3 tiles", "the gorgon
    is near"."""
    if (phrase := take_thing(t)) is None:
        return None
    thing = replace(phrase.thing, quantity=1)
    # "until the bat leaves": no longer near (an item gone is off the ground: cond_thing_state)
    mark = t.i
    if not lx.is_item(thing.kind) and (left := t.take(*lp.LEAVES)):
        if left not in _DEAD or t.at("away", "off"):  # "has gone away": left
            t.skip("away", "off")
            t.skip(*_LEFT_FROM)
            return Reading(m.Not(m.Near(thing, NEAR_TILES)), True)
        t.i = mark  # "once the gorgon is gone": dead, none left (counts), not only away
    if t.take(*lp.MONSTER_ATTACKS):
        # "if a monster attacks you": every monster next to the companion fights it
        return Reading(m.Near(thing, NEXT_TO_TILES, _whom(t)), True)
    if (coming := _coming(t, thing)) is not None:
        return coming
    changing = bool(t.take(*BECOME, *lc.APPEARING))
    if t.peek(-1) in ("appears", "appear", "up") and (t.done or t.at(",", "then", "and")):
        return Reading(m.Near(thing, SEE_TILES), True)
    if changing and t.peek(-1) in ("comes", "come", "approaches", "approach") and (
            t.done or t.at(",", "then")):
        return Reading(m.Near(thing, NEAR_TILES), True)  # "unless a bat comes": comes near
    return thing_moved(t, thing, changing)


def _coming(t: Tokens, thing: m.Thing) -> Reading | None:
    """After a monster: "is coming towards me", "heads your way", "approaches you", "starts
    heading this way", "is coming" (towards the companion): it comes towards a party, watched
    (``meaning.Coming``). None, the cursor unmoved, else: "comes at me" is an attack, read
    before; "comes closer" comes near."""
    if thing.kind not in lx.MONSTER_SET:
        return None
    mark, verb = t.i, t.take(*lp.COMING, *lp.APPROACHES)
    of = _way_to(t, straight=verb in lp.APPROACHES) if verb is not None else None
    if of is None and verb in lp.COMING_ALONE and (t.done or t.at(",", "then")):
        of = m.COMPANION
    if of is None:
        t.i = mark
        return None
    return Reading(m.Coming(m.Thing(thing.kind), of), True)


def _way_to(t: Tokens, *, straight: bool) -> str | None:
    """Whom a monster comes towards: "towards me", "my way", "this way"; with ``straight`` also
    the party alone ("approaches you")."""
    mark = t.i
    if t.take(*lp.TOWARDS) or straight:
        if (party := take_party(t)) is not None:
            return party
    t.i = mark
    if t.take(*lp.THIS_WAY):
        return m.PLAYER
    owner = take_owner(t)
    if owner is not None and t.take("way"):
        return owner
    t.i = mark
    return None


def _seen_coming(t: Tokens, party: str) -> Reading | None:
    """After "you see": "a bat coming", "the gorgon heading my way" (towards the one who sees
    it unless another is named)."""
    mark = t.i
    phrase = take_thing(t)
    if phrase is None or phrase.thing.kind not in lx.MONSTER_SET or not t.take(*lp.SEEN_COMING):
        t.i = mark
        return None
    return Reading(m.Coming(m.Thing(phrase.thing.kind), _way_to(t, straight=False) or party), True)


def thing_moved(t: Tokens, thing: m.Thing, changing: bool = True) -> Reading | None:
    """After a thing and its verb ("a bat comes", "the gorgon is"): "closer", "within 3 tiles
    of me", "near you", "far"; ``changing``: the verb is one of change."""
    mark = t.i
    if changing and t.take(*lx.NEARER):
        # "if the gorgon comes closer": near (to me: the player)
        of = m.PLAYER if t.take("to me", "to us", "to the player") else m.COMPANION
        t.take("to you")
        if t.done or t.at(",", "then"):
            return Reading(m.Near(thing, NEAR_TILES, of), True)
        t.i = mark
    t.take(*BE)
    negated = take_negation(t)
    t.take("any", "much")
    cond = _thing_distance(t, thing)
    return None if cond is None else Reading(negate(cond) if negated else cond, changing)


def _thing_distance(t: Tokens, thing: m.Thing) -> m.Cond | None:
    """After "the bow is": "closer than the sword", "within 3 tiles of me", "near you", "far"."""
    closer = t.take(*lx.NEARER, "less far", "not as far")
    farther = None if closer else t.take(*lx.FARTHER, "more distant")
    if closer or farther:
        return _closer_than(t, thing, closer=bool(closer))
    if (tiles := take_tiles(t)) is not None:
        return _within_tiles(t, thing, *tiles)
    if t.peek(-1) == "still" and t.at("around") and t.peek(1) in _ALONE:
        return None  # "is the gorgon still around?": alive (counts._ALIVE); "around you": near
    if (near := near_words(t)) is not None:
        of = _whom(t)
        t.take("by")
        return m.Near(thing, near, of)
    if t.take("far", "far away", "a long way away", "a long way off", "distant"):
        return m.Compare(">", m.DistanceTo(thing, take_origin(t)), m.Number(FAR_TILES))
    return None


# Words after "still around" that leave it alone: "is the gorgon still around (now)?".
_ALONE = ("", ",", "?", ".", "and", "then", "now", "yet")


def _closer_than(t: Tokens, thing: m.Thing, *, closer: bool) -> m.Cond | None:
    """After "closer" or "farther": "than the sword", "to me than the sword", "than 5 tiles"."""
    t.take("away")
    op, named = "<" if closer else ">", t.at("to", "from") is not None
    if named and (between := _from_two(t, thing, op)) is not None:
        return between  # "the bat is closer to the arrow than to me"
    if (origin := _party_after(t, "to", "from")) is None or not t.take("than"):
        return None
    back = t.i
    if named and (each := _from_each_of_us(t, thing.kind, origin, op)) is not None:
        return each  # "the sword is closer to me than to you"
    t.i = back
    if (other := take_thing(t, parties=True)) is not None:
        t.take(*BE)
        t.take("away")
        if other.thing.is_party:
            return None  # "the bow is closer than you": the other party's distance
        b = replace(other.thing, quantity=1)
        return m.Compare(op, m.DistanceTo(thing, origin), m.DistanceTo(b, origin))
    if (n := take_number(t)) is None:
        return None
    t.take(*UNITS)
    return m.Compare(op, m.DistanceTo(thing, origin), m.Number(n))


def _within_tiles(t: Tokens, thing: m.Thing, op: str, n: int) -> m.Cond | None:
    """After "the bat is within 3 tiles" (or more than 3): "away", "of me"; "steps' walk" (or
    "on foot") counts the steps of a walk round the walls."""
    walk = t.take("walk", "' walk", "of walking", "on foot", "to walk", "walking")
    t.take(*_AWAY)
    if (of := _party_after(t, "of", "from", "to")) is None:
        return None
    if walk:
        return m.Compare(op, m.DistanceTo(thing, of, walk=True), m.Number(n))
    if op in ("<=", "<"):
        return m.Near(thing, n if op == "<=" else n - 1, of)
    return m.Compare(op, m.DistanceTo(thing, of), m.Number(n))


def _from_two(t: Tokens, thing: m.Thing, op: str) -> m.Cond | None:
    """ "(the bat is closer) to the arrow than to me", "from the sword than from the bow": a
    thing's distance from another thing against its distance from one of us or a third."""
    here = t.i
    t.take("to", "from")
    near = take_thing(t)
    if near is not None and not near.thing.is_party and t.take("than"):
        again = t.take("to", "from")  # "than to me"; none: "than the bow" (is, to the gorgon)
        other = take_party(t)
        if other is None and (said := take_thing(t)) is not None and not said.thing.is_party:
            other = said.thing.kind
        if other is not None and other != near.thing.kind:
            # the one thing measured from both: the nearest of its kind to the companion
            one = m.Thing(thing.kind, pick=m.NEAREST) if not thing.pick else thing
            if not again and other not in m.WHO:  # each one's distance from the thing named
                return m.Compare(op, m.DistanceTo(thing, near.thing.kind),
                                 m.DistanceTo(m.Thing(other), near.thing.kind))
            return m.Compare(op, m.DistanceTo(one, near.thing.kind), m.DistanceTo(one, other))
    t.i = here
    return None


def _party_after(t: Tokens, *words: str) -> str | None:
    """The party after one of ``words`` ("of me", "from you"), the companion when none of them
    is here; None when one is, with no party after it."""
    return take_party(t) if t.take(*words) else m.COMPANION


# After a party, its coming next to the other: the verbs, what may follow them, whether it comes
# back after being away ("until I come back"), whether nothing may follow ("until I come").
_ARRIVING = ((lp.REACHES, ("you", "me", "the companion", "the player", "here"), False, False),
             (lp.COMES_BACK, ("over", "here", "to you", "to me", "to the player"), True, False),
             (lp.ARRIVES, ("over", "here", "to you", "to me", "to the player",
                           "to the companion"), False, True))


def _arrives(t: Tokens, party: str, other: str) -> Reading | None:
    """After a party: "reaches you", "comes back", "comes" (and nothing after): next to the
    other; None, the cursor unmoved, else."""
    mark = t.i
    if (at := _reaches_a_thing(t, party)) is not None:
        return at
    for verbs, after, returning, alone in _ARRIVING:
        if t.take(*verbs):
            t.skip(*after)
            if not alone or t.done:
                return Reading(_close(other, party, NEXT_TO_TILES), True, returning=returning)
    t.i = mark
    return None


def _reaches_a_thing(t: Tokens, party: str) -> Reading | None:
    """After a party: "reaches the bow", "gets to the sword": next to it, as "is next to the
    sword" is; None, the cursor unmoved, else ("reaches you", "gets there", "reaches it")."""
    mark = t.i
    if t.take(*lp.REACHES) and t.peek() not in ("it", "them", "there", "here") and (
            phrase := take_thing(t)) is not None and phrase.thing.kind not in (
                m.PLAYER, m.COMPANION) and phrase.thing == m.Thing(phrase.thing.kind):
        return Reading(m.Near(phrase.thing, NEXT_TO_TILES, party), True)
    t.i = mark
    return None


def seen_by(t: Tokens, party: str) -> Reading | None:
    """After "you see": the thing seen ("a bat"), within sight of ``party``."""
    if (phrase := take_thing(t)) is None:
        return None
    return Reading(m.Near(m.Thing(phrase.thing.kind), SEE_TILES, party), True,
                   seeing=phrase.thing.kind)


def cond_party_distance(t: Tokens) -> Reading | None:
    """ "I am more than 5 tiles away", "I come back", "you see a bat", "I am next to you"."""
    if (party := take_party(t)) is None:
        return None
    other = m.COMPANION if party == m.PLAYER else m.PLAYER
    if t.take("see", "sees", "spot", "spots", "notice", "notices", "can see", "spy", "run into",
              "meet", "find", "encounter", "see any"):
        return _seen_coming(t, party) or seen_by(t, party)
    if (arrives := _arrives(t, party, other)) is not None:
        return arrives
    if (gone := _leaves(t, party, other)) is not None:
        return gone
    moved = t.take(*BECOME)
    if moved in lp.MOVING_ABOUT and t.at(*lp.ABOUT):
        return None  # "while I walk around": moving about, not coming near
    changing = bool(moved)
    mark = t.i
    if not changing:
        t.take(*BE)
    denied = take_negation(t)
    if not changing:
        t.take(*lc.STANDING)  # "if you're standing right next to me": where it is
    # "you get close to a bat", "I am within 3 tiles of the gorgon", "you are closer to the
    # sword than me"
    if (cond := _near_a_thing(t, party) or _party_closer_than(t, party)) is None:
        here, t.i = t.i, mark
        if t.take("closer", "near", "close"):
            return Reading(_close(other, party, NEAR_TILES), True) if changing else None
        t.i = here
        cond = _apart(t, party, other)
    return None if cond is None else Reading(negate(cond) if denied else cond, changing)


def _leaves(t: Tokens, party: str, other: str) -> Reading | None:
    """After a party: "leaves", "walks off", "wanders off" (and nothing after but whom or where
    from): no longer near the other, as a monster that leaves; None, the cursor unmoved, else."""
    mark = t.i
    if t.take(*lp.LEAVES, "walk off", "walks off", "run off", "runs off", "go off", "goes off"):
        t.skip(*_LEFT_FROM)
        if t.done or t.at(",", "then"):
            return Reading(m.Compare(">", m.DistanceTo(m.Thing(other), party),
                                     m.Number(NEAR_TILES)), True)
    t.i = mark
    return None


def _apart(t: Tokens, party: str, other: str) -> m.Cond | None:
    """After "I am": "more than 5 tiles away (from you)", "near you", "far away"."""
    if (tiles := take_tiles(t)) is not None:
        t.take(*_AWAY)
        if t.take("from", "of") and take_party(t) in (None, party):
            return None
        return m.Compare(tiles[0], m.DistanceTo(m.Thing(other), party), m.Number(tiles[1]))
    if (near := near_words(t)) is not None:
        return _close(other, party, near) if take_party(t) in (None, other) else None
    if (apart := t.take("far", "far away", "a long way away", "away", "gone", "out of sight")):
        t.take("from")
        take_party(t)
        # "when I walk away", "until I'm gone": no longer near, as a monster that leaves (a
        # companion that comes back when the player is away comes within NEAR_TILES); "far",
        # "out of sight" are farther
        beyond = NEAR_TILES if apart in _GONE else FAR_TILES
        return m.Compare(">", m.DistanceTo(m.Thing(other), party), m.Number(beyond))
    return None


# A monster said gone ("the gorgon is gone", "the bat has gone"): dead, not only away ("has
# left", "leaves" are away).
_DEAD = ("is gone", "has gone")
# A party no longer near ("I walk away", "I'm gone"), not far off ("far away").
_GONE = ("away", "gone")


def _party_closer_than(t: Tokens, party: str) -> m.Cond | None:
    """After "you are": "closer to the sword than me", "farther from the gorgon than the
    player"."""
    start = t.i
    word = t.take(*lx.NEARER, *lx.FARTHER)
    if word is not None and t.take("to", "from") and (phrase := take_thing(t)) is not None and (
            t.take("than")):
        op = "<" if word in lx.NEARER else ">"
        if (each := _from_each_of_us(t, phrase.thing.kind, party, op)) is not None:
            return each
    t.i = start
    return None


def _from_each_of_us(t: Tokens, kind: str, party: str, op: str) -> m.Cond | None:
    """After "than": "to you", "the player", "I am": the distance to the nearest thing of a kind
    from ``party`` and from the other one of us compared."""
    t.take("to", "from")
    if (other := take_party(t)) is None or other == party:
        return None
    t.take(*BE)
    return m.Compare(op, m.DistanceTo(m.Thing(kind), party), m.DistanceTo(m.Thing(kind), other))


def _near_a_thing(t: Tokens, party: str) -> m.Cond | None:
    """After "you are": "close to a bat", "within 3 tiles of the gorgon"."""
    start = t.i
    tiles = take_tiles(t)
    n: int | None = None
    if tiles is None:
        if (n := near_words(t)) is not None:
            t.take("to", "of")
        elif t.take("at", "by"):  # "when I'm at the bow": next to it, as "next to the bow"
            n = NEXT_TO_TILES
    elif tiles[0] in ("<=", "<") and t.take("of", "from"):
        n = tiles[1] - (tiles[0] == "<")
    phrase = take_thing(t) if n is not None else None
    if n is None or phrase is None:
        t.i = start
        return None
    return m.Near(m.Thing(phrase.thing.kind), n, party)


def _close(a: str, b: str, tiles: int) -> m.Cond:
    """The two parties within ``tiles`` of each other."""
    return m.Compare("<=", m.DistanceTo(m.Thing(a), b), m.Number(tiles))


_FROM_TO = lazy(r"\bfrom (?:the |a |an )?[a-z]+\b.*\bto\b")
_TO_IT = lazy(rf"\b(?:{lx.alt(lx.NEAREST)}|next) to it\b")


def distance_between(s: str, meant: list[m.Thing], text: str) -> m.Ask | None:
    """ "how far is the bat from the bow?", "how far apart are the bow and the arrow nearest to
    it": the tiles between two things (the one named first, or after "to", measured from the
    nearest of the other kind); None for a thing given by its tile, or more than two."""
    if len(meant) != 2 or re.search(r"\b(?:row|column|col)\b", s):
        return None
    first, second = meant
    if _TO_IT.search(s) and not second.pick:  # "the arrow closest to it": to the first
        second = m.Thing(second.kind, pick=m.NEAREST, origin=first.kind)
    # The origin of a distance is a kind; the tiles between two things are the same either
    # way, so the thing picked is the one measured to
    thing, origin = (second, first) if _FROM_TO.search(s) or second.pick else (first, second)
    if origin.pick:
        return None  # both picked
    if thing.kind == origin.kind or origin.kind not in (*lx.ITEM_NAMES, *lx.MONSTER_KINDS):
        return None
    return m.Ask(m.VALUE, value=m.DistanceTo(replace(thing, quantity=1), origin.kind), words=text)


# -- safety said as a condition -----------------------------------------------------------------
# "if it's safe, explore a bit; otherwise stay with me", "get the bow if the coast is clear",
# "unless it gets dangerous, guard the sword", "until you're in danger": the one safety the game
# can check, no monster within NEAR_TILES of the companion (as "if no monster is near you" reads);
# danger, a monster that near. Whatever else "safe" is said of ("if it's safe for me", "if you're
# sure it's safe") is left to the other readers, which do not read it.
# The words saying the companion is safe where they stand as the whole condition: no monster
# near (the words after expanding "it's", "you're", "there's").
SAFE = ("it is safe", "it is all safe", "it is safe enough", "it seems safe", "it looks safe",
        "it is quiet", "the coast is clear", "the way is clear", "all is clear", "it is all clear",
        "you are safe", "you are out of danger", "there is no danger",
        "nothing dangerous is near you", "nothing dangerous is nearby",
        "nothing dangerous is around", "there is nothing dangerous nearby")
# The words saying the companion is in danger: a monster near; "gets", "becomes": it comes.
DANGER = ("it is dangerous", "it is not safe", "it is unsafe", "it is risky",
          "you are in danger", "there is danger", "it gets dangerous", "it becomes dangerous",
          "it gets risky", "it stops being safe")
_SAFETY_COMING = frozenset(("gets", "becomes", "stops"))
_SAFETY_GATE = frozenset(("safe", "clear", "danger", "dangerous", "quiet", "risky", "unsafe"))


def cond_safe(t: Tokens) -> Reading | None:
    """The condition of being safe or in danger at the cursor, as no monster near the companion
    or one near; None (the cursor where it was) for any other words."""
    if _SAFETY_GATE.isdisjoint(t.words[t.i:]):
        return None
    start = t.i
    if said := t.take(*DANGER):
        return Reading(_monster_near(), changing=not _SAFETY_COMING.isdisjoint(said.split()))
    if t.take(*SAFE):
        return Reading(m.Not(_monster_near()))
    t.i = start
    return None


def _monster_near() -> m.Near:
    return m.Near(m.Thing(m.ANY_MONSTER), NEAR_TILES, m.COMPANION)
