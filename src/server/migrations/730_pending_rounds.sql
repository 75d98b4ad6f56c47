-- Pending game rounds: a round whose bet was taken from the player's balance but whose payout was not
-- credited yet (the game was interrupted before it settled). `payout` of a pending round is what its
-- game determined and closing it credits. Closing settles the round once: its status becomes
-- 'settled', with the moment and the back-office user who closed it. Rounds settled when played (every
-- round before this migration, and any round written without a status) have no settled_at: they
-- settled at their bet time. Reports count settled rounds only; the pending-games report lists the others.
ALTER TABLE game_rounds
  ADD COLUMN status text NOT NULL DEFAULT 'settled' CHECK (status IN ('pending', 'settled')),
  ADD COLUMN settled_at timestamptz,
  ADD COLUMN closed_by uuid;
CREATE INDEX game_rounds_pending_idx ON game_rounds (agent_id, bet_time) WHERE status = 'pending';
CREATE INDEX game_rounds_pending_casino_idx ON game_rounds (casino_id) WHERE status = 'pending';
