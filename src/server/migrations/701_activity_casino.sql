-- The casino a session was played in: one the player's agent held when the activity was made. A
-- round carries the casino of its session (game history reads and filters it without the session).
-- NULL: played outside any casino (its agent held none). A casino deleted for good leaves its sessions
-- and rounds without a casino.
ALTER TABLE player_sessions ADD COLUMN casino_id uuid REFERENCES casinos (id) ON DELETE SET NULL;
CREATE INDEX player_sessions_casino_idx ON player_sessions (casino_id);
ALTER TABLE game_rounds ADD COLUMN casino_id uuid REFERENCES casinos (id) ON DELETE SET NULL;
