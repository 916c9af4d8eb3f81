-- How many of `things` are called `name` (or are accepted by `name(thing)`).
local function count(things, name)
  local n = 0
  for _, thing in ipairs(things) do
    if thing.name == name or (type(name) == "function" and name(thing)) then n = n + 1 end
  end
  return n
end
