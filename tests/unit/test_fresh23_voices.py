"""Two voices of the twenty-third fresh set (bench/fresh_orders_23.toml): a player writing in
Scots and a player typing telegrams. The Scots words are data in agent/reading/lexicon_scots.py,
said in English by the row "scots" of voices.VOICES ("fae" from, "tae" to, "doon" down, "whaur"
where, "gie" give, "cairryin" carrying, "bide" stay, "haud on" wait, "dinnae" don't, "an" and
before a consonant); a telegram's "STOP" is its full stop (agent/reading/telegram.py). Each row
an order and its reading in the gist notation of tests/unit/gist.py; near-misses stay as typed."""

from __future__ import annotations

import pytest

from agent.reading.voices import voiced
from tests.unit.readings import reading

SCOTS = [
    ("Bide right where ye are.", "stay"),
    ("Haud on here.", "stay"),
    ("Take five steps doon.", "walk down 5"),
    ("Whaur is the sword?", "ask where sword"),
    ("Whaur's the nearest arrow?", "ask where arrow"),
    ("How far is the bow fae ye?", "ask distance bow of companion"),
    ("Are ye cairryin the bow?", "ask has bow of companion"),
    ("Gie us the bow.", "bring bow"),
    ("Keep awa fae the gorgon.", "keep_away gorgon"),
    ("Dinnae move a muscle. Bide right where ye are.", "stay"),
    ("Go tae the bow, but dinnae pick it up.", "keep_off bow; go_to bow"),
    ("Get an arrow.", "fetch arrow"),  # an article before a vowel
    # not falling behind is following, in Scots as in English
    ("Follow me, an dinnae fall behind noo.", "follow"),
    ("follow me, and don't fall behind", "follow"),
    ("keep up, don't lag behind", "follow"),
]
TELEGRAM = [
    ("FETCH BOW STOP", "fetch bow"),
    ("FETCH SWORD STOP THEN KILL GORGON STOP", "fetch sword; attack gorgon"),
    ("HOLD POSITION STOP DO NOT MOVE STOP", "stay"),
    ("WHERE IS BOW STOP", "ask where bow"),
    ("FOLLOW ME STOP", "follow"),
    ("IF YOU HAVE SWORD ATTACK GORGON STOP OTHERWISE COME TO ME STOP",
     "if has(companion, sword): attack gorgon | come_back"),
    # a verb where a word before it makes it one, or alone
    ("KILL BAT THEN STOP", "attack bat"),
    ("STOP", "stay"),
]


@pytest.mark.parametrize(("order", "meaning"), SCOTS + TELEGRAM)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "said"), [
    ("Fetch the bow an the sword, but dinnae move", "Fetch the bow and the sword, but don't move"),
    ("Haud on till ah start walkin", "wait till I start walkin"),
    # "ah" is "I" before a word in Scots alone: a sound before a comma, and without a Scots word
    ("Ah, gie us the bow", "give me the bow"),
    ("ah get the bow", "ah get the bow"),
    ("FETCH BOW STOP THEN ARROW STOP", "FETCH BOW. THEN ARROW."),
    # no Scots word: "an" as typed; a telegram only in capitals, ended by "STOP"
    ("go an get the bow", "go an get the bow"),
    ("Fetch the bow stop", "Fetch the bow stop"),
    ("GET THE BOW AND STOP", "GET THE BOW AND STOP"),
    ("STOP FETCHING THE BOW", "STOP FETCHING THE BOW"),
])
def test_said_as(order, said):
    assert voiced(order) == said
