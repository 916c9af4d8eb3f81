"""The players' voices, one table of rows (``VOICES``, the machinery ``voice_rows``) run in one
place: first in ``reader._pass``, before quoted words are found ("'tween me an' the gorgon" holds
no quote) and before anything else reads the order's words.

Each voice is a row: its name, the words that may be its own, the phrases that may be where a word
cannot say it, a test on the text where neither can (a sentence after another, a bracket), and its
forms: a frame taken off (said as nothing), a phrase map (each phrase said as the plain words it
stands for, lexicon_pirate's, lexicon_voices'), or a small named rule where a map cannot say it
("hoist the bow" is picking it up, "hoist the sails" as typed). A voice whose words are left out
by the pieces or sentences beside them (team, venting, a trainer's) has its rule in a module of
its own.
"""

from __future__ import annotations

import re

from agent.reading import (
    commentary,
    engineer,
    exasperated,
    inverted,
    kitchen,
    lexicon as lx,
    lexicon_address as la,
    lexicon_drawl as ld,
    lexicon_inverted as lin,
    lexicon_legal as ll,
    lexicon_pirate as lpi,
    lexicon_relayed as lr,
    lexicon_typed as lt,
    lexicon_voices as lv,
    team,
    trainer,
)
from agent.reading.voice_rows import Form as _Form, Voice, Voices, said_back as said_back


def _pirate() -> tuple[_Form, ...]:
    """A pirate's address and flourishes taken off ("..., ye bilge rat", "arr, ...", "... like a
    true first mate"); "explore the isle, an' chart as much of it as ye can" exploring; sea idioms
    ("weigh anchor for X", "drop anchor", "to starboard"), "hoist the bow", "run the gorgon
    through", "4 paces"; the voice's spelling ("ye", "an'", "o'", "'tween")."""
    address_, edge, end = lx.alt(lpi.PIRATE_ADDRESS), r"(?<![\w'])", r"(?![\w'])"
    explore = lpi.PIRATE_EXPLORE
    return (
        (rf"^\s*{address_}\s*[,!]\s*", ""),
        (rf"\s*,\s*{address_}\s*(?=[,.!?;]|$)[!?.]*", ""),
        (rf"\s+{lx.alt(lpi.PIRATE_LIKE)}\b", ""),
        (rf"\b{explore}\s+{lx.alt(lpi.PIRATE_ISLE)}\b", explore),
        (rf"(\b{explore}\b[^.;!?]*?)\s*,?\s*an'\s+{re.escape(lpi.PIRATE_CHARTED)}", r"\1"),
        (rf"{edge}{lx.alt(tuple(lpi.PIRATE_SAID_AS))}{end}", lpi.PIRATE_SAID_AS),
        (rf"\b{lpi.PIRATE_HOIST}\s+(?P<what>(?:the|that|a|an|yer)\s+(?P<word>\w+))", _hoisted),
        (r"\brun\s+(?P<what>(?:the|that)\s+(?P<word>\w+))\s+through\b", _run_through),
        (rf"\b(?P<n>{lx.NUMBER_RE})\s+(?P<unit>{lx.alt(tuple(lpi.PIRATE_PACES))})\b", _paces),
        (rf"{edge}{lx.alt(tuple(lpi.PIRATE_SPELT))}{end}", lpi.PIRATE_SPELT),
    )


def _hoisted(found: re.Match[str]) -> str:
    """ "hoist the bow": picking it up; "hoist the sails", "hoist the bat": as typed."""
    kind = lx.kind_of(found.group("word").lower())
    if kind is None or lx.is_monster(kind):
        return found.group(0)
    return f"{lpi.PIRATE_PICKED} {found.group('what')}"


def _run_through(found: re.Match[str]) -> str:
    """ "run the gorgon through": a fight with it; anything else run through, as typed."""
    kind = lx.kind_of(found.group("word").lower())
    if kind is None or not lx.is_monster(kind):
        return found.group(0)
    return f"{lpi.PIRATE_RUN_THROUGH} {found.group('what')}"


def _paces(found: re.Match[str]) -> str:
    return f"{found.group('n')} {lpi.PIRATE_PACES[found.group('unit').lower()]}"


def _address() -> tuple[_Form, ...]:
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
        (rf"(?P<before>\b[\w']+\s+)?\b{parents}\b(?!')", _parent),
        (rf"(?P<before>\b[\w']+)?\s*,?\s+{names}{stop}", _named),
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


def _legal() -> tuple[_Form, ...]:
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


def _relayed() -> tuple[_Form, ...]:
    """An order relayed from someone else said as the player's own (lexicon_relayed), its frame
    opening a sentence (after "ok", "so"; "lol", "guys" taken off with it): what they chant
    before "so" taken off ("chat is spamming explore so i guess go explore"); what they paid for
    the player's wish ("someone donated 5 bucks for you to ..."); what they say, want or ask the
    player's own words for it (``_own``); "settle it" after a question they asked, its answer."""
    lead = (
        r"(?P<lead>(?:^|(?<=[.!?])\s+)(?:(?:ok|okay|so|alright|well|hey)\b[\s,]*)*)"
        r"(?:(?:lol|lmao|lmfao|guys|yo|um+|uh+)\b[\s,]*)*"
    )
    gap = r"\s+"
    by = rf"{lead}{lx.alt(lr.RELAYED_BY, gap=gap)}\s+"
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


def _office() -> tuple[_Form, ...]:
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


def _slang() -> tuple[_Form, ...]:
    """British and Australian slang: urging after the order ("..., go on") taken off; a blow
    given to a monster a fight with it ("give that bat a proper wallop"); taking said as stealing
    ("nick it"); "for us" for me; "hang about 3 tiles from me" staying; "get yourself between
    ..." getting there."""
    return (
        (rf"\s*,\s*{lx.alt(lv.URGING)}\s*[.!]*\s*$", ""),
        (
            rf"\bgive\s+(?P<whom>[^,.;!?]+?)\s+an?\s+(?:{lx.alt(lv.BLOW_HOW)}\s+)*"
            rf"(?P<blow>{lx.alt(lv.BLOWS)})\b",
            _given,
        ),
        (rf"\b(?:{lx.alt(lv.NICK)})\b(?=\s+{lx.alt(lv.TAKEN_AFTER)}\b)", lv.TAKEN),
        (rf"\b{lx.alt(lv.FOR_US)}\b", lv.FOR_ME),
        (rf"\b{lx.alt(lv.HANG_ABOUT)}\b(?=\s+(?:like\s+)?(?:{lx.NUMBER_RE})\b)", lv.STAYED),
        (rf"\b{lx.alt(lv.YOURSELF_AFTER)}\s+yourself\b", lv.GOT),
    )


def _given(found: re.Match[str]) -> str:
    """A blow given to a monster: the fight with it; to an item, the blow as a verb on it,
    which no errand has ("give the bow a wallop" is no bringing); to anyone else, as typed
    ("give me a clip round the ear")."""
    whom = found.group("whom")
    kinds = [kind for word in whom.lower().split() if (kind := lx.kind_of(word)) is not None]
    if any(lx.is_monster(kind) for kind in kinds):
        return f"{lv.ATTACKED} {whom}"
    return f"{found.group('blow')} {whom}" if kinds else found.group(0)


def _radio() -> tuple[_Form, ...]:
    """A radio voice's framing taken off: a sign-off ("..., over.", "Over and out.", "...,
    copy?"), an acknowledgement ("Roger, ...", "Acknowledge and report ..."), call signs
    ("Companion, this is Lead.", "Lead to Companion, ..."); its grid references ("grid 8 12": row
    8, column 12), requested counts, separations ("3 to 5 tiles separation from me"), "my
    position" (me), "your twenty", status reports and "until I move out" in the reader's words
    (``_radio_said``)."""
    gap, word = r"\s+", r"[A-Za-z][\w-]*"
    lead = r"(?P<lead>(?:^|[.;:!?])\s*)"
    return (
        (
            rf"(?P<mark>\s*[,;:]\s*|(?<=[.!?])\s*|^\s*){lx.alt(lt.RADIO_SIGN_OFFS, gap=gap)}"
            r"\s*(?P<end>[.!?]*)\s*(?=[.;:!?]|$)",
            _signed_off,
            _RADIO_SIGNS,
        ),
        (
            rf"{lead}{lx.alt(lt.RADIO_OPENS, gap=gap)}(?:\s*[,.;:!]+\s*|\s+(?=and\b)|(?<=and)\s+)",
            r"\g<lead>",
            _RADIO_SIGNS,
        ),
        (
            rf"{lead}(?:(?P<other>{word})\s*,\s*)?this\s+is\s+(?P<sign>{word})(?:\s+actual)?"
            r"\s*(?:[,.;:!]+|$)\s*",
            _call_sign,
            frozenset(("this",)),
        ),
        (
            rf"(?P<lead>^\s*)(?P<sign>{word})\s+(?-i:to)\s+(?P<other>{word})\s*[,:;.!-]+\s*",
            _call_sign,
        ),
        *_radio_said(),
    )


def _radio_said() -> tuple[_Form, ...]:
    """A radio voice's ways of saying a tile, a count, a separation, a place, a position and a
    move in the reader's words."""
    gap, lead = r"\s+", r"(?P<lead>(?:^|[.;:!?])\s*)"
    return (
        (
            rf"\b{lx.alt(lt.RADIO_GRID, gap=gap)}\s*\(?\s*(?P<row>\d{{1,2}})\s*[\s,/-]"
            r"\s*(?P<col>\d{1,2})(?:\s*\))?(?![\w-])",
            r"row \g<row>, column \g<col>",
            _firsts(lt.RADIO_GRID),
        ),
        (rf"\b{lx.alt(lt.RADIO_COUNT, gap=gap)}\b", "count", _firsts(lt.RADIO_COUNT)),
        (
            rf"\b(?P<unit>tiles?|steps?|squares?|spaces?|paces?)\s+"
            rf"{lx.alt(lt.RADIO_SEPARATION, gap=gap)}\s+(?=(?:from|to|between)\b)",
            r"\g<unit> ",
            _lasts(lt.RADIO_SEPARATION),
        ),
        (
            rf"\b(?P<to>to|towards|toward)\s+{lx.alt(lt.RADIO_MY_POSITION, gap=gap)}\b",
            r"\g<to> me",
            _lasts(lt.RADIO_MY_POSITION),
        ),
        (
            rf"\b(?P<whose>your|my)\s+{lx.alt(lt.RADIO_TWENTY)}(?=\s*(?:[,.;:!?]|$))",
            r"\g<whose> position",
            frozenset(lt.RADIO_TWENTY),
        ),
        (
            rf"{lead}{lx.alt(lt.RADIO_STATUS_ASKS, gap=gap)}\s+"
            rf"{lx.alt(lt.RADIO_STATUS, gap=gap)}(?=\s*(?:[,.;:!?]|$))",
            r"\g<lead>status report",
            _lasts(lt.RADIO_STATUS),
        ),
        (
            rf"\b(?P<who>i|we|i'm|i am|we're|we are)\s+"
            rf"(?P<how>{lx.alt(tuple(lt.RADIO_MOVE_OUT), gap=gap)})\b(?!\s+of\b)",
            _moved_out,
            frozenset(("out",)),
        ),
        (r"^\s+|\s+$", ""),
    )


def _signed_off(found: re.Match[str]) -> str:
    """ "X, over." -> "X."; "X. Over." -> "X."; "What is it, over?" -> "What is it?"."""
    return found.group("end") if found.group("mark").strip() else ""


def _call_sign(found: re.Match[str]) -> str:
    """A call sign left out where it is one: a word of the class, or a capitalised word that
    opens no step ("Lead", "Viper"; not "Go to Bob")."""
    for name in ("sign", "other"):
        said = found.group(name)
        if said is None:
            continue
        low = said.lower()
        if (
            low not in lt.RADIO_CALL_SIGNS
            and low not in lt.RADIO_ADDRESSEES
            and (
                not said[:1].isupper()
                or low in lx.ACTION_VERBS
                or low in lx.FUNCTION_WORDS
                or low in lx.NOUN_WORDS
            )
        ):
            return found.group(0)
    return found.group("lead")


def _moved_out(found: re.Match[str]) -> str:
    """ "until I move out": until I move (not "let's move out", "move out of the way")."""
    return f"{found.group('who')} {lt.RADIO_MOVE_OUT[' '.join(found.group('how').lower().split())]}"


def _coach() -> tuple[_Form, ...]:
    """A coach's play's name before a colon ("Run the play: ...") and "that's the play" taken
    off; "on my signal, ..."; "go, go, go!" and "call it out" after a question taken off; a
    coach's phrases ("till the whistle", "sub in at", "man-mark me"); "stick to me like glue"
    following and the simile taken off; "hold within two tiles of the bottom left corner"
    guarding it; "the two ends of row 8, column 2 and column 7" both tiles; "take 4 turns to
    breathe" waiting; "screen me from the gorgon: get between us" said once."""
    n = rf"(?:\d+|{lx.NUMBER_RE})"
    like = lx.alt(lt.COACH_LIKE)
    return (
        (rf"^\s*{lx.alt(lt.COACH_HEADINGS)}\s*(?::|-|!)\s*", ""),
        (rf"(?:^|(?<=[.!?]\s)){lx.alt(lt.COACH_ON_SIGNAL)}\s*,\s*", lt.COACH_SIGNALLED),
        (rf"\s*,?\s*\b{lx.alt(lt.COACH_CLOSERS)}(?=\s*[.!]*\s*$)", ""),
        (rf"\s*,\s*{lx.alt(lt.COACH_GO)}(?=\s*!+\s*$)", ""),
        (rf"(?<=\?)\s*{lx.alt(lt.COACH_CALL_OUT)}\s*[.!]*\s*$", ""),
        (rf"\b{lx.alt(tuple(lt.COACH_SAID_AS))}\b", lt.COACH_SAID_AS),
        (rf"\b{lx.alt(lt.COACH_STICK)}(?=\s+like {like}\b)", lt.COACH_STUCK),
        (rf"\s*,?\s*\blike {like}(?=\s*[.!,]|\s*$)", ""),
        (
            rf"\b{lx.alt(lt.COACH_HOLD)}\s+within\s+(?P<n>{n})\s+(?P<u>tiles?)\s+of\s+"
            rf"(?P<spot>the\s+{lx.alt(lt.COACH_SPOTS)})",
            lt.COACH_GUARDED,
        ),
        (
            rf"\b(?:the\s+(?:two\s+)?ends\s+of\s+)?row\s+(?P<r>{n})\s*,?\s*column\s+"
            rf"(?P<a>{n})\s+and\s+column\s+(?P<b>{n})",
            r"row \g<r>, column \g<a> and row \g<r>, column \g<b>",
        ),
        (rf"\btake (?P<n>{n}) (?P<u>turns?) to {lx.alt(lt.COACH_BREATHE)}\b", lt.COACH_WAITED),
        (
            r"(?<=\bbetween me and the )(?P<thing>[a-z]+)\s*[:,;]\s*"
            rf"{lx.alt(lt.COACH_BETWEEN_US)}(?=\s*[.!]|\s*$)",
            r"\g<thing>",
        ),
    )


def _genz() -> tuple[_Form, ...]:
    """A Gen-Z player's fillers and tags taken off ("no cap", "lowkey", "ngl", "fr"); "ok slay
    now" praise, no fight."""
    return (
        (rf"\s*{_EDGE}{lx.alt(ld.GENZ_FILLERS)}{_END}", ""),
        (rf"{_EDGE}{lx.alt(tuple(ld.GENZ_SAID_AS))}{_END}", ld.GENZ_SAID_AS),
        _LEFT_OVER,
    )


def _cowboy() -> tuple[_Form, ...]:
    """A cowboy's urging taken off ("git along now, ..."); his drawl in plain words ("git",
    "'em", "them bats", "that there arrow", "saddle up with the sword and ...", "rustle up",
    "ride back and forth", "ride on back", "still breathin'")."""
    drawl = lx.alt(tuple(ld.COWBOY_SAID_AS), gap=r"\s+")
    return (
        (rf"\s*{_EDGE}{lx.alt(ld.COWBOY_URGING)}{_END}", ""),
        (rf"{_EDGE}{drawl}{_END}", ld.COWBOY_SAID_AS),
        _LEFT_OVER,
    )


# A phrase's edges (no word's letters or apostrophe beside it), and the commas and spaces a form
# that took words off leaves at the text's ends.
_EDGE, _END = r"(?<![\w'])", r"(?![\w'])"
_LEFT_OVER: _Form = (r"^[\s,]+|[\s,]+$", "")


def _words_of(*phrases: str, but: tuple[str, ...] | frozenset[str] = ()) -> frozenset[str]:
    return frozenset(
        word for phrase in phrases for word in phrase.replace(":", " ").replace(",", " ").split()
    ) - frozenset(but)


def _sentences(text: str) -> bool:
    return ". " in text or "? " in text or "! " in text


def _firsts(phrases: tuple[str, ...]) -> frozenset[str]:
    return frozenset(said.split()[0] for said in phrases)


def _lasts(phrases: tuple[str, ...]) -> frozenset[str]:
    return frozenset(said.split()[-1] for said in phrases)


def _called(text: str) -> bool:
    """ "Lead to Companion, ...": "to" the second word, a mark after the third."""
    said = text.split(None, 3)
    return (
        said[1:2] == ["to"]
        and len(said) > 2
        and (said[2][-1] in ",:;.!-" or (len(said) > 3 and said[3][:1] in ",:;.!-"))
    )


# A radio voice's words: a sign-off's or an opening's own (not "that", "you"), "this" of "this
# is", the grid's, a request's, a separation's, a position's and a status's.
_RADIO_SIGNS = _words_of(*lt.RADIO_SIGN_OFFS, *lt.RADIO_OPENS) - lx.FUNCTION_WORDS | {"over", "out"}
_RADIO = (
    _RADIO_SIGNS
    | {"this", *lt.RADIO_TWENTY}
    | _firsts((*lt.RADIO_GRID, *lt.RADIO_COUNT))
    | _lasts((*lt.RADIO_SEPARATION, *lt.RADIO_MY_POSITION, *lt.RADIO_STATUS))
)
# A coach's words (words every order may say, "go", "stay", "call", "time", are none of them);
# and its signs, spans of the row ("go, go, go", a colon).
_COACH = _words_of(
    *lt.COACH_HEADINGS,
    *lt.COACH_SAID_AS,
    *lt.COACH_CLOSERS,
    *lt.COACH_STICK,
    *lt.COACH_LIKE,
    *lt.COACH_ON_SIGNAL,
    *lt.COACH_BREATHE,
    but=(*lx.FUNCTION_WORDS, *lt.COACH_COMMON),
) | {"ends", "within", "bench", "field"}
# Urging said last: looked for at the order's end alone (a string's end, no pattern run).
_URGING_ENDS = tuple(f" {phrase}" for phrase in lv.URGING)

# The phrases one of the address's forms needs.
_ADDRESS = (
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

# In the order they are tried: a pirate's spelling first, then a name said to the companion,
# then what frames an order (relayed, a team's plan, venting, radio), then the trades' words.
VOICES = (
    Voice("pirate", frozenset(lpi.PIRATE_GATE), _pirate),
    Voice("address", frozenset(), _address, spans=_ADDRESS),
    Voice("relayed", frozenset(said.split()[-1] for said in lr.RELAYED_BY), _relayed),
    Voice("team", team.GATE, rule=team.framed),
    Voice("exasperated", exasperated.TRIGGERS, rule=exasperated.framed, tried=_sentences),
    Voice("radio", _RADIO, _radio, tried=_called),
    Voice("trainer", trainer.GATE, trainer.forms, rule=trainer.sentences, tried=trainer.commanded),
    Voice("coach", _COACH, _coach, spans=lt.COACH_SIGNS),
    # tried too where a party is bound by "shall" ("shall I get the bow?" is asked)
    Voice(
        "legal",
        frozenset(ll.LEGAL_GATE) - {"shall"},
        _legal,
        spans=tuple(f"{party} shall" for party in ll.LEGAL_BOUND),
    ),
    Voice("engineer", engineer.GATE, engineer.forms),
    # tried too: "four (4)"; the frame alone opening the order ("You are to stay here")
    Voice(
        "office",
        frozenset(lv.MEMO_GATE),
        _office,
        tried=lambda text: "(" in text or text[:11].lower() == "you are to ",
    ),
    Voice(
        "slang",
        _words_of(
            *lv.BLOWS, *lv.NICK, *lv.HANG_ABOUT, but=("good", "to", "going", "over", "seeing")
        )
        | {"us", "yourself"},
        _slang,
        tried=lambda text: text.lower().rstrip(" .!").endswith(_URGING_ENDS),
    ),
    Voice("genz", ld.GENZ_GATE, _genz),
    Voice("cowboy", ld.COWBOY_GATE, _cowboy, spans=ld.COWBOY_SPANS),
    Voice("chef", kitchen.CHEF_GATE, kitchen.chef, spans=kitchen.CHEF_SPANS),
    Voice(
        "poet",
        kitchen.POET_GATE,
        kitchen.poet,
        tried=kitchen.placed_first,
        spans=kitchen.POET_SPANS,
    ),
    # Yoda's inverted word order: a rule, as what moves depends on where the verb is
    Voice("inverted", frozenset(), rule=inverted.framed, spans=lin.INVERTED_SPANS),
    # a sports commentator's "he" is the companion, told to; not where a story tells of a hero
    Voice("commentary", frozenset(lin.COMMENTARY_GATE), commentary.forms),
)
TABLE = Voices(VOICES)
voiced = TABLE.voiced
