"""The eval's table: what a person reads after `dungeon eval`."""

from __future__ import annotations

from agent.evaluation import print_table

SUMMARY = {"orders": 2, "succeeded": 1, "success_rate": 0.5, "mode": "generate",
           "median_ms_to_first_move": {"library": None, "generated": 41.0}}


def test_missing_times_show_as_a_dash_and_failures_say_why(capsys):
    results = [
        {"index": 1, "order": "Go get the sword", "success": True, "served_by": "generated",
         "attempts": 2, "ms_to_accept": 2663.7, "ms_to_first_move": 41.0, "ticks_to_success": 30,
         "why": ""},
        {"index": 2, "order": "Kill the gorgon", "success": False, "served_by": "none",
         "attempts": 3, "ms_to_accept": None, "ms_to_first_move": None, "ticks_to_success": None,
         "why": "no working code after 3 tries"},
    ]
    print_table(results, SUMMARY)
    rows = capsys.readouterr().out.splitlines()
    assert rows[1].split()[:7] == ["1", "yes", "generated", "2", "2663.7", "41.0", "30"]
    assert rows[2].split()[:7] == ["2", "no", "none", "3", "-", "-", "-"]
    assert "(no working code after 3 tries)" in rows[2]
    assert "1/2 orders done (50%) in generate mode" in rows[-1]


def test_the_summary_counts_attempts_over_every_order_and_over_accepted_ones():
    from agent.evaluation import summarise

    def result(served_by, attempts, success):
        return {"served_by": served_by, "attempts": attempts, "success": success,
                "ms_to_first_move": 40.0 if success else None}

    summary = summarise([result("none", 3, False), result("none", 3, False),
                         result("generated", 1, True)], "generate")
    assert summary["median_attempts"] == 3 and summary["median_attempts_when_accepted"] == 1
    assert summary["succeeded"] == 1 and summary["success_rate"] == 0.333
    assert summary["median_ms_to_first_move"] == {"library": None, "generated": 40.0}
