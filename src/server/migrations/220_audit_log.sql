-- The audit trail: one append-only entry per change (money movements and changes of agents, users,
-- claims, roles, casinos, assignments, IP whitelists, cafes, players …), written in the same
-- transaction as the change, so a failed change writes none. The database refuses to update, delete
-- or truncate entries.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  user_id uuid,
  user_name text,
  user_agent_id uuid,
  kind text NOT NULL,
  agent_id uuid,
  -- the materialised path of agent_id ('/root/…/id/'): entries of a subtree are one prefix match
  agent_path text,
  object_type text NOT NULL,
  object_id text,
  before jsonb,
  after jsonb,
  request_id text,
  client_address text
);

CREATE INDEX audit_log_agent_path ON audit_log (agent_path text_pattern_ops, id);
CREATE INDEX audit_log_at ON audit_log (at);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: entries are never updated or deleted';
END;
$$;

CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
