-- Activity data of the reports: players' sessions, their wallet movements and balance adjustments,
-- and the link of every game round to the session it was played in. Reports compute every figure
-- from these rows (and from game_rounds and credit_transfers), so they reconcile with each other.
-- Money is NUMERIC(18,2), within the maximum of src/core/money.ts.

-- A deterministic number in [0, 1) from a text key: the demo activity is generated in SQL from keys
-- such as '<player id>:day:12', so the same seed gives the same activity on PGlite and PostgreSQL.
-- activity_part(md5(key), 0..3) reads four such numbers from one hash.
CREATE FUNCTION activity_part(hash text, part integer) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ('x' || substr(hash, 1 + 8 * part, 8))::bit(32)::bigint / 4294967296.0 $$;
CREATE FUNCTION activity_random(key text) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT activity_part(md5(key), 0) $$;

-- One visit of a player (the sessions of the players' migration): from sign-in to sign-out (no end
-- while the player is online), on a channel by its code (0 Instant Play, 1 Mobile, 2 Download,
-- 3 Android App, 4 IOS App), from an address, with a device.
ALTER TABLE player_sessions ALTER COLUMN channel DROP DEFAULT;
ALTER TABLE player_sessions ALTER COLUMN channel TYPE smallint USING (
  CASE channel WHEN 'Mobile' THEN 1 WHEN 'Download' THEN 2 WHEN 'Android App' THEN 3 WHEN 'IOS App' THEN 4 ELSE 0 END);
ALTER TABLE player_sessions ALTER COLUMN channel SET DEFAULT 0;
ALTER TABLE player_sessions ADD CONSTRAINT player_sessions_channel_check CHECK (channel BETWEEN 0 AND 4);
ALTER TABLE player_sessions RENAME COLUMN client_address TO ip_address;
UPDATE player_sessions SET ip_address = '' WHERE ip_address IS NULL;
ALTER TABLE player_sessions ALTER COLUMN ip_address SET DEFAULT '';
ALTER TABLE player_sessions ALTER COLUMN ip_address SET NOT NULL;
ALTER TABLE player_sessions ADD COLUMN device text NOT NULL DEFAULT '';
CREATE INDEX player_sessions_agent_time_idx ON player_sessions (agent_id, started_at);

-- Played rounds the generated activity draws from: one per game, currency, stake and variant. A
-- generated round names its template instead of carrying its own detail; '{betId}' in a template's
-- detail stands for the bet id of the round that uses it.
CREATE TABLE round_templates (
  id integer PRIMARY KEY,
  external_game_id integer NOT NULL,
  currency text NOT NULL,
  stake smallint NOT NULL,
  variant smallint NOT NULL,
  bet_amount numeric(18, 2) NOT NULL CHECK (bet_amount >= 0),
  payout numeric(18, 2) NOT NULL CHECK (payout >= 0),
  detail jsonb NOT NULL,
  UNIQUE (external_game_id, currency, stake, variant)
);

ALTER TABLE game_rounds
  ADD COLUMN session_id bigint REFERENCES player_sessions (id),
  ADD COLUMN template_id integer REFERENCES round_templates (id),
  ALTER COLUMN detail DROP NOT NULL,
  ADD CONSTRAINT game_rounds_detail_present CHECK (detail IS NOT NULL OR template_id IS NOT NULL);
CREATE INDEX game_rounds_session_idx ON game_rounds (session_id);

-- Deposits and withdrawals of players' wallets (the transaction types Deposit and Withdrawal).
CREATE TABLE wallet_transactions (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  agent_id uuid NOT NULL REFERENCES agents (id),
  session_id bigint REFERENCES player_sessions (id),
  type text NOT NULL CHECK (type IN ('Deposit', 'Withdrawal')),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0 AND amount <= 9999999999999.99),
  currency text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX wallet_transactions_agent_time_idx ON wallet_transactions (agent_id, created_at);
CREATE INDEX wallet_transactions_player_time_idx ON wallet_transactions (player_id, created_at);

-- Manual changes of a player's balance by a back-office user, with their kind and reason; a
-- negative amount takes money off the balance.
CREATE TABLE balance_adjustments (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  agent_id uuid NOT NULL REFERENCES agents (id),
  kind text NOT NULL CHECK (kind IN ('Bonus', 'Correction', 'Chargeback', 'Goodwill')),
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0 AND abs(amount) <= 9999999999999.99),
  currency text NOT NULL,
  reason text NOT NULL,
  user_id uuid,
  created_at timestamptz NOT NULL
);
CREATE INDEX balance_adjustments_agent_time_idx ON balance_adjustments (agent_id, created_at);

CREATE INDEX credit_transfers_time_idx ON credit_transfers (created_at);
CREATE INDEX credit_transfers_from_idx ON credit_transfers (from_agent_id, created_at);
CREATE INDEX credit_transfers_to_idx ON credit_transfers (to_agent_id, created_at);
