-- attack: search every reachable table for a way out
-- threat: dangerous functions
-- expect: tick ok
-- status: clean
local bad = {io = 1, debug = 1, package = 1, python = 1, require = 1, load = 1, loadstring = 1,
  dofile = 1, loadfile = 1, getmetatable = 1, setmetatable = 1, rawget = 1, rawset = 1,
  collectgarbage = 1, dump = 1, execute = 1, getenv = 1, exit = 1}
local function search(t, seen, depth)
  if depth > 4 or seen[t] then return nil end
  seen[t] = true
  for k, v in pairs(t) do
    if bad[k] then return tostring(k) end
    if type(v) == "table" then
      local found = search(v, seen, depth + 1)
      if found then return found end
    end
  end
end
function update_func(player, ai, monsters, items)
  return search(_G, {}, 0) or search(_ENV, {}, 0) or search(getfenv and getfenv() or {}, {}, 0) or "clean"
end
