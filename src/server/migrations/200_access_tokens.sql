-- Every access token the identity service issues, by its id (the JWT `jti`). A request is served
-- only while its token is here, not revoked and not expired, so sign-out, a password change or a
-- claims change ends tokens at once in every server process sharing this database.
CREATE TABLE access_tokens (
  jti uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_user_idx ON access_tokens (user_id);
