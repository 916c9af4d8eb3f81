"""What every process stands on: the messages and their codec, the sockets (ZeroMQ transport,
the tick lane and its spin, heartbeats) and the shared service start-up.

The bottom layer: it imports nothing else of the project (tests/unit/test_layers.py).
"""
