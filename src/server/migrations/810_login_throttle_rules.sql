-- The rules of the sign-in throttle (src/server/login-throttle.ts), in the database so that every server
-- process applies the same ones; an operator changes them here (they are read at every attempt).
--
-- rule 'pair':    failures of one user name from one client address;
-- rule 'address': failures of one client address, whatever the user names;
-- rule 'user':    failures of one user name from anywhere. This one never refuses on its own: past its
--                 allowance it only slows the addresses that have failed on that name (each waits
--                 base × 2^(its failures − 1), at most max, after its last failure), so a correct
--                 password from an address with no recent failures always gets in.
-- A 'pair' or 'address' key past its allowance is blocked for base × 2^(failures − free − 1), at most
-- max. Counts are forgotten once their last failure is forget_after_seconds old.
CREATE TABLE login_throttle_rules (
  rule text PRIMARY KEY CHECK (rule IN ('pair', 'address', 'user')),
  free_failures integer NOT NULL CHECK (free_failures >= 0),
  base_ms integer NOT NULL CHECK (base_ms > 0),
  max_ms integer NOT NULL CHECK (max_ms >= base_ms),
  forget_after_seconds integer NOT NULL CHECK (forget_after_seconds > 0)
);

INSERT INTO login_throttle_rules (rule, free_failures, base_ms, max_ms, forget_after_seconds) VALUES
  ('pair', 5, 1000, 900000, 900),
  ('address', 20, 1000, 900000, 900),
  ('user', 10, 1000, 30000, 900);

-- counts kept under the old keys ('user:' blocked a name outright) start again under the new rules
DELETE FROM login_throttle;
