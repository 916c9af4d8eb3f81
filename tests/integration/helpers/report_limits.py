"""Prints its own rlimits and supervisor environment as one JSON line, then heartbeats."""

import json
import os
import resource

import _helper

report = {
    "pid": os.getpid(),
    "RLIMIT_AS": resource.getrlimit(resource.RLIMIT_AS),
    "RLIMIT_CPU": resource.getrlimit(resource.RLIMIT_CPU),
    "RLIMIT_CORE": resource.getrlimit(resource.RLIMIT_CORE),
    "env": {k: v for k, v in os.environ.items()
            if k.startswith("DUNGEON") or k == "MALLOC_ARENA_MAX"},
    "cwd": os.getcwd(),
    "pgid": os.getpgid(0),
    "sid": os.getsid(0),
}
print("LIMITS " + json.dumps(report), flush=True)
_helper.beat()
