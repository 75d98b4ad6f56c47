-- Cafes (points of sale), their users and their command queue. Money is NUMERIC(18,2) within the
-- maximum of src/core/money.ts, never negative.
CREATE TABLE poses (
  id uuid PRIMARY KEY,
  agent_id uuid NOT NULL REFERENCES agents (id),
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  currency_id text NOT NULL REFERENCES currencies (id),
  -- what the cafe holds, as it confirmed at its last pickup
  balance numeric(18, 2) NOT NULL DEFAULT 0
    CHECK (balance >= 0 AND balance <= 9999999999999.99),
  operations_enabled boolean NOT NULL DEFAULT true,
  last_seen_at timestamptz,
  wiped_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX poses_agent_idx ON poses (agent_id);
CREATE UNIQUE INDEX poses_agent_name_idx ON poses (agent_id, lower(name));

CREATE TABLE pos_users (
  id uuid PRIMARY KEY,
  pos_id uuid NOT NULL REFERENCES poses (id) ON DELETE CASCADE,
  user_name text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('Administrator', 'Cashier', 'Manager', 'Operator', 'Supervisor')),
  is_active boolean NOT NULL DEFAULT true,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pos_users_pos_name_idx ON pos_users (pos_id, lower(user_name));

-- The commands queued for a cafe until it picks them up. An adjust-balance command carries a signed
-- amount: positive moves money from the agent to the cafe, negative from the cafe to the agent.
CREATE TABLE pos_commands (
  id uuid PRIMARY KEY,
  pos_id uuid NOT NULL REFERENCES poses (id) ON DELETE CASCADE,
  seq bigserial NOT NULL,
  type text NOT NULL CHECK (type IN ('ADJUST_BALANCE', 'DISABLE_POS_OPERATIONS', 'ENABLE_POS_OPERATIONS',
    'UPDATE_CONFIGURATION', 'REQUEST_REPORT')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE', 'CANCELLED')),
  amount numeric(18, 2) CHECK (amount IS NULL OR (amount <> 0 AND abs(amount) <= 9999999999999.99)),
  pos_user_id uuid REFERENCES pos_users (id) ON DELETE SET NULL,
  report_type text CHECK (report_type IS NULL OR report_type IN ('BALANCE_REPORT', 'GAME_REPORT', 'TERMINAL_REPORT')),
  -- whether the agent was a credit source when the money left it (money returned to one is retired)
  from_credit_source boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_by_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  picked_up_at timestamptz,
  picked_up_by uuid,
  CHECK ((type = 'ADJUST_BALANCE') = (amount IS NOT NULL)),
  CHECK ((type = 'REQUEST_REPORT') = (report_type IS NOT NULL))
);
CREATE INDEX pos_commands_pending_idx ON pos_commands (pos_id, seq) WHERE status = 'PENDING';
CREATE INDEX pos_commands_pos_idx ON pos_commands (pos_id, seq);
