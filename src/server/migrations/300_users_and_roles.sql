-- Console users as the users area manages them, and the roles (named claim sets) of the operator.
--
-- users: a display name, an active flag (an inactive user cannot sign in), the last sign-in, the last
-- change. User names are unique across the operator whatever their case ('Admin' and 'admin' are one
-- name), as the sign-in compares them.
ALTER TABLE users
  ADD COLUMN display_name text NOT NULL DEFAULT '',
  ADD COLUMN is_active boolean NOT NULL DEFAULT true,
  ADD COLUMN last_login_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

UPDATE users SET display_name = btrim(first_name || ' ' || last_name) WHERE display_name = '';
UPDATE users SET display_name = username WHERE display_name = '';

CREATE UNIQUE INDEX users_lower_username_idx ON users (lower(username) text_pattern_ops);
CREATE INDEX users_agent_lower_username_idx ON users (agent_id, lower(username));

-- roles: global to the operator; assigning a role to a user copies its claims into the user's claims
-- editor (a role is a starting point, not a link: changing a role later changes no user).
CREATE TABLE roles (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  claims jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_lower_name_idx ON roles (lower(name));
