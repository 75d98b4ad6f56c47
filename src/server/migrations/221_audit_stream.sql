-- The live feed of the audit trail: every committed entry gets a position in commit order (`seq`),
-- and a notification on the channel 'audit_log' tells every server process (LISTEN) that it is there.
--
-- Entry ids (bigserial) are handed out when a transaction inserts, not when it commits: two concurrent
-- changes may commit in the other order, so "every id above N" is no resumable cursor. The position is
-- taken by a deferred trigger, at commit time, under one transaction-level advisory lock: a transaction
-- holds that lock from taking its position until it has committed, so a reader that sees position N
-- also sees every position below it (or it never comes: that transaction rolled back). Consoles resume
-- their stream from the last position they saw (Last-Event-ID) and miss nothing.
--
-- The payload names the position and the entry's agent path, so a process whose consoles watch none of
-- that subtree need not read the entry; a path too long for a notification (8000 bytes) is left out
-- and the process reads the entry to decide.
CREATE TABLE audit_stream (
  seq bigserial PRIMARY KEY,
  entry_id bigint NOT NULL UNIQUE
);

CREATE TRIGGER audit_stream_no_update BEFORE UPDATE OR DELETE ON audit_stream
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_stream_no_truncate BEFORE TRUNCATE ON audit_stream
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

CREATE FUNCTION audit_log_publish() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stream_seq bigint;
BEGIN
  -- one key for the whole database: positions are taken one transaction at a time, at commit
  PERFORM pg_advisory_xact_lock(2147483021);
  INSERT INTO audit_stream (entry_id) VALUES (NEW.id) RETURNING seq INTO stream_seq;
  PERFORM pg_notify('audit_log', json_build_object(
    'seq', stream_seq,
    'path', CASE WHEN octet_length(NEW.agent_path) <= 7000 THEN NEW.agent_path END
  )::text);
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER audit_log_publish AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_log_publish();

-- the audit page filters by kind and by user within a subtree, newest first
CREATE INDEX audit_log_kind ON audit_log (kind, id);
CREATE INDEX audit_log_user_name ON audit_log (lower(user_name), id);
CREATE INDEX audit_log_object ON audit_log (object_type, object_id, id);
