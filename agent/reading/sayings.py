"""What a "say X" clause asks the companion to say: 'say "good morning", buddy', "tell the
player the bow is near", "tell me you're ready" (said back from the companion's side), "greet
the gorgon"; a "say" that asks something ("say how many bats are left") is a question."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_closers as lcl
from agent.reading.patterns import lazy

_THING = rf"(?:{lx.noun_pattern()})"
_SAY = lazy(rf"^{lx.alt(lx.SAY_VERBS)}\s+"
            r"(?:that\s+|out loud\s+|aloud\s+)?(?P<text>.+)$", re.I)
_TELL = lazy(r"^tell (?:the player|him|her|them|everyone|everybody)\s+(?:that\s+)?"
             r"(?P<text>.+)$|^tell me\s+(?P<quoted>\x00\d+\x00.*)$"
             r"|^tell me\s+(?:that\s+)?(?P<about>(?:you|you're|i|i'm|we|we're)\b.+)$",
             re.I)
# "tell me you're ready": said back from the companion's side ("I'm ready").
_SIDES = {"you": "I", "you're": "I'm", "your": "my", "yours": "mine", "yourself": "myself",
          "i": "you", "i'm": "you're", "me": "you", "my": "your", "mine": "yours",
          "myself": "yourself", "are": "am", "were": "was"}
_GREET = lazy(r"^(?:greet|wave (?:at|to))(?:\s+(?P<whom>.+))?$|^wave$", re.I)
# A "say" whose text asks something is a question: "say how many bats are left".
_QUESTION = lazy(r"^(?:how|what|where|which|who|whom|whose|when|why|whether|if"
                 r"|the number of|the count of)\b", re.I)
_TO_WHOM = lazy(r"^(?P<text>.+?)\s+to\s+(?P<whom>me|you|the player|us|him|her|"
                rf"everyone|everybody|(?:the\s+|all\s+the\s+|all\s+)?{_THING})$", re.I)
_ME = lazy(r"^(?:me|you|the player|us|him|her)$", re.I)


def say_text(clause: str) -> str | None:
    """The words a "say X" clause asks the companion to say, or None if it is no such clause."""
    clause = clause.strip().rstrip(". ")
    if m := _GREET.match(clause):
        whom = (m.group("whom") or "").strip()
        if not whom or _ME.match(whom):
            return "Hello!"
        return f"Hello, {_bare(whom)}!"
    m = _SAY.match(clause) or _TELL.match(clause)
    if m is None:
        return None
    text = (m.groupdict().get("text") or m.groupdict().get("quoted") or "").strip()
    if about := m.groupdict().get("about"):
        return _other_side(about.strip())
    if not text:
        return None
    quoted = re.match(rf"^(\x00\d+\x00)[\s,.!]*(?:{lx.alt(lcl.SAY_CLOSERS)}[\s,.!]*)*$",
                      text, re.I)
    if quoted:
        return quoted.group(1)  # 'say "good morning", buddy': the quoted words alone
    if _QUESTION.match(text) and not text.startswith("\x00"):
        return None
    if to := _TO_WHOM.match(text):
        text = to.group("text") if _ME.match(to.group("whom")) else (
            f"{to.group('text')}, {_bare(to.group('whom'))}")
    return text


def _other_side(text: str) -> str:
    """The player's words about the two of them as the companion says them: "you're ready" ->
    "I'm ready", "you will follow me" -> "I will follow you"."""
    out: list[str] = []
    subject = True
    for word in text.split():
        low = word.lower()
        swapped = _SIDES.get(low)
        if low == "you" and not subject:
            swapped = "me"  # "you" after the first is an object: "tell me I can trust you"
        if low in ("are", "were") and (not out or out[-1].lower() not in ("i",)):
            swapped = None  # "am" only after "I": "the bats are near" keeps its verb
        subject = subject and low not in ("you", "i", "we", "you're", "i'm", "we're")
        out.append(swapped if swapped is not None else word)
    said = " ".join(out)
    return said[0].upper() + said[1:]


def _bare(whom: str) -> str:
    return re.sub(r"^(?:all\s+the|all|the)\s+", "", whom.strip(), flags=re.I)
