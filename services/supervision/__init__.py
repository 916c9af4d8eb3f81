"""The supervisor's parts: pure parsing and policy beside the few modules that touch processes.

``procfile`` and ``plan`` say what to start, ``policy`` when to restart and when to give up,
``core`` is the state machine over every service, ``process`` starts and signals children,
``watchdog`` reads memory, ``logs`` keeps each service's output, ``pidfile`` guards one
supervisor per data folder. ``services/supervisor.py`` is the thin socket loop around ``core``.
"""
