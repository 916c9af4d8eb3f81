"""A player writing in Scots, said as the reader's words before an order is read (row "scots" of
``voices.VOICES``). Data only: each word or phrase with the plain English it is read as, which
the reader reads as it always has. A word is matched whole, in any case, never inside a longer
word; where one phrase holds another the longer is said first. Only words no English order says
are here ("bide", "fae", "dinnae"); the voice is tried on an order that has one of them."""

from __future__ import annotations

# Scots' "not" and its verbs said with it ("dinnae move", "cannae see it", "nae closer than
# two"): the English the reader and the restatement's checks know.
SCOTS_NOT = {
    "dinnae": "don't", "dinna": "don't", "didnae": "didn't", "cannae": "can't",
    "canna": "can't", "winnae": "won't", "wullnae": "won't", "isnae": "isn't",
    "wasnae": "wasn't", "shouldnae": "shouldn't", "nae": "no", "naebody": "nobody",
    "naethin": "nothing", "nane": "none",
}
# Scots words, each with its English: places and ways ("fae" from, "tae" to, "doon" down, "oot"
# out, "aboot" about, "awa" away), "whaur" where, verbs ("gie" give, "bide" stay but in English's
# "bide your time", "haud on" wait, "staun" stand, "cairry" carry, "dae" do), and the small words
# ("o" of, "yer" your, "yersel" yourself, "masel" myself, "mair" more, "wan" / "yin" one,
# "onybody" anybody, "jist" just, "fer" for, "ah'm" I'm, "whit" what, "hae" have, "wee" little,
# "o they" of those).
SCOTS_SAID_AS = {
    **SCOTS_NOT,
    "fae": "from", "frae": "from", "tae": "to", "doon": "down", "oot": "out",
    "aboot": "about", "awa": "away", "ower": "over", "roon": "round", "roond": "round",
    "whaur": "where", "whaur's": "where's",
    "gie us": "give me", "gies": "give me", "gie": "give", "bide": "stay",
    "bide your time": "bide your time",
    "haud on": "wait", "haud": "hold", "staun": "stand", "cairry": "carry",
    "cairryin": "carrying", "dae": "do", "o": "of", "yer": "your", "yersel": "yourself",
    "masel": "myself", "mair": "more", "wan": "one", "yin": "one", "onybody": "anybody",
    "onything": "anything", "jist": "just", "noo": "now", "fer": "for", "ah'm": "I'm",
    "ye've": "you've", "ye're": "you're", "yersels": "yourselves", "beasties": "monsters",
    "beastie": "monster", "whit": "what", "whit's": "what's", "hae": "have", "wee": "little",
    "o they": "of those", "peely-wally": "pale",
    "peely wally": "pale",
}
# Scots' "away an" before a verb: go and ("away an get the bow"; not "away an hour"), said in
# Scots alone, where these phrases say the voice.
SCOTS_AWAY = ("away an", "awa an")
SCOTS_GO_AND = "go and"
SCOTS_SPANS = tuple(f"{away} " for away in SCOTS_AWAY)
# Scots' "ah" for "I" before a word ("till ah start walkin"), in an order said in Scots alone:
# elsewhere "ah" is a sound ("ah, get the bow"), and never says the voice.
SCOTS_I = {"ah": "I"}
# "an" for "and" before a word that opens with a consonant ("go an get the bow", "the bow an the
# sword"): an article never stands there (but "an hour").
SCOTS_AND = "and"
# The words that say an order is in Scots: any one of them and the voice is tried.
SCOTS_GATE = frozenset(w for said in SCOTS_SAID_AS for w in said.split()) - {"us", "o", "they"}

# -- Irish English (row "irish", before "scots") -------------------------------------------------
# Irish English's phrases, each with the plain English it is read as: "yer man the gorgon" the
# gorgon (a thing pointed at; "your man the gorgon" once the pirate's row said "yer" as "your"),
# "wait on me" wait for me, "where ye are" where you are, "don't be going" don't go. The voice is
# tried on an order that has one of them. "C'mere, ..." opening an order calls for attention
# (``lexicon_address.INTERJECTIONS``): no coming.
IRISH_SAID_AS = {
    "yer man the": "the", "yer wan the": "the", "yer man": "him", "yer wan": "her",
    "your man the": "the", "your wan the": "the",
    "wait on me": "wait for me", "wait on us": "wait for us",
    "where ye are": "where you are", "ye": "you",
    "don't be going": "don't go", "don't be wandering": "don't wander",
    "do not be going": "don't go", "don't be coming": "don't come",
}
# "there" said after a tile's row and column, pointing at it ("row 14, column 6 there"): left out
# in the voice, which says "there" of what it names.
IRISH_THERE = "there"
IRISH_SPANS = ("yer man", "yer wan", "your man the", "your wan the", "wait on me", "wait on us",
               "don't be ", "do not be going")
