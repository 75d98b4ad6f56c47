-- Core schema of the reference back-office. Money is NUMERIC(18,2): exact, never float.

CREATE TABLE server_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE countries (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE currencies (
  id text PRIMARY KEY,
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL DEFAULT 2
);

CREATE TABLE languages (
  id text PRIMARY KEY,
  name text NOT NULL,
  flag text NOT NULL
);

CREATE TABLE timezones (
  id text PRIMARY KEY,
  timezone_location text NOT NULL,
  utc_offset_minutes integer NOT NULL
);

-- path: '/<root id>/<child id>/.../<own id>/', depth: 0 for the root. A subtree is a path prefix.
CREATE TABLE agents (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  parent_id uuid REFERENCES agents (id),
  path text NOT NULL,
  depth integer NOT NULL,
  currency_id text NOT NULL REFERENCES currencies (id),
  country_id text REFERENCES countries (id),
  timezone_id text REFERENCES timezones (id),
  email text,
  phone text,
  is_active boolean NOT NULL DEFAULT true,
  credit_source boolean NOT NULL DEFAULT false,
  credit_amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (credit_amount >= 0),
  blocked_amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (blocked_amount >= 0),
  -- claims the agent's users may hold; NULL: the same as the parent's
  claims jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agents_parent_idx ON agents (parent_id);
CREATE INDEX agents_path_idx ON agents (path text_pattern_ops);
CREATE INDEX agents_lower_name_idx ON agents (lower(name) text_pattern_ops);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  agent_id uuid NOT NULL REFERENCES agents (id),
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  claims jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_agent_idx ON users (agent_id);

CREATE TABLE ip_whitelist (
  agent_id uuid NOT NULL REFERENCES agents (id),
  position integer NOT NULL,
  range text NOT NULL,
  PRIMARY KEY (agent_id, position)
);

CREATE TABLE pot_balances (
  balance_iid uuid PRIMARY KEY,
  agent_id uuid NOT NULL REFERENCES agents (id),
  currency text NOT NULL REFERENCES currencies (id),
  amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  is_default boolean NOT NULL DEFAULT false,
  assigned_agent_id uuid REFERENCES agents (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pot_balances_agent_idx ON pot_balances (agent_id);

CREATE TABLE wallet_parent (
  agent_id uuid PRIMARY KEY REFERENCES agents (id),
  parent_agent_id uuid NOT NULL REFERENCES agents (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE players (
  id uuid PRIMARY KEY,
  agent_id uuid NOT NULL REFERENCES agents (id),
  name text NOT NULL,
  currency text NOT NULL REFERENCES currencies (id),
  balance numeric(18, 2) NOT NULL DEFAULT 0 CHECK (balance >= 0),
  status text NOT NULL DEFAULT 'Active',
  logged_in boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (agent_id, name)
);
CREATE INDEX players_agent_idx ON players (agent_id);

-- audit trail of every credit movement between agents
CREATE TABLE credit_transfers (
  id bigserial PRIMARY KEY,
  from_agent_id uuid NOT NULL REFERENCES agents (id),
  to_agent_id uuid NOT NULL REFERENCES agents (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pot_balance_log (
  id bigserial PRIMARY KEY,
  balance_iid uuid NOT NULL,
  agent_id uuid NOT NULL,
  description text NOT NULL,
  amount numeric(18, 2) NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
