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

from agent.reading import (
    announced,
    callings,
    choices_left,
    commentary,
    emoji,
    engineer,
    exasperated,
    guides,
    inverted,
    joker,
    kitchen,
    lexicon_drawl as ld,
    lexicon_hippie as lh,
    lexicon_inverted as lin,
    lexicon_legal as ll,
    lexicon_pirate as lpi,
    lexicon_relayed as lr,
    lexicon_scots as lsc,
    lexicon_spanish as les,
    lexicon_trainer as ltr,
    lexicon_voices as lv,
    listings,
    mob,
    named_player,
    naval,
    noir,
    said_again,
    set_off,
    show,
    team,
    telegram,
    terse,
    theatre,
    theorist,
    trainer,
    voices_calls as calls,
    voices_framed as framed,
    voices_speech as speech,
)
from agent.reading.voice_rows import Voice, Voices, said_back as said_back, words_of


def _sentences(text: str) -> bool:
    return ". " in text or "? " in text or "! " in text


# In the order they are tried: a pirate's spelling first, then a name said to the companion,
# then what frames an order (relayed, a team's plan, venting, radio), then the trades' words.
VOICES = (
    # emoji and symbols for the game's words, said in words before any voice reads them
    Voice("emoji", frozenset(), rule=emoji.in_words, tried=emoji.tried),
    Voice("pirate", frozenset(lpi.PIRATE_GATE), speech.pirate),
    # a player's Spanish words, said in English before any voice reads the English
    Voice("spanish", les.SPANISH_GATE, rule=speech.spanish),
    # Singlish before the joker's teasing ("chop chop")
    Voice("singlish", lv.SINGLISH_GATE, speech.singlish, spans=lv.SINGLISH_SPANS,
          tried=speech.singlish_state),
    Voice("joker", joker.GATE, joker.forms, spans=joker.SPANS, asides=joker.ASIDES),
    Voice("telegram", frozenset(), rule=telegram.stops, tried=telegram.tried),
    Voice("terse", frozenset(), terse.forms, tried=terse.tried),
    # a hippie's words said to the companion beside the order, before the address's ("..., man")
    Voice("hippie", lh.GATE, speech.hippie, spans=(lh.PEACE_LOVE,), asides=speech.HIPPIE_ASIDES),
    # a message signed off with the player's name ("Love, Nana"), before the address takes it
    Voice("signed", frozenset(), rule=set_off.signed_off, tried=set_off.signed),
    Voice("address", frozenset(), framed.address, spans=framed.ADDRESS_SPANS),
    Voice("relayed", frozenset((*(said.split()[-1] for said in lr.RELAYED_BY),
                                *(w for said in lr.NAMED_HOW for w in said.split()
                                  if w not in lr.NAMED_HOW_COMMON))), framed.relayed),
    # following said as the player's going put first ("Where I go, you go.")
    Voice("followed", frozenset(lin.FOLLOWED_OPENS), framed.followed),
    Voice("team", team.GATE, asides=team.ASIDES),
    # a piece saying again what the order says ("dont move. like at all.")
    Voice("said again", frozenset(), said_again.forms, asides=said_again.ASIDES,
          tried=said_again.tried),
    # a choice left to the companion ("Your call.", "whichever way you like")
    Voice("choices left", choices_left.GATE, choices_left.forms, asides=choices_left.ASIDES,
          tried=choices_left.tried),
    Voice("noir", noir.GATE, noir.forms, spans=noir.SPANS),  # before venting: its echoes
    Voice("mafia", mob.GATE, mob.forms, spans=mob.SPANS),
    Voice("exasperated", exasperated.TRIGGERS, rule=exasperated.framed, tried=_sentences),
    Voice("radio", calls.RADIO_GATE, calls.radio, tried=calls.called),
    Voice("trainer", trainer.GATE, trainer.forms, rule=trainer.sentences, tried=trainer.commanded),
    Voice("coach", calls.COACH_GATE, calls.coach, spans=ltr.COACH_SIGNS),
    # tried too where a party is bound by "shall" ("shall I get the bow?" is asked)
    Voice(
        "legal",
        frozenset(ll.LEGAL_GATE) - {"shall"},
        framed.legal,
        spans=(*(f"{party} shall" for party in ll.LEGAL_BOUND), *(
            f"{lead} {bound}" for lead in (*ll.NAMED_LET, *ll.NAMED_ORDERED)
            for bound in ll.NAMED_BOUND), *(f"{bound} {binding}" for bound in ll.NAMED_BOUND
                                            for binding in ll.NAMED_BINDING)),
    ),
    Voice("engineer", engineer.GATE, engineer.forms),
    # tried too: "four (4)"; the frame alone opening the order ("You are to stay here")
    Voice(
        "office",
        frozenset(lv.MEMO_GATE),
        framed.office,
        tried=lambda text: "(" in text or text[:11].lower() == "you are to ",
    ),
    Voice(
        "slang",
        words_of(
            *lv.BLOWS, *lv.NICK, *lv.HANG_ABOUT, but=("good", "to", "going", "over", "seeing")
        )
        | {"us", "yourself"},
        speech.slang,
        tried=lambda text: text.lower().rstrip(" .!").endswith(speech.URGING_ENDS),
    ),
    Voice(
        "politician",
        frozenset(lv.CAMPAIGN_WORDS),
        speech.politician,
        asides=speech.CAMPAIGN_ASIDES,
    ),
    Voice("parser", lv.PARSER_GATE, speech.parser),
    Voice("genz", ld.GENZ_GATE, speech.genz),
    Voice("cowboy", ld.COWBOY_GATE, speech.cowboy, spans=ld.COWBOY_SPANS),
    Voice("irish", frozenset({"ye"}), speech.irish, spans=lsc.IRISH_SPANS),
    Voice("scots", lsc.SCOTS_GATE, speech.scots, spans=lsc.SCOTS_SPANS),
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
    *announced.VOICES,
    *listings.VOICES,
    *theorist.VOICES,
    *callings.VOICES,
    *show.VOICES,
    Voice("naval", naval.GATE, naval.forms, spans=naval.SPANS),
    *guides.VOICES,
    *theatre.VOICES,
    # how the companion looks, before a question of its health, once a voice has said it
    Voice("looks", frozenset(), framed.looks, spans=framed.LOOKS_SPANS),
    # the player named by their own name ("bring Sam the bow"): me
    Voice("named player", frozenset(), rule=named_player.as_me, tried=named_player.tried),
    # any voice's address, sounds and remarks set off, once the voices' own rows have read theirs
    Voice("set off", frozenset(), rule=set_off.unsaid, tried=set_off.tried),
)
TABLE = Voices(VOICES)
voiced = TABLE.voiced
