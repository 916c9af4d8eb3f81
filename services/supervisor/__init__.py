"""The supervisor's parts: pure parsing and policy beside the few modules that touch processes.

``procfile`` and ``plan`` say what to start, ``policy`` when to restart and when to give up,
``service`` holds one service's state, ``core`` is the state machine over all of them,
``process`` starts and signals children, ``watchdog`` reads memory, ``output`` and ``logs`` keep
each service's output, ``pidfile`` guards one supervisor per data folder, ``startup`` gets it
going; ``server`` is the thin socket loop around ``core``.
"""
