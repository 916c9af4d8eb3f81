"""Training the embedded model to write this game's Lua: a generator of sandbox-validated
(order, program) pairs, a LoRA trainer, and the adapter's conversion to GGUF.

The generator needs the game and a sandbox (the project's own dependencies); training needs the
optional extra ``.[train]`` (torch, transformers, peft, gguf). ``dataset`` and ``lora_gguf`` use
neither the game nor the sandbox, so training runs on a machine that has only the extra.
"""
