"""The recorded readings (tests/golden/readings.txt, written by ``python -m tests.unit.readings
--write``): every known order still reads as recorded, and the training generator's words read
as another meaning than the one they were drawn from no more often than now."""

from __future__ import annotations

import difflib

import pytest

from tests.unit.readings import GOLDEN, MISREAD, Readings, build

# The generator's pairs of the fixed sample that the reader reads as another meaning: lower it
# when a change reads more of them as drawn; it may not grow.
MISREADS_AT_MOST = 8

# Every known order is read here, and their number grows with each benchmark set: a loaded
# two-core machine takes minutes where an idle one takes under one (the loop is bounded).
pytestmark = pytest.mark.timeout(600)


@pytest.fixture(scope="module")
def readings() -> Readings:
    return build()


def test_every_known_order_reads_as_recorded(readings):
    recorded = GOLDEN.read_text(encoding="utf-8")
    if readings.text == recorded:
        return
    diff = difflib.unified_diff(_placed(recorded), _placed(readings.text), n=0, lineterm="")
    changed = [d for d in diff if d[:1] in "-+" and d[:3] not in ("---", "+++")]
    pytest.fail(f"{sum(d.startswith('+') for d in changed)} lines differ from "
                f"{GOLDEN.name} (- recorded, + read now); if the change is meant, run "
                "`.venv/bin/python -m tests.unit.readings --write` and say why in the "
                "commit:\n" + "\n".join(changed), pytrace=False)


def _placed(text: str) -> list[str]:
    """The file's lines, each reading with the section it stands in, so that a diff of them
    says where each order comes from."""
    out, section = [], ""
    for line in text.splitlines():
        if line.startswith("["):
            section = line.split(":")[0].rstrip("]") + "] "
        out.append(line if line.startswith(("[", "#")) or not line else section + line)
    return out


def test_the_generator_misreads_no_more_of_its_pairs_than_recorded(readings):
    assert readings.pairs > 1400
    assert len(readings.misread) <= MISREADS_AT_MOST, (
        f"{len(readings.misread)} of {readings.pairs} generator pairs read as another meaning "
        f"(at most {MISREADS_AT_MOST}); the lines marked '{MISREAD.strip()}' in the diff")
