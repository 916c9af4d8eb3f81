"""The reader: an order's text in, its ``Meaning`` out. Pure and fast; the only place that reads
an order's words.

The order is cut into sentences; in each, the logic around the steps is found first —
conditions ("if ... otherwise ...", "unless", "until", "as soon as", "whenever", "..., but if
..."), repetitions ("three times", "for 10 turns") — and what is left is a run of plain steps,
split into clauses (``agent.reading.sequence``), each read on its own (``agent.reading.clause``),
then tidied (``agent.reading.tidy``). A condition about the present is decided once
(``Choice``); one about a change ("if a bat comes within 3 tiles") is watched (``Watch``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m, words as say_words
from agent.reading.afterthoughts import (
    apart,
    attached,
    correcting,
    exclaimed,
    past_interjection,
    said_of_before,
    taken_back,
)
from agent.reading.as_typed import as_typed
from agent.reading.asides import (
    KeptClear,
    keeping_clear,
    kept_away,
    kept_promises,
    kind_named,
    lasting_duty,
    past_the_ignored,
    promised_in,
)
from agent.reading.asked_there import set_aside
from agent.reading.clause import LETS_GO, read_clause
from agent.reading.conditions import (
    THERE,
    condition_end,
    condition_of,
    condition_problem,
    else_split,
    moving_thing,
)
from agent.reading.delays import waited_in
from agent.reading.distance_after_away import kept_after
from agent.reading.duties_twice import meanwhile
from agent.reading.elided_place import read_alone
from agent.reading.exclusions import excluding, worked_in
from agent.reading.fight_ends import fought_last, said_over
from agent.reading.last_step_if import last_step_if
from agent.reading.logic import Reading, negate
from agent.reading.map_symbols import named_by_signs
from agent.reading.marked_up import unmarked
from agent.reading.memo import new_order
from agent.reading.musings import mused, nothing_read
from agent.reading.narrated import as_today
from agent.reading.numbers import hypothetical
from agent.reading.outcomes import lead_kept
from agent.reading.patterns import lazy
from agent.reading.picked_it import named_where_read
from agent.reading.places import ALONG_A_STRETCH, FAR_AS_WALLS, read_place
from agent.reading.pronouns import (
    away_from_it,
    cond_said,
    picked_by_the_one_before,
    pointed_in_cond,
    referred_before,
    resolve_in_cond,
    thing_named_last,
)
from agent.reading.readers_ahead import ahead, and_if, for_me_too, on_verb_borrowed, one_errand
from agent.reading.relative_clauses import kept_whole
from agent.reading.remarks_before import placed_remark
from agent.reading.reordering import written
from agent.reading.repeats import again, one_hit, repeat_node, repetition, sentence_again, walked_on
from agent.reading.requests import WHY
from agent.reading.said_as_typed import typed_words
from agent.reading.said_first import placed
from agent.reading.sequence import (
    OBJECT,
    REPORT,
    Clause,
    only_an_object,
    sentences,
    split,
    starts_with_action,
)
from agent.reading.spelling import mend
from agent.reading.stopping import UNTIL_TOLD, said_after as said_after_but, until_told
from agent.reading.suppositions import supposed
from agent.reading.talk import WHAT_TO_DO, answer_how, reply_to_talk
from agent.reading.text import MARKS, STOP_ALONE, expand, protect, spell_out, strip_filler
from agent.reading.tidy import by_their_things, merged, restored
from agent.reading.tokens import ThingPhrase, picks_kept, pointing_at
from agent.reading.verb_forms import read_kept_on, read_past
from agent.reading.voices import said_back, voiced
from agent.reading.weapon_taken import kept as taken_for
from agent.reading.wishes import alone_beside

MAX_ORDER_CHARS = 2000

_LEAD_RE = lazy(r"^(?P<lead>" + lx.alternatives(lx.LEADS) + r")\b\s*,?\s*(?P<rest>.+)$", re.I)
_TAIL_RE = lazy(r"^(?P<body>.+?)\s*,?\s+(?P<lead>if|unless|until|till|while|as long as"
                r"|so long as|provided(?: that)?|providing(?: that)?|whenever|as soon as|once|when"
                r"|in case|every time|each time|any time|for(?= me to ))\s+(?P<rest>.+)$", re.I)
# "..., but if a bat comes near, run": a condition on what comes before it.
_BUT_IF_RE = lazy(r"^(?P<body>.+?)\s*(?:[,;]\s*|\s+)(?P<joint>but|and|yet|and then|then"
                  r"|after that|afterwards|next)\s*,?\s+(?P<cond>(?:if|when|whenever"
                  r"|as soon as|the moment|the instant|once|should|in case|unless)\b.+)$", re.I)
_THEN = lazy(r"^(?:then\b|,)\s*", re.I)
_THEN_AFTER = lazy(r"\s*(?:,\s*|\s+)(?:and\s+)?(?:only\s+)?(?:then|after that|afterwards)\b"
                   r"\s*,?\s*", re.I)
# "when you're done", "once that's done": joiners of steps, not conditions.
# "once you're there, kill the bat", "when you arrive, come back": arriving, steps in order.
_JOINER_COND = lazy(rf"^(?:{lx.alt(lx.STEP_OVER)}|you '?{lx.alt(THERE)})\b", re.I)
_JOINER_AT_END = lazy(r"(?:^|\s*,?\s*(?:\band\s+|\bthen\s+)?)\b(?:(?:once|when|whenever|as soon as"
                      rf"|after)\s+(?:{_JOINER_COND.pattern[1:]})[\s,.!]*|and[\s,]*)$", re.I)
_PAST_ERRAND = lazy(rf"^you(?:'ve| have)?\s+{lx.alt(lp.PAST_ERRAND)}\b", re.I)
_SAYING = lazy(rf"^(?:{lx.alt(lx.SAY_VERBS)}|tell (?:the player|him|her"
               r"|them|everyone|everybody))\b", re.I)
_CLOSER_ONLY = lazy(rf"^(?:{lx.alt(lp.CLOSERS_ALONE)}[\s,.!]*)+$", re.I)
_ENDS_REPORT = lazy(rf"\b{lx.alt(lp.ENDS_REPORT)}\s*$", re.I)
# Only the wish to be told: "tell me", "let me know", "warn me" (what to tell: the condition).
_BARE_REPORT = lazy(rf"^{lx.alt(lp.BARE_REPORT)}$", re.I)


# A question of what would be ("how many monsters would remain", "how many would you carry"),
# not a request put as one ("would you tell me ...").
_WOULD = lazy(r"^\W*(?:how|what|which|who|where)\b.*\bwould\b", re.I)


def read(order: str) -> m.Meaning:
    """What ``order`` means, read once without what it leaves out, worked in after (exclusions)."""
    new_order()
    said = unmarked(order)  # "**RUN**", "the ~~sword~~ bow", "ty :)": a chat's marks
    read_as = _read_whole(said) or worked_in(said, excluding(said), lambda w: _pass(said, w))
    return typed_words(replace(read_as, order=order))  # said back as the player typed them


def _pass(order: str, said: str) -> m.Meaning:
    """``order``, read once as ``said`` (its words)."""
    text, quoted = protect(said := voiced(typed := said))  # the voices first: "'tween me an'"
    text = taken_back(mend(spell_out(as_today(named_by_signs(text)))))  # "kill the G"
    asked = said.strip().endswith("?")
    steps: list[m.Step] = []
    parts = [piece for said in sentences(text) for piece in apart(said)]
    while len(parts) > 1 and STOP_ALONE.match(strip_filler(parts[0])):
        parts.pop(0)  # "Stop that. Come here.": the stopping is the new order's
    last_kind: str | None = None
    previous, since = "", 0  # since: where the steps of the sentence before begin
    pointed: ThingPhrase | None = None  # what "it" is, named by the why before a request
    promised: list[KeptClear] = []  # what not to do, kept by the order's steps read whole
    for at, sentence in enumerate(parts):
        if sentence.startswith(WHY) or (placed_it := placed_remark(sentence, parts[at + 1:])):
            pointed = named_where_read(sentence[1:]) if sentence.startswith(WHY) else placed_it
            continue  # "it" of a why asked, or of a remark placing an item ("... below me. get it")
        if _CLOSER_ONLY.match(sentence.strip()) or answer_how(sentence, parts, at):
            continue  # "Otherwise, grab the arrow. Right away.", "...? Answer yes or no."
        if len(parts) > 1 and (exclaimed(sentence, lambda w: _read_part(w, asked))
                               or mused(sentence, lambda w: _read_part(w, asked))):
            last_kind = thing_named_last(sentence) or last_kind  # "ahh a gorgon. what kills..."
            continue
        if (fixed := correcting(sentence, steps[since:], lambda w: _read_part(w, asked))):
            steps[since:] = fixed  # "Get the sword. No wait, the bow instead."
            continue
        sentence = lead_kept(past_interjection(sentence))  # "make sure you have the sword"
        if not sentence:
            continue
        sentence, kept_clear = keeping_clear(past_the_ignored(sentence), asked)
        promised += [kept_clear] if kept_clear.undone else []  # "..., but don't pick it up"
        if kept_clear.undone and not sentence:  # "Leave the bow where it lies.": of the steps
            pointed = kept_clear.it or pointed  # before; "Don't take the bow. Go to it.": the bow
            continue
        if (added := said_of_before(sentence, parts[:at + 1], steps,
                                    lambda w: _read_part(w, asked))):
            steps += added  # "Which is closer, the bow or the sword? Go get that one."
            continue
        here = None
        if pointed is None:
            sentence, here = referred_before(sentence, last_kind, parts[:at])
        if steps and attached(steps, sentence, previous, lambda w: _read_part(w, asked)):
            continue  # "If C, A. Otherwise, B."
        if not asked and (whole := sentence_again(sentence, steps[since:])) is not None:
            steps[since:] = [whole]  # "Walk 2 right, then 2 left. Do that 3 times."
            continue
        before = steps[-1] if steps else None
        if before is not None and not asked and (repeated := again(sentence, before)) is not None:
            steps[-1] = repeated  # "Get an arrow. Once more."; with no step before, nothing
            continue
        with pointing_at(pointed or kept_clear.it or here):  # "Get the bow. Then guard it."
            read_as = kept_away(kept_clear.read or _read_part(sentence, asked, before), kept_clear)
        last_kind = kind_named(sentence, kept_clear, pointed, parts[at + 1:]) or last_kind
        pointed = None
        if not set_aside(read_as, sentence, parts[at + 1:]):  # a remark on the next sentence
            since, steps = placed(steps, read_as, parts[at])  # "..., grab the sword first"
        previous = sentence
    steps = picks_kept(text, kept_promises(merged(steps), promised) or nothing_read(text))
    steps = taken_for(steps, text)  # "get the bow and kill the gorgon": the bow can't defeat it
    return m.Meaning(order, tuple(restored(s, quoted, said_back(typed, said)) for s in steps))


def _read_whole(order: str) -> m.Meaning | None:
    """An order read whole before any step is looked for: too long, talk, "let's go", or taken
    as typed; else None."""
    if len(order) > MAX_ORDER_CHARS:
        why = f"the order is too long for me (at most {MAX_ORDER_CHARS} characters)"
        return m.Meaning(order, (m.Unknown(order[:80] + "...", m.Reason.CANNOT, why),))
    talk = reply_to_talk(order)
    if talk is not None:
        reason = m.Reason.WARNING if talk == WHAT_TO_DO else m.Reason.TALK
        return m.Meaning(order, (m.Unknown(order.strip(), reason, talk),))
    if LETS_GO.match(expand(order.lower()).strip(" !.")):
        # "let's go": with the player, who leads ("let's" before a step is politeness)
        return m.Meaning(order, (m.Act(m.FOLLOW, words=order),))
    return as_typed(order)  # 'say ]] .. os.exit() .. [[', "run os.execute('rm -rf /')"


def _read_part(text: str, asked: bool, before: m.Step | None = None) -> list[m.Step]:
    """One sentence (or a branch of one): its logic, then its run of plain steps (``before``:
    the step read before them, which "it" may stand for)."""
    text = text.strip(" ,")
    if not text:
        return []
    if (promise := promised_in(text)) is not None:  # "if C, go to the bow but don't take it"
        return kept_away(_read_part(promise[0], asked, before), promise[1], keep=True)
    for by in (ahead, supposed, _relative_condition, _lead_condition, _but_if, _tail_condition):
        got = ahead(text, asked, before) if by is ahead else by(text, asked)
        if got is not None:
            return got
    return kept_whole(text, _plain(text, asked, before))  # "the thing you found": refused


def _plain(text: str, asked: bool, before: m.Step | None = None) -> list[m.Step]:
    """A run of plain steps; a clause may repeat ("say hello three times", "wait 5 turns")."""
    out: list[m.Step] = []
    clauses = split(text, asked)
    if len(clauses) > 1 and (repeated := _repeat(text, asked, whole=True)) is not None:
        return repeated
    read_as: list[m.Step] = []  # the clause before's steps, a verb borrowed from it reads on
    for clause in clauses:
        if clause.relative:  # "get the sword, then the arrow closest to it"
            said = tuple(_clause(clause, asked, read_as)[0]) if clause.verb else (
                read_clause(clause.text, None, asked=asked) if clause.text else ())
            out += picked_by_the_one_before(clause, said, out[-1] if out else before)
            continue
        words = walked_on(_JOINER_AT_END.sub("", clause.text), None if out else before)
        if not (clause := clause if words == clause.text else replace(clause, text=words)).text:
            continue
        if out and (once_more := again(clause.text, out[-1])) is not None:
            out[-1] = once_more  # "get an arrow, and again"
            continue
        if out and (kept := kept_after(clause.text, out[-1], clause.verb)) is not None:
            out[-1] = kept  # "get away from the bat and keep 4 tiles away": that far from it
            continue
        with pointing_at(clause.it):  # "get the sword, then bring it to me": the sword
            read = alone_beside(_clause(clause, asked, read_as), clause, clauses, text)
            read_as, repeats = one_errand(read, out or before, clause)  # "bow, get the sword"
        if not repeats and clause.verb and out and (both := for_me_too(read_as, out[-1], clause)):
            out[-1] = both  # "fetch the bow and an arrow for me": the "for me" is for the bow too
        out += read_as
    return by_their_things(out)


def _clause(clause: Clause, asked: bool, last: Sequence[m.Step] = ()) -> tuple[list[m.Step], bool]:
    """One clause's steps, and whether they are a repetition ("say hello three times");
    ``last``: the steps of the clause before, whose verb it may borrow."""
    if clause.verb:  # "bring me the sword and an arrow", "run from the bat and the gorgon"
        return list(on_verb_borrowed(clause, asked, last)), False
    if clause.lemma:  # "once you've got the sword": read on "get"
        if (past := read_past(clause, asked)) is not None:
            return list(past), False
        clause = replace(clause, text=written(clause.text, clause.lemma))
    quoted_say = clause.say is not None and MARKS.search(clause.text) is not None
    walking = clause.say is None and read_place(clause.text) is not None
    repeated = None if quoted_say or walking else _repeat(clause.text, asked)
    if repeated is not None:
        return repeated, True
    if clause.say is None and (kept := read_kept_on(clause.text, asked)) is not None:
        return list(kept), False  # "keep attacking it"
    return list(read_clause(clause.text, clause.say, asked=asked)), False


def _repeat(text: str, asked: bool, *, whole: bool = False) -> list[m.Step] | None:
    """ "say hello three times", "twice, walk in a square", "follow me for 10 turns", "wait 5
    turns". ``whole``: only a repetition said before or after every step of the text
    ("for 10 turns, explore and then follow me")."""
    said = repetition(text, whole=whole)
    if said is None or isinstance(said, m.Unknown):  # said back: "get the bow, then ..., twice"
        return None if said is None else [said]
    body = _read_part(said.body, asked)
    if said.times is None:
        return [repeat_node(tuple(body), 0, said.turns, text)]
    if said.times == 1:
        return body
    if (once := one_hit(body)) is not None:
        return once
    return [repeat_node(tuple(body), said.times, 0, text)]


def _lead_condition(text: str, asked: bool, *, during: bool = False) -> list[m.Step] | None:
    """ "if C, A[, otherwise B]", "unless C, A", "as soon as C, A", "whenever C, A",
    "until C, A", "while C, A". ``during``: the condition goes with steps before it ("follow
    me, and if you see a bat, kill it"), so a thing seen is one coming into sight."""
    found = _LEAD_RE.match(text)
    if found is None or asked and re.match(r"should (?:i|we)\b", text, re.I):
        return None  # "should I fight the gorgon?": a question, not "should you see a bat, ..."
    lead = lx.LEADS[found.group("lead").lower()]
    rest = found.group("rest")
    if _joins_steps(found.group("lead").lower(), rest):
        return None  # "once you've got the sword, kill the gorgon": steps in order
    if (supposed := hypothetical(expand(strip_filler(text)), text)) is not None:
        return [supposed]  # "if you doubled the bats, what would you get?": only a sum
    if (lasting := meanwhile(found.group("lead"), rest, lambda said: _plain(said, asked))):
        return lasting  # "while I walk over to the bow, keep 4 tiles from me": the duty alone
    split_at = condition_end(rest)
    if split_at is None:
        if found.group("lead").lower() == "after":
            return None  # "after that, ...", "after killing the bats, ...": steps in order
        return [m.Unknown(text, m.Reason.NOT_UNDERSTOOD, condition_problem(rest), logic=True)]
    reading, body = split_at
    cut = and_if(_THEN.sub("", body.strip(" ,")), text, asked)
    (then_text, else_text), after = else_split(cut[0], reading.cond), cut[1]
    return conditional(lead, reading, then_text, else_text, asked, text, during=during) + after


# "kill any bat that comes close", "follow me and shoot monsters that get near you": the
# monster is fought whenever one comes close.
_RELATIVE_RE = lazy(
    r"^(?:(?P<before>.*?)(?:,\s*|\s)(?:and|but)\s+)?(?P<verb>"
    rf"{lx.alt(lp.FIGHT_WHICHEVER)})\s+(?:(?:any|every|each|all the|all|the|a)\s+)?"
    r"(?P<thing>[a-z]+)\s+"
    r"(?:that|which|who|(?:if|when|whenever|once)\s+(?:it|they))\s+"
    r"(?P<move>comes?|gets?|wanders?|moves?|strays?|goes|go)\s+"
    r"(?P<where>(?:too\s+)?(?:close|near|nearby|closer|within)\b.*)$", re.I)


def _relative_condition(text: str, asked: bool) -> list[m.Step] | None:
    """ "kill any bat that comes close": whenever a bat comes close, the fight with it (the
    one near the player: "... that comes near me"), while the steps before go on."""
    found = _RELATIVE_RE.match(strip_filler(text))
    if found is None:
        return None
    thing = found.group("thing").lower()
    # "kill anything that comes near": any monster (nothing else comes near)
    kind = m.ANY_MONSTER if thing in lp.ANYONE else lx.kind_of(thing)
    if kind is None or not (kind == m.ANY_MONSTER or lx.is_monster(kind)):
        return None
    where, else_text = else_split(found.group("where"))
    reading = moving_thing(m.Thing(kind), where)
    said, before = found.string[found.start("verb"):], found.group("before") or ""
    if reading is None:
        return [*_read_part(before, asked), m.Unknown(said, m.Reason.NOT_UNDERSTOOD,
                                                     condition_problem(where), logic=True)]
    near_me = isinstance(reading.cond, m.Near) and reading.cond.of == m.PLAYER
    foe = m.Thing(kind, pick=m.NEAREST, origin=m.PLAYER) if near_me else m.Thing(kind)
    watch = m.Watch(reading.cond, then=(m.Act(m.ATTACK, foe, words=said),),
                    during=tuple(_read_part(else_text, asked)), every_time=True, words=said)
    return _during(before, [watch], False, asked) if before else [watch]


# A step to say last in a run of steps: "get the bow, then whisper follow me" (if you dare).
_SAYS_LAST = lazy(r"(?:,|\b(?:then|and|afterwards?|after that|next|finally)\b)\s*"
                  rf"{lx.alt(lx.SAY_VERBS)}\s+[^,]*$", re.I)
_CHECKING = lazy(r"^(?:go\s+(?:and\s+)?)?(?:check|see|find out|look)(?:\s+to see)?$", re.I)
_TO_A_WALL = lazy(rf"\b(?:{lx.alternatives(lx.WAYS)})\s+(?:{ALONG_A_STRETCH}\s+)?(?:{FAR_AS_WALLS})"
                  r"(?=\s*(?:[,.!;]|$|(?:and|then)\b))", re.I)

# "explore and tell me when you see a bat": the steps, then the wish to be told.
_THEN_TOLD = lazy(r"^(?P<steps>.+?)\s*,?\s+(?:and\s+)?(?:then\s+)?"
                  rf"(?P<told>{lx.alt(lp.THEN_TOLD)})$", re.I)
# A condition about the steps' own end: "when you have it", "once you're there", "if you're done".
_OWN_END = lazy(r"\b(?:it|them|there|that|done|finished|ready)\b", re.I)


def _told_when(body: str, lead: str, word: str, rest: str, asked: bool,
               text: str) -> list[m.Step] | None:
    """ "explore and tell me when you see a bat", "follow me and let me know if a bat comes
    near": the steps, with the condition watched while they run and said when it holds (as
    "explore, and when you see a bat, tell me"). None when the condition is the steps' own
    end ("get the sword and tell me when you have it", "... once you're done"), which the
    order's status says."""
    found = _THEN_TOLD.match(body.strip(" ,.!"))
    if (found is None or lead not in ("if", "when", "whenever") or _JOINER_COND.match(rest)
            or _PAST_ERRAND.match(rest) or _OWN_END.search(rest)
            or (reading := condition_of(else_split(rest)[0])) is None):
        return None
    told = conditional(lead, reading, found.group("told"), else_split(rest)[1], asked,
                        text[text.find(found.group("told"), len(found.group("steps"))):],
                        during=True)
    return _during(found.group("steps"), told, False, asked)


def _tail_condition(text: str, asked: bool) -> list[m.Step] | None:
    """ "A if C[, otherwise B]", "A unless C", "A until C", "A whenever C", "wait for me to C"."""
    found = _TAIL_RE.match(text)
    if found is None or _TO_A_WALL.search(text):
        return None  # "go left until you hit a wall": a walk as far as it goes (places.py)
    body, word, rest = found.group("body"), found.group("lead").lower(), found.group("rest")
    if word == "for" and not body.lower().endswith(lp.WAIT_FOR_ME):
        return None  # "bring the bow for me to use": no condition; "wait for me to move": until
    lead = "until" if word == "for" else lx.LEADS.get(word, "if")
    if (_SAYING.match(strip_filler(body)) or _SAYS_LAST.search(body)) and condition_of(
            else_split(rest)[0]) is None:
        # "say follow me if you dare": the words to say, whatever they are; but "say hi if
        # there are no bats" says "hi" on a condition of the game
        return None
    if _CHECKING.match(strip_filler(body)):
        return None  # "go check if there are bats nearby": a question, not a condition
    telling = _BARE_REPORT.match(strip_filler(body)) is not None
    if not telling and (REPORT.match(strip_filler(body)) or _ENDS_REPORT.search(body)):
        # "get the sword and tell me when you have it": the status tells
        return _told_when(body, lead, word, rest, asked, text)
    if lead == "when" and (_JOINER_COND.match(rest) or _PAST_ERRAND.match(rest)):
        return None
    if lead in ("until", "unless") and UNTIL_TOLD.match(rest.strip(" .!")):
        # "follow me until I say stop": every order lasts until the next one anyway
        return _plain(until_told(body), asked)  # "..., at least until I say so"
    if lead == "until" and said_over(rest) and fought_last(steps := _plain(body, asked)):
        return steps  # "attack the gorgon until it dies": the fight, which ends so (fight_ends)
    cond_text, else_text = else_split(rest)
    cond_text, it = cond_said(cond_text, body)  # "get the bow if it is closer": the bow
    with pointing_at(it):
        reading, cond_text, after = _cond_then(cond_text)
    if reading is not None and after:
        if lead in ("until", "while") and not else_text:
            return conditional(lead, reading, body, after, asked, text)
        return [*conditional(lead, reading, body, else_text, asked, text),
                *_read_part(after, asked)]
    if reading is None:
        if telling:
            return None
        if lead in ("when", "while") and word in ("when", "once", "while"):
            return None  # "stay here while I explore": words for the step, not a condition
        return [*_plain(body, asked), m.Unknown(f"{word} {cond_text}", m.Reason.NOT_UNDERSTOOD,
                                                condition_problem(cond_text), logic=True)]
    return conditional(lead, reading, body, else_text, asked, text)


# "stay here, but run if the gorgon comes": "..., but if the gorgon comes, run"; after a duty,
# "and" too ("guard the sword and run if your health drops": a step after a duty never runs)
_BUT_DO_IF = lazy(r"^(?P<body>.+?)\s*,?\s+(?P<joint>but|and)\s+(?P<step>.+?)\s+"
                  r"(?P<lead>if|when|as soon as|once|in case)\s+(?P<cond>.+)$", re.I)


def _but_if(text: str, asked: bool) -> list[m.Step] | None:
    """ "fetch the sword, but if a bat comes within 3 tiles, run back to me"; "stay here, but
    run if the gorgon comes"."""
    said_after = said_after_but(_BUT_DO_IF.match(text))
    if said_after and starts_with_action(strip_filler(said_after.group("step"))) and not (
            re.match(r"(?:it|they)\b", said_after.group("cond"), re.I)) and (
            said_after.group("joint").lower() == "but"
            or lasting_duty(said_after.group("body"))):
        return _step_if(said_after, asked)
    if (found := _BUT_IF_RE.match(text)) is None:
        return last_step_if(text, asked)  # "get the bow and come back if you see a bat"
    in_order = found.group("joint").lower() not in ("but", "and", "yet")
    inner = _lead_condition(found.group("cond"), asked, during=not in_order)
    return _during(found.group("body"), inner, in_order, asked)


def _during(before: str, inner: list[m.Step] | None, in_order: bool, asked: bool,
            after: tuple[m.Step, ...] = ()) -> list[m.Step] | None:
    """The steps ``before``, the condition said after them (watched meanwhile, or decided when
    reached: ``in_order``) and the steps ``after``; None unless ``inner`` is one condition."""
    if inner is None or len(inner) != 1 or isinstance(inner[0], m.Unknown):
        return None
    node = inner[0]
    main = tuple(_read_part(before, asked))
    if isinstance(node, m.Watch) and not node.during and not in_order:
        return [replace(node, during=main), *after]
    # "get the bow, then if there are bats left, kill one": decided when it is reached
    return [*main, node, *after]


def _step_if(said: re.Match[str], asked: bool) -> list[m.Step] | None:
    """ "..., but run if the gorgon comes": the step, on the condition said after it."""
    word, cond_text = said.group("lead").lower(), said.group("cond")
    if _joins_steps(word, cond_text):
        return None
    cond_text, else_text = else_split(cond_text)
    reading, _, after = _cond_then(cond_text)
    if reading is None:
        return None
    inner = conditional(lx.LEADS[word], reading, _THEN.sub("", said.group("step").strip(" ,")),
                         else_text, asked, said.string[said.start("step"):], during=True)
    return _during(said.group("body"), inner, False, asked, tuple(_read_part(after, asked)))


def _cond_then(text: str) -> tuple[Reading | None, str, str]:
    """The condition in ``text``, its words, and a step's after it ("until I..., then stay")."""
    reading = condition_of(text)
    if reading is None and (split := _THEN_AFTER.search(text)):
        if (head := condition_of(text[:split.start()])) is not None:
            return head, text[:split.start()], text[split.end():]
    return reading, text, ""


def _joins_steps(word: str, rest: str) -> bool:
    """ "once you've got the sword, ...", "when you're done, ...": steps in order, no condition."""
    return lx.LEADS[word] in ("when", "if") and (_JOINER_COND.match(rest) is not None or (
        word in ("once", "after", "when", "as soon as") and _PAST_ERRAND.match(rest) is not None))


def conditional(lead: str, reading: Reading, then_text: str, else_text: str, asked: bool,
                 words: str, *, during: bool = False) -> list[m.Step]:
    # "follow me unless a bat comes close": watched while the duty goes on
    watched = lead == "unless" and (reading.changing or (
        bool(then_text) and _goes_on(tuple(_read_part(then_text, asked)))))
    # "if you see the gorgon, tell me", "tell me when you see a bat": a warning, watched
    telling = lead in ("if", "when", "whenever") and _BARE_REPORT.match(
        strip_filler(then_text)) is not None
    if reading.seeing and lead in ("if", "unless") and not during and not (
            watched or telling or else_text):
        # "if you see a bat, kill it": the whole map is in sight, so there is one to see; with
        # an "otherwise" ("if you see a gorgon, come back, otherwise get the sword") that is
        # done until one comes into sight (as counted, the otherwise could never run)
        reading = Reading(m.Compare(">", m.CountOf(reading.seeing), m.Number(0)))
    cond = resolve_in_cond(reading.cond, then_text)
    if reading.returning and lead in ("until", "when", "if"):
        return _away_and_back(lead, cond, then_text, else_text, asked, words)
    if telling:
        return _told(lead, reading, cond, then_text, else_text, asked, words)
    it = pointed_in_cond(then_text, cond)  # "keep attacking it": the bat
    other = pointed_in_cond(else_text, cond, then_text)  # "..., otherwise get it"
    named = OBJECT.search(then_text) if else_text and only_an_object(
        else_text.rstrip(" .!")) else None  # "..., else the bow. Then kill the gorgon."
    verb = then_text[:named.start()] if named else ""  # its verb; a place alone, its row's
    with pointing_at(it):  # "if a bat is near, kill it": the bat
        then = away_from_it(tuple(_read_part(then_text, asked)) if then_text else (), cond)
    with pointing_at(other):  # the thing the condition named; an object alone read on the verb
        said = Clause(verb + else_text.strip(), verb=verb) if verb else None
        otherwise = tuple(_clause(said, asked, then)[0] if said else read_alone(
            then_text, else_text) or _read_part(else_text, asked))
    if then and all(isinstance(s, m.Ask) for s in then) and _WOULD.search(then_text):
        # "if all the bats were gone, how many monsters would remain?": a supposition
        return [m.Unknown(words, m.Reason.CANNOT, "I can tell how things are, not how they "
                          "would be")]
    if not then and not otherwise and lead != "until":
        return [m.Unknown(words, m.Reason.NOT_UNDERSTOOD,
                          "the order says when, but not what to do")]
    if watched:
        # "stay by my side unless a bat comes close": the duty while it does not hold, then what
        # the order says next once it does (never waiting for it not to hold, then the duty)
        return [m.Watch(cond, then=otherwise, during=then, words=words)]
    if lead == "unless":
        lead, cond = "if", negate(cond)
    if lead == "if":
        if reading.changing:
            return [m.Watch(cond, then=then, during=otherwise, words=words)]
        return [m.Choice(cond, then, otherwise, words=words)]
    if lead == "when":
        if isinstance(cond, m.Has) and cond.who == m.COMPANION and cond.item in lx.concrete(
                cond.item) and lx.is_item(cond.item):
            # "once you have the sword, kill the gorgon": get it, then go on
            return [m.Act(m.FETCH, m.Thing(cond.item), words=words), *then]
        return [m.Watch(cond, then=then, during=otherwise, words=words)]
    if lead == "whenever":
        return [m.Watch(cond, then=then, during=otherwise, every_time=True, words=words)]
    if lead == "while":
        return [m.Watch(negate(cond), then=otherwise, during=then, words=words)]
    # until
    first, then = waited_in(then)
    return [*first, m.Watch(cond, then=otherwise, during=then, words=words)]


def _away_and_back(lead: str, cond: m.Cond, then_text: str, else_text: str, asked: bool,
                   words: str) -> list[m.Step]:
    """ "until I come back", "when I come back": away first, then back again."""
    body = tuple(_read_part(then_text, asked)) if then_text else ()
    after = tuple(_read_part(else_text, asked)) if else_text else ()
    if lead == "until":
        first, body = waited_in(body)
        back = m.Watch(cond, then=after, during=body, words=words)
        return [*first, m.Watch(negate(cond), then=(back,), during=body, words=words)]
    back = m.Watch(cond, then=body, during=after, words=words)
    return [m.Watch(negate(cond), then=(back,), during=after, words=words)]


def _told(lead: str, reading: Reading, cond: m.Cond, then_text: str, else_text: str,
          asked: bool, words: str) -> list[m.Step]:
    """A wish to be told: "tell me when you see a bat" watches for it and says it; "tell me if
    there are bats left" is a yes or no; "let me know when you have the sword" gets it first."""
    if lead == "if" and not (reading.changing or reading.seeing) and not else_text:
        return [m.Ask(m.CHECK, check=cond, words=words)]
    warning = say_words.cond(cond)
    told = (m.Say(warning[:1].upper() + warning[1:], words=then_text),)
    if lead == "when" and isinstance(cond, m.Has) and cond.who == m.COMPANION and (
            cond.item in lx.concrete(cond.item) and lx.is_item(cond.item)):
        return [m.Act(m.FETCH, m.Thing(cond.item), words=words), *told]
    after = tuple(_read_part(else_text, asked)) if else_text else ()
    return [m.Watch(cond, then=told, during=after, every_time=lead == "whenever", words=words)]


def _goes_on(steps: tuple[m.Step, ...]) -> bool:
    """A duty that goes on until another order: following, staying, guarding, exploring..."""
    return len(steps) == 1 and m.goes_on(steps[0])
