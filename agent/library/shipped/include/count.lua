-- How many of `things` are called `name`.
local function count(things, name)
  local n = 0
  for _, thing in ipairs(things) do
    if thing.name == name then n = n + 1 end
  end
  return n
end
