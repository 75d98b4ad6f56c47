-- Terminals: the gaming machines of an agent, standing in one of its cafes or on their own. A terminal
-- holds a balance, moved to and from its cafe (or its agent) by terminal transactions.
CREATE TABLE terminals (
  id uuid PRIMARY KEY,
  agent_id uuid NOT NULL REFERENCES agents (id),
  pos_id uuid REFERENCES poses (id) ON DELETE SET NULL,
  name text NOT NULL,
  status text NOT NULL DEFAULT 'ONLINE' CHECK (status IN ('ONLINE', 'OFFLINE', 'DISABLED')),
  currency_id text NOT NULL REFERENCES currencies (id),
  balance numeric(18, 2) NOT NULL DEFAULT 0
    CHECK (balance >= 0 AND balance <= 9999999999999.99),
  last_transaction_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX terminals_agent_idx ON terminals (agent_id);
CREATE INDEX terminals_pos_idx ON terminals (pos_id);

CREATE TABLE terminal_transactions (
  id bigserial PRIMARY KEY,
  terminal_id uuid NOT NULL REFERENCES terminals (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('Deposit', 'Withdrawal')),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0 AND amount <= 9999999999999.99),
  -- where the money came from or went to: the terminal's cafe, else its agent
  pos_id uuid,
  agent_id uuid NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX terminal_transactions_terminal_idx ON terminal_transactions (terminal_id, id);
