"""A distance kept (the keep_distance duty): "stay 3 tiles from me", "follow me at a distance",
"don't stray too far", "keep them off me", "not right by me": how far, read by a table of rows
(``DISTANCES``: following behind, leave me be, keep them off me, how far, a distance of, not right
by me, not too near nor too far, guarded within, a gap between, kept clear and off you, your
distance; ``_HALF``: one of two bounds); the words before a number are data
(``lexicon_staying.KEPT_BOUNDS``, ``NEVER_BOUNDS``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from agent.reading import (
    lexicon as lx,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    meaning as m,
)
from agent.reading.distances import FAR_TILES
from agent.reading.duties import (
    _PLAYER,
    _PLAYER_POST,
    _SHORT_UNITS,
    _TAIL,
    _UNITS,
    MAX_DISTANCE,
    MAX_GUARD,
    _strip_tail,
    _tiles,
    _too_far,
    against,
)
from agent.reading.lexicon_caution import AMOUNTS_RE, AMOUNTS_SAID, DISTANCE_OF, LOOSE_MOST
from agent.reading.patterns import _fewest, lazy, needed, together
from agent.reading.rows import Row, Table
from agent.reading.text import expand, strip_filler, words_in
from agent.reading.tokens import Tokens, take_thing, tokenize

# -- a distance kept ------------------------------------------------------------------------------

# How far: "at least 3 tiles", "a few tiles" (2 to 4), "a handful of tiles" (5); LOOSE: no unit.
_NUMBERS = (rf"(?:(?:(?P<few>{lx.alt(lstay.A_FEW)})|(?P<many>{AMOUNTS_RE}))\s+(?={_SHORT_UNITS}\b)"
            r"|(?P<n>\w+)(?:\s*(?:or|to|-|and)\s*(?P<n2>\w+))?\s+)")
_OF_BOUND = rf"(?:{lx.alt(DISTANCE_OF)}\s+(?={lx.alt(tuple(lstay.KEPT_BOUNDS))}\s))?"
_HOW_FAR = (rf"(?:{_OF_BOUND}(?P<bound>{lx.alt(lstay.BOUNDS)})?\s*(?:{lx.alt(lp.ROUGHLY)}\s+)?"
            rf"{_NUMBERS}(?:{lx.alt(_UNITS)})|{lx.alt(DISTANCE_OF)} (?:about |around )?"
            rf"(?P<of>{lx.NUMBER_RE})(?: {_SHORT_UNITS})?)")
_LOOSE = rf"(?:(?P<bound>{lx.alt(lstay.BOUNDS)}))?\s*(?P<n>{lx.NUMBER_RE})(?:\s+{lx.alt(_UNITS)})?"
DISTANCE_PIECES = {
    "HOW_FAR": _HOW_FAR, "LOOSE": _LOOSE, "HEAD": r".+?", "COMMA": r",?",
    "NEVER": ("do not", "don't", "never"), "US": ("me", "us"), "ME": ("me", "us", "the player"),
    "AND_LATER": r"(?:\s*,?\s*(?:but\s+)?(?:somewhere\s+|about\s+|around\s+)?" + _HOW_FAR
                 + r"(?:\s+away)?)?",
    "CLEAR_BY": lstay.LEAST_DISTANCE, "REACHING": lstay.GET_AT, "NAMED": r"[^,0-9]+?",
    "ROUGHLY": (*lp.ROUGHLY, "somewhere", "somewhere around", "approximately"),
    "WATCH_FROM": (*ldu.GUARD_VERBS, "watch", "keep watch on", "observe", "keep tabs on"),
    # "maintain a distance of 2 to 4 tiles": how far, said as a distance
    # "a minimum distance of five tiles", "a separation of at least 5 tiles": with its bound
    "DISTANCE_OF": r"a (?:(?P<lead>minimum|maximum) )?(?:safe |steady )?(?:distance|gap|space"
                   rf"|separation|buffer) of (?:{lx.alt(lp.ROUGHLY)}\s+"
                   rf"|(?P<bound>{lx.alt(lstay.BOUNDS)})\s+)?"
                   r"(?P<n>\w+)(?:\s*(?:or|to|-|and)\s*(?P<n2>\w+))?"
                   rf"(?:\s+(?:{lx.alt(_UNITS)}))?",
    # "don't stand right next to me": not next to the player, whatever else is said
    "NEAR_VERB": (*lstay.STAY_THERE, *lp.STRAY, "be", "hover", "hang"),
    "CLOSE_BY": ("close by", "close to", "near", "nearby", "next to", "beside", "by"),
    "ON_TOP": ("right next to", "next to", "right on top of", "on top of", "right beside",
               "up against", "right up against", "too close to", "so close to", "breathing on"),
}
AWAY_FROM_PLAYER = 6  # "keep your distance from me", with no number
TRAIL_TILES = (3, 6)  # "follow me at a distance": how far behind, at least and at most
Kept = Callable[[dict[str, str], str, str], "m.Step | None"]
_A_NUMBER = lazy(rf"\b{lx.NUMBER_RE}\b")
_TWO_NUMBERS = lazy(rf"\b{lx.NUMBER_RE}\b.*\b{lx.NUMBER_RE}\b")
_KEPT_FROM = lazy(r"\s+(?:from|of|off)\s+(?P<who>me|us|the player|the \w+)\s*$")
# "no closer than 3 and no further than 5", "..., no further than 5": two bounds joined.
_TWO_BOUNDS = lazy(r"^(?P<a>.+?)(?:\s*,?\s+(?:but|and|yet)\s+|\s*,\s*)(?:also\s+)?(?:" + lx.alt(
    LOOSE_MOST) + r"\s*,?\s*)?(?P<b>.+?)(?:\s*,?\s+(?:either|too|as well))?\s*[.!]*$")
_NOTHING = m.Unknown("", m.Reason.CANNOT, "")  # a row's "no distance, and no row after"


def _away(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    if any(words.get(w) for w in ("n", "few", "of", "many")):
        return _kept({"what": "me", **words}, plain, text)
    return m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=AWAY_FROM_PLAYER, words=text)


def _kept_off(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    t = Tokens(tokenize(words["what"]))  # a monster: standing between
    if isinstance(between := against(t, text), m.Act) and t.done:
        return between
    said = DISTANCES.match("how far", plain)
    return (_kept(said, plain, text) or _NOTHING) if said is not None else _NOTHING


def _kept_off_you(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    t = Tokens(tokenize(words["what"]))
    t.skip("the", "any", "all", "all the", "every", "any of the")
    phrase = take_thing(t)
    if phrase is None or not t.done or not lx.is_monster(phrase.thing.kind):
        return None
    return m.Act(m.KEEP_AWAY, m.Thing(phrase.thing.kind), words=text)


# "keep your distance, 3 to 5 tiles": from whom is not said (not keeping away, the tiles dropped)
_WHOM_NOT_SAID = lazy(rf"^{lx.alt(lx.KEEP_AWAY_VERBS)}\s*,?\s+(?:{lx.alt(lp.ROUGHLY)}\s+)?"
                      rf"{_HOW_FAR}(?:\s+away)?$", re.I)


def read_distance(text: str) -> m.Step | None:
    """A distance kept ("stay at least 3 tiles from me": ``DISTANCES``), or a least and a most
    said one after the other ("no closer than 3 and no further than 5"); None for others."""
    return distance_said(text) if may_keep(text) else None


def distance_said(text: str) -> m.Step | None:
    """``read_distance`` where the text holds a word its rows need (``may_keep``)."""
    plain = _strip_tail(expand(strip_filler(text)))
    if (one := _one_distance(text, plain)) is not None:
        return one
    if _WHOM_NOT_SAID.match(plain):
        return m.Unknown(text, m.Reason.AMBIGUOUS, "tell me whom or what to keep that far from")
    if words_in(text.lower()).isdisjoint(("but", "and", "yet")) and "," not in text or (
            not _TWO_NUMBERS.search(text)):
        return None  # two bounds are joined by one of those (_TWO_BOUNDS): else no search
    found = _TWO_BOUNDS.match(text.strip())
    if found is None or not (_A_NUMBER.search(found.group("a"))
                             and _A_NUMBER.search(found.group("b"))):
        return None
    # "stay no closer than 3 and no further than 5 from me": whom it is from, said once
    a_words, b_words = found.group("a").strip(), found.group("b").strip()
    a_from, b_from = _KEPT_FROM.search(a_words), _KEPT_FROM.search(b_words)
    a = _half(a_words, b_from.group("who") if b_from and not a_from else "")
    b = _half(b_words, a_from.group("who") if a_from and not b_from else "")
    if not (isinstance(a, m.Act) and isinstance(b, m.Act) and a.action == b.action
            == m.KEEP_DISTANCE and a.thing == b.thing):
        return None
    least, most = a.least or b.least, a.most or b.most
    if (a.least and b.least) or (a.most and b.most) or not (least and most) or least > most:
        return None
    return m.Act(m.KEEP_DISTANCE, a.thing, least=least, most=most, words=text)


def may_keep(text: str) -> bool:
    """Whether ``text`` may say a distance kept (``read_distance``): it holds a word of one that
    a row needs (``DISTANCES.needs``), or ``_WHOM_NOT_SAID``, or that joins two bounds. The rows
    read the text with its politeness taken from either end, so a word of theirs is a word of
    the text; unless spelling out (``expand``) or "would you mind ..." may write new words."""
    low = text.lower()
    if "'" in low or "cannot" in low or "mind" in low or not low.isascii():
        return True
    for word in _keep_words():  # a loop: any() of a generator takes twice as long
        if word in low:
            return True
    return False


@together
def _keep_words() -> tuple[str, ...]:
    """The longest word of each phrase a row of ``read_distance`` needs; "" where one needs none."""
    needs = [*DISTANCES.needs(), needed(_WHOM_NOT_SAID.pattern), ("but", "and", "yet")]
    if any(each is None for each in needs):
        return ("",)
    return _fewest(max(phrase.lower().split(), key=len, default="")
                   for each in needs for phrase in each or ())


def _half(words: str, kept_from: str) -> m.Step | None:
    """One of two bounds, as said or with whom it is kept from said by the other."""
    if not kept_from and (read := _one_distance(words)) is not None:
        return read
    plain = _strip_tail(expand(strip_filler(words)))
    if (found := _HALF.first(plain)) is None:
        return _one_distance(words) if kept_from else None
    said = found[1]  # whom it is from, said by the other bound, before the player
    return (_kept({**said, "what": kept_from}, plain, words) if kept_from else None) or _kept(
        said, plain, words)


def _one_distance(text: str, plain: str = "") -> m.Step | None:
    plain = plain or _strip_tail(expand(strip_filler(text)))
    for row, words in DISTANCES.each(plain):
        if (kept := row.makes(words, plain, text)) is not None:
            return kept if kept is not _NOTHING else None
    return None


_TRAILING, _BEHIND = lazy(rf"^{lx.alt(lp.TRAIL)}\b", re.I), lazy(r"\b(?:back|behind)\b", re.I)
# "a minimum distance of 5": at least 5; "a maximum distance of 3": at most 3.
_LEAD_BOUND = {"minimum": "at least", "maximum": "at most"}


def _kept(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    """The distance the words of a row say: how far (at least, at most) and from whom."""
    said = [2, 4] if words.get("few") else [AMOUNTS_SAID[words["many"].lower()]] if words.get(
        "many") else [_tiles(w) for w in (words.get("n") or words.get("of"), words.get("n2")) if w]
    ns = [n for n in said if n is not None]
    if not ns or len(ns) < len(said):
        return None
    never = bool(words.get("never"))
    bound = words.get("bound") or _LEAD_BOUND.get(words.get("lead") or "", "")
    least, most = ((min(ns), max(ns)) if not never else (None, max(ns))) if len(ns) == 2 else (
        _bounds(bound, ns[0], never))
    if least is None and most is None or most is None and _TRAILING.match(plain) and not (
            _BEHIND.search(plain)):  # "follow me, at least 3 tiles": how far it follows, unsaid
        return None  # ("shadow me at least 3 tiles back" is kept so, behind)
    if max(least or 0, most or 0) > MAX_DISTANCE:
        return _too_far(text, max(ns))
    mine = never or bool(most and not least)  # "stay within 2 tiles": of the player
    thing = _kept_from(words.get("what", "").strip(), plain, text, mine, "of" in words)
    if not isinstance(thing, m.Thing):
        return thing
    return m.Act(m.KEEP_DISTANCE, thing, least=least or 0, most=most or 0, words=text)


def _kept_from(what: str, plain: str, text: str, never: bool = False, behind: bool = False
               ) -> m.Thing | m.Unknown | None:
    """Whom or what a distance is kept from ("stay 2 tiles from the bow"): the player when no
    one is named ("stay 2 or 3 tiles back"); a thing not known said back; None for no such."""
    if not what:
        if not (never or behind or re.search(r"\b(?:back|behind|between (?:us|you and me))\b"
                                             rf"|^{lx.alt(lp.TRAIL)} me\b", plain)):
            return None
        what = "me"
    t = Tokens(tokenize(what))
    if t.take(*_PLAYER) or t.take("you"):
        thing = m.Thing(m.PLAYER)
    else:
        t.take("the", "any", "a")
        if (phrase := take_thing(t, anchors=True)) is None or phrase.thing.is_party:
            return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, f"I don't know what \"{what}\" is")
        thing = replace(phrase.thing, quantity=1)
    t.skip(*_TAIL)
    return thing if t.done else None


def _not_next_to(rest: str, text: str) -> m.Step | None:
    """ "(don't stand right next to me,) keep 3 or 4 tiles away": the distance said after, from
    the player unless another is named, and at least 2 tiles."""
    if (said := DISTANCES.match("how far", rest)) is None:
        return None
    kept = _kept({**said, "what": said.get("what") or "me"}, rest, text)
    if isinstance(kept, m.Act) and kept.least < 2 and (not kept.most or kept.most >= 2):
        return replace(kept, least=2)
    return kept if isinstance(kept, m.Unknown) or (isinstance(kept, m.Act) and (
        kept.least >= 2)) else None


def _guarded_within(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    """A guard of what the words name, as far as they say ("stay within 3 tiles of the bow and
    guard it"); None for a least bound."""
    thing = None if words.get("n") or words.get("few") else _kept_from(words["what"], plain, text)
    kept = _kept(words, plain, text) if not isinstance(thing, m.Thing) else m.Act(
        m.KEEP_DISTANCE, thing, words=text)
    if not isinstance(kept, m.Act) or kept.thing is None or kept.least:
        return kept if isinstance(kept, m.Unknown) else None
    if (kind := kept.thing.kind) not in (m.PLAYER, *lx.ITEM_NAMES):
        return m.Unknown(text, m.Reason.CANNOT, f"I can guard you or a thing, not the {kind}")
    if kept.most > MAX_GUARD:
        return m.Unknown(text, m.Reason.CANNOT, f"I can guard from at most {MAX_GUARD} tiles away")
    post = _PLAYER_POST if kind == m.PLAYER else m.Place(thing=kept.thing)
    return m.Act(m.GUARD, place=post, most=kept.most, words=text)


def _clear_by(words: dict[str, str], plain: str, text: str) -> m.Step | None:
    """ "keep away from the gorgon, at least 6 tiles": kept at that distance or farther."""
    if (n := _tiles(words["n"])) is None:
        return None
    least = n + lstay.LEAST_BOUNDS.get(words.get("bound") or "", 0)
    if least > MAX_DISTANCE:
        return _too_far(text, least)
    thing = _kept_from(words["what"].strip(), plain, text)
    return m.Act(m.KEEP_DISTANCE, thing, least=least, words=text) if isinstance(
        thing, m.Thing) else thing


def _bounds(bound: str, n: int, never: bool) -> tuple[int | None, int | None]:
    """The distance's (at least, at most) from the words before the number."""
    table = lstay.NEVER_BOUNDS if never else lstay.KEPT_BOUNDS
    if bound not in table:
        return (None, None) if never else (n, n)
    least, most = table[bound]
    return (None if least is None else n + least, None if most is None else max(n + most, 0))


_ON_TOP_OF_ME = ("([please{COMMA}] i do not want you [to be]|{NEVER} {NEAR_VERB} [so|too]|not)"
                 " {ON_TOP} {US}")
_TOO_FAR = ("([please{COMMA}] {NEVER} {STRAY} (too|so|very) far [away] [from {US}]"
            "|not too far [away])")
_VERB = ("({never:NEVER} [{STRAY}|{LAG}] [(off|away|about|around)]|{KEEP_AT} [yourself]"
         " [at|from])")
_STAY = lstay.KEEP_AT[0]
_STAND = lstay.STAY_THERE[2]
_FROM = "[(from|of|behind|off|to) {what:HEAD}]"
# A distance kept, tried in order: a row whose builder gives nothing leaves it to the next.
DISTANCES: Table[Kept] = Table((
    Row("following behind", "[{TRAIL} me{COMMA}] [but] ((at|from) a [safe|little|small|short]"
        " distance|not (too|so) close [to me|behind me]|[at] a (little|bit|little bit)"
        " (back|behind) [me])", lambda words, plain, text: m.Act(m.KEEP_DISTANCE, m.Thing(
            m.PLAYER), least=TRAIL_TILES[0], most=TRAIL_TILES[1], words=text),
        (f"{lp.TRAIL[0]} me at a distance", "not too close")),
    Row("leave me be", "{LEAVE_ME}{AND_LATER}", _away, ("leave me alone", "give me some space")),
    # "don't let the bats near you": the companion keeps away from them
    Row("keep them off you", "[ok|okay|and|so|just] [,] {NEVER} let {what:HEAD} {REACHING}"
        " (you|yourself)", _kept_off_you,
        (f"don't let the {lx.BAT}s near you", f"never let the {lx.GORGON} reach you")),
    Row("keep them off me", "({NEVER} let {what:HEAD} {GET_AT} {US}"
        "|keep {what:HEAD} {KEEP_OFF} {US})", _kept_off,
        (f"don't let the {lx.GORGON} get to me", f"keep the {lx.BAT}s off me")),
    Row("a gap of", "{KEEP_GAP} {DISTANCE_OF} between (you|yourself|us) [and {what:HEAD}]",
        _kept, ("keep a gap of 3 to 5 tiles between us",)),
    Row("a distance of", f"{{KEEP_GAP}} [at] {{DISTANCE_OF}} [away] {_FROM}", _kept,
        (f"maintain a distance of 2 to 4 tiles from the {lx.BOW}",
         f"{_STAY} a distance of 3 from me")),
    # "stay within 3 tiles of the bow and guard it", "stay close by it and guard it": the reach
    Row("guarded within", f"({_VERB}{{COMMA}} {{HOW_FAR}} [away] (of|from)|{_STAY} {{CLOSE_BY}}) "
        "{what:NAMED} and {GUARD_VERBS} (it|them)", _guarded_within,
        (f"{_STAY} within 3 tiles of the {lx.SWORD} and guard it",
         f"{_STAY} close by the {lx.BOW} and guard it")),
    # "don't stand right next to me, keep 3 or 4 tiles away": from the player, never next to
    Row("not right by me", "({NEVER} {NEAR_VERB} [so|too] {ON_TOP} {US}{COMMA} [but|just|and"
        "|instead|rather] {said:HEAD}|{after:HEAD}{COMMA} [but|and] (not|never) {ON_TOP} {US})",
        lambda words, plain, text: _not_next_to(words.get("said") or words["after"], text),
        (f"don't {_STAND} right next to me, keep 3 or 4 tiles away", f"{_STAY} 3 or 4 tiles "
         "from me, not right on top of me", f"do not hover right on top of me but {_STAY} within "
         "4 tiles")),
    Row("how far", f"{_VERB}{{COMMA}} [{{ROUGHLY}}] {{HOW_FAR}} [away|back|behind|off|clear]"
        f" {_FROM}", _kept,
        (f"{_STAY} at least 3 tiles from me", "don't go more than 4 tiles away from me",
         f"{_STAY} 2 or 3 tiles back", f"{_STAY} a few tiles behind me",
         f"{lp.TRAIL[0]} me at a distance of 3 tiles", "never be more than two paces off",
         f"don't {lstay.LAG[0]} more than 2 tiles")),
    # "I don't want you right on top of me, but don't go too far either": 2 to 5 tiles
    Row("not too near, not too far", f"({_ON_TOP_OF_ME}{{COMMA}} [but|and|yet] {_TOO_FAR}"
        f"|{_TOO_FAR}{{COMMA}} [but|and|yet] {_ON_TOP_OF_ME}) [either|too|though|as well]",
        lambda words, plain, text: m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=2,
                                         most=FAR_TILES, words=text),
        ("I don't want you right on top of me, but please don't go too far either",
         f"don't go too far away, but don't {_STAND} right next to me")),
    Row("guarded, kept near", f"{{GUARD_VERBS}} {{what:NAMED}} and {_STAY} {{CLOSE_BY}} (it|them)",
        _guarded_within, (f"look after the {lx.SWORD} for me and {_STAY} close to it",)),
    # "somewhere around three to five tiles away from me would be lovely": the distance wished
    Row("a distance wished", f"[{{ROUGHLY}}] {{HOW_FAR}} [away|back|behind] {_FROM}"
        " (would be|is|sounds) [just] (lovely|great|nice|good|perfect|ideal|fine|best|right)",
        _kept, ("somewhere around three to five tiles away from me would be lovely",)),
    # "keep an eye on the gorgon from 4 to 6 tiles away": watched from that far, kept so
    Row("watched from afar", "{WATCH_FROM} {what:NAMED} (from|at) {HOW_FAR} [away|off]", _kept,
        (f"keep an eye on the {lx.GORGON} from 4 to 6 tiles away",)),
    Row("a gap between", "{KEEP_GAP} {HOW_FAR} between (you|yourself|us) [and {what:HEAD}]",
        _kept,
        (f"keep at least 4 tiles between you and the {lx.BAT}s", "keep 3 tiles between us")),
    # "keep clear of the bats ok, don't let them near you": the keeping away, said twice
    Row("kept clear and off you", "{KEEP_AWAY_VERBS} {what:NAMED} [(ok|okay){COMMA}] [and|so|just]"
        " {NEVER} let (them|it|em) {REACHING} (you|yourself)", _kept_off_you,
        (f"{lx.KEEP_AWAY_VERBS[3]} the {lx.BAT}s ok, don't let them near you",
         f"{lx.KEEP_AWAY_VERBS[1]} the {lx.GORGON} and never let it reach you")),
    # "move well away from the gorgon and don't go anywhere near it": keeping away
    Row("away and not near", "{STRAY} [well|far|right] away from {what:NAMED}{COMMA} [and]"
        " ({NEVER}|not) {STRAY} anywhere near (it|them)", _kept_off_you,
        (f"move well away from the {lx.GORGON} and not go anywhere near it",)),
    Row("kept clear by", "{KEEP_AWAY_VERBS} {what:NAMED}{COMMA} {CLEAR_BY}", _clear_by,
        (f"{lx.KEEP_AWAY_VERBS[0]} the {lx.GORGON}, at least 6 tiles",
         f"{lx.KEEP_AWAY_VERBS[2]} the {lx.BAT}s by 3 tiles",
         f"{lx.KEEP_AWAY_VERBS[1]} the {lx.BAT}s, 3 tiles or more")),
    Row("your distance", "{KEEP_FROM} [your|a|a safe|some] (distance|away|back|clear|far)"
        " (from|of) {what:ME}{AND_LATER}", _away,
        (f"{lstay.KEEP_FROM[0]} your distance from me",
         f"{lstay.KEEP_FROM[0]} your distance from me, somewhere between 3 and 6 tiles")),
), DISTANCE_PIECES)
# One of two bounds, which may leave its verb, its unit or whom it is from to the other.
_HALF = Table((
    Row("one of two bounds", f"[{_VERB}|{{never:NEVER}}] {{LOOSE}} [away|back|behind] {_FROM}",
        _kept, ("no closer than 3", "never more than 6 away")),
), DISTANCE_PIECES)
