"""Grows its memory by 8 MiB every 20 ms until the OS limit or the watchdog stops it.

Stops growing at argv[1] MiB (default 1024) and waits there, so that a broken limit fails the
test instead of exhausting the machine.
"""

import sys
import time

cap_mib = int(sys.argv[1]) if len(sys.argv) > 1 else 1024
chunks = []
print("leaking", flush=True)
try:
    while len(chunks) * 8 < cap_mib:
        chunks.append(bytearray(8 * 1024 * 1024))  # zero-filled: every page is touched
        time.sleep(0.02)
except MemoryError:
    print(f"MemoryError after {len(chunks) * 8} MiB", flush=True)
    sys.exit(1)
print(f"reached the cap of {cap_mib} MiB without being stopped", flush=True)
while True:
    time.sleep(60)
