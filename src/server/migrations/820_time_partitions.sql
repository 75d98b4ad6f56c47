-- Game rounds and player sessions in monthly time partitions (declarative partitioning, on PostgreSQL
-- and on the embedded PGlite alike): game_rounds by bet_time, player_sessions by started_at, one
-- partition per calendar month in UTC (<table>_YYYY_MM) and a default partition for rows of a month
-- that has none yet. A report over a period reads only the months it touches, and old months can be
-- detached or dropped whole. report_ensure_partitions (below) creates the months a period needs; the
-- server calls it at start and every few hours for the months around now, the seeds for the months
-- they fill. Existing rows are copied into the partitioned tables here.
--
-- A unique key of a partitioned table must contain its partition column, so a bet id and a session id
-- are no longer unique in their tables alone. Each has a key table that is: game_round_keys (bet_id)
-- and player_session_keys (id), kept by triggers that fire in every session (also while the seeds
-- switch the foreign-key checks off), and the foreign keys that pointed at game_rounds (bet_id) and
-- player_sessions (id) point at them. player_session_keys also keeps the rule "at most one open session
-- per player". New code that refers to a round or a session refers to these key tables.

-- Creates the monthly partitions of `parent` (partitioned by range on a timestamptz) for every month
-- from `since` to `until` that has none. Rows of such a month already in the default partition move
-- into the new one. Concurrent callers (several server processes) take turns on an advisory lock.
CREATE FUNCTION report_ensure_partitions(parent text, since timestamptz, until timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  key_column text;
  month timestamptz;
  next_month timestamptz;
  part text;
  made integer := 0;
BEGIN
  IF since IS NULL OR until IS NULL OR since > until THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('report_ensure_partitions:' || parent));
  SELECT a.attname INTO key_column
    FROM pg_partitioned_table pt
    JOIN pg_attribute a ON a.attrelid = pt.partrelid AND a.attnum = pt.partattrs[0]
   WHERE pt.partrelid = parent::regclass;
  IF key_column IS NULL THEN
    RAISE EXCEPTION '% is not partitioned', parent;
  END IF;
  month := date_trunc('month', since AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  WHILE month <= until LOOP
    next_month := (date_trunc('month', month AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
    part := parent || '_' || to_char(month AT TIME ZONE 'UTC', 'YYYY_MM');
    IF to_regclass(part) IS NULL THEN
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', part, parent);
      EXECUTE format(
        'WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
        parent || '_default', key_column, month, key_column, next_month, part);
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
        parent, part, month, next_month);
      made := made + 1;
    END IF;
    month := next_month;
  END LOOP;
  RETURN made;
END;
$$;

-- The foreign keys of the two tables to other tables, to be made again on the partitioned ones.
CREATE TEMP TABLE partition_own_fks ON COMMIT DROP AS
SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
  FROM pg_constraint c
 WHERE c.contype = 'f' AND c.conrelid IN ('game_rounds'::regclass, 'player_sessions'::regclass);
-- The foreign keys of other tables that point at the two, to be pointed at the key tables (those of
-- the two tables themselves go with the old tables and are made again from the list above).
CREATE TEMP TABLE partition_refs ON COMMIT DROP AS
SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
  FROM pg_constraint c
 WHERE c.contype = 'f' AND c.confrelid IN ('game_rounds'::regclass, 'player_sessions'::regclass)
   AND c.conrelid NOT IN ('game_rounds'::regclass, 'player_sessions'::regclass);
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT tbl, name FROM partition_refs UNION ALL SELECT tbl, name FROM partition_own_fks LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.name);
  END LOOP;
END;
$$;

-- Sessions ---------------------------------------------------------------------------------------
ALTER TABLE player_sessions RENAME TO player_sessions_unpartitioned;
ALTER SEQUENCE player_sessions_id_seq OWNED BY NONE;
CREATE TABLE player_sessions (
  LIKE player_sessions_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED
) PARTITION BY RANGE (started_at);
CREATE TABLE player_sessions_default PARTITION OF player_sessions DEFAULT;
SELECT report_ensure_partitions('player_sessions', min(started_at), max(started_at))
  FROM player_sessions_unpartitioned;
INSERT INTO player_sessions SELECT * FROM player_sessions_unpartitioned;
DROP TABLE player_sessions_unpartitioned;
ALTER SEQUENCE player_sessions_id_seq OWNED BY player_sessions.id;
ALTER TABLE player_sessions ADD PRIMARY KEY (id, started_at);
CREATE INDEX player_sessions_player_idx ON player_sessions (player_id, started_at DESC);
CREATE INDEX player_sessions_agent_time_idx ON player_sessions (agent_id, started_at DESC, id);
CREATE INDEX player_sessions_time_idx ON player_sessions (started_at DESC, id);
CREATE INDEX player_sessions_casino_idx ON player_sessions (casino_id);
CREATE INDEX player_sessions_open_idx ON player_sessions (player_id) WHERE ended_at IS NULL;

CREATE TABLE player_session_keys (
  id bigint PRIMARY KEY,
  player_id uuid NOT NULL,
  started_at timestamptz NOT NULL,
  open boolean NOT NULL
);
CREATE UNIQUE INDEX player_session_keys_open_idx ON player_session_keys (player_id) WHERE open;
INSERT INTO player_session_keys (id, player_id, started_at, open)
SELECT id, player_id, started_at, ended_at IS NULL FROM player_sessions;

CREATE FUNCTION player_session_keys_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO player_session_keys (id, player_id, started_at, open)
  SELECT id, player_id, started_at, ended_at IS NULL FROM added_rows;
  RETURN NULL;
END;
$$;
CREATE FUNCTION player_session_keys_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM player_session_keys k USING removed_rows o WHERE k.id = o.id;
  RETURN NULL;
END;
$$;
CREATE FUNCTION player_session_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a changed id is a session removed and another added
  DELETE FROM player_session_keys k USING removed_rows o
   WHERE k.id = o.id AND NOT EXISTS (SELECT 1 FROM added_rows n WHERE n.id = o.id);
  INSERT INTO player_session_keys (id, player_id, started_at, open)
  SELECT id, player_id, started_at, ended_at IS NULL FROM added_rows
  ON CONFLICT (id) DO UPDATE SET player_id = excluded.player_id, started_at = excluded.started_at,
                                 open = excluded.open;
  RETURN NULL;
END;
$$;
CREATE TRIGGER player_session_keys_insert AFTER INSERT ON player_sessions
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION player_session_keys_added();
CREATE TRIGGER player_session_keys_delete AFTER DELETE ON player_sessions
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION player_session_keys_removed();
CREATE TRIGGER player_session_keys_update AFTER UPDATE ON player_sessions
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION player_session_keys_changed();
-- integrity, not a derived figure: also while a seed switches the ordinary triggers off
ALTER TABLE player_sessions ENABLE ALWAYS TRIGGER player_session_keys_insert;
ALTER TABLE player_sessions ENABLE ALWAYS TRIGGER player_session_keys_delete;
ALTER TABLE player_sessions ENABLE ALWAYS TRIGGER player_session_keys_update;

-- Rounds -----------------------------------------------------------------------------------------
ALTER TABLE game_rounds RENAME TO game_rounds_unpartitioned;
CREATE TABLE game_rounds (
  LIKE game_rounds_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED
) PARTITION BY RANGE (bet_time);
CREATE TABLE game_rounds_default PARTITION OF game_rounds DEFAULT;
SELECT report_ensure_partitions('game_rounds', min(bet_time), max(bet_time)) FROM game_rounds_unpartitioned;
INSERT INTO game_rounds SELECT * FROM game_rounds_unpartitioned;
DROP TABLE game_rounds_unpartitioned;
ALTER TABLE game_rounds ADD PRIMARY KEY (bet_id, bet_time);
-- the lists' orders: newest first, ties by bet id (the whole period; one agent's; one player's)
CREATE INDEX game_rounds_time_idx ON game_rounds (bet_time DESC, bet_id);
CREATE INDEX game_rounds_agent_time_idx ON game_rounds (agent_id, bet_time DESC, bet_id);
CREATE INDEX game_rounds_player_time_idx ON game_rounds (player_id, bet_time DESC, bet_id);
CREATE INDEX game_rounds_round_idx ON game_rounds (round_id);
CREATE INDEX game_rounds_session_idx ON game_rounds (session_id);
CREATE INDEX game_rounds_pending_idx ON game_rounds (agent_id, bet_time) WHERE status = 'pending';
CREATE INDEX game_rounds_pending_casino_idx ON game_rounds (casino_id) WHERE status = 'pending';

CREATE TABLE game_round_keys (
  bet_id bigint PRIMARY KEY,
  bet_time timestamptz NOT NULL
);
INSERT INTO game_round_keys (bet_id, bet_time) SELECT bet_id, bet_time FROM game_rounds;

CREATE FUNCTION game_round_keys_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO game_round_keys (bet_id, bet_time) SELECT bet_id, bet_time FROM added_rows;
  RETURN NULL;
END;
$$;
CREATE FUNCTION game_round_keys_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_round_keys k USING removed_rows o WHERE k.bet_id = o.bet_id;
  RETURN NULL;
END;
$$;
CREATE FUNCTION game_round_keys_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_round_keys k USING removed_rows o
   WHERE k.bet_id = o.bet_id AND NOT EXISTS (SELECT 1 FROM added_rows n WHERE n.bet_id = o.bet_id);
  INSERT INTO game_round_keys (bet_id, bet_time) SELECT bet_id, bet_time FROM added_rows
  ON CONFLICT (bet_id) DO UPDATE SET bet_time = excluded.bet_time;
  RETURN NULL;
END;
$$;
CREATE TRIGGER game_round_keys_insert AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION game_round_keys_added();
CREATE TRIGGER game_round_keys_delete AFTER DELETE ON game_rounds
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION game_round_keys_removed();
CREATE TRIGGER game_round_keys_update AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION game_round_keys_changed();
ALTER TABLE game_rounds ENABLE ALWAYS TRIGGER game_round_keys_insert;
ALTER TABLE game_rounds ENABLE ALWAYS TRIGGER game_round_keys_delete;
ALTER TABLE game_rounds ENABLE ALWAYS TRIGGER game_round_keys_update;

-- The foreign keys again: the tables' own, then those that pointed at a round or a session, now at
-- its key.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT * FROM partition_own_fks ORDER BY tbl, name LOOP
    IF r.definition ~ 'REFERENCES (public\.)?player_sessions\(id\)' THEN
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.name,
        regexp_replace(r.definition, 'REFERENCES (public\.)?player_sessions\(id\)', 'REFERENCES player_session_keys(id)'));
    ELSE
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.name, r.definition);
    END IF;
  END LOOP;
  FOR r IN SELECT * FROM partition_refs ORDER BY tbl, name LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.name,
      regexp_replace(regexp_replace(r.definition,
        'REFERENCES (public\.)?game_rounds\(bet_id\)', 'REFERENCES game_round_keys(bet_id)'),
        'REFERENCES (public\.)?player_sessions\(id\)', 'REFERENCES player_session_keys(id)'));
  END LOOP;
END;
$$;

ANALYZE game_rounds;
ANALYZE player_sessions;
