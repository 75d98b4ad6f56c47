-- The money ledger: double entry under every balance (docs/ledger.md tells the whole model).
--
-- - ledger_accounts: one account per holder, kind and currency: an agent's credit ('agent-credit'), a
--   credit source's issuance ('issuance', the account value enters and leaves through), a cafe's balance
--   ('cafe'), a terminal's ('terminal'), a multicash pot's ('pot'), a player's cash and bonus
--   ('player-cash', 'player-bonus'), and the accounts of an operator (the root agent of a tree) that
--   players' money comes from and goes to: 'games' (bets and payouts), 'payments' (deposits and
--   withdrawals), 'promotions' (bonuses). An account's currency never changes once it has postings:
--   postings name the currency and a foreign key ties it to the account's.
-- - ledger_transactions: one per movement; ledger_postings: its signed amounts, per account. The
--   postings of a transaction sum to zero in every currency: the database refuses a statement that
--   leaves one unbalanced. Postings and transactions are never updated or deleted (only a pending
--   transaction's resolution is set, once).
-- - Two-phase transfers (money in transit: a cafe's pending adjust-balance commands): a pending
--   transaction reserves its amounts (debits_pending, credits_pending) without moving the posted
--   balances; it is resolved once, by a transaction that posts the same postings, or voided.
-- - Every balance column (agents.credit_amount, poses.balance, terminals.balance, pot_balances.amount,
--   players.balance and bonus_balance) is the cached sum of its account, written by the triggers below
--   in the statement that posts; any other write of those columns is refused. An agent's credit is its
--   posted balance less what is on its way to its cafes (debits_pending); the others are posted balances.
-- Refusals raise SQLSTATE class 'LD' (the server answers them 409).

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('agent-credit', 'issuance', 'cafe', 'terminal', 'pot', 'player-cash',
    'player-bonus', 'games', 'payments', 'promotions')),
  holder_id uuid NOT NULL,
  currency text NOT NULL REFERENCES currencies (id),
  -- the sum of the postings of posted transactions
  balance numeric NOT NULL DEFAULT 0,
  -- what pending transactions take from it and bring to it
  debits_pending numeric NOT NULL DEFAULT 0 CHECK (debits_pending >= 0),
  credits_pending numeric NOT NULL DEFAULT 0 CHECK (credits_pending >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, holder_id, currency),
  UNIQUE (id, currency),
  -- a holder's account is never overdrawn, counting what is reserved; issuance and operator accounts
  -- run below zero by what they issued or paid out
  CONSTRAINT ledger_accounts_not_overdrawn
    CHECK (kind IN ('issuance', 'games', 'payments', 'promotions') OR balance - debits_pending >= 0),
  -- an issuer never takes back more than it issued
  CONSTRAINT ledger_accounts_issued_only CHECK (kind <> 'issuance' OR balance + credits_pending <= 0)
);
CREATE INDEX ledger_accounts_holder_idx ON ledger_accounts (holder_id);

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  -- what happened: 'credit.added', 'cafe.adjust-queued', 'cafe.picked-up', 'opening', …
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 60),
  -- a reservation (two-phase transfer), resolved once by a later transaction
  pending boolean NOT NULL DEFAULT false,
  resolution text CHECK (resolution IN ('posted', 'voided')),
  resolved_by bigint REFERENCES ledger_transactions (id),
  -- the pending transaction this one posts or voids
  pending_id bigint REFERENCES ledger_transactions (id),
  -- the business record it belongs to (a credit transfer, a cafe command, a balance adjustment …)
  ref_type text,
  ref_id text,
  user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (pending OR resolution IS NULL),
  CHECK ((resolution IS NULL) = (resolved_by IS NULL))
);
CREATE INDEX ledger_transactions_ref_idx ON ledger_transactions (ref_type, ref_id);
CREATE INDEX ledger_transactions_open_idx ON ledger_transactions (id) WHERE pending AND resolution IS NULL;
CREATE UNIQUE INDEX ledger_transactions_pending_once_idx ON ledger_transactions (pending_id)
  WHERE pending_id IS NOT NULL;

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  -- the postings of one leg move money from one account to another
  leg smallint NOT NULL,
  account_id bigint NOT NULL,
  currency text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0 AND abs(amount) <= 9999999999999.99),
  FOREIGN KEY (account_id, currency) REFERENCES ledger_accounts (id, currency)
);
CREATE INDEX ledger_postings_transaction_idx ON ledger_postings (transaction_id);

CREATE FUNCTION ledger_refuse(message text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'LD001', MESSAGE = message;
END;
$$;

-- The zone of an agent (its path): the nearest credit source at or above it, else the root of its tree.
-- Money a credit source issued stays in its zone.
CREATE FUNCTION ledger_zone(p_path text) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT z.id FROM agents z
      WHERE z.id = ANY (string_to_array(trim(both '/' from p_path), '/')::uuid[]) AND z.credit_source
      ORDER BY z.depth DESC LIMIT 1),
    split_part(p_path, '/', 2)::uuid)
$$;

-- Every balance column with its holder, currency and agent: what the ledger caches.
CREATE VIEW ledger_balance_columns AS
  SELECT 'agent-credit'::text AS kind, a.id AS holder_id, a.currency_id AS currency, a.id AS agent_id,
         a.credit_amount AS amount
    FROM agents a
  UNION ALL SELECT 'cafe', p.id, p.currency_id, p.agent_id, p.balance FROM poses p
  UNION ALL SELECT 'terminal', t.id, t.currency_id, t.agent_id, t.balance FROM terminals t
  UNION ALL SELECT 'pot', b.balance_iid, b.currency, b.agent_id, b.amount FROM pot_balances b
  UNION ALL SELECT 'player-cash', p.id, p.currency, p.agent_id, p.balance FROM players p
  UNION ALL SELECT 'player-bonus', p.id, p.currency, p.agent_id, p.bonus_balance FROM players p;

-- The currency a holder keeps now (null: no such holder).
CREATE FUNCTION ledger_holder_currency(p_kind text, p_holder uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE p_kind
    WHEN 'agent-credit' THEN (SELECT currency_id FROM agents WHERE id = p_holder)
    WHEN 'cafe' THEN (SELECT currency_id FROM poses WHERE id = p_holder)
    WHEN 'terminal' THEN (SELECT currency_id FROM terminals WHERE id = p_holder)
    WHEN 'pot' THEN (SELECT currency FROM pot_balances WHERE balance_iid = p_holder)
    WHEN 'player-cash' THEN (SELECT currency FROM players WHERE id = p_holder)
    WHEN 'player-bonus' THEN (SELECT currency FROM players WHERE id = p_holder)
  END
$$;

-- Writes the cached balance columns of the accounts `ids` (inside the posting statement).
CREATE FUNCTION ledger_sync_columns(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('ledger.sync', 'on', true);
  UPDATE agents h SET credit_amount = x.balance - x.debits_pending
    FROM ledger_accounts x
   WHERE x.id = ANY (ids) AND x.kind = 'agent-credit' AND h.id = x.holder_id AND h.currency_id = x.currency
     AND h.credit_amount IS DISTINCT FROM x.balance - x.debits_pending;
  UPDATE poses h SET balance = x.balance
    FROM ledger_accounts x
   WHERE x.id = ANY (ids) AND x.kind = 'cafe' AND h.id = x.holder_id AND h.currency_id = x.currency
     AND h.balance IS DISTINCT FROM x.balance;
  UPDATE terminals h SET balance = x.balance
    FROM ledger_accounts x
   WHERE x.id = ANY (ids) AND x.kind = 'terminal' AND h.id = x.holder_id AND h.currency_id = x.currency
     AND h.balance IS DISTINCT FROM x.balance;
  UPDATE pot_balances h SET amount = x.balance
    FROM ledger_accounts x
   WHERE x.id = ANY (ids) AND x.kind = 'pot' AND h.balance_iid = x.holder_id AND h.currency = x.currency
     AND h.amount IS DISTINCT FROM x.balance;
  UPDATE players h SET balance = x.balance
    FROM ledger_accounts x
   WHERE x.id = ANY (ids) AND x.kind = 'player-cash' AND h.id = x.holder_id AND h.currency = x.currency
     AND h.balance IS DISTINCT FROM x.balance;
  UPDATE players h SET bonus_balance = x.balance
    FROM ledger_accounts x
   WHERE x.id = ANY (ids) AND x.kind = 'player-bonus' AND h.id = x.holder_id AND h.currency = x.currency
     AND h.bonus_balance IS DISTINCT FROM x.balance;
  PERFORM set_config('ledger.sync', 'off', true);
END;
$$;

-- After each INSERT of postings: every transaction it touched balances per currency, a holder's
-- account is in its holder's currency (money never reaches an account its holder no longer keeps),
-- issuance accounts move only for credit sources; then the accounts and the cached columns change.
CREATE FUNCTION ledger_postings_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT p.transaction_id, p.currency, sum(p.amount) AS total INTO bad
    FROM ledger_postings p
   WHERE p.transaction_id IN (SELECT DISTINCT transaction_id FROM added)
   GROUP BY p.transaction_id, p.currency
  HAVING sum(p.amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    PERFORM ledger_refuse(format('ledger transaction %s does not balance in %s (off by %s)',
      bad.transaction_id, bad.currency, bad.total));
  END IF;
  SELECT t.id INTO bad FROM ledger_transactions t
   WHERE t.id IN (SELECT DISTINCT transaction_id FROM added) AND t.resolution IS NOT NULL LIMIT 1;
  IF FOUND THEN
    PERFORM ledger_refuse(format('ledger transaction %s is resolved: it takes no more postings', bad.id));
  END IF;
  SELECT x.kind, x.holder_id, x.currency, ledger_holder_currency(x.kind, x.holder_id) AS holder_currency INTO bad
    FROM ledger_accounts x
   WHERE x.id IN (SELECT DISTINCT account_id FROM added)
     AND x.kind NOT IN ('issuance', 'games', 'payments', 'promotions')
     AND ledger_holder_currency(x.kind, x.holder_id) IS DISTINCT FROM x.currency
   LIMIT 1;
  IF FOUND THEN
    PERFORM ledger_refuse(format('the %s account of %s is in %s, but its holder keeps %s', bad.kind,
      bad.holder_id, bad.currency, coalesce(bad.holder_currency, 'nothing (it was removed)')));
  END IF;
  SELECT x.holder_id INTO bad
    FROM added a
    JOIN ledger_accounts x ON x.id = a.account_id AND x.kind = 'issuance'
    JOIN ledger_transactions t ON t.id = a.transaction_id
    LEFT JOIN agents g ON g.id = x.holder_id
   WHERE NOT coalesce(g.credit_source, false) AND t.kind NOT IN ('opening', 'issuer.changed')
   LIMIT 1;
  IF FOUND THEN
    PERFORM ledger_refuse(format('agent %s is not a credit source: it issues nothing', bad.holder_id));
  END IF;

  WITH moved AS (
    SELECT a.account_id,
           coalesce(sum(a.amount) FILTER (WHERE NOT t.pending), 0) AS posted,
           coalesce(sum(-a.amount) FILTER (WHERE t.pending AND a.amount < 0), 0) AS reserved,
           coalesce(sum(a.amount) FILTER (WHERE t.pending AND a.amount > 0), 0) AS incoming
      FROM added a JOIN ledger_transactions t ON t.id = a.transaction_id
     GROUP BY a.account_id
  )
  UPDATE ledger_accounts x
     SET balance = x.balance + m.posted, debits_pending = x.debits_pending + m.reserved,
         credits_pending = x.credits_pending + m.incoming
    FROM moved m WHERE x.id = m.account_id;
  PERFORM ledger_sync_columns(ARRAY(SELECT DISTINCT account_id FROM added));
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_apply();

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_refuse('the ledger is append-only: postings are never changed or removed');
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_postings_no_change BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_delete BEFORE DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- A transaction changes only by the resolution of a pending one (once): its reservation ends.
CREATE FUNCTION ledger_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.kind <> OLD.kind OR NEW.pending <> OLD.pending
     OR NEW.pending_id IS DISTINCT FROM OLD.pending_id OR NEW.ref_type IS DISTINCT FROM OLD.ref_type
     OR NEW.ref_id IS DISTINCT FROM OLD.ref_id OR NEW.user_id IS DISTINCT FROM OLD.user_id
     OR NEW.created_at <> OLD.created_at THEN
    PERFORM ledger_refuse('the ledger is append-only: only a pending transaction''s resolution is set');
  END IF;
  IF OLD.resolution IS NOT NULL THEN
    PERFORM ledger_refuse(format('pending transaction %s is already %s', OLD.id, OLD.resolution));
  END IF;
  IF NOT OLD.pending THEN
    PERFORM ledger_refuse(format('transaction %s is not pending', OLD.id));
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_transactions_guard BEFORE UPDATE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transactions_guard();

CREATE FUNCTION ledger_transactions_resolved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT p.account_id,
           coalesce(sum(-p.amount) FILTER (WHERE p.amount < 0), 0) AS reserved,
           coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0) AS incoming
      FROM ledger_postings p WHERE p.transaction_id = NEW.id GROUP BY p.account_id
  )
  UPDATE ledger_accounts x
     SET debits_pending = x.debits_pending - m.reserved, credits_pending = x.credits_pending - m.incoming
    FROM moved m WHERE x.id = m.account_id;
  PERFORM ledger_sync_columns(ARRAY(SELECT DISTINCT account_id FROM ledger_postings WHERE transaction_id = NEW.id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_transactions_resolved AFTER UPDATE OF resolution ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transactions_resolved();

-- Moves money: `legs` is a JSON array of {"from": [kind, holder, currency], "to": [kind, holder,
-- currency], "amount": "12.50"}; the accounts are opened when missing. A pending transfer reserves;
-- answers the transaction's id.
CREATE FUNCTION ledger_transfer(p_kind text, p_legs json, p_pending boolean, p_ref_type text, p_ref_id text,
  p_user uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM json_array_elements(p_legs) l WHERE (l ->> 'amount')::numeric <= 0) THEN
    PERFORM ledger_refuse('a leg moves a positive amount');
  END IF;
  INSERT INTO ledger_accounts (kind, holder_id, currency)
  SELECT DISTINCT (l -> s.side) ->> 0, ((l -> s.side) ->> 1)::uuid, (l -> s.side) ->> 2
    FROM json_array_elements(p_legs) l CROSS JOIN (VALUES ('from'), ('to')) AS s(side)
  ON CONFLICT (kind, holder_id, currency) DO NOTHING;
  INSERT INTO ledger_transactions (kind, pending, ref_type, ref_id, user_id)
  VALUES (p_kind, p_pending, p_ref_type, p_ref_id, p_user) RETURNING id INTO v_id;
  INSERT INTO ledger_postings (transaction_id, leg, account_id, currency, amount)
  SELECT v_id, l.n, x.id, x.currency,
         CASE s.side WHEN 'from' THEN -((l.leg ->> 'amount')::numeric) ELSE (l.leg ->> 'amount')::numeric END
    FROM json_array_elements(p_legs) WITH ORDINALITY AS l(leg, n)
    CROSS JOIN (VALUES ('from'), ('to')) AS s(side)
    JOIN ledger_accounts x ON x.kind = (l.leg -> s.side) ->> 0 AND x.holder_id = ((l.leg -> s.side) ->> 1)::uuid
                          AND x.currency = (l.leg -> s.side) ->> 2
   ORDER BY l.n, s.side DESC;
  RETURN v_id;
END;
$$;

-- Resolves the pending transaction `p_pending`: 'posted' moves its reserved amounts for good (a new
-- transaction with the same postings), 'voided' releases them (a new transaction without postings).
CREATE FUNCTION ledger_resolve(p_pending bigint, p_resolution text, p_kind text, p_ref_type text, p_ref_id text,
  p_user uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO ledger_transactions (kind, pending_id, ref_type, ref_id, user_id)
  VALUES (p_kind, p_pending, p_ref_type, p_ref_id, p_user) RETURNING id INTO v_id;
  UPDATE ledger_transactions SET resolution = p_resolution, resolved_by = v_id WHERE id = p_pending;
  IF NOT FOUND THEN
    PERFORM ledger_refuse(format('no pending transaction %s', p_pending));
  END IF;
  IF p_resolution = 'posted' THEN
    INSERT INTO ledger_postings (transaction_id, leg, account_id, currency, amount)
    SELECT v_id, leg, account_id, currency, amount FROM ledger_postings WHERE transaction_id = p_pending ORDER BY id;
  END IF;
  RETURN v_id;
END;
$$;

-- The cached columns change only through the ledger; a holder's currency changes only while its
-- accounts in the currency it leaves hold nothing and have nothing pending (its column is then zero).
CREATE FUNCTION ledger_guard_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := TG_ARGV[0];
  v_amount text := TG_ARGV[1];
  v_currency text := TG_ARGV[2];
  v_holder text := TG_ARGV[3];
  v_new jsonb := to_jsonb(NEW);
  v_old jsonb;
  v_busy record;
BEGIN
  IF coalesce(current_setting('ledger.sync', true), '') = 'on'
     OR coalesce(current_setting('ledger.seeding', true), '') = 'on' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF (v_new ->> v_amount)::numeric <> 0 THEN
      PERFORM ledger_refuse(format('%s.%s starts at zero: money reaches it through the ledger', TG_TABLE_NAME, v_amount));
    END IF;
    RETURN NEW;
  END IF;
  v_old := to_jsonb(OLD);
  IF (v_new ->> v_amount)::numeric IS DISTINCT FROM (v_old ->> v_amount)::numeric THEN
    PERFORM ledger_refuse(format('%s.%s changes only through the ledger', TG_TABLE_NAME, v_amount));
  END IF;
  IF v_new ->> v_currency IS DISTINCT FROM v_old ->> v_currency THEN
    SELECT x.balance, x.debits_pending, x.credits_pending INTO v_busy
      FROM ledger_accounts x
     WHERE x.holder_id = (v_old ->> v_holder)::uuid AND x.currency = v_old ->> v_currency
       AND x.kind = ANY (string_to_array(v_kind, ','))
       AND (x.balance <> 0 OR x.debits_pending <> 0 OR x.credits_pending <> 0)
     LIMIT 1;
    IF FOUND OR (v_old ->> v_amount)::numeric <> 0 THEN
      PERFORM ledger_refuse(format('%s %s still holds %s: its currency cannot change', TG_TABLE_NAME,
        v_old ->> v_holder, v_old ->> v_currency));
    END IF;
    SELECT x.balance INTO v_busy FROM ledger_accounts x
     WHERE x.holder_id = (v_old ->> v_holder)::uuid AND x.currency = v_new ->> v_currency
       AND x.kind = ANY (string_to_array(v_kind, ','))
       AND (x.balance <> 0 OR x.debits_pending <> 0 OR x.credits_pending <> 0)
     LIMIT 1;
    IF FOUND THEN
      PERFORM ledger_refuse(format('%s %s holds money in %s from before', TG_TABLE_NAME, v_old ->> v_holder,
        v_new ->> v_currency));
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER agents_ledger_guard BEFORE INSERT OR UPDATE OF credit_amount, currency_id ON agents
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_columns('agent-credit', 'credit_amount', 'currency_id', 'id');
CREATE TRIGGER poses_ledger_guard BEFORE INSERT OR UPDATE OF balance, currency_id ON poses
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_columns('cafe', 'balance', 'currency_id', 'id');
CREATE TRIGGER terminals_ledger_guard BEFORE INSERT OR UPDATE OF balance, currency_id ON terminals
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_columns('terminal', 'balance', 'currency_id', 'id');
CREATE TRIGGER pot_balances_ledger_guard BEFORE INSERT OR UPDATE OF amount, currency ON pot_balances
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_columns('pot', 'amount', 'currency', 'balance_iid');
CREATE TRIGGER players_ledger_guard BEFORE INSERT OR UPDATE OF balance, currency ON players
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_columns('player-cash,player-bonus', 'balance', 'currency', 'id');
CREATE TRIGGER players_bonus_ledger_guard BEFORE INSERT OR UPDATE OF bonus_balance ON players
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_columns('player-bonus', 'bonus_balance', 'currency', 'id');

-- The ledger's triggers fire even in sessions that switch triggers off for bulk loads
-- (session_replication_role = replica): no statement writes postings or balances around them.
ALTER TABLE ledger_postings ENABLE ALWAYS TRIGGER ledger_postings_apply;
ALTER TABLE ledger_postings ENABLE ALWAYS TRIGGER ledger_postings_no_change;
ALTER TABLE ledger_postings ENABLE ALWAYS TRIGGER ledger_postings_no_truncate;
ALTER TABLE ledger_transactions ENABLE ALWAYS TRIGGER ledger_transactions_no_delete;
ALTER TABLE ledger_transactions ENABLE ALWAYS TRIGGER ledger_transactions_no_truncate;
ALTER TABLE ledger_transactions ENABLE ALWAYS TRIGGER ledger_transactions_guard;
ALTER TABLE ledger_transactions ENABLE ALWAYS TRIGGER ledger_transactions_resolved;
ALTER TABLE agents ENABLE ALWAYS TRIGGER agents_ledger_guard;
ALTER TABLE poses ENABLE ALWAYS TRIGGER poses_ledger_guard;
ALTER TABLE terminals ENABLE ALWAYS TRIGGER terminals_ledger_guard;
ALTER TABLE pot_balances ENABLE ALWAYS TRIGGER pot_balances_ledger_guard;
ALTER TABLE players ENABLE ALWAYS TRIGGER players_ledger_guard;
ALTER TABLE players ENABLE ALWAYS TRIGGER players_bonus_ledger_guard;
