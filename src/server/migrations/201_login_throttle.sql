-- Failed sign-in attempts per key: 'user:<lower-case user name>' and 'ip:<client address>'.
-- Shared by every server process; a key is blocked until blocked_until, and its count is
-- forgotten once the last failure is old enough.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL DEFAULT now(),
  blocked_until timestamptz
);
CREATE INDEX login_throttle_last_failure_idx ON login_throttle (last_failure_at);
