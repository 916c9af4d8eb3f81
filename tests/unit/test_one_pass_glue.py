"""The borrowed verb's glue gone (issue 39, part 2: nothing writes English back to be read
again). A clause that borrows the verb before it ("..., otherwise by the sword", "explore the bat
and the gorgon") was read, where ``clause.read_borrowed`` read no errand on it, as the verb glued
to its words ("go stand by the sword", "explore the gorgon") on the clause rows. Now a place said
alone is done as the row that reads the first branch does its own (``elided_place.read_alone``,
``places.read_on_row``), and an object on a verb that reads no errand on it is read on the step
the clause before read as (``readers_ahead.on_verb_borrowed``): no clause rows read the glued
words. Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agent.reading import reader
from tests.unit.readings import reading

# The other branch said as a place alone: the first branch's row, its place the one said.
PLACE_ALONE = [
    (
        "if the bow's closer to you than the sword, go stand by the bow, otherwise by the sword",
        "if distance(bow, companion) < distance(sword, companion): go_to bow; stay"
        " | go_to sword; stay",
    ),
    (
        "if the bow is closer than the sword, go to the bow, otherwise to the sword",
        "if distance(bow, companion) < distance(sword, companion): go_to bow | go_to sword",
    ),
    (
        "if you're hurt, stay by me, otherwise by the bow",
        "if health(companion) < 3: follow | go_to bow; stay",
    ),
    (
        "if you have the bow, go to the sword, otherwise to me",
        "if has(companion, bow): go_to sword | come_back",
    ),
    (
        "unless you are hurt, go over to the bow, else over to the sword",
        "if health(companion) >= 3: go_to bow | go_to sword",
    ),
    (
        "if you have the sword, go to it, otherwise to the bow",
        "if has(companion, sword): go_to sword | go_to bow",
    ),
    (
        "if you have the bow, walk beside me, otherwise beside the sword",
        "if has(companion, bow): follow | go_to sword",
    ),
    (
        "if you have the bow, follow me to the sword, otherwise to the bow",
        "if has(companion,"
        " bow): {follow once near(sword, 1, player): } | {follow once near(bow, 1, player): }",
    ),
    # a monster gone to, as "go to the gorgon" reads; an item of several, one of them
    (
        "if you have the bow, go to the sword, otherwise to the gorgon",
        "if has(companion, bow): go_to sword | go_to gorgon",
    ),
    (
        "if you have the bow, go to the sword, otherwise to the arrows",
        "if has(companion, bow): go_to sword | go_to arrow",
    ),
    # near-misses: a place the first branch's row cannot take, refused as said ("it": nothing
    # named; it read "stay by it" as following); a branch that says more than a place
    (
        "if you're hurt, stay by me, otherwise by it",
        'if health(companion) < 3: follow | unknown[no such action] "by it"',
    ),
    (
        "if you have the bow, wait beside the sword, otherwise beside me",
        'if has(companion, bow): go_to sword; stay | unknown[no such action] "beside me"',
    ),
    (
        "if you have the bow, come to me, otherwise to the bow",
        'if has(companion, bow): come_back | unknown[no such action] "to the bow"',
    ),
    (
        "if you have the bow, walk 3 steps left, otherwise to the bow",
        'if has(companion, bow): walk left 3 | unknown[no such action] "to the bow"',
    ),
    # a spot or a tile said alone is gone to (places.py's "a destination alone"), whatever the row
    (
        "if you're hurt, go to the bow, otherwise to the top left corner",
        "if health(companion) < 3: go_to bow | go_to top left",
    ),
    # the object alone after the first branch's verb, as before
    (
        "if you have the bow, guard the sword, otherwise the bow",
        "if has(companion, bow): guard sword | guard bow",
    ),
]

# An object on a verb that reads no errand on it: the step before on its thing, that step again
# where it is on none, else the object refused as said (it was the verb glued to it and read:
# "patrol 2 arrow" read as a patrol by an arrow).
ON_NO_ERRAND = [
    ("run from the bat and the gorgon", "flee"),
    ("hide from the bat and the gorgon", "flee"),
    ("flee from the bat and then the gorgon", "flee"),
    (
        "patrol the bow and the sword",
        'unknown[cannot be done] "patrol the bow and patrol the sword"',
    ),
    (
        "explore the bat and the gorgon",
        'unknown[not understood] "explore the bat"; unknown[not understood] "the gorgon"',
    ),
    (
        "follow the bat and the gorgon",
        'unknown[cannot be done] "follow the bat"; unknown[not understood] "the gorgon"',
    ),
    (
        "look at the bow and the sword",
        'explore; unknown[not understood] "at the bow"; unknown[not understood] "the sword"',
    ),
    ("stand by the bow and then the sword", 'go_to bow; stay; unknown[not understood] "the sword"'),
    (
        "empty your pockets for me - everything, yes, the bow too",
        "hand_over;"
        ' unknown[not understood] "for me - everything , yes"; unknown[not understood] "the bow"',
    ),
    (
        "patrol bow to on-from-10,2 arrow",
        'unknown[not understood] "patrol bow to on-from-10"; unknown[not understood] "2 arrow"',
    ),
    # verbs that read an errand on the object, as before
    ("bring me the sword and an arrow", "bring sword; bring arrow"),
    ("kill the bat, then the gorgon", "attack bat; attack gorgon"),
    ("get the sword, then the arrow closest to it", "fetch sword; fetch nearest-from-sword arrow"),
]


@pytest.fixture
def glued(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The words of clauses that borrow a verb which the clause rows read (the glue)."""
    borrowed: set[str] = set()
    read_again: list[str] = []
    clause, read_clause = reader._clause, reader.read_clause

    def each_clause(said: reader.Clause, asked: bool, *last: object) -> object:
        if said.verb:
            borrowed.add(said.text)
        return clause(said, asked, *last)  # type: ignore[arg-type]

    def each_read(text: str, *args: object, **kwargs: object) -> object:
        if text in borrowed:
            read_again.append(text)
        return read_clause(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(reader, "_clause", each_clause)
    monkeypatch.setattr(reader, "read_clause", each_read)
    yield read_again


@pytest.mark.parametrize(("order", "meaning"), PLACE_ALONE + ON_NO_ERRAND)
def test_a_borrowed_verb_is_never_glued(order: str, meaning: str, glued: list[str]) -> None:
    assert reading(order) == meaning
    assert glued == []


# A ban beside steps, read once on the order's words as they stand (``bans.refused_in_place``):
# where every refusal among the steps is one of the bans found in its words, the other steps
# where they keep every ban, else the ban refused in its place. Before, each was written out
# without its bans and read, then read again as it stands where the steps broke one.
BANS_AS_THEY_STAND = [
    ("Stand still. Don't follow me, whatever I do.", "stay"),
    ("Stay put. Don't follow me, whatever happens.", "stay"),
    (
        "Go to the bottom right corner, and don't stop for anything on the way.",
        "go_to bottom right",
    ),
    ("come back to me but don't give me the bow", "come_back"),
    ("Where is the bat? I don't care about the gorgon.", "ask where bat"),
    ("Don't shoot anything. Just tell me: how many arrows are there?", "ask count arrow"),
    ("walk three steps right, and not one more", "walk right 3"),
    ("don't get too close to me, stay 2 to 3 tiles away", "keep_distance player 2..3"),
    # steps that break the ban: refused in its place
    (
        "kill every monster, but don't attack the gorgon",
        'attack every monster; unknown[cannot be promised] "don\'t attack the gorgon"',
    ),
    ("Follow me. Don't follow me.", 'follow; unknown[cannot be promised] "Don\'t follow me"'),
    ("Don't follow me. Come back.", 'unknown[cannot be promised] "Don\'t follow me"; come_back'),
    (
        "Come here and give me the sword. Don't give it to me.",
        'come_back; bring sword; unknown[cannot be promised] "Don\'t give it to me"',
    ),
    (
        "fetch the bow. don't leave yet.",
        'fetch bow; unknown[cannot be promised] "don\'t leave yet"',
    ),
    (
        "guard the bow and don't fight the bats",
        'guard bow; unknown[cannot be promised] "don\'t fight the bats"',
    ),
    ("don't follow me", 'unknown[cannot be promised] "don\'t follow me"'),
]

# Where the order as it stands is refused in more than its bans, it is read without them, as
# before: the same readings.
BANS_READ_WITHOUT = [
    ("walk two steps left, no more", "walk left 2"),
    ("stay put for 4 turns, not fewer", "repeat 0x 4t: "),
    ("Kill the gorgon. Not the bats, just the gorgon.", "attack gorgon"),
    ("Guard the sword, but don't you dare pick it up.", "keep_off sword; guard sword"),
]


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The words other than the order's own that a reading of it reads (``reader._pass``)."""
    read_as: list[str] = []
    one_pass = reader._pass

    def each_pass(order: str, said: str) -> object:
        if said != order:
            read_as.append(said)
        return one_pass(order, said)

    monkeypatch.setattr(reader, "_pass", each_pass)
    yield read_as


@pytest.mark.parametrize(("order", "meaning"), BANS_AS_THEY_STAND)
def test_a_ban_is_read_once_as_it_stands(order: str, meaning: str, written: list[str]) -> None:
    assert reading(order) == meaning
    assert written == []


@pytest.mark.parametrize(("order", "meaning"), BANS_READ_WITHOUT)
def test_a_ban_refused_with_more_is_read_without_it(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# An errand said as done with "when" ("when you've killed the bat, come back") is the past side
# of "once" (``reordering._AFTER_LEAD``), read on the verb its past form stands for; it was
# written "once you have killed the bat, come back" and read again (``when_done``, gone). A state
# ("when you have the bow") and a change ("when you see a bat") are as before.
WHEN_DONE = [
    (
        "when you've killed the top-right bat, come back to me",
        "attack nearest-from-top right bat; come_back",
    ),
    ("when you have got the bow, come back to me", "fetch bow; come_back"),
    (
        "when you've got the sword and the bow, kill the gorgon",
        "fetch sword; fetch bow; attack gorgon",
    ),
    ("and when you've got the bow, come back to me", "fetch bow; come_back"),
    ("when you've picked up the bow, kill the bat", "fetch bow; attack bat"),
    ("when you have the bow, come back", "fetch bow; come_back"),
    ("when you see a bat, kill it", "wait once near(bat, 5, companion): attack bat"),
    ("when you've been hurt, come back", "wait once health(companion) < 3: come_back"),
    ("when you've done that, come back", "come_back"),
]


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The words read as a sentence part (``reader._read_part``) that the order does not say."""
    said: list[str] = []
    not_said: list[str] = []
    read_part, one_pass = reader._read_part, reader._pass

    def plain(words: str) -> str:
        return " ".join(words.lower().replace(",", " ").replace("'", " ").split())

    def each_pass(order: str, words: str) -> object:
        said.append(plain(order))
        return one_pass(order, words)

    def each_part(text: str, *args: object, **kwargs: object) -> object:
        if plain(text) not in said[-1]:
            not_said.append(text)
        return read_part(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(reader, "_pass", each_pass)
    monkeypatch.setattr(reader, "_read_part", each_part)
    yield not_said


@pytest.mark.parametrize(("order", "meaning"), WHEN_DONE)
def test_an_errand_said_done_with_when_is_read_as_said(
    order: str, meaning: str, built: list[str]
) -> None:
    assert reading(order) == meaning
    assert built == []


# "them", "both" after things listed ("the sword and the bow, get them"): each of them pointed
# at as data (``listed_first``, ``ThingPhrase.each``), no longer the list written in the
# pronoun's place and read; "it" on such a list still asked which.
LISTED_THEN_THEM = [
    ("the sword and the bow, get them", "fetch sword; fetch bow"),
    ("the sword and the bow. get both", "fetch sword; fetch bow"),
    ("the sword and the bow: bring them to me", "bring sword; bring bow"),
    ("the bat and the gorgon. kill them", "attack bat; attack gorgon"),
    ("the arrows and the bow, get them", "fetch every arrow; fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), LISTED_THEN_THEM)
def test_them_after_a_list_is_each_as_data(order: str, meaning: str, built: list[str]) -> None:
    assert reading(order) == meaning
    assert built == []


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        ("the sword and the bow. get it", 'unknown[ambiguous] "get it"'),
        ("the sword, the bow and an arrow. fetch them all", "fetch sword; fetch bow; fetch arrow"),
    ],
)
def test_a_list_then_it_or_them_all_reads_as_before(order: str, meaning: str) -> None:
    assert reading(order) == meaning
