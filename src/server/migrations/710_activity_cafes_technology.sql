-- What the cafe summary and game activity reports read beside the activity of migration 700.
-- The cafe (point of sale) a player signed up at: its cashier takes the player's deposits and pays out
-- the withdrawals, so the cafe summary counts that player's wallet movements and rounds. NULL: a player
-- who signed up online. A cafe removed leaves its players without one.
ALTER TABLE players ADD COLUMN pos_id uuid REFERENCES poses (id) ON DELETE SET NULL;
CREATE INDEX players_pos_idx ON players (pos_id) WHERE pos_id IS NOT NULL;

-- The game client technology of a session (1 C++, 2 Flash, 3 HTML5; 0 stands for 'all' in filters and
-- is never stored). The rounds of a session were played on its channel and technology.
ALTER TABLE player_sessions ADD COLUMN technology smallint NOT NULL DEFAULT 3
  CHECK (technology BETWEEN 1 AND 3);
