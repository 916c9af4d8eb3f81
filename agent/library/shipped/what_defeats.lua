-- id = "what_defeats"
-- description = "Say what defeats a MONSTER (or every kind): the sword for a gorgon, the bow and an arrow for a bat; then Done."
-- examples = [
--   "what kills a gorgon?",
--   "how do I kill a bat?",
--   "what weapon works against the gorgon?",
--   "what do you need to beat a bat?",
--   "how do you defeat the gorgon?",
--   "what is the bat weak to?",
--   "which weapon defeats which monster?",
--   "what's the gorgon's weakness?",
--   "which monster can the sword kill?",
--   "which weapon beats a bat?",
--   "what is good against the gorgon?",
--   "what can beat a bat?",
--   "what does it take to beat the gorgon?",
--   "what defeats a gorgon?",
-- ]
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- optional = true

function update_func(player, ai, monsters, items)
  local kind = params.monster
  if kind == nil then
    return say("It takes " .. weapon_for("monster"))
  end
  return say("To defeat a " .. kind .. " you need " .. weapon_for(kind))
end
