"""The model service's parts: model registry, families, chat templates, text filters, grammars,
the request queue, and two backends (llama.cpp in process, an OpenAI-compatible server by URL).

Nothing here opens a socket; ``services/llm_server/server.py`` is the process around them and
``services/llm_server/client.py`` the caller's side.
"""
