"""The voices of one who frames an order for someone else, rows of ``voices.VOICES``: words
said to the companion that are no part of the order (a name, praise, a bark, the player as a
parent: ``address``), a contract's (``legal``), an order relayed from someone else said as the
player's own (``relayed``) and an office memo's frame of an order passed down (``office``). Each
is a voice's forms (``voice_rows.Form``): a frame taken off, a phrase map, or a small named rule.
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_address as la,
    lexicon_inverted as lin,
    lexicon_legal as ll,
    lexicon_relayed as lr,
    lexicon_voices as lv,
)
from agent.reading.voice_rows import Form as _Form


def address() -> tuple[_Form, ...]:
    """Words said to the companion that are no part of the order (lexicon_address): a soldier's
    words as the reader's ("RECON THE AREA", "BREAK CONTACT WITH X", "AND MY POSITION": and me)
    and what says them again ("I WANT EYES ON EVERYTHING" after exploring); praise or a bark
    alone as a sentence ("there's my clever girl!", "MOVE IT!"), a bark closing a clause ("...
    ON THE DOUBLE"), "be a good helper and ...", "... like a good little guard", "till mummy's
    back" (till I'm back), "COORDINATES!" after a question of where; a name, a pet name or a
    rank opening a clause ("pumpkin can you ...", "PRIVATE! ..."); the player as a parent (me;
    "my mum" spoken of); a name closing a clause ("..., sweetheart"); a tag or a bark said last
    ("..., ok honey?")."""
    stop, lead = r"(?=\s*(?:[.!?;,]|$))", r"(?P<lead>^|[.!?;]\s*)"
    names, barks, parents = lx.alt(la.NAMES), lx.alt(la.BARKS), lx.alt(la.PARENTS)
    bare = lx.alt(tuple(name for name in la.NAMES if name not in la.NAMES_ALSO_VERBS))
    return (
        (rf"\b{lx.alt(tuple(la.SAID_AS))}\b", la.SAID_AS),
        (
            rf"\b(?P<joined>{lx.alt(la.POSITION_AFTER)}\s+){lx.alt(la.MY_POSITION)}\b",
            rf"\g<joined>{la.ME}",
        ),
        *(
            (rf"(?<=\b{before}\b)(?P<kept>.*?)[\s,.!]*\b{said}\b[.!]*", r"\g<kept>")
            for said, before in la.SAID_AGAIN.items()
        ),
        (rf"{lead}(?:{lx.alt(la.PRAISE)}|{barks})\s*[.!]+\s*", r"\g<lead>"),
        (rf"[\s,]*\b{lx.alt(la.BARKS_AFTER)}{stop}", ""),
        (rf"{lead}{lx.alt(la.BE_GOOD)}\s+", r"\g<lead>"),
        (rf"\s+{lx.alt(la.LIKE_GOOD)}{stop}", ""),
        (rf"\b{parents}'s\s+back\b", la.BACK_AGAIN),
        (
            rf"(?<=\bwhere\b)(?P<asked>[^.!?]*\?)\s*{lx.alt(la.COORDINATES)}\s*[.!]*\s*$",
            r"\g<asked>",
        ),
        (rf"{lead}{names}\s*[,!.]+\s*", r"\g<lead>"),
        (rf"{lead}{bare}\s+(?=\w)", r"\g<lead>"),
        (rf"\b{lx.alt(la.PARENT_AS)}\s+{parents}\b(?!')", la.ME),
        (rf"(?P<before>\b[\w']+\s+)?\b{parents}\b(?!')", _parent),
        (rf"(?P<before>\b[\w']+)?\s*,?\s+{names}(?:{stop}|(?=\s+(?:and|then)\b))", _named),
        (rf"(?:(?<=[.!?])|\s*,)\s*(?:{lx.alt(la.TAGS)}|{barks})\s*[.!?]*\s*$", ""),
        (r"^\s+|\s+$", ""),
    )


def _parent(found: re.Match[str]) -> str:
    """The player named as a parent: me; after "my", "your"... a parent spoken of, as typed."""
    return found.group(0) if _spoken_of(found) else (found.group("before") or "") + la.ME


def _named(found: re.Match[str]) -> str:
    """A name closing a clause left out; after "the", "my"... a thing spoken of, as typed."""
    return found.group(0) if _spoken_of(found) else found.group("before") or ""


def _spoken_of(found: re.Match[str]) -> bool:
    return (found.group("before") or "").strip().lower() in la.NOT_ADDRESS_AFTER


def legal() -> tuple[_Form, ...]:
    """A contract's voice (lexicon_legal): a defined term's bracket taken off; "The Companion,
    being in possession of the Bow, shall ..." (you have the bow, so ...); who a clause binds
    before "shall" taken off ("The Companion shall retrieve the Bow"); the parties in the third
    person ("the Principal": me); a following within tiles; the contract's phrases ("procure",
    "provided that", "forthwith"); a distance kept between two numbers."""
    party = lx.alt(ll.LEGAL_BOUND)
    return (
        (r"\s*\(\s*hereinafter\b[^)]*\)", ""),
        (
            rf"\b{party},\s*being in possession of\s+(?P<held>[^,;]+),\s*shall\s+",
            r"you have \g<held>, so ",
        ),
        (rf"\b{party}\s+shall\s+", ""),
        (rf"(?:(?:^|(?<=[.!?;:,]\s))[^.!?;:,]*?\b{lx.alt(ll.NAMED_ORDERED)}\s+"
         rf"|\b{lx.alt(ll.NAMED_LET)}\s+)\b{lx.alt(ll.NAMED_BOUND)}\s+"
         rf"(?:{lx.alt(ll.NAMED_BINDING)}\s+)?(?=[a-z])", ""),
        (rf"\b{lx.alt(ll.NAMED_BOUND)}\s+{lx.alt(ll.NAMED_BINDING)}\s+(?=[a-z])", ""),
        (r"(?<=\band )shall\s+", ""),  # "... and shall thereupon ..."
        (rf"\b{lx.alt(tuple(ll.LEGAL_PARTIES))}(?!\w)", ll.LEGAL_PARTIES),
        (
            rf"\b({re.escape(ll.LEGAL_FOLLOWING)})\s+{lx.alt(ll.LEGAL_WITHIN)}\s+"
            rf"(?P<n>{lx.NUMBER_RE})(?:\s*\(\s*\d+\s*\))?\s+(?P<unit>tiles?)\b",
            rf"\1 {ll.LEGAL_WITHIN_AS} \g<n> \g<unit>",
        ),
        (rf"\b{lx.alt(tuple(ll.LEGAL_SAID_AS))}(?!\w)", ll.LEGAL_SAID_AS),
        (
            rf"\b{lx.alt(ll.LEGAL_KEPT)}\s+(?P<low>\S+)(?:\s+\(\s*\d+\s*\))?\s+"
            rf"{lx.alt(ll.LEGAL_KEPT_AND)}\s+",
            rf"{ll.LEGAL_KEPT_AS} \g<low> and ",
        ),
        (r"\s+([,.;])", r"\1"),
        (r"\s{2,}", " "),
        (r"^\s+|\s+$", ""),
    )


def relayed() -> tuple[_Form, ...]:
    """An order relayed from someone else said as the player's own (lexicon_relayed), its frame
    opening a sentence (after "ok", "so"; "lol", "guys" taken off with it): what they chant
    before "so" taken off ("chat is spamming explore so i guess go explore"); what they paid for
    the player's wish ("someone donated 5 bucks for you to ..."); what they say, want or ask the
    player's own words for it (``_own``), the same of someone beside the player ("my son", "he")
    and of someone named opening the sentence ("Leo wants you to ...": ``_someone``); "settle it"
    after a question they asked, its answer."""
    lead = (
        r"(?P<lead>(?:^|(?<=[.!?])\s+)(?:(?:ok|okay|so|alright|well|hey|now)\b[\s,]*)*)"
        r"(?:(?:lol|lmao|lmfao|guys|yo|um+|uh+)\b[\s,]*)*"
    )
    gap = r"\s+"
    by = rf"{lead}{lx.alt(lr.RELAYED_BY, gap=gap)}\s+"
    named = (rf"{lead}(?!(?:{lx.alt(lr.NOT_NAMES, tuple(lx.NOUN_WORDS))})\b)(?-i:[A-Z][a-z]+)"
             rf"(?P<is>'s)?(?=\s+{lx.alt(lr.NAMED_HOW, gap=gap)}\b)")
    return (
        (
            rf"{by}{lx.alt(lr.RELAYED_CHANTS, gap=gap)}\s+[^,.!?]+?(?:\s*,\s*|\s+)so\s+"
            r"(?:i\s+(?:guess|think|suppose)\s+)?(?=\w)",
            r"\g<lead>",
        ),
        (
            rf"{by}{lx.alt(lr.RELAYED_PAID)}\s+(?:[\w$£€.']+\s+){{0,5}}?for\s+you\s+to\s+(?=\w)",
            rf"\g<lead>{lr.RELAYED_HOW['wants you to']} ",
        ),
        (named, _someone),  # "Leo wants you to ...", "Leo's asking ...": someone's
        (
            rf"{by}(?P<how>{lx.alt(tuple(lr.RELAYED_HOW), gap=gap)})"
            r"(?:\s*[:,]\s*|\s+|(?=\s*[.!?]*\s*$))",
            _own,
        ),
        (
            rf"(?:^|(?<=[.!?])|(?<=[.!?])\s+){lx.alt(lr.SETTLE, gap=gap)}"
            r"(?:\s+(?:please|pls|plz))?[\s.!?]*$",
            _settled,
        ),
    )


def _someone(found: re.Match[str]) -> str:
    """Someone named, as "someone" (lexicon_relayed.RELAYED_BY): "Leo's" as "someone is"."""
    return found["lead"] + lr.RELAYED_BY[lr.RELAYED_BY.index("someone")] + (
        " is" if found["is"] else "")


def _own(found: re.Match[str]) -> str:
    """A relayed order's frame as the player's own words: nothing for what was said, "I want you
    to" for a wish, "I want to know" or "tell me" for a question; "chat says" alone, as typed."""
    own = lr.RELAYED_HOW[" ".join(found.group("how").lower().split())]
    if not own and not found.string[found.end() :].strip(" .!?"):
        return found.group(0)
    return found.group("lead") + (f"{own} " if own else "")


def _settled(found: re.Match[str]) -> str:
    """ "settle it" after a question asked (by the frame said as the player's own): taken off."""
    return "" if _ASKED.search(found.string, 0, found.start()) else found.group(0)


_ASKED = re.compile(rf"\b(?:{lx.alt(lx.TELL_ME)}|I want to know)\b|\?", re.I)


def office() -> tuple[_Form, ...]:
    """An office memo's frame of an order passed down taken off ("You are requested to ...",
    "..., whereupon you are to ..."); "four (4) tiles" the number once; a memo's phrases
    ("remain in your current position", "in a downward direction", "In the event that"); "your
    present location" here, "my location" me; "advance 4 tiles down" a walk; "arrange for the
    arrow at ... to be collected (and delivered to my location)": fetch (bring me) it. Anything
    else arranged is left as typed, and refused."""
    collected, delivered = lx.alt(lv.MEMO_COLLECTED), lx.alt(lv.MEMO_DELIVERED)
    ours, number = lx.alt(lv.MEMO_OURS), lx.NUMBER_RE
    arranged = rf"\b{lx.alt(lv.MEMO_ARRANGED)}\s+(?P<what>the\s[^.;!?]+?)\s+to\s+be\s+{collected}"
    return (
        (rf"\b{lx.alt(lv.MEMO_FRAMES)}\s+", ""),
        (rf"\b(?:{number})\s*\(\s*(\d+)\s*\)", r"\1"),
        (rf"\b{lx.alt(tuple(lv.MEMO_SAID_AS))}\b", lv.MEMO_SAID_AS),
        (rf"\b(?P<by>{lx.alt(lv.MEMO_FROM_HERE)})\s+your\s+{ours}\b", r"\g<by> here"),
        (rf"\b(?P<to>{lx.alt(lv.MEMO_TO_ME)})\s+my\s+{ours}\b", r"\g<to> me"),
        (
            rf"\b{lx.alt(lv.MEMO_ADVANCE)}(?=\s+(?:{number})\s+(?:tiles?|steps?|squares?"
            r"|spaces?)\b)",
            "walk",
        ),
        (rf"{arranged}\s+and\s+{delivered}\s+to\s+me\b", rf"{lv.MEMO_BRING} \g<what>"),
        (rf"{arranged}(?=\s*[.;!]|\s*$)", rf"{lv.MEMO_FETCH} \g<what>"),
    )




def looks() -> tuple[_Form, ...]:
    """A remark on how the companion looks, a sentence of its own before a question of its
    health ("You look roughed up, kid. What's your health at?"): left out (the answer tells it);
    before anything else, as typed."""
    names = lx.alt(la.CALLED, la.NAMES)
    return ((
        rf"(?P<lead>^|[.!?;]\s*){lx.alt(la.LOOKS_WHO)}\s+(?:{lx.alt(la.LOOKS_HOW_MUCH)}\s+)?"
        rf"{lx.alt(la.LOOKS_HURT)}(?:\s*,\s*{names})?\s*[.!]+\s*"
        rf"(?=[^.!?]*\b{lx.alt(lx.HEALTH_WORDS)}\b[^.!?]*\?)",
        r"\g<lead>",
    ),)


# The phrases the looks' form needs one of.
LOOKS_SPANS = tuple(f" {hurt}" for hurt in la.LOOKS_HURT)


# The phrases one of the address's forms needs.
ADDRESS_SPANS = (
    *la.NAMES,
    *la.TAGS,
    *la.PRAISE,
    *la.BE_GOOD,
    *la.LIKE_GOOD,
    *la.PARENTS,
    *la.BARKS,
    *la.BARKS_AFTER,
    *la.COORDINATES,
    *la.SAID_AS,
    *la.SAID_AGAIN,
    *la.MY_POSITION,
)


def followed() -> tuple[_Form, ...]:
    """Following said as the player's going put first, the companion's after it, the whole
    sentence ("Where I go, you go.", "wherever I wander, you follow", "everywhere I go, you'll
    come too"): as "go where i go". The same words before more ("where I go, you go first") are
    left as typed."""
    return ((
        rf"(?:^|(?<=[.!?;]\s))\s*{lx.alt(lin.FOLLOWED_OPENS)}\s+i\s+{lx.alt(lin.FOLLOWED_MINE)}"
        rf"\s*,?\s+you(?:\s*{lx.alt(lin.FOLLOWED_MODAL)})?\s+{lx.alt(lin.FOLLOWED_YOURS)}"
        rf"(?:\s+{lx.alt(lin.FOLLOWED_TOO)})?(?=\s*(?:[.!;]|$))",
        lin.FOLLOWED_SAID,
    ),)
