-- Errands on one particular thing (docs/skills.md): fetch(item) and bring(item) with an item,
-- attack(monster) with a monster, go_to(thing) with an item or an entity. Trusted code, run once
-- per runtime after skills.lua, whose fetch, bring, attack and go_to hand such calls here.
--
-- A composer writes fetch(farthest("arrow", player)): the farthest arrow changes as the player
-- moves, and there is none once it is picked up. So an errand keeps to the thing it was given at
-- its step's first call (its id, in the notes) whatever later calls pass: another thing of that
-- kind, or nil. Its notes are kept per skill and kind of thing (the first arrow given, the first
-- bow given), apart from the notes of the kind's own errand (fetch("arrow")); a call with nil
-- goes on with the kind given last, and gives up honestly when none was given ("There is no
-- arrow to pick up").

local S = ...

local pairs = pairs
local math_abs = math.abs
local K = S.kit
local W, entity_of, item_of = S.W, S.entity_of, S.item_of
local entity_by_id, item_by_id = S.entity_by_id, S.item_by_id
local ITEM_NAMES = S.ITEM_NAMES
local STRIDE = S.CELL_STRIDE

local function record_of(thing)
  return item_of[thing] or entity_of[thing]
end

-- The word an errand on `thing` is kept under: its kind ("arrow"), or the word for any kind
-- that chose it ("item", "monster", "thing": bring(nearest("item", "gorgon"))), whose choice
-- may fall on a thing of another kind once the first is picked up, and is the same errand.
local SPANS = {item = true, monster = true, thing = true}
local function kept_as(thing)
  local word = S.chosen_as[thing]
  if SPANS[word] then return word end
  return record_of(thing).name
end

-- The notes of `skill`'s errand on one particular thing; nil, and the skill's slot, when the
-- call passed nil and no such errand was begun in this step.
local function errand(skill, thing)
  local slot = K.notes_for(skill, "that")
  local kind = thing ~= nil and kept_as(thing) or slot.last
  if kind == nil then return nil, slot end
  slot.last = kind
  slot.of = slot.of or {}
  local notes = slot.of[kind]
  if notes == nil then
    local r = record_of(thing)
    notes = {id = r.id, name = r.name, item = item_of[thing] ~= nil}
    slot.of[kind] = notes
  end
  return notes
end

-- Whether `skill` was given one particular thing in this step (attack(nil) then goes on with it
-- instead of fighting the nearest monster).
function S.errand_begun(skill)
  local slot = K.notes_if_any(skill, "that")
  return slot ~= nil and slot.last ~= nil
end

-- Whether `skill`'s errand on one particular thing kept as `word` ("bat") was begun in this step;
-- then it is the errand a call with nil goes on with. A call with the kind alone is one whose
-- pick found none (attack(nearest("bat", "gorgon") or "bat") once the gorgon it was measured
-- from has fallen on the way): the errand on the one chosen goes on, not one on the nearest.
function S.goes_on_with(skill, word)
  local slot = K.notes_if_any(skill, "that")
  if slot == nil or slot.of == nil or slot.of[word] == nil then return false end
  slot.last = word
  return true
end

-- Nil and no errand begun: the question that was to choose the thing found none.
local function nothing(slot, noun, doing)
  if slot.done then return "Done" end
  local wanted = S.last_not_found
  local what = "such " .. noun
  if wanted and wanted ~= "thing" and (noun ~= "item" or wanted == "item" or ITEM_NAMES[wanted]) then
    what = wanted
  end
  return K.give_up(slot, "There is no " .. what .. " " .. doing)
end

-- The record of the item `id` while it lies on the ground, else nil.
local function on_ground(id)
  local p = item_by_id[id]
  local it = p and item_of[p]
  return (it and it.row) and it or nil
end

-- The first call of an errand, as opposed to a later one.
local function first_call(notes)
  local first = not notes.begun
  notes.begun = true
  return first
end

-- Walk to the item `it` on the ground (a record); "Getting the arrow" + `for_whom`.
local function get(notes, it, name, for_whom, ai, player, monsters)
  local ways, unsafe = K.safe_ways(ai, player, monsters, {through = true})
  if K.retreat(ai, monsters, unsafe) then return K.STEPPING_AWAY end
  local _, dir, steps = K.nearest(ways, {it})
  if dir then
    K.move(dir)
    return "Getting the " .. name .. for_whom .. " (" .. steps .. " steps away)"
  end
  local blocker = K.in_the_way(ai, player, monsters, {it})
  if blocker then return K.waiting(notes, name, blocker) end
  return K.give_up(notes, "I can't reach that " .. name)
end

-- fetch (done when the companion carries that item) and bring (done when the player does).
local function carry_that(skill, item, for_player)
  local notes, slot = errand(skill, item)
  if notes == nil then return nothing(slot, "item", for_player and "to bring you" or "to pick up") end
  if notes.done then return "Done" end
  local ai, player, monsters = K.view()
  local name, first = notes.name, first_call(notes)
  local who = K.carrier(notes.id)
  if who == (for_player and player or ai) then
    if not first then return "Done" end
    notes.done = true
    return (for_player and "You" or "I") .. " already have that " .. name
  end
  if who == ai then
    -- Bringing it: standing a tick on the player's tile hands over everything it carries.
    local ways, unsafe = K.safe_ways(ai, player, monsters, {to_player = true})
    if K.retreat(ai, monsters, unsafe) then return K.STEPPING_AWAY end
    local _, dir, steps = K.nearest(ways, {player})
    if steps == 0 then return "Handing you that " .. name end
    if not dir then
      return K.wait_for(notes, "I have the " .. name .. "; waiting for a safe way to you",
                        "a safe way to you with the " .. name)
    end
    K.move(dir)
    return "Bringing you the " .. name
  end
  if who == player then return K.give_up(notes, "You have that " .. name) end
  local it = on_ground(notes.id)
  if it == nil then return K.give_up(notes, "That " .. name .. " is gone") end
  return get(notes, it, name, for_player and " for you" or "", ai, player, monsters)
end

function S.fetch_that(item) return carry_that("fetch", item, false) end
function S.bring_that(item) return carry_that("bring", item, true) end

-- Done when that monster is defeated. attack(nil) comes here only once one was given.
function S.attack_that(monster)
  local notes = errand("attack", monster)
  if notes.done then return "Done" end
  local kind, first = notes.name, first_call(notes)
  local p = entity_by_id[notes.id]
  local m = p and entity_of[p]
  if not (m and m.alive) then
    if not first then return "Done" end
    notes.done = true
    return "That " .. kind .. " is already defeated"
  end
  local ai, player, monsters, ground = K.view()
  local ways, unsafe = K.safe_ways(ai, player, monsters, {fight = true, through = true})
  if K.retreat(ai, monsters, unsafe) then return K.STEPPING_AWAY end
  local arming = K.arm(notes, kind, ways, ai, player, monsters, ground)
  if arming then return arming end
  -- The fight starts by itself once the companion stands next to it.
  local target, dir, steps = K.nearest(ways, {m}, nil, true)
  if target == nil then
    local blocker = K.in_the_way(ai, player, monsters, {m}, nil, true)
    if blocker == "monster" then
      target, dir = K.fight_through(ai, player, monsters, {m})
      if target then
        if dir then K.move(dir) end
        return "Fighting my way to the " .. kind
      end
    end
    if blocker then return K.waiting(notes, kind, blocker) end
    return K.give_up(notes, "I can't reach that " .. kind)
  end
  if steps > 0 then K.move(dir) end
  return "Attacking the " .. kind
end

-- As near a monster as is harmless: the reachable tile nearest to it, fewest steps among equals
-- (ties by tile, so that a replacement worker chooses the same); next to it when the companion
-- defeats it, and the fight starts by itself.
local function near_monster(notes, m, name, ai, player, monsters)
  local ways, unsafe = K.safe_ways(ai, player, monsters, {fight = true, through = true})
  if K.retreat(ai, monsters, unsafe) then return K.STEPPING_AWAY end
  local best, best_d, best_n = nil, nil, nil
  for k, n in pairs(ways.steps) do
    local d = math_abs(k // STRIDE - m.row) + math_abs(k % STRIDE - m.col)
    if best == nil or d < best_d or (d == best_d and (n < best_n or (n == best_n and k < best)))
    then
      best, best_d, best_n = k, d, n
    end
  end
  if best_n == 0 then
    notes.done = true
    if notes.went then return "Done" end
    return "I'm already as near " .. name .. " as is safe"
  end
  K.move(ways.first[best])
  notes.went = true
  return "Going to " .. name .. " (" .. K.plural(best_n, "step") .. ")"
end

-- Next to that item on the ground, or next to that monster (as near as is harmless). The player
-- is go_to's own place ("player").
function S.go_to_that(place)
  local notes, slot = errand("go_to", place)
  if notes == nil then return nothing(slot, "place", "to go to") end
  if notes.done then return "Done" end
  local ai, player, monsters = K.view()
  local name = "the " .. notes.name
  if notes.item then
    local it = on_ground(notes.id)
    if it == nil then return K.give_up(notes, "The " .. notes.name .. " is not on the ground") end
    return K.head_for(notes, {it}, true, name, ai, player, monsters)
  end
  local p = entity_by_id[notes.id]
  if p == W.companion then
    notes.done = true
    return "I'm already here"
  end
  local m = p and entity_of[p]
  if not (m and m.alive) then return K.give_up(notes, "The " .. notes.name .. " is defeated") end
  return near_monster(notes, m, name, ai, player, monsters)
end
