-- A credit transfer names the currency it moved, as the ledger recorded it: the report no longer
-- guesses it from the agents' currencies of today (an agent's currency may change once it is empty).
-- Rows written before: the currency of the side that is not a credit source (credit sources issue in
-- the receiver's). A row written without one gets it the same way.
ALTER TABLE credit_transfers ADD COLUMN currency text REFERENCES currencies (id);

CREATE FUNCTION credit_transfers_currency() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.currency IS NULL THEN
    SELECT CASE WHEN fa.credit_source THEN ta.currency_id ELSE fa.currency_id END INTO NEW.currency
      FROM agents fa, agents ta WHERE fa.id = NEW.from_agent_id AND ta.id = NEW.to_agent_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER credit_transfers_currency BEFORE INSERT ON credit_transfers
  FOR EACH ROW EXECUTE FUNCTION credit_transfers_currency();

UPDATE credit_transfers t SET currency = CASE WHEN fa.credit_source THEN ta.currency_id ELSE fa.currency_id END
  FROM agents fa, agents ta WHERE fa.id = t.from_agent_id AND ta.id = t.to_agent_id;
ALTER TABLE credit_transfers ALTER COLUMN currency SET NOT NULL;
-- bulk inserts that switch triggers off (session_replication_role = replica) still get the currency
ALTER TABLE credit_transfers ENABLE ALWAYS TRIGGER credit_transfers_currency;
