-- The casino a session was played in: one the player's agent held when the activity was made. Its
-- rounds and wallet movements belong to that casino through the session. NULL: a session outside any
-- casino (its agent held none). A casino deleted for good leaves its sessions without a casino.
ALTER TABLE player_sessions ADD COLUMN casino_id uuid REFERENCES casinos (id) ON DELETE SET NULL;
CREATE INDEX player_sessions_casino_idx ON player_sessions (casino_id);
