"""Two players' voices of bench/fresh_orders_18.toml, said as the reader's words before an order
is read (rows "genz" and "cowboy" of ``voices.VOICES``). Data only: words left out, and phrases
each with the plain words it is read as, which the reader reads as it always has. Their verbs for
the game's moves ("clap", "yeet", "whup" a monster; "vibe", "hold your horses") are
lexicon_idioms' classes, read anywhere. A phrase is matched whole, in any case, never inside a
longer word; where one phrase holds another the longer is said first."""

from __future__ import annotations

from agent.reading import lexicon as lx

# A Gen-Z player's fillers and tags, which say nothing of what is to be done, left out: "no cap"
# (no lie), "lowkey" / "highkey" (a bit / very), "ngl" (not gonna lie), "fr" (for real), "tbh"
# ("no cap go get the sword", "which ones closer to u, the bow or the sword? no cap", "lowkey just
# vibe here"). ("bestie" is left as typed: said mid-order it ends what is read, "follow me around
# bestie dont ghost me".)
# "era" after what the player wants the companion to be ("be my bodyguard era") is a tag too.
GENZ_FILLERS = ("no cap", "lowkey", "highkey", "ngl", "fr fr", "fr", "tbh", "deadass", "era")
# "ok slay" before "now" or a comma is praise, no fight ("ok slay now bring it back"; "ok slay
# the gorgon" is one).
GENZ_SAID_AS = {
    "ok slay now": "ok now",
    "okay slay now": "okay now",
    "ok slay,": "ok,",
    "okay slay,": "okay,",
}
# The words only the Gen-Z voice has: an order with none of them is left as typed.
GENZ_GATE = frozenset(("cap", "lowkey", "highkey", "ngl", "fr", "tbh", "deadass", "slay", "era"))
# A cowboy's urging before or after an order, no step of it, left out ("Git along now, keep
# clear o' them bats").
COWBOY_URGING = ("git along now", "git along")
# A cowboy's drawl: "git" (get), "'em" (them), "them X" (those X), "that there X" (that X),
# "saddle up with X and ..." (take X, then ...), "rustle up X" (fetch X), "ride back and forth"
# (walk back and forth), "ride (on) back" (come back), "still breathin'" (still alive), "what's
# it take" (what does it take), "head on down to" (head down to).
COWBOY_SAID_AS = {
    "git": "get",
    "'em": "them",
    "that there": "that",
    "this here": "this",
    "them there": "those",
    "saddle up with": "take",
    "rustle up": "fetch",
    "ride back and forth": "walk back and forth",
    "ride to and fro": "walk to and fro",
    "ride on back": "come back",
    "ride back": "come back",
    "still breathin'": "still alive",
    "still breathing": "still alive",
    "breathin'": "breathing",
    "what's it take": "what does it take",
    "on down to": "down to",  # "head on down to the bottom right corner"
    **{f"them {word}": f"those {word}" for word in lx.PLURAL},
}
# The words only the cowboy's voice has, and its phrases of common words (found in the
# lower-case text): an order with none of them is left as typed.
COWBOY_GATE = frozenset(
    ("git", "'em", "them", "saddle", "rustle", "ride", "breathin'", "breathing")
)
COWBOY_SPANS = ("that there ", "this here ", "them there ", "what's it take", " on down to ")
