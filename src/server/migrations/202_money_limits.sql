-- Every stored balance and amount is at most 9 999 999 999 999.99 (src/core/money.ts): 15 significant
-- digits, which a JSON number carries exactly. The routes refuse a larger value with a 400 first; these
-- checks are the database's own guard. NOT VALID: rows written before stay readable, new writes obey.
ALTER TABLE agents
  ADD CONSTRAINT agents_credit_amount_max CHECK (credit_amount <= 9999999999999.99) NOT VALID,
  ADD CONSTRAINT agents_blocked_amount_max CHECK (blocked_amount <= 9999999999999.99) NOT VALID;
ALTER TABLE pot_balances
  ADD CONSTRAINT pot_balances_amount_max CHECK (amount <= 9999999999999.99) NOT VALID;
ALTER TABLE players
  ADD CONSTRAINT players_balance_max CHECK (balance <= 9999999999999.99) NOT VALID;
ALTER TABLE credit_transfers
  ADD CONSTRAINT credit_transfers_amount_max CHECK (amount <= 9999999999999.99) NOT VALID;
ALTER TABLE pot_balance_log
  ADD CONSTRAINT pot_balance_log_amount_max CHECK (abs(amount) <= 9999999999999.99) NOT VALID;
