-- Casinos of the operator and their assignment down the agent tree.
--
-- A casino has a name (unique among the casinos not deleted, ignoring case), a status, its currencies
-- and languages (one of them the default), a lobby and a game-history address, and its game catalogue
-- (external game ids of the configured game types). A soft delete sets deleted_at: the casino leaves
-- every list and assignment but keeps its rows, so a restore brings it back as it was.
CREATE TABLE casinos (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Maintenance', 'Inactive')),
  default_language_id text NOT NULL REFERENCES languages (id),
  lobby_url text NOT NULL,
  game_history_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX casinos_live_name_idx ON casinos (lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX casinos_lower_name_idx ON casinos (lower(name) text_pattern_ops);

CREATE TABLE casino_currencies (
  casino_id uuid NOT NULL REFERENCES casinos (id) ON DELETE CASCADE,
  currency_id text NOT NULL REFERENCES currencies (id),
  position integer NOT NULL,
  PRIMARY KEY (casino_id, currency_id)
);

CREATE TABLE casino_languages (
  casino_id uuid NOT NULL REFERENCES casinos (id) ON DELETE CASCADE,
  language_id text NOT NULL REFERENCES languages (id),
  position integer NOT NULL,
  PRIMARY KEY (casino_id, language_id)
);

CREATE TABLE casino_games (
  casino_id uuid NOT NULL REFERENCES casinos (id) ON DELETE CASCADE,
  external_game_id integer NOT NULL,
  PRIMARY KEY (casino_id, external_game_id)
);

-- The agents a casino is assigned to. A top-level agent (no parent) holds every casino without a row;
-- below it an agent holds a casino only while its parent does (the routes keep the chain: removing a
-- casino from an agent removes it from the agent's whole subtree in the same transaction).
CREATE TABLE casino_agents (
  casino_id uuid NOT NULL REFERENCES casinos (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL REFERENCES agents (id),
  assigned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (casino_id, agent_id)
);
CREATE INDEX casino_agents_agent_idx ON casino_agents (agent_id);
