"""Two players' voices of bench/fresh_orders_28.toml said as the reader's words: their forms,
rows "captain" and "forecast" of ``voices.VOICES`` (the words are ``lexicon_show``'s).

An airline captain on the public address, the companion the cabin crew: the announcement that
carries no order ("Ladies and gentlemen, this is your captain speaking."), who is called
("Cabin crew, ...", "Flight deck to cabin: ...") and the flight's times ("before we push back",
"for the rest of the flight") left out; the flight deck and the captain the player, to taxi to
walk, a gate a tile, holding short stopping, the cargo or the turbulence named before the order
the thing its "it" stands for. Anything else the voice says stays as typed, and is read or
refused as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_show as ls, lexicon_staying as lst
from agent.reading.voice_rows import EDGE as _EDGE, END as _END, TIDIED, Form, Voice, naming_asides

# A sentence's start: the text's, or after a sentence's end.
_OPENS = r"(?:^\s*|(?<=[.!?:])\s+)"
_NUMBER = rf"(?:\d+|{lx.NUMBER_RE})"
# A thing named for the "it" after, only where an order follows ("The bow is our cargo." alone is
# no order to bring it).
_MORE = r"(?=\s*\S)"


def captain() -> tuple[Form, ...]:
    """A captain's announcement, calls and the flight's times left out, the captain's words in
    plain ones, the cargo or the turbulence named for the "it" after."""
    return (
        (rf"{_OPENS}(?:{lx.alt(ls.CAPTAIN_HAILS)}\s*[,!.]\s*)?{lx.alt(ls.CAPTAIN_SPEAKING)}"
         r"\s*[.!]+\s*", " "),
        (rf"{_OPENS}{lx.alt(ls.CAPTAIN_CALLS)}\s*[:,]\s*", " "),
        (rf"{_OPENS}{lx.alt(ls.CAPTAIN_CALLED)}\s*,\s*", " "),
        (rf"{_OPENS}(?P<what>the\s+[a-z]+)\s+{lx.alt(ls.CAPTAIN_CARGO)}\s*[.!]{_MORE}", _named),
        (rf"{_OPENS}{lx.alt(ls.CAPTAIN_TURBULENCE)}\s+(?P<what>the\s+[a-z]+)\s*[.!]{_MORE}",
         _named),
        (rf"(?:\s*,)?\s+(?:and\s+)?{lx.alt(ls.CAPTAIN_WAIT_UP)}\s+(?:{_NUMBER}\s+)?turns\s+"
         rf"{lx.alt(ls.CAPTAIN_UP)}\s*,?\s*", ", then "),
        (rf"{_OPENS}{lx.alt(ls.CAPTAIN_LEADS)}\s*,?\s*", " "),
        (rf"\b{lx.alt(ls.CAPTAIN_LEADS)}\s*,?\s*", ""),
        (rf"(?:\s*,)?\s+{lx.alt(ls.CAPTAIN_TIMES)}(?=\s*(?:[,.!?;]|$))", ""),
        (rf"{_EDGE}{lx.alt(tuple(ls.CAPTAIN_SAID_AS))}{_END}", ls.CAPTAIN_SAID_AS),
        *TIDIED,
    )


def _named(found: re.Match[str]) -> str:
    """ "the sword is our most valuable cargo.", "turbulence ahead in the shape of the gorgon.":
    that thing named, for the "it" after; anything else as typed."""
    kind = lx.kind_of(found.group("what").split()[-1].lower())
    if kind is None:
        return found.group(0)
    said = found.group(0)
    return f"{said[: len(said) - len(said.lstrip())]}{found.group('what')}."


def forecast() -> tuple[Form, ...]:
    """A forecaster's greeting, headings and likenings left out; a journey, the wind or the
    weather said before the order naming the thing or the place it is about; a route patrolled;
    an outlook's days the steps of a plan; to blow or sweep going, a monster knocked out of the
    sky defeated."""
    weather = lx.alt(ls.WEATHER_WORDS)
    heading = (rf"(?:[\w'-]+\s+){{0,4}}?{lx.alt(ls.FORECAST_HEADINGS)}"
               r"(?:\s+(?!a\b|an\b)[\w'-]+){0,4}?")
    return (
        (rf"{_OPENS}{lx.alt(ls.FORECAST_GREETINGS)}\s*[!.]+\s*", " "),
        (rf"{_OPENS}{heading}\s*[:.]\s*(?=\S)", " "),
        (rf"{_OPENS}a\s+(?:{lx.alt(ls.FORECAST_TRIP_HOW)}\s+)?{lx.alt(ls.FORECAST_TRIP)}\s+with\s+"
         rf"(?:a|an|the)\s+(?P<what>[a-z]+)\s+{ls.FORECAST_AT_END}\s*[.!]{_MORE}", _at_the_end),
        (rf"{_OPENS}(?:an?|the)\s+(?:[\w-]+\s+)?{weather}\s+{lx.alt(ls.FORECAST_CARRIED)}\s+"
         rf"(?:(?:down|up|over|across)\s+)?to\s+(?P<what>the\s+[a-z]+)[^.!?]*[.!]{_MORE}", _named),
        (rf"{_OPENS}(?:an?|the)\s+(?:[\w-]+\s+)?{weather}\s+{lx.alt(ls.FORECAST_ARRIVING)}\s+"
         rf"(?P<spot>[^.!?]+?)\s*[.!]\s*{lx.alt(ls.FORECAST_THERE)}"
         rf"(?:\s+{lx.alt(ls.FORECAST_MEET)})?", r" go to \g<spot>"),
        (rf"{_OPENS}(?:[\w']+\s+)?{lx.alt(ls.FORECAST_ROUTE)}\s+(?P<a>[^.!?]+?)\s+(?:over\s+)?to\s+"
         rf"(?P<b>[^.!?]+?)\s*[.!]\s*{lx.alt(ls.FORECAST_ALONG)}", _route),
        (rf"{_OPENS}{lx.alt(ls.FORECAST_HOVER)}(?:\s+{ls.FORECAST_LIKE}\s+[^,.;!?:]*)?\s*:\s*"
         r"(?=\S)", " "),
        (rf"{_OPENS}(?=[^.!?]*\b{weather}\b)[^.!?]*?\b(?P<what>the\s+(?:{lx.noun_pattern()}))\b"
         r"[^.!?]*[.!](?=\s*[^.!?]*\b(?:it|them)\b)", _weather_over),
        (rf"{_OPENS}{lx.alt(ls.FORECAST_WANT)}\s*[:,.!]\s*", " "),
        (rf"^\s*{lx.alt(ls.FORECAST_DAYS)}\s*:\s*", ""),
        (rf"(?<=[.!?;])\s+{lx.alt(ls.FORECAST_DAYS)}\s*:\s*", " Then "),
        (rf"(?:\s*,)?\s+{ls.FORECAST_LIKE}\s+(?:a|an|the|some)\s+(?:[\w-]+\s+){{0,2}}?{weather}\b"
         r"[^,.;!?:]*", ""),
        (rf"\b{lx.alt(ls.FORECAST_FOUGHT)}\s+(?P<what>(?:that|the|this|those|these)\s+"
         rf"(?:[a-z]+\s+)?[a-z]+)\s+{lx.alt(ls.FORECAST_FOUGHT_HOW)}\b", _fought),
        (rf"{_EDGE}{lx.alt(tuple(ls.FORECAST_SAID_AS))}{_END}", ls.FORECAST_SAID_AS),
        *TIDIED,
    )


def _at_the_end(found: re.Match[str]) -> str:
    """ "a long walk with a sword at the end of it.": the sword named, for the "it" after;
    anything else as typed."""
    if lx.kind_of(found.group("what").lower()) is None:
        return found.group(0)
    said = found.group(0)
    return f"{said[: len(said) - len(said.lstrip())]}the {found.group('what')}."


def _weather_over(found: re.Match[str]) -> str:
    """ "There's a storm front sitting over the gorgon. Go and put yourself between me and it.":
    the gorgon named, for the "it" after."""
    said = found.group(0)
    return f"{said[: len(said) - len(said.lstrip())]}{found.group('what')}."


def _route(found: re.Match[str]) -> str:
    """ "patrol route runs from A over to B. Go back and forth along it.": between the two."""
    return " " + ls.FORECAST_BETWEEN.format(a=found.group("a"), b=found.group("b"))


def _fought(found: re.Match[str]) -> str:
    """ "knock the closest bat out of the sky", "clear that gorgon away for good": the fight
    with that monster; anything else (an item, "clear the way") as typed."""
    kind = lx.kind_of(found.group("what").split()[-1].lower())
    if kind is None or not lx.is_monster(kind):
        return found.group(0)
    return f"{lx.ATTACK_VERBS[0]} {found.group('what')}"


# The forecast said around the order: a piece naming the weather and no verb of an order ("the
# middle of the map" is no mapping).
WEATHER_ASIDES = naming_asides(ls.WEATHER_WORDS)


# "wherever I walk" after a distance from the player: a distance kept from one who moves anyway.
_FROM_ME = frozenset(("tiles", "tile", "steps", "step", "squares", "square", "side"))


def conceded() -> tuple[Form, ...]:
    """A concession of the player's going after the order ("Do not leave, even when I get up.",
    "dont move. even if i leave", "get the bow even if I leave") left out: the order holds
    whatever the player does, so it adds no condition to wait for; so is "wherever I walk" after
    a distance from the player ("never more than two tiles from me, wherever I walk")."""
    return (
        (rf"(?:\s*[,.;]\s*|\s+){lx.alt(lst.EVEN_IF)}\s+{lx.alt(lst.PLAYER_GOES)}{_END}"
         r"(?=\s*(?:[,.;!?]|$))", ""),
        (rf"(?:(?<=\bme)|(?<=tile)|(?<=tiles)|(?<=step)|(?<=steps)|(?<=side))\s*,?\s+"
         rf"{lx.alt(lst.WHEREVER_I_GO)}(?=\s*(?:[,.;!?]|$))", "", _FROM_ME),
    )


VOICES = (
    Voice("captain", ls.CAPTAIN_GATE, captain, spans=ls.CAPTAIN_SPANS),
    Voice("forecast", ls.FORECAST_GATE, forecast, asides=WEATHER_ASIDES),
    # a concession of the player's going, any voice's
    Voice("conceded", frozenset((*(max(p.split(), key=len) for p in lst.EVEN_IF), "wherever")),
          conceded),
)
