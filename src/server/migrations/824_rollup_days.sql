-- Day rows beside two rollups kept per UTC hour only, for the reports whose totals and number of rows
-- would otherwise read every hour row of a period (src/server/reports/rollup-reports.ts):
--
-- - rollup_cafe_days: the cafes' figures (rollup_cafes) per UTC day. `hours`: bit h set when the
--   cafe's hour h of the day (UTC) had a deposit, a withdrawal or a settled round in the currency. A day
--   of an agent's time zone a whole number of hours off UTC is the last hours of one UTC day and the
--   first ones of the next: which rows the cafe summary lists (a cafe, a local day and a currency with
--   something in it) is known from the bits on each side of the local midnight, without the hours.
-- - rollup_activity_days: game activity's figures (rollup_activity) per UTC day, with `rows`, how many
--   hour rows (rows of the report) the day has.
--
-- Both are kept from their hour rows by triggers on those rows (so by every writer: the facts'
-- triggers, a player's change of cafe, a hub being filled), in the same transaction;
-- report_rollups_rebuild() computes them from the hour rows once at its end.
CREATE TABLE rollup_cafe_days (
  pos_id uuid NOT NULL,
  day date NOT NULL,
  currency text NOT NULL,
  hours integer NOT NULL DEFAULT 0,
  moves bigint NOT NULL DEFAULT 0,
  deposits numeric NOT NULL DEFAULT 0,
  withdrawals numeric NOT NULL DEFAULT 0,
  rounds bigint NOT NULL DEFAULT 0,
  bets numeric NOT NULL DEFAULT 0,
  wins numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (pos_id, day, currency)
);
CREATE INDEX rollup_cafe_days_day_idx ON rollup_cafe_days (day);

-- The bit of a bucket's UTC hour within its day.
CREATE FUNCTION report_hour_bit(bucket timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 1 << extract(hour FROM bucket AT TIME ZONE 'UTC')::int $$;

CREATE FUNCTION rollup_cafe_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('casino.rollup_days', true) = 'later' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE rollup_cafe_days d
       SET hours = d.hours & ~report_hour_bit(OLD.bucket), moves = d.moves - OLD.moves,
           deposits = d.deposits - OLD.deposits, withdrawals = d.withdrawals - OLD.withdrawals,
           rounds = d.rounds - OLD.rounds, bets = d.bets - OLD.bets, wins = d.wins - OLD.wins
     WHERE d.pos_id = OLD.pos_id AND d.day = (OLD.bucket AT TIME ZONE 'UTC')::date AND d.currency = OLD.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rollup_cafe_days AS d (pos_id, day, currency, hours, moves, deposits, withdrawals, rounds, bets, wins)
    VALUES (NEW.pos_id, (NEW.bucket AT TIME ZONE 'UTC')::date, NEW.currency,
            CASE WHEN NEW.moves > 0 OR NEW.rounds > 0 THEN report_hour_bit(NEW.bucket) ELSE 0 END,
            NEW.moves, NEW.deposits, NEW.withdrawals, NEW.rounds, NEW.bets, NEW.wins)
    ON CONFLICT (pos_id, day, currency) DO UPDATE
       SET hours = d.hours | excluded.hours, moves = d.moves + excluded.moves,
           deposits = d.deposits + excluded.deposits, withdrawals = d.withdrawals + excluded.withdrawals,
           rounds = d.rounds + excluded.rounds, bets = d.bets + excluded.bets, wins = d.wins + excluded.wins;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- a day whose hours hold nothing any more goes
    DELETE FROM rollup_cafe_days d
     WHERE d.pos_id = OLD.pos_id AND d.day = (OLD.bucket AT TIME ZONE 'UTC')::date AND d.currency = OLD.currency
       AND d.hours = 0 AND d.moves = 0 AND d.rounds = 0;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER rollup_cafe_days_follow AFTER INSERT OR UPDATE OR DELETE ON rollup_cafes
  FOR EACH ROW EXECUTE FUNCTION rollup_cafe_days_follow();

CREATE FUNCTION rollup_cafe_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE rollup_cafe_days;
  RETURN NULL;
END;
$$;
CREATE TRIGGER rollup_cafe_days_truncate AFTER TRUNCATE ON rollup_cafes
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_cafe_days_truncate();

CREATE TABLE rollup_activity_days (
  agent_id uuid NOT NULL,
  subtree boolean NOT NULL,
  day date NOT NULL,
  currency text NOT NULL,
  external_game_id integer NOT NULL,
  channel smallint,
  technology smallint,
  rows bigint NOT NULL DEFAULT 0,
  rounds bigint NOT NULL DEFAULT 0,
  bets numeric NOT NULL DEFAULT 0,
  wins numeric NOT NULL DEFAULT 0,
  UNIQUE NULLS NOT DISTINCT (agent_id, subtree, day, currency, external_game_id, channel, technology)
);

CREATE FUNCTION rollup_activity_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('casino.rollup_days', true) = 'later' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE rollup_activity_days d
       SET rows = d.rows - 1, rounds = d.rounds - OLD.rounds, bets = d.bets - OLD.bets, wins = d.wins - OLD.wins
     WHERE d.agent_id = OLD.agent_id AND d.subtree = OLD.subtree AND d.day = (OLD.bucket AT TIME ZONE 'UTC')::date
       AND d.currency = OLD.currency AND d.external_game_id = OLD.external_game_id
       AND d.channel IS NOT DISTINCT FROM OLD.channel AND d.technology IS NOT DISTINCT FROM OLD.technology;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO rollup_activity_days AS d (agent_id, subtree, day, currency, external_game_id, channel, technology,
                                           rows, rounds, bets, wins)
    VALUES (NEW.agent_id, NEW.subtree, (NEW.bucket AT TIME ZONE 'UTC')::date, NEW.currency, NEW.external_game_id,
            NEW.channel, NEW.technology, 1, NEW.rounds, NEW.bets, NEW.wins)
    ON CONFLICT (agent_id, subtree, day, currency, external_game_id, channel, technology) DO UPDATE
       SET rows = d.rows + 1, rounds = d.rounds + excluded.rounds, bets = d.bets + excluded.bets,
           wins = d.wins + excluded.wins;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM rollup_activity_days d
     WHERE d.agent_id = OLD.agent_id AND d.subtree = OLD.subtree AND d.day = (OLD.bucket AT TIME ZONE 'UTC')::date
       AND d.currency = OLD.currency AND d.external_game_id = OLD.external_game_id
       AND d.channel IS NOT DISTINCT FROM OLD.channel AND d.technology IS NOT DISTINCT FROM OLD.technology
       AND d.rows = 0;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER rollup_activity_days_follow AFTER INSERT OR UPDATE OR DELETE ON rollup_activity
  FOR EACH ROW EXECUTE FUNCTION rollup_activity_days_follow();

CREATE FUNCTION rollup_activity_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE rollup_activity_days;
  RETURN NULL;
END;
$$;
CREATE TRIGGER rollup_activity_days_truncate AFTER TRUNCATE ON rollup_activity
  FOR EACH STATEMENT EXECUTE FUNCTION rollup_activity_days_truncate();

-- The day rows of every hour row (the rebuild's end, and this migration).
CREATE FUNCTION report_fill_rollup_days() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rollup_cafe_days;
  INSERT INTO rollup_cafe_days (pos_id, day, currency, hours, moves, deposits, withdrawals, rounds, bets, wins)
  SELECT pos_id, (bucket AT TIME ZONE 'UTC')::date, currency,
         bit_or(CASE WHEN moves > 0 OR rounds > 0 THEN report_hour_bit(bucket) ELSE 0 END),
         sum(moves), sum(deposits), sum(withdrawals), sum(rounds), sum(bets), sum(wins)
    FROM rollup_cafes GROUP BY 1, 2, 3;
  DELETE FROM rollup_activity_days;
  INSERT INTO rollup_activity_days (agent_id, subtree, day, currency, external_game_id, channel, technology, rows,
                                    rounds, bets, wins)
  SELECT agent_id, subtree, (bucket AT TIME ZONE 'UTC')::date, currency, external_game_id, channel, technology,
         count(*), sum(rounds), sum(bets), sum(wins)
    FROM rollup_activity GROUP BY 1, 2, 3, 4, 5, 6, 7;
END;
$$;

-- The rebuild computes the hour rows with the day rows' triggers off (a row at a time would double
-- its time at an operator's size), then the day rows from them in one pass each.
ALTER FUNCTION report_rollups_rebuild() RENAME TO report_rollups_rebuild_hours;
CREATE FUNCTION report_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('casino.rollup_days', 'later', true);
  PERFORM report_rollups_rebuild_hours();
  PERFORM set_config('casino.rollup_days', '', true);
  PERFORM report_fill_rollup_days();
END;
$$;

SELECT report_fill_rollup_days();
