"""An errand holds what its action takes and nothing else (agent.reading.meaning.HOLDS, NEEDS),
checked when it is made; every action is served by the composer, the judge's words and the house
language."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from agent.acceptance.plan import Errand
from agent.acceptance.wording import goal_of, skill_call
from agent.compose import compose
from agent.house.language import HOUSE
from agent.reading import lexicon as lx, meaning as m

# A value for each field an errand may hold, unlike its default.
SAMPLE = {"place": m.Place(name="top left"), "way": "left", "steps": 3, "least": 2, "most": 5,
          "other": m.Place(name="middle")}
FIELDS = ("thing", *SAMPLE)


def _thing(action: m.Action) -> m.Thing:
    fights = action in (m.Action.ATTACK, m.Action.KEEP_AWAY, m.Action.PROTECT)
    return m.Thing("bat" if fights else "bow")


def full(action: m.Action) -> m.Act:
    """An errand of ``action`` holding every field its action takes."""
    held = {f: (_thing(action) if f == "thing" else SAMPLE[f]) for f in m.HOLDS[action]}
    return m.Act(action, **held)


def bare(action: m.Action) -> m.Act:
    """An errand of ``action`` holding only what its action needs."""
    held = {f: (_thing(action) if f == "thing" else SAMPLE[f])
            for f in m.NEEDS.get(action, frozenset())}
    return m.Act(action, **held)


def test_the_actions_are_their_skills_names_as_strings() -> None:
    assert m.FETCH == "fetch" and m.Action.KEEP_DISTANCE == "keep_distance"
    assert f"{m.Action.GO_TO}()" == "go_to()" and str(m.Action.HAND_OVER) == "hand_over"
    assert m.Act("fetch", m.Thing("bow")) == m.Act(m.Action.FETCH, m.Thing("bow"))
    assert m.Act("fetch", m.Thing("bow")).action is m.Action.FETCH
    assert set(m.ACTIONS) == set(m.Action) - {m.Action.LOCATE} == set(m.HOLDS) - {
        m.Action.LOCATE}
    assert lx.action_names() == m.ACTIONS  # every one a skill of the sandbox


def test_every_field_an_errand_may_hold_is_checked() -> None:
    assert set(FIELDS) == {f.name for f in fields(m.Act)} - {"action", "words"}
    assert all(m.HOLDS[a] <= set(FIELDS) and m.NEEDS.get(a, frozenset()) <= m.HOLDS[a]
               for a in m.Action)


def test_a_name_that_is_no_action_is_never_an_errand() -> None:
    with pytest.raises(ValueError, match="'dance'"):
        m.Act("dance")


@pytest.mark.parametrize("action", list(m.Action))
def test_an_errand_holds_what_its_action_takes(action: m.Action) -> None:
    act = full(action)
    for name in m.HOLDS[action]:
        assert getattr(act, name) != m.Act.__dataclass_fields__[name].default
    assert replace(act, words="said") == act  # the words take no part in what it means
    for name in FIELDS:
        if name in m.HOLDS[action]:
            continue
        value = _thing(action) if name == "thing" else SAMPLE[name]
        with pytest.raises(ValueError, match=f"^{action} takes no {name}"):
            m.Act(action, **{name: value})
        with pytest.raises(ValueError, match=f"takes no {name}"):
            replace(act, **{name: value})


@pytest.mark.parametrize("action", sorted(m.NEEDS))
def test_an_errand_lacking_what_its_action_needs_is_never_made(action: m.Action) -> None:
    for name in m.NEEDS[action]:
        held = {f: getattr(full(action), f) for f in m.HOLDS[action] if f != name}
        with pytest.raises(ValueError, match=f"^{action} needs {name} "):
            m.Act(action, **held)


def test_the_misfit_is_said_in_a_sentence() -> None:
    with pytest.raises(ValueError) as raised:
        m.Act(m.WALK, m.Thing("bow"))
    assert str(raised.value) == ("walk takes no thing; walk needs steps and way "
                                 "(it holds steps and way)")
    with pytest.raises(ValueError) as raised:
        m.Act(m.STAY, least=2)
    assert str(raised.value) == "stay takes no least (it holds nothing)"
    with pytest.raises(ValueError) as raised:
        m.Act(m.FOLLOW, m.Thing("bow"), way="up", other=m.Place(name="middle"))
    assert str(raised.value) == "follow takes no other, thing or way (it holds nothing)"
    with pytest.raises(ValueError) as raised:
        m.Act(m.KEEP_DISTANCE, least=2)
    assert str(raised.value) == "keep_distance needs thing (it holds least, most and thing)"


@pytest.mark.parametrize("action", m.ACTIONS)
def test_every_action_is_composed_as_its_skill(action: m.Action) -> None:
    for act in (full(action), bare(action)):
        lua = compose(m.Meaning("", (act,)), None).code
        skill = lx.skill_of(action, False)
        called = {m.Action.BRING: "bring", m.Action.FLEE: "flee"}.get(action, skill)
        if act == m.Act(m.GO_TO, place=m.Place(thing=m.Thing(m.PLAYER))):
            called = "come_back"
        assert f"{called}(" in lua, (act, lua)


def test_a_find_left_to_the_reader_is_never_composed() -> None:
    found = m.Act(m.Action.LOCATE, m.Thing("bow"), words="find the bow")
    composed = compose(m.Meaning("", (found,)), None)
    assert composed.code == "" and "fetch or find" in composed.problem


@pytest.mark.parametrize("action", m.ACTIONS)
def test_the_judge_words_every_action(action: m.Action) -> None:
    part = Errand.of(full(action))
    assert goal_of(part) and "something" not in goal_of(part)
    call = skill_call(part)
    assert call == "" or call.endswith(")")


@pytest.mark.parametrize("action", m.ACTIONS)
def test_the_house_language_says_every_action(action: m.Action) -> None:
    for act in (full(action), bare(action)):
        if act.action == m.Action.KEEP_DISTANCE and not (act.least or act.most):
            continue  # a distance kept with no bound is no order
        meaning = m.Meaning("", (act,))
        sentence = HOUSE.render(meaning)
        assert sentence is not None, act
        assert HOUSE.read(sentence) == meaning, sentence
