-- How each slot game counts its wins, as the round detail reports it (`waysToWin` of the slot detail):
-- a ways-to-win game pays a symbol on adjacent reels wherever it stands on them, a pay-line game only
-- along its lines. The views show a win line's symbol icons only for ways-to-win games that are not
-- all-ways (their combination is the line); a game without a row here is a pay-line game.
CREATE TABLE slot_games (
  external_game_id integer PRIMARY KEY,
  ways_to_win boolean NOT NULL DEFAULT false
);

INSERT INTO slot_games (external_game_id, ways_to_win) VALUES
  (101, false), -- Golden Lotus: 10 pay lines
  (102, true),  -- Dragon Pearls: 243 ways, all ways pay
  (103, false), -- Lucky Sevens Deluxe: 10 pay lines
  (104, false), -- Aztec Sun: pays any along 10 lines
  (105, false); -- Neon Nights: 10 pay lines
