"""Words of the twenty-eighth fresh set's voices read as the lexicon's: an airline captain on the
public address (the announcement, "Cabin crew," and the flight's times left out, the flight deck
and the captain the player, to taxi to walk, a gate a tile, holding short stopping, the cargo or
the turbulence named for the "it" after), a weather forecaster (greetings, headings, the forecast
said around the order and likenings to the weather left out, the wind or a front naming the
thing or the place it is about, a route patrolled, an outlook's days the steps of a plan, to blow
or sweep going, a monster knocked out of the sky defeated), an estate agent (the cry, the books,
the trade's talk around the order and its reasons after it left out, a listing named for the
"it" after, a viewing explored or waited for, to snap up or acquire taking, to evict defeating,
"my client" the player), a conspiracy theorist (an opener, what "they" do and want, and the
reasons said beside the order left out, the thing "they" planted named for the "it" after, "on
my tail" following, going to look at a thing going to it), and the families under them: a
concession of the player's going ("..., even when I get up") and "wherever I walk" after a
distance from the player, which add nothing; "which weapon brings down a gorgon?"; "How many is
that altogether?" after a sum; and of a monster the game has not, "which weapon kills a
dragon?", refused (it was what defeats any item), and health given away, "give me two of your
health points", refused (it was the companion's health said). Each row an order and its
reading in the gist notation of tests/unit/gist.py; then near neighbours that stay refused, and
a thing named for the "it" after with no order after it."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    # the captain's announcement and calls left out
    ("Ladies and gentlemen, this is your captain speaking. Cabin crew, please collect the sword.",
     "fetch sword"),
    ("This is your captain. Crew, kill the nearest bat.", "attack bat"),
    ("Flight deck to cabin: how many gorgons do we have on board?", "ask count gorgon"),
    ("Flight deck to cabin: how many arrows are there?", "ask count arrow"),
    # the flight deck and the captain are the player
    ("Cabin crew, please bring the sword forward to me on the flight deck.",
     "bring sword"),
    ("Crew, collect the arrow nearest to your seat and hand it to your captain.",
     "fetch arrow; bring arrow"),
    ("Crew, first collect the sword, then return to the flight deck.", "fetch sword; come_back"),
    ("Cabin crew, please report your health to the flight deck.", "ask health of companion"),
    ("Crew, stay close behind your captain as I walk down the aisle.", "follow"),
    # to taxi is to walk, a gate a tile, holding short stopping
    ("Crew, taxi three tiles to the left and hold short.", "walk left 3"),
    ("Crew, taxi two steps down.", "walk down 2"),
    ("Crew, please taxi all the way to the top right corner and hold there.",
     "go_to top right; stay"),
    ("Cabin crew, please proceed to gate row 8, column 3.", "go_to 8,3"),
    ("Crew, walk the aisle back and forth between row 2 column 4 and row 2 column 8.",
     "patrol 2,4 to 2,8"),
    # the cargo or the turbulence named for the "it" after, the flight's times left out
    ("Crew, the bow is our most valuable cargo. Stand guard over it for the rest of the flight.",
     "guard bow"),
    ("We have turbulence ahead in the shape of the bat. Crew, please move well clear of it.",
     "keep_away bat"),
    ("Crew, you have the sword. Please deal with the gorgon before we begin our descent.",
     "attack gorgon"),
    ("Crew, please hold your position for two turns, and once those two turns are up, go and "
     "collect the sword.", "repeat 0x 2t: stay; fetch sword"),
    ("Crew, remain in your seat with your seatbelt fastened.", "stay"),
    # a forecaster's greeting, headings and the forecast around the order left out
    ("Good morning! Tonight's forecast for our companion: a short trip with a bow at the end of "
     "it. Off you go and pick it up.", "fetch bow"),
    ("A cold front is building around the bat. Pick up the bow and an arrow first, then knock "
     "that bat out of the sky.", "fetch bow; fetch arrow; attack bat"),
    ("Scattered showers in the west tonight. Go to the bottom left corner.", "go_to bottom left"),
    ("I'm heading out into the weather. Follow me.", "follow"),
    ("Quick science segment for the viewers: which weapon brings down a bat?", "ask weakness bat"),
    ("You have the sword, and there's a storm coming in. Clear that gorgon away for good.",
     "attack gorgon"),
    # the wind, a front or a route naming the thing or the place
    ("There's a storm front sitting over the bat. Go and put yourself between me and it.",
     "protect bat"),
    ("A northerly wind will carry you over to the bow. Grab it and blow it back to me.",
     "fetch bow; bring bow"),
    ("A warm front is arriving at row 4, column 12. Go and stand there to meet it.", "go_to 4,12"),
    ("The high pressure is centred over the top left corner. That's where I want you: head to "
     "the top left corner.", "go_to top left"),
    ("Tonight's patrol route runs from row 2 column 4 over to row 2 column 8. Go back and forth "
     "along it.", "patrol 2,4 to 2,8"),
    # an outlook's days, blowing and sweeping, likenings to the weather
    ("Two-day outlook. Day one: you pick up the bow. Day two: you pick up an arrow.",
     "fetch bow; fetch arrow"),
    ("Sweep down to the top right corner, then blow back up here.", "go_to top right; come_back"),
    ("Keep a distance of two to four tiles from me, like a polite drizzle that never quite "
     "arrives.", "keep_distance player 2..4"),
    ("Hang over me like a little raincloud: never more than three tiles from me, wherever I "
     "walk.", "keep_distance player -..3"),
    # an estate agent's cry, books and talk of the trade left out, a listing named for the "it"
    ("Location, location, location! The bow is a real gem of a listing. Go and snap it up.",
     "fetch bow"),
    ("I want all of these on our books today: the sword and an arrow. Go and acquire them.",
     "fetch sword; fetch arrow"),
    ("The sword is under offer. Stand guard over it so no one else snaps it up.", "guard sword"),
    ("We've got a bat problem in the neighbourhood. Kill the nearest bat.", "attack bat"),
    ("You have the sword. The gorgon is squatting in a lovely property, so go and evict it. "
     "Permanently.", "attack gorgon"),
    ("That gorgon is bringing the value of the area down. Keep well away from it.",
     "keep_away gorgon"),
    ("There's a bat infesting the bottom right corner property; get rid of it before the "
     "viewing.", "attack nearest-from-bottom right bat"),
    # a viewing explored or waited for, the house's rooms, "my client", "pop over"
    ("Give the whole place a proper viewing: have a look round at least 10 tiles of it.",
     "explore 10 tiles"),
    ("The viewing at the top right corner starts in three turns. Wait those three turns, then "
     "head up there.", "repeat 0x 3t: ; go_to top right"),
    ("From the front door here, take four steps south along the hallway and stop.",
     "walk south 4"),
    ("Pop over to the bow for a quick look, then come back to me.", "go_to bow; come_back"),
    ("Bring the sword to my client.", "bring sword"),
    ("Come back to me, like a nice semi-detached.", "come_back"),
    ("Stand between me and the gorgon, would you? I don't want it anywhere near my client, and "
     "my client is me.", "protect gorgon"),
    ("Stand between me and any monster that comes sniffing around.", "protect monster"),
    ("Total units on the market: the arrows plus the bats. How many is that altogether?",
     "ask value (count(arrow) + count(bat))"),
    # a conspiracy theorist's openers, what "they" do and the reasons beside the order left out
    ("ok listen... they dont want us to have the sword. go get it before they hide it",
     "fetch sword"),
    ("theyre watching me... follow me ok", "follow"),
    ("the bow is the one they planted... pick it up and bring it to me i need to examine it",
     "fetch bow; bring bow"),
    ("you have the sword. the gorgon is a government plant, go take it out before it reports back",
     "attack gorgon"),
    ("go next to the sword but dont pick it up, it could be bugged", "keep_off sword; go_to sword"),
    ("go 3 squares east then 1 square north. dont ask why", "walk east 3; walk north 1"),
    ("keep at least 4 tiles away from the bat, it could be bugged", "keep_distance bat 4..-"),
    ("guard the bow, thats where the signal is coming from", "guard bow"),
    ("walk back and forth between the bow and the sword and keep an eye out for anything weird",
     "patrol bow to sword"),
    ("how many bats are there REALLY. dont give me the official number", "ask count bat"),
    ("get the bow and then hand it to me, dont let anyone see", "fetch bow; bring bow"),
    # "on my tail" following, going to look at a thing going to it, a ban after a condition
    ("stay right on my tail wherever i go", "follow"),
    ("go look at the sword but dont pick it up, just look. then come back here",
     "keep_off sword; go_to sword; come_back"),
    ("go right up next to the bow, it could be bugged", "go_to bow"),
    ("if there are more than 2 bats dont move at all, otherwise go get the bow",
     "if count(bat) > 2: stay | fetch bow"),
    # the families under them: a concession of the player's going adds nothing
    ("Stay here. Do not leave, even when I get up.", "stay"),
    ("dont move. even if i leave", "stay"),
    ("get the bow even if I leave", "fetch bow"),
    ("Stay where ye are now and don't budge, even if I go off walking.", "stay"),
    ("never more than four tiles from me, wherever I go.", "keep_distance player -..4"),
]

REFUSED = [
    "Ladies and gentlemen, this is your captain speaking.",
    "Cabin crew, please begin the meal service.",
    "Crew, open the emergency door and deploy the slide.",
    "Crew, taxi to gate twelve at Heathrow.",
    "We have turbulence ahead in the shape of the gorgon.",
    "A cold front is building around the gorgon.",
    "Make it rain over the bottom left corner.",
    "What's the weather like in London tomorrow?",
    "Quick science segment for the viewers: which weapon brings down a dragon?",
    "Knock the bow out of the sky.",
    "Three-day outlook.",
    "kill the bat even if I am hurt by the gorgon",
    "which weapon kills a dragon?",
    "Location, location, location!",
    "The bow is under offer.",
    "Crew, the sword is our most valuable cargo.",
    "We have turbulence ahead in the shape of the gorgon.",
    "Book me a mortgage appointment with the bank.",
    "Evict the bow from the map.",
    "We've got a bat problem in the neighbourhood.",
    "since you're just standing there anyway, what's the weather like in Amsterdam today?",
    "get between me and the gorgon, 3 squares in front of me",
    "theyre watching me...",
    "they dont want us to have the bow.",
    "ok listen... hack into the government database and find the files",
    "go look at the stars",
    "Crew, give me two of your health points so I am fit for landing.",
    "give me some of your health",
    "give me 2 health points",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
