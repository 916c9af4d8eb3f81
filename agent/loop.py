"""The code agent's loop: the order read once; refused in words when a part of it cannot be
done; else the library, the composer, then the model, validation before anything runs, retries
fed with the error.

Errors the model caused (bad code) become the next attempt's input; a broken service
(``ModelUnavailable``) stops the order. Every seam — model, validator, library, clock — is
passed in, so tests drive the real loop with a scripted model.
"""

from __future__ import annotations

import textwrap
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from agent import prompt
from agent.compose import Composition, compose
from agent.errors import Cancelled, PromptTooLong
from agent.extract import extract_update_func
from agent.house import HOUSE
from agent.house.checks import NO_ANSWER, not_said_otherwise, not_taking
from agent.outcome import Attempt, Generation, Outcome, code_id_of
from agent.reading import Meaning, meaning as mn, read, words
from agent.reading.meaning import Reason
from agent.refusal import refusal, sentence
from agent.seams import LibraryLookup, Model, Progress, ReadsAhead, Restater, Validator
from game.world import World


@dataclass(frozen=True, slots=True)
class AgentLimits:
    max_attempts: int = 3
    examples: int = 2
    max_error_chars: int = 600
    max_code_chars: int = 3000
    # Approved library code was tested in the game: a short dry run checks it fits this world.
    library_dry_run_ticks: int = 5
    # Library examples share the context with the API text: stop adding them past this size.
    max_example_chars: int = 4000
    # Model attempts to repair code that failed in play.
    repair_attempts: int = 2
    # How an attempt after a failed one asks: REPAIR shows the model the code and what was wrong
    # with it; ALTERNATE does so at the second attempt, asks the first question again at the
    # third, sampled wider (at retry_temperature), and so on in turn: a model tuned on first
    # questions alone often writes the same wrong program again on a repair prompt it never saw.
    # An answer afresh that is an earlier attempt's program again is asked once more, in the
    # player's own words (the same sentence often brings the same program back).
    retry: str = "repair"
    retry_temperature: float = 0.8


REPAIR, ALTERNATE = "repair", "alternate"


def _hardest_part(meaning: Meaning) -> str:
    """The part of an order a model is likeliest to get wrong, in words for the player: its
    condition, repetition, comparison or number ("" for an order without logic)."""
    for step in meaning.walk():
        if isinstance(step, (mn.Choice, mn.Watch)):
            return f"does what you asked depending on whether {words.cond(step.cond)}"
        if isinstance(step, mn.Repeat):
            return ("does it " + (f"{step.times} times" if step.times
                                  else f"for {step.turns} turns"))
        if isinstance(step, mn.Ask) and step.value is not None:
            return f"works out {words.expr(step.value)}"
        if isinstance(step, mn.Ask) and step.check is not None:
            return f"checks whether {words.cond(step.check)}"
        if isinstance(step, mn.Act) and step.thing is not None and step.thing.pick:
            return f"picks {words.thing(step.thing)}"
    return ""


def _draft(meaning: Meaning, world: World, composition: Composition | None = None) -> str:
    """The program the model is likeliest to write: the composer's for the order's reading
    (the tuned model learnt the composer's programs). The model checks it in batches and
    writes its own tokens wherever it disagrees (``Model.generate``'s ``draft``); "" when
    the reading does not compose. ``composition``: the reading composed already (the
    fallback mode tried it before the model)."""
    if composition is None:
        composition = compose(meaning, world)
    return composition.code if composition.complete else ""


def cut_off_message(gen: Generation) -> str:
    # A remote server may not count tokens (-1).
    written = gen.tokens.completion_tokens
    where = f"{written} tokens" if written > 0 else "the token limit"
    return f"your code was cut off at {where}; write a shorter function"


def _clip(text: str, most: int) -> str:
    """``text`` cut at a word to at most ``most`` characters, marked when cut (it was cut
    mid-word, and an empty "otherwise" left a double space)."""
    return textwrap.shorten(text, most, placeholder=" …") if len(text) > most else text


class CodeAgent:
    def __init__(
        self,
        *,
        model: Model | None,
        validator: Validator,
        library: LibraryLookup | None,
        api_text: str,
        limits: AgentLimits = AgentLimits(),
        clock: Callable[[], float] = time.monotonic,
        base_seed: int = 0,
        system: str | None = None,
        layout: str = prompt.INSTRUCTION_LAST,
        restater: Restater | None = None,
        open_orders: bool = False,
        names_outside: Callable[[str], bool] | None = None,
    ) -> None:
        """``system``: the system prompt to send instead of the one made from ``api_text`` (a
        tuned model's own, the prompt it was trained with); ``layout``: how the user message
        ends (``agent.prompt.user_message``), the tuned model's own likewise."""
        self.model = model
        self.validator = validator
        self.library = library
        self.system = system if system is not None else prompt.system_prompt(api_text)
        self.layout = layout
        self.limits = limits
        self.clock = clock
        self.base_seed = base_seed
        self.restater = restater
        # agent.open_orders = "write": what no reading serves goes to the model, unchecked
        # against its words; ``names_outside`` tells an order that names something the game
        # does not have (never written for; None: every order may).
        self.open_orders = open_orders
        self.names_outside = names_outside

    def serve(
        self,
        order: str,
        world: World,
        mode: str = "fallback",
        progress: Progress = lambda stage, detail: None,
        cancel: threading.Event | None = None,
    ) -> Outcome:
        started = self.clock()
        cancel = cancel or threading.Event()
        out = Outcome(ok=False, order=order, mode=mode, served_by="none", message="")
        meaning = read(order)
        composition: Composition | None = None
        refused = refusal(meaning, world)
        open_order = False
        if refused and mode != "strict" and restatable(meaning):
            meaning, refused, open_order = self._restated(out, meaning, world, refused,
                                                          progress)
        if open_order and self.model is not None:
            # Neither the reader nor a restatement reads it, and it names nothing outside the
            # game: the model writes it, checked only for what every order must (no error,
            # progress, no harm), and the player is told so.
            out.unchecked = True
            return self._generate(out, order, world, progress, cancel, started, unchecked=True)
        if refused:
            # A part the game cannot do, or that was not understood, in any mode: whatever ran
            # in its place would be something else done as if it were the order.
            out.answered = meaning.talk
            if out.answered:
                out.served_by = "talk"
            return self._refuse(out, refused, started)
        if mode in ("strict", "fallback"):
            progress("matching", "looking for a known way to do that")
            served, composition = self._without_model(out, meaning, world, progress, started)
            if served is not None:
                return served
            if out.refused:
                return out  # the order is understood, and what it asks cannot be done here
            if mode == "strict":
                out.message = "I don't know how to do that yet."
                return out
        if self.model is None:
            out.message = "I can't write new code: no model is available."
            return out
        # An order is written from what it was taken as, where the house language says it: the
        # sentence says the meaning the code is judged against, in the words the model learnt;
        # the player's own words ("fetch me an arow", "yo see that bow? go grab it") are for
        # the reader, and a restated order's said something neither could read.
        said = out.restated or HOUSE.render(meaning) or order
        return self._generate(out, said, world, progress, cancel, started, meaning=meaning,
                              composition=composition)

    def _restated(self, out: Outcome, meaning: Meaning, world: World, refused: str,
                  progress: Progress) -> tuple[Meaning, str, bool]:
        """The order restated in the house language when the restater can, and what refuses
        that (a thing this world lacks); else the reader's meaning and its refusal. Third:
        whether the order may go to the model as an open order (``open_orders``): it was not
        restated, and it names nothing outside the game."""
        outside = self.names_outside(out.order) if self.names_outside is not None else True
        open_order = self.open_orders and not outside
        if self.restater is None:
            return meaning, refused, open_order
        progress("matching", "restating the order in my own words")
        restatement = self.restater.restate(out.order)
        if restatement.meaning is None:
            out.restate_tried, out.restate_problem = restatement.sentence, restatement.problem
            if restatement.problem == NO_ANSWER:
                refused += " (I could not try it in other words: the model did not answer.)"
            return meaning, refused, open_order and not restatement.outside
        out.restated = restatement.sentence
        restated = Meaning(out.order, restatement.meaning.steps)
        return restated, refusal(restated, world), False

    def prepare(self, world: World) -> Generation | None:
        """Have the model read what an order's prompt about ``world`` will begin with (the
        system prompt, the world, up to the order's first word), so the order's own request
        reads only the order: the player is typing it. None when that cannot help: no model,
        or one that cannot read without writing, or a prompt whose examples come before the
        world and depend on the order."""
        if not isinstance(self.model, ReadsAhead) or self.limits.examples > 0:
            return None
        return self.model.read(prompt.messages(self.system,
                                               prompt.user_message_ahead(world, self.layout)))

    def _refuse(self, out: Outcome, why: str, started: float) -> Outcome:
        out.refused, out.message = True, why
        out.ms_to_accept = (self.clock() - started) * 1000
        return out

    def _without_model(self, out: Outcome, meaning: Meaning, world: World, progress: Progress,
                       started: float) -> tuple[Outcome | None, Composition | None]:
        """A library entry that covers the meaning, else the meaning composed; None when
        neither serves it (the outcome is then refused when the world rules the order out).
        Second: the composition when one was made (the model's draft, if the model is asked)."""
        if self.library is not None:
            match = self.library.match(out.order, world, meaning)
            if match is not None:
                out.entry_id, out.score = match.entry_id, match.score
                out.params = dict(match.params)
                progress("testing", f"library entry {match.entry_id}")
                check = self.validator.validate(match.code, world,
                                                ticks=self.limits.library_dry_run_ticks,
                                                meaning=meaning)
                if check.ok:
                    return self._accept(out, match.code, "library", started, meaning), None
                out.attempts.append(
                    Attempt(0, code=match.code, error_kind=check.kind, error=check.message))
        composition = compose(meaning, world)
        if not composition.complete:
            self._refuse(out, sentence(composition.problem), started)
            return None, composition
        if self._serve_composed(out, composition, world, progress):
            return (self._accept(out, composition.code, "composed", started, meaning),
                    composition)
        return None, composition

    def _serve_composed(
        self, out: Outcome, composition: Composition, world: World, progress: Progress
    ) -> bool:
        """Dry-run a composed order like library code; its steps go on the outcome either way,
        and a failed check becomes attempt 0."""
        out.params = {"steps": list(composition.steps)}
        progress("testing", f"{len(composition.steps)} steps")
        check = self.validator.validate(composition.code, world,
                                        ticks=self.limits.library_dry_run_ticks,
                                        meaning=composition.meaning)
        if not check.ok:
            out.attempts.append(Attempt(0, code=composition.code, error_kind=check.kind,
                                        error=check.message))
        return check.ok

    def repair(
        self,
        order: str,
        world: World,
        code: str,
        error: str,
        progress: Progress = lambda stage, detail: None,
        cancel: threading.Event | None = None,
    ) -> Outcome:
        """Code that failed in play, repaired by the model: the failing code and its error are
        the first prompt's "previous code", ``world`` is the world when it failed."""
        started = self.clock()
        cancel = cancel or threading.Event()
        out = Outcome(ok=False, order=order, mode="repair", served_by="none", message="",
                      repair_of=code_id_of(code))
        if self.model is None:
            out.message = "My code failed and I can't fix it: no model is available."
            return out
        self._generate(out, order, world, progress, cancel, started, failed_code=code,
                       error=error, attempts=self.limits.repair_attempts)
        if out.ok:
            out.message = "I fixed my code. On it."
        else:
            last = out.attempts[-1]
            out.message = (
                f"My code failed and I couldn't fix it in {len(out.attempts)} tries "
                f"(last problem: {last.error_kind}: {last.error[:160]}). I stopped."
            )
        return out

    def _generate(
        self,
        out: Outcome,
        order: str,
        world: World,
        progress: Progress,
        cancel: threading.Event,
        started: float,
        *,
        failed_code: str = "",
        error: str = "",
        attempts: int | None = None,
        meaning: Meaning | None = None,
        composition: Composition | None = None,
        unchecked: bool = False,
    ) -> Outcome:
        """``meaning``: the order as read, which the dry run judges the code against;
        ``composition``: that reading composed, when it was (the draft)."""
        model = self.model
        assert model is not None  # serve() answers without the model when there is none
        repairing = bool(failed_code)
        # An open order is judged by what every order must do alone: its words were not read.
        judged: Meaning | None = None if unchecked else (
            meaning if meaning is not None else read(order))
        out.system_prompt = self.system
        examples = self._examples(order)
        draft = "" if repairing or judged is None else _draft(judged, world, composition)
        for number in range(1, (attempts or self.limits.max_attempts) + 1):
            if cancel.is_set():
                raise Cancelled(order)
            attempt = Attempt(number, seed=self.base_seed + number)
            out.attempts.append(attempt)
            afresh = (self.limits.retry == ALTERNATE and number > 1 and number % 2 == 1
                      and not repairing)
            if afresh:
                attempt.temperature = self.limits.retry_temperature
            user = self._user(order, world, examples, failed_code, error, afresh)
            out.user_prompts.append(user)
            because = f", because {error.splitlines()[0][:120]}" if error else ""
            progress("writing" if number == 1 else "retrying", f"attempt {number}{because}")
            try:
                gen = self._write(model, user, attempt, order, progress, cancel, draft)
                if afresh and out.order not in ("", order) and _repeats(out.attempts, gen):
                    # The same sentence brought an earlier program back: the player's words.
                    user = self._user(out.order, world, examples, "", "", afresh)
                    out.user_prompts.append(user)
                    gen = self._write(model, user, attempt, order, progress, cancel, draft)
            except PromptTooLong as exc:
                attempt.error_kind, attempt.error = "prompt_too_long", str(exc)
                if not examples:
                    break  # nothing left to leave out
                examples = []  # the library's examples are what can go
                continue
            code, failed_code, error = self._tried(attempt, gen, world, judged, progress)
            if code is not None:
                return self._accept(out, code, "generated", started, judged)
        out.message = self._gave_up(out, meaning, repairing)
        return out

    def _user(self, order: str, world: World, examples: list[prompt.Example],
              failed_code: str, error: str, afresh: bool) -> str:
        """The user message of an attempt: asked afresh, without the failure."""
        return prompt.user_message(
            order, world, examples, failed_code="" if afresh else failed_code,
            error="" if afresh else error, max_error_chars=self.limits.max_error_chars,
            max_code_chars=self.limits.max_code_chars, layout=self.layout)

    def _write(self, model: Model, user: str, attempt: Attempt, order: str,
               progress: Progress, cancel: threading.Event, draft: str = "") -> Generation:
        """One answer of the model, its progress shown every 16 tokens; the attempt keeps the
        text and the token counts."""
        tokens = 0

        def on_token(text: str) -> None:
            nonlocal tokens
            if text:  # "" is the model still reading the prompt
                tokens += 1
                if tokens % 16 == 0:
                    progress("writing", f"attempt {attempt.number}: {tokens} tokens")
            if cancel.is_set():
                raise Cancelled(order)

        gen = model.generate(prompt.messages(self.system, user), seed=attempt.seed,
                             on_token=on_token, draft=draft, temperature=attempt.temperature)
        attempt.raw = gen.text
        attempt.tokens, attempt.generation_ms, attempt.drafted = gen.tokens, gen.ms, gen.drafted
        return gen

    def _tried(self, attempt: Attempt, gen: Generation, world: World, meaning: Meaning | None,
               progress: Progress) -> tuple[str | None, str, str]:
        """The attempt's code when it passes the dry run; else None, and what the next prompt
        shows the model: the code (or the end of the text) and what was wrong with it."""
        if gen.finish_reason == "length":
            # Extraction could close a cut-off function with `end`s, but its logic stops
            # wherever the tokens ran out: ask for less instead.
            attempt.error_kind, attempt.error = "cut_off", cut_off_message(gen)
            return None, gen.text[-1500:], attempt.error
        extraction = extract_update_func(gen.text)
        if extraction.code is None:  # not extraction.ok
            attempt.error_kind, attempt.error = "extract", extraction.problem
            return None, gen.text[-1500:], extraction.problem
        attempt.code = extraction.code
        progress("testing", f"attempt {attempt.number}")
        check = self.validator.validate(extraction.code, world, meaning=meaning)
        attempt.validation_ms = check.ms
        if check.ok:
            return extraction.code, "", ""
        attempt.error_kind, attempt.error = check.kind, check.message
        return None, extraction.code, f"[{check.kind}] {check.message}"

    @staticmethod
    def _gave_up(out: Outcome, meaning: Meaning | None, repairing: bool) -> str:
        """What the player is told when no attempt passed."""
        last = out.attempts[-1]
        part = _hardest_part(meaning) if meaning is not None else ""
        if part and last.error_kind in ("no_logic", "wrong_branch", "no_answer", "no_progress",
                                         "no_wait"):
            return (f"I couldn't write code that {part} ({len(out.attempts)} tries). "
                    "I'll keep doing what I was doing.")
        if meaning is not None and meaning.steps and not repairing:
            # What was asked, in the player's terms, then what went wrong last.
            # a choice is said "if ...: ...": "I couldn't write code for this: if ...", not "to if"
            lead = "for this: " if isinstance(meaning.steps[0], mn.Choice) else "to "
            return (f"I couldn't write code {lead}{_clip(words.steps(meaning.steps), 120)} "
                    f"({len(out.attempts)} tries; last problem: {last.error_kind}: "
                    f"{_clip(last.error, 120)}). I'll keep doing what I was doing.")
        return (f"I couldn't write working code for that after {len(out.attempts)} tries "
                f"(last problem: {last.error_kind}: {_clip(last.error, 160)}). "
                "I'll keep doing what I was doing.")

    def _examples(self, order: str) -> list[prompt.Example]:
        if self.library is None or self.limits.examples <= 0:
            return []
        examples, used = [], 0
        for m in self.library.nearest(order, k=self.limits.examples):
            if used + len(m.code) > self.limits.max_example_chars:
                continue
            used += len(m.code)
            examples.append(prompt.Example(
                order=getattr(m, "example", "") or getattr(m, "description", ""), code=m.code))
        return examples

    def _accept(self, out: Outcome, code: str, served_by: str, started: float,
                meaning: Meaning | None = None) -> Outcome:
        out.ok, out.code, out.served_by = True, code, served_by
        out.code_id = code_id_of(code)
        out.ms_to_accept = (self.clock() - started) * 1000
        out.message = ("I wrote new code for that. On it." if served_by == "generated"
                       else "On it.")
        if meaning is not None and _endless(meaning):
            # A duty never says Done: the player (or a client bounding its wait) is told so.
            out.message += " I'll keep at it until you give me another order."
        if out.restated:
            out.message = f'I took that as: "{out.restated}". {out.message}'
        if out.unchecked:
            out.message = ("I wrote code for that from your words as I guess them; it was "
                           "tested for safety, not checked against what you asked. On it.")
        return out


def _repeats(attempts: list[Attempt], gen: Generation) -> bool:
    """Whether ``gen`` is the program of an attempt before the last, byte for byte: judged on
    the same world, it fails the same way."""
    code = extract_update_func(gen.text).code
    return code is not None and any(a.code == code for a in attempts[:-1])


def _endless(meaning: Meaning) -> bool:
    """Whether the order's last step is a duty that goes on until the next order (follow,
    guard, ...), not inside a choice, a watch or a repetition that ends it."""
    last = meaning.steps[-1] if meaning.steps else None
    return isinstance(last, mn.Act) and last.action in mn.ENDLESS


# Refused for a reason no restatement changes: the world outside, talk, keeping from something,
# and what the reader read whole and knows the game cannot do ("put the sword down": no item is
# ever put down; a restatement would be another errand).
NOT_RESTATED = frozenset({Reason.OUTSIDE, Reason.TALK, Reason.CANNOT_PROMISE, Reason.CANNOT})


def restatable(meaning: Meaning) -> bool:
    """Whether an order the reader refused may be restated: words it could not read, but no
    request outside the game's world, no talk, no order to keep from doing something (which no
    skill can promise, however it is put) unless it says a duty in other words ("don't lose
    me"), and nothing it read and knows cannot be done."""
    unknown = meaning.unknown
    errand_unread = any(u.reason is Reason.NOT_UNDERSTOOD for u in unknown)
    return bool(unknown) and not meaning.talk and not any(
        (u.reason in NOT_RESTATED and not _kept_in_other_words(u, errand_unread)) or u.talk
        for u in unknown)


def _kept_in_other_words(part: mn.Unknown, errand_unread: bool) -> bool:
    """A promise not to do something that a restatement may keep: a duty said as what not to do
    ("don't lose me"), or not taking a thing beside an errand the reader could not read ("stand
    watch over the arrow near you, don't take it": the restated guard takes nothing)."""
    return part.reason is Reason.CANNOT_PROMISE and (
        not_said_otherwise(part.words) or (errand_unread and not_taking(part.words)))
