"""Starts a grandchild that sleeps (and keeps our stdout open), prints its pid, then exits with
code 5 after 0.5 s; with --escape the grandchild leaves our process group (setsid) and we stay."""

import os
import subprocess
import sys
import time

escape = "--escape" in sys.argv
grandchild = subprocess.Popen(
    [sys.executable, "-c", "import time; time.sleep(300)"],
    start_new_session=escape,
)
print(f"GRANDCHILD {grandchild.pid}", flush=True)
if escape:
    while True:
        time.sleep(60)
time.sleep(0.5)
os._exit(5)
