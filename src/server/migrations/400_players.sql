-- Players and bonuses. The players table of 001_core.sql grows into the casino's player accounts:
-- a login name unique per operator (the root agent of the player's tree, case-insensitive), contact
-- fields, a password, a bonus balance next to the cash balance, and a closed status. Bonus codes are
-- redeemable once per player; a redemption credits the bonus balance and a denial forfeits what is
-- left of it, each written to the player's balance log. Player sessions record log-ins and log-outs.
-- Money is NUMERIC(18,2) within the maximum of src/core/money.ts (9 999 999 999 999.99).

ALTER TABLE players
  ADD COLUMN operator_id uuid REFERENCES agents (id),
  ADD COLUMN first_name text NOT NULL DEFAULT '',
  ADD COLUMN last_name text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN country_id text REFERENCES countries (id),
  ADD COLUMN password_hash text,
  ADD COLUMN bonus_balance numeric(18, 2) NOT NULL DEFAULT 0
    CHECK (bonus_balance >= 0 AND bonus_balance <= 9999999999999.99),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- The operator of a player is the root of its agent's path ('/<root>/…/<agent>/'), set by the
-- database on every insert and agent change, so no writer can get it wrong.
CREATE FUNCTION players_set_operator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT split_part(path, '/', 2)::uuid INTO NEW.operator_id FROM agents WHERE id = NEW.agent_id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER players_operator BEFORE INSERT OR UPDATE OF agent_id ON players
  FOR EACH ROW EXECUTE FUNCTION players_set_operator();

UPDATE players p SET operator_id = split_part(a.path, '/', 2)::uuid FROM agents a WHERE a.id = p.agent_id;
-- Names that clash within an operator from before this rule keep the first; the others get a suffix.
UPDATE players p SET name = p.name || '_' || left(p.id::text, 8)
  WHERE EXISTS (
    SELECT 1 FROM players q
    WHERE q.operator_id = p.operator_id AND lower(q.name) = lower(p.name)
      AND (q.created_at, q.id::text) < (p.created_at, p.id::text)
  );
ALTER TABLE players ALTER COLUMN operator_id SET NOT NULL;
CREATE UNIQUE INDEX players_operator_name_idx ON players (operator_id, lower(name));
CREATE INDEX players_created_idx ON players (created_at);
-- the list's default order (login name), walked with the id as tie-break
CREATE INDEX players_order_name_idx ON players (lower(name), id);
ALTER TABLE players ADD CONSTRAINT players_status_check CHECK (status IN ('Active', 'Blocked', 'Closed'));

-- Bonus codes: an amount in one currency (credited to the bonus balance), free spins on a game, a
-- wagering requirement (times the amount) and a validity window; redeemable by the players of the
-- agent's subtree whose currency is the code's. Codes are stored upper-case and matched case-insensitively.
CREATE TABLE bonus_codes (
  code text PRIMARY KEY CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 40),
  agent_id uuid NOT NULL REFERENCES agents (id),
  currency text NOT NULL REFERENCES currencies (id),
  amount numeric(18, 2) NOT NULL CHECK (amount >= 0 AND amount <= 9999999999999.99),
  free_spins integer NOT NULL DEFAULT 0 CHECK (free_spins >= 0),
  game_id integer,
  game_name text,
  wagering_multiplier numeric(6, 2) NOT NULL DEFAULT 0 CHECK (wagering_multiplier >= 0),
  valid_from timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_codes_agent_idx ON bonus_codes (agent_id);

-- A player's bonuses: at most one active at a time, each code at most once per player.
CREATE TABLE player_bonuses (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  bonus_code text NOT NULL REFERENCES bonus_codes (code),
  amount numeric(18, 2) NOT NULL CHECK (amount >= 0 AND amount <= 9999999999999.99),
  currency text NOT NULL,
  spins_needed integer NOT NULL CHECK (spins_needed >= 0),
  spins_remaining integer NOT NULL CHECK (spins_remaining >= 0 AND spins_remaining <= spins_needed),
  game_id integer,
  game_name text,
  wagering_required numeric(18, 2) NOT NULL DEFAULT 0
    CHECK (wagering_required >= 0 AND wagering_required <= 9999999999999.99),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Completed', 'Denied')),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  redeemed_by uuid,
  ended_at timestamptz,
  ended_by uuid,
  UNIQUE (player_id, bonus_code)
);
CREATE UNIQUE INDEX player_bonuses_one_active_idx ON player_bonuses (player_id) WHERE status = 'Active';

-- Every movement of a player's balances (cash or bonus), signed, with the balance after it.
CREATE TABLE player_balance_log (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  agent_id uuid NOT NULL REFERENCES agents (id),
  kind text NOT NULL,
  balance text NOT NULL CHECK (balance IN ('cash', 'bonus')),
  amount numeric(18, 2) NOT NULL CHECK (abs(amount) <= 9999999999999.99),
  balance_after numeric(18, 2) NOT NULL CHECK (balance_after >= 0 AND balance_after <= 9999999999999.99),
  bonus_code text,
  user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX player_balance_log_player_idx ON player_balance_log (player_id, id);

-- Player sessions (log-in to log-out); an open session (ended_at NULL) is a player online.
CREATE TABLE player_sessions (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL REFERENCES agents (id),
  started_at timestamptz NOT NULL,
  ended_at timestamptz,
  channel text NOT NULL DEFAULT 'Instant Play',
  client_address text,
  CHECK (ended_at IS NULL OR ended_at >= started_at)
);
CREATE INDEX player_sessions_player_idx ON player_sessions (player_id, started_at DESC);
CREATE INDEX player_sessions_agent_idx ON player_sessions (agent_id, started_at DESC);
CREATE UNIQUE INDEX player_sessions_open_idx ON player_sessions (player_id) WHERE ended_at IS NULL;

-- A player logged out by whatever route (one player, an agent's players) ends its open session.
CREATE FUNCTION players_end_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.logged_in AND NOT NEW.logged_in THEN
    UPDATE player_sessions SET ended_at = greatest(now(), started_at)
      WHERE player_id = NEW.id AND ended_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER players_logged_out AFTER UPDATE OF logged_in ON players
  FOR EACH ROW EXECUTE FUNCTION players_end_sessions();
