"""Whether a dry run did what the order's meaning asks, judged from the world it changed and the
code itself.

A ``Judge`` watches one dry run: the validator shows it each tick's status and the world before
and after the game's step. At the end it gives a ``Verdict`` (or None: accepted) in words a model
can act on:

- ``no_logic``: the order has a condition, a count or a comparison and the code does not check,
  count or compare anything of the kind (a condition dropped, or every branch done);
- ``wrong_branch``: the order's condition decides one way in this world and the companion went
  about the other way (picked up what only the other branch fetches, fought what only it fights);
- ``no_answer``: a question (how many, where, say X, a number worked out, a yes or no, which is
  nearer, how far apart we are, what beats a monster) got no status that answers it, or the
  answer is wrong;
- ``no_progress``: an errand's companion never moved, picked nothing up, got no closer to what the
  order names and gave no real reason (a claim such as "I can't find a sword" is checked against
  the world); a stay order's companion moved;
- ``done_too_soon``: "Done" came before the companion did anything, while the world does not
  yet satisfy the order; or it claimed what the run does not bear out (``promises``: carrying
  what was fetched, as many as asked; a walk's steps taken or its wall reached; a loop back at
  its start, or walked on the way when the order goes on after it; the place gone to; every
  question answered with what the world decides; a watched condition that held; never for
  "whenever …" and the duties, which last until another order);
- ``never_done``: an order that ends by itself, and no "Done" long after it could have come
  (its counted turns, then two walks across the maze for each thing it walks to; or the
  companion stood still for good), what it promises not done and no reason said that the world
  bears out ("explore for 20 turns, then come back" explored on and on); an exploration for so
  many turns that ran on long after them (``timed``: no Done in time, or the next step not
  walked to in time), or, as ``done_too_soon``, that found far too few new tiles in them;
- ``not_asked``: an order of plain errands (fetch, bring, fight), or of choices among them that
  the world decides, and the companion went out of its way for a thing it neither asks for nor
  needs (``detours``: a second arrow for a fight when it carried one, or before the bow); or,
  whatever the order, it picked up an item the order says not to take (``plan.kept_off``: "go
  stand next to the bow but don't pick it up"; one item the order picks, by the tile it lies on
  at the start: "go to the arrow by the left wall but don't take it" lets another arrow be
  picked up), which ``keep_off`` keeps every walk off;
- ``no_wait``: the order starts by waiting ("don't move until I'm 5 tiles away, then …", "wait
  4 turns, then …") and the companion moved while its condition did not hold yet (a monster
  coming close is the one reason to step away).

- ``diverges`` (``agent.validate`` only, for the model's program): dry-run beside the
  composer's program for the same meaning, it did something else where the meaning cares
  (``reference``: the things picked up and their order, monsters defeated, answers, done within
  the window, or within twice the reference's whole run when never done, a patrol's posts, as
  much explored, a duty held, a watch that reacts in time, the very tile a go-to names).

What should happen first is worked out from the meaning on the world of the dry run: a choice's
condition decides its branch (``agent.reading.facts``), a watched condition that already holds
its reaction. Pure: no sandbox, no clock; ``agent.validate`` drives it.

The parts: ``judge`` (the Judge and its Verdict), ``plan`` (what the meaning asks first),
``promises`` (what a Done claims), ``reference`` (the model's run against the composer's),
``posts`` (the very tile a go-to names, a patrol's posts, for the reference's comparison),
``logic`` (whether the code checks, counts and compares at all), ``detours`` (a
thing not asked for, gone out of the way for), ``timed`` (an exploration for so many turns
kept to them), ``errands`` (whether a world
satisfies an errand, what it walks to), ``maze`` (walking distances and ways), ``wording`` (the
words of a verdict).
"""

from agent.acceptance.judge import Judge, Verdict

__all__ = ["Judge", "Verdict"]
