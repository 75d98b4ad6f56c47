-- Opening balances: money that was already in the balance columns before the ledger (a database of an
-- earlier version, or the demo seed's figures) enters the ledger as one 'opening' transaction, issued by
-- the zone's issuer (src/server/migrations/800_ledger.sql: the nearest credit source above the holder,
-- else the root of its tree) and passed down the agent tree along the path it would have taken: from
-- the issuer to each agent below it, from an agent to its cafes and standing terminals, from a cafe to
-- its terminals. Players' cash comes from their operator's 'payments' account, bonus money from its
-- 'promotions'; multicash pots from their zone's issuer.
--
-- ledger_open_balances(at) posts, in one go, the legs waiting in the temporary table ledger_legs (the
-- seed's history, pending cafe commands) and, before them, the openings that bring every account to its
-- balance column: opening = column − (what the waiting and the posted legs already bring it), never
-- below zero (a column below what its history gives ends at the history's figure).

-- Opens the accounts of every holder in the currency it keeps, and those of the issuers and operators.
CREATE FUNCTION ledger_ensure_accounts() RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_accounts (kind, holder_id, currency)
  SELECT kind, holder_id, currency FROM ledger_balance_columns
  UNION
  SELECT 'issuance', ledger_zone(a.path), c.currency
    FROM ledger_balance_columns c JOIN agents a ON a.id = c.agent_id
   WHERE c.kind IN ('agent-credit', 'cafe', 'terminal', 'pot') AND c.amount <> 0
  UNION
  SELECT k.kind, split_part(a.path, '/', 2)::uuid, p.currency
    FROM players p JOIN agents a ON a.id = p.agent_id
    CROSS JOIN (VALUES ('games'), ('payments'), ('promotions')) AS k(kind)
  ON CONFLICT (kind, holder_id, currency) DO NOTHING;
$$;

CREATE FUNCTION ledger_account_of(p_kind text, p_holder uuid, p_currency text) RETURNS bigint LANGUAGE sql AS $$
  WITH made AS (
    INSERT INTO ledger_accounts (kind, holder_id, currency) VALUES (p_kind, p_holder, p_currency)
    ON CONFLICT (kind, holder_id, currency) DO NOTHING RETURNING id
  )
  SELECT id FROM made
  UNION ALL
  SELECT id FROM ledger_accounts WHERE kind = p_kind AND holder_id = p_holder AND currency = p_currency
  LIMIT 1;
$$;

CREATE FUNCTION ledger_create_legs() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS ledger_legs (
    tx_key text NOT NULL,
    kind text NOT NULL,
    at timestamptz NOT NULL,
    pending boolean NOT NULL DEFAULT false,
    ref_type text,
    ref_id text,
    user_id uuid,
    debit bigint NOT NULL,
    credit bigint NOT NULL,
    amount numeric NOT NULL
  ) ON COMMIT DROP;
END;
$$;

CREATE FUNCTION ledger_open_balances(p_at timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_made integer;
BEGIN
  PERFORM ledger_create_legs();
  PERFORM ledger_ensure_accounts();
  -- what each account should hold when everything is posted: its column; an agent also what is on its
  -- way to its cafes (its column shows its credit without it)
  CREATE TEMP TABLE ledger_open_target ON COMMIT DROP AS
  WITH waiting AS (
    SELECT m.account, sum(m.amount) AS net FROM (
      SELECT credit AS account, amount FROM ledger_legs WHERE NOT pending
      UNION ALL SELECT debit, -amount FROM ledger_legs WHERE NOT pending) m
     GROUP BY m.account
  ), reserving AS (
    SELECT debit AS account, sum(amount) AS reserved FROM ledger_legs WHERE pending GROUP BY debit
  )
  SELECT x.id AS account_id, x.kind, x.holder_id, x.currency, c.agent_id, a.path AS agent_path,
         c.amount
         + CASE WHEN x.kind = 'agent-credit' THEN coalesce(r.reserved, 0) + x.debits_pending ELSE 0 END
         - x.balance - coalesce(w.net, 0) AS opening
    FROM ledger_balance_columns c
    JOIN ledger_accounts x ON x.kind = c.kind AND x.holder_id = c.holder_id AND x.currency = c.currency
    JOIN agents a ON a.id = c.agent_id
    LEFT JOIN waiting w ON w.account = x.id
    LEFT JOIN reserving r ON r.account = x.id;
  DELETE FROM ledger_open_target WHERE opening <= 0;
  ALTER TABLE ledger_open_target ADD COLUMN zone uuid, ADD COLUMN zone_depth int, ADD COLUMN pos_id uuid;
  UPDATE ledger_open_target o SET zone = ledger_zone(o.agent_path)
   WHERE o.kind IN ('agent-credit', 'cafe', 'terminal', 'pot');
  UPDATE ledger_open_target o SET zone_depth = z.depth FROM agents z WHERE z.id = o.zone;
  UPDATE ledger_open_target o SET pos_id = t.pos_id FROM terminals t WHERE o.kind = 'terminal' AND t.id = o.holder_id;

  CREATE TEMP TABLE ledger_open_moves (from_kind text, from_holder uuid, to_kind text, to_holder uuid,
    currency text, amount numeric) ON COMMIT DROP;
  -- players: from the operator's payments (cash) or promotions (bonus)
  INSERT INTO ledger_open_moves
  SELECT CASE o.kind WHEN 'player-cash' THEN 'payments' ELSE 'promotions' END, split_part(o.agent_path, '/', 2)::uuid,
         o.kind, o.holder_id, o.currency, o.opening
    FROM ledger_open_target o WHERE o.kind IN ('player-cash', 'player-bonus');
  -- pots: from the zone's issuer
  INSERT INTO ledger_open_moves
  SELECT 'issuance', o.zone, 'pot', o.holder_id, o.currency, o.opening FROM ledger_open_target o WHERE o.kind = 'pot';

  -- the credit circuit: each opening travels from the issuer down to the holder's agent, one leg per
  -- edge, while every agent on the way keeps the opening's currency; where one does not (an agent of
  -- another currency between), the issuer pays the holder's agent directly
  CREATE TEMP TABLE ledger_open_path ON COMMIT DROP AS
  SELECT o.account_id, o.currency, o.opening, o.zone, o.agent_id, step.id AS agent_on_path, step.n,
         ag.currency_id AS agent_currency, ag.parent_id
    FROM ledger_open_target o
    CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from o.agent_path), '/')::uuid[]) WITH ORDINALITY AS step(id, n)
    JOIN agents ag ON ag.id = step.id
   WHERE o.kind IN ('agent-credit', 'cafe', 'terminal') AND step.n > o.zone_depth + 1;
  CREATE TEMP TABLE ledger_open_direct ON COMMIT DROP AS
  SELECT DISTINCT account_id FROM ledger_open_path WHERE agent_currency <> currency;
  INSERT INTO ledger_open_moves
  SELECT CASE WHEN p.parent_id = p.zone THEN 'issuance' ELSE 'agent-credit' END, p.parent_id,
         'agent-credit', p.agent_on_path, p.currency, sum(p.opening)
    FROM ledger_open_path p
   WHERE p.account_id NOT IN (SELECT account_id FROM ledger_open_direct)
   GROUP BY p.parent_id, p.zone, p.agent_on_path, p.currency;
  -- the last step: from the holder's agent (or, directly, from the issuer) to the cafe or terminal
  INSERT INTO ledger_open_moves
  SELECT m.from_kind, m.from_holder, m.to_kind, m.to_holder, m.currency, sum(m.amount)
    FROM (
      SELECT CASE WHEN o.agent_id = o.zone OR o.account_id IN (SELECT account_id FROM ledger_open_direct)
                  THEN 'issuance' ELSE 'agent-credit' END AS from_kind,
             CASE WHEN o.agent_id = o.zone OR o.account_id IN (SELECT account_id FROM ledger_open_direct)
                  THEN o.zone ELSE o.agent_id END AS from_holder,
             CASE WHEN o.kind = 'terminal' AND o.pos_id IS NOT NULL THEN 'cafe' ELSE o.kind END AS to_kind,
             CASE WHEN o.kind = 'terminal' AND o.pos_id IS NOT NULL THEN o.pos_id ELSE o.holder_id END AS to_holder,
             o.currency, o.opening AS amount
        FROM ledger_open_target o
       WHERE o.kind IN ('cafe', 'terminal')
          OR (o.kind = 'agent-credit' AND (o.agent_id = o.zone OR o.account_id IN (SELECT account_id FROM ledger_open_direct)))
    ) m
   GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO ledger_open_moves
  SELECT 'cafe', o.pos_id, 'terminal', o.holder_id, o.currency, o.opening
    FROM ledger_open_target o WHERE o.kind = 'terminal' AND o.pos_id IS NOT NULL;

  INSERT INTO ledger_accounts (kind, holder_id, currency)
  SELECT from_kind, from_holder, currency FROM ledger_open_moves
  UNION SELECT to_kind, to_holder, currency FROM ledger_open_moves
  ON CONFLICT (kind, holder_id, currency) DO NOTHING;
  INSERT INTO ledger_legs (tx_key, kind, at, debit, credit, amount)
  SELECT 'opening', 'opening', p_at, f.id, t.id, m.amount
    FROM ledger_open_moves m
    JOIN ledger_accounts f ON f.kind = m.from_kind AND f.holder_id = m.from_holder AND f.currency = m.currency
    JOIN ledger_accounts t ON t.kind = m.to_kind AND t.holder_id = m.to_holder AND t.currency = m.currency;

  SELECT count(*)::int INTO v_made FROM ledger_legs;
  PERFORM ledger_post_legs();
  DROP TABLE ledger_open_target;
  DROP TABLE ledger_open_path;
  DROP TABLE ledger_open_direct;
  DROP TABLE ledger_open_moves;
  RETURN v_made;
END;
$$;

-- Posts what waits in ledger_legs: one transaction per tx_key (its first leg names its kind, time,
-- reference and user), the openings first, then the posted history in one statement, then the pending
-- transactions.
CREATE FUNCTION ledger_post_legs() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_role text := current_setting('session_replication_role');
BEGIN
  -- the rows below reference accounts and transactions made here, with their own currencies: where the
  -- role may, the per-row foreign-key checks are left out of the bulk load (the ledger's own triggers
  -- fire always)
  BEGIN
    PERFORM set_config('session_replication_role', 'replica', true);
  EXCEPTION WHEN insufficient_privilege THEN
    NULL;
  END;
  DELETE FROM ledger_legs WHERE amount = 0;
  UPDATE ledger_legs SET debit = credit, credit = debit, amount = -amount WHERE amount < 0;
  CREATE TEMP TABLE ledger_legs_tx ON COMMIT DROP AS
  SELECT k.tx_key, nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id, k.kind, k.at, k.pending,
         k.ref_type, k.ref_id, k.user_id
    FROM (SELECT DISTINCT ON (tx_key) tx_key, kind, at, pending, ref_type, ref_id, user_id
            FROM ledger_legs ORDER BY tx_key, at) k
   ORDER BY k.tx_key = 'opening' DESC, k.at, k.tx_key;
  INSERT INTO ledger_transactions (id, kind, pending, ref_type, ref_id, user_id, created_at)
  SELECT id, kind, pending, ref_type, ref_id, user_id, at FROM ledger_legs_tx ORDER BY id;
  -- openings, then the posted history, then the reservations: each statement leaves every account
  -- within its bounds
  INSERT INTO ledger_postings (transaction_id, leg, account_id, currency, amount)
  SELECT t.id, l.n, s.account, x.currency, s.amount
    FROM (SELECT ledger_legs.*, row_number() OVER (PARTITION BY tx_key ORDER BY debit, credit) AS n FROM ledger_legs) l
    JOIN ledger_legs_tx t ON t.tx_key = l.tx_key
    CROSS JOIN LATERAL (VALUES (l.debit, -l.amount), (l.credit, l.amount)) AS s(account, amount)
    JOIN ledger_accounts x ON x.id = s.account
   WHERE l.tx_key = 'opening';
  INSERT INTO ledger_postings (transaction_id, leg, account_id, currency, amount)
  SELECT t.id, l.n, s.account, x.currency, s.amount
    FROM (SELECT ledger_legs.*, row_number() OVER (PARTITION BY tx_key ORDER BY debit, credit) AS n FROM ledger_legs) l
    JOIN ledger_legs_tx t ON t.tx_key = l.tx_key
    CROSS JOIN LATERAL (VALUES (l.debit, -l.amount), (l.credit, l.amount)) AS s(account, amount)
    JOIN ledger_accounts x ON x.id = s.account
   WHERE l.tx_key <> 'opening' AND NOT l.pending
   ORDER BY t.id;
  INSERT INTO ledger_postings (transaction_id, leg, account_id, currency, amount)
  SELECT t.id, l.n, s.account, x.currency, s.amount
    FROM (SELECT ledger_legs.*, row_number() OVER (PARTITION BY tx_key ORDER BY debit, credit) AS n FROM ledger_legs) l
    JOIN ledger_legs_tx t ON t.tx_key = l.tx_key
    CROSS JOIN LATERAL (VALUES (l.debit, -l.amount), (l.credit, l.amount)) AS s(account, amount)
    JOIN ledger_accounts x ON x.id = s.account
   WHERE l.pending
   ORDER BY t.id;
  DROP TABLE ledger_legs_tx;
  DELETE FROM ledger_legs;
  PERFORM set_config('session_replication_role', v_role, true);
END;
$$;

-- The data of an earlier version: its pending cafe commands become pending transfers (money on its way
-- from an agent to its cafe, or reserved on a cafe's balance for its agent), then every balance enters
-- as an opening.
SELECT ledger_create_legs();
SELECT ledger_ensure_accounts();
INSERT INTO ledger_legs (tx_key, kind, at, pending, ref_type, ref_id, user_id, debit, credit, amount)
SELECT 'cafe-command:' || c.id, 'cafe.adjust-queued', c.created_at, true, 'pos-command', c.id::text, c.created_by,
       CASE WHEN c.amount > 0
            THEN CASE WHEN a.credit_source THEN ledger_account_of('issuance', a.id, p.currency_id)
                      ELSE ledger_account_of('agent-credit', a.id, p.currency_id) END
            ELSE ledger_account_of('cafe', p.id, p.currency_id) END,
       CASE WHEN c.amount > 0 THEN ledger_account_of('cafe', p.id, p.currency_id)
            ELSE CASE WHEN a.credit_source THEN ledger_account_of('issuance', a.id, p.currency_id)
                      ELSE ledger_account_of('agent-credit', a.id, p.currency_id) END END,
       abs(c.amount)
  FROM pos_commands c JOIN poses p ON p.id = c.pos_id JOIN agents a ON a.id = p.agent_id
 WHERE c.status = 'PENDING' AND c.type = 'ADJUST_BALANCE' AND (a.credit_source OR p.currency_id = a.currency_id);
SELECT ledger_open_balances(now());
