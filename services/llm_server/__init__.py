"""The model process: ``server`` (the socket loop, ``python -m services.llm_server``) around its
parts, which open no socket: model registry, families, chat templates, text filters, grammars,
the request queue, and two backends (llama.cpp in process, an OpenAI-compatible server by URL).
``client`` is the callers' side (the agent server, the command line).
"""
