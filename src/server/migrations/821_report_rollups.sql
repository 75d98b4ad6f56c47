-- Rollups of the activity, maintained with the facts (the triggers of 822_report_rollup_triggers.sql,
-- in the transaction that writes the rounds, sessions, side bets and money moves), so a report reads
-- whole periods from them and never waits for a refresh nor disagrees with the rows
-- (src/server/reports/rollup-*.ts; docs/decisions.md, "Reports at an operator's size").
--
-- Time: buckets of a UTC hour and of a UTC day (`grain`). A period of the reports, whole days of an
-- agent's time zone, is whole UTC hours in every zone of the time-zone table (whole-hour offsets and
-- daylight-saving shifts); it is read as the UTC days inside it, the hours at its two ends, and the
-- raw rows of a part of an hour at an end (a period given as instants, or a zone with a half-hour
-- offset).
--
-- Agents: a row adds up the facts of the whole subtree of a hub (`subtree` true), an agent with at
-- least a thousand players below it, so a report for it reads one key however large its tree. Below
-- that size a subtree's rows are few and a report reads them directly, but for the per-agent totals
-- (rollup_agent), which keep a row of every agent's own players (`subtree` false) for the reports
-- listing every agent of a tree, and the cafes' figures (rollup_cafes, per cafe).
--
-- Distinct players: per player (of an agent below a hub) and UTC day, the facts' hours as a set (rollup_player_days: which
-- hours of the day the player played a game, a casino, a side bet, started a session, was active),
-- linked to the player's previous and next day of the same kind; and per agent subtree, kind and day
-- the number of players that came back after so many days (rollup_player_gaps). The players of whole
-- days D1..D2 are those whose day in it follows a day before D1 (a gap larger than day - D1, or none):
-- exact, from a few rows per day. The ends of a period add the players of their hours that have no
-- day in the middle.
--
-- Every rollup can be computed again from the rows: report_rollups_rebuild() (the seeds do that once
-- after their bulk inserts, with the triggers switched off for them).

-- Agents whose whole subtree has rollup rows of its own ("hubs"): those with at least
-- report_hub_players() players in their subtree (report_rollup_promote() adds them as trees grow).
CREATE TABLE rollup_hubs (
  agent_id uuid PRIMARY KEY REFERENCES agents (id),
  since timestamptz NOT NULL DEFAULT now()
);
CREATE FUNCTION report_hub_players() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 1000 $$;

-- The rows a fact of the agent at `path` ('/<root>/…/<agent>/') adds to: the agent's own (`subtree`
-- false), and the subtree of every hub on the path (true). While a hub is being filled
-- (casino.rollup_key set to it), that hub's subtree alone.
CREATE FUNCTION report_rollup_keys(path text) RETURNS TABLE (key uuid, subtree boolean)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT (string_to_array(trim(BOTH '/' FROM path), '/'))[cardinality(string_to_array(trim(BOTH '/' FROM path), '/'))]::uuid,
           false
     WHERE nullif(current_setting('casino.rollup_key', true), '') IS NULL
    UNION ALL
    SELECT h.agent_id, true
      FROM unnest(string_to_array(trim(BOTH '/' FROM path), '/')) AS k
      JOIN rollup_hubs h ON h.agent_id = k::uuid
     WHERE nullif(current_setting('casino.rollup_key', true), '') IS NULL
        OR h.agent_id = nullif(current_setting('casino.rollup_key', true), '')::uuid
  $$;
-- The hubs whose subtree a fact of the agent at `path` is part of (as report_rollup_keys).
CREATE FUNCTION report_hub_keys(path text) RETURNS SETOF uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT key FROM report_rollup_keys(path) WHERE subtree $$;

-- The rows a fact of the agent at `path` in the UTC hour `hour` adds to: the day and the hour of its
-- keys (`hours` 'all': the agent's own and the hubs', as rollup_agent keeps), of the hubs only
-- ('hubs'), or the hour alone of the hubs ('only': game activity).
CREATE FUNCTION report_rollup_slots(path text, hour timestamptz, hours text)
RETURNS TABLE (key uuid, subtree boolean, grain text, bucket timestamptz)
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT k.key, k.subtree, g.grain, date_trunc(g.grain, hour, 'UTC')
      FROM report_rollup_keys(path) AS k CROSS JOIN (VALUES ('hour'), ('day')) AS g(grain)
     WHERE (hours = 'all' OR k.subtree) AND (hours <> 'only' OR g.grain = 'hour')
  $$;

CREATE TABLE rollup_agent (
  agent_id uuid NOT NULL,
  subtree boolean NOT NULL,
  grain text NOT NULL CHECK (grain IN ('hour', 'day')),
  bucket timestamptz NOT NULL,
  currency text NOT NULL,
  rounds bigint NOT NULL DEFAULT 0,
  bets numeric NOT NULL DEFAULT 0,
  wins numeric NOT NULL DEFAULT 0,
  -- deposits and withdrawals (how many moves, their sums), balance adjustments (how many, their sum)
  moves bigint NOT NULL DEFAULT 0,
  deposits numeric NOT NULL DEFAULT 0,
  withdrawals numeric NOT NULL DEFAULT 0,
  adjustments_made bigint NOT NULL DEFAULT 0,
  adjustments numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, subtree, grain, bucket, currency)
);

CREATE TABLE rollup_games (
  agent_id uuid NOT NULL,
  subtree boolean NOT NULL,
  grain text NOT NULL CHECK (grain IN ('hour', 'day')),
  bucket timestamptz NOT NULL,
  currency text NOT NULL,
  casino_id uuid,
  external_game_id integer NOT NULL,
  rounds bigint NOT NULL DEFAULT 0,
  bets numeric NOT NULL DEFAULT 0,
  wins numeric NOT NULL DEFAULT 0,
  -- the rounds played inside a session (what the player sessions report adds up)
  session_rounds bigint NOT NULL DEFAULT 0,
  session_bets numeric NOT NULL DEFAULT 0,
  session_wins numeric NOT NULL DEFAULT 0,
  UNIQUE NULLS NOT DISTINCT (agent_id, subtree, grain, bucket, currency, casino_id, external_game_id)
);

-- Per hour only: game activity groups by the clock hour of the agent's time zone.
CREATE TABLE rollup_activity (
  agent_id uuid NOT NULL,
  subtree boolean NOT NULL,
  bucket timestamptz NOT NULL,
  currency text NOT NULL,
  external_game_id integer NOT NULL,
  channel smallint,
  technology smallint,
  rounds bigint NOT NULL DEFAULT 0,
  bets numeric NOT NULL DEFAULT 0,
  wins numeric NOT NULL DEFAULT 0,
  UNIQUE NULLS NOT DISTINCT (agent_id, subtree, bucket, currency, external_game_id, channel, technology)
);

-- Sessions started, and sessions ended, in a bucket (in the player's currency).
CREATE TABLE rollup_sessions (
  agent_id uuid NOT NULL,
  subtree boolean NOT NULL,
  grain text NOT NULL CHECK (grain IN ('hour', 'day')),
  bucket timestamptz NOT NULL,
  currency text NOT NULL,
  casino_id uuid,
  channel smallint NOT NULL,
  started bigint NOT NULL DEFAULT 0,
  ended bigint NOT NULL DEFAULT 0,
  UNIQUE NULLS NOT DISTINCT (agent_id, subtree, grain, bucket, currency, casino_id, channel)
);

CREATE TABLE rollup_side_bets (
  agent_id uuid NOT NULL,
  subtree boolean NOT NULL,
  grain text NOT NULL CHECK (grain IN ('hour', 'day')),
  bucket timestamptz NOT NULL,
  currency text NOT NULL,
  feature_type text NOT NULL,
  won boolean NOT NULL,
  side_bets bigint NOT NULL DEFAULT 0,
  stakes numeric NOT NULL DEFAULT 0,
  wins numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, subtree, grain, bucket, currency, feature_type, won)
);

-- Per cafe of the player (now) and hour: the cafe summary's figures.
CREATE TABLE rollup_cafes (
  pos_id uuid NOT NULL,
  bucket timestamptz NOT NULL,
  currency text NOT NULL,
  moves bigint NOT NULL DEFAULT 0,
  deposits numeric NOT NULL DEFAULT 0,
  withdrawals numeric NOT NULL DEFAULT 0,
  rounds bigint NOT NULL DEFAULT 0,
  bets numeric NOT NULL DEFAULT 0,
  wins numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (pos_id, bucket, currency)
);

-- The per-day player sets. facet: 'round' (a settled round), 'game' (key: the game), 'casino' (key:
-- the casino, '' outside any), 'side' (key: feature type ':' Won or Lost), 'start' (a session started;
-- key: its channel), 'active' (a settled round or a closed session's time). hours: bit h set when the
-- player had such a fact in the UTC hour h of the day. Currency: the round's; the player's for 'start'
-- and 'active'.
CREATE TABLE rollup_player_days (
  player_id uuid NOT NULL,
  facet text NOT NULL,
  facet_key text NOT NULL,
  agent_id uuid NOT NULL,
  currency text NOT NULL,
  day date NOT NULL,
  hours integer NOT NULL,
  prev_day date,
  next_day date,
  -- the agent's players by kind (a subtree's distinct players), each player's chain of days
  PRIMARY KEY (agent_id, facet, player_id, facet_key, currency, day)
);
-- the players of a day at the ends of a period
CREATE INDEX rollup_player_days_day_idx ON rollup_player_days (day, facet);

-- Per hub subtree, facet, key, currency and day: how many of the day's player records came `gap` days
-- after the player's previous one (0: the player's first).
CREATE TABLE rollup_player_gaps (
  agent_id uuid NOT NULL,
  facet text NOT NULL,
  facet_key text NOT NULL,
  currency text NOT NULL,
  day date NOT NULL,
  gap integer NOT NULL,
  players integer NOT NULL,
  PRIMARY KEY (agent_id, facet, day, facet_key, currency, gap)
);

-- The deltas a trigger hands to the functions below: rows with a sign (+1 written, -1 taken back),
-- kept in temporary tables of the session.
CREATE FUNCTION report_rollup_temp_tables() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS rollup_round_delta (
    bet_id bigint, player_id uuid, agent_id uuid, currency text, casino_id uuid, external_game_id integer,
    bet_amount numeric, payout numeric, bet_time timestamptz, session_id bigint, settled boolean, sign integer);
  CREATE TEMP TABLE IF NOT EXISTS rollup_session_delta (
    id bigint, player_id uuid, agent_id uuid, started_at timestamptz, ended_at timestamptz, channel smallint,
    technology smallint, casino_id uuid, sign integer);
  CREATE TEMP TABLE IF NOT EXISTS rollup_money_delta (
    player_id uuid, agent_id uuid, kind text, amount numeric, currency text, created_at timestamptz, sign integer);
  CREATE TEMP TABLE IF NOT EXISTS rollup_side_delta (
    bet_id bigint, feature_type text, stake numeric, win numeric, sign integer);
  CREATE TEMP TABLE IF NOT EXISTS rollup_day_pairs (player_id uuid, day date);
  CREATE TEMP TABLE IF NOT EXISTS rollup_day_fresh (
    player_id uuid, facet text, facet_key text, agent_id uuid, currency text, day date, hours integer);
  CREATE TEMP TABLE IF NOT EXISTS rollup_day_changes (
    player_id uuid, facet text, facet_key text, agent_id uuid, currency text, day date, hours integer,
    change integer);
END;
$$;

-- Adds `delta` players to the gap count of the hubs above `agent` (rows reaching 0 go).
CREATE FUNCTION report_gap_add(agent uuid, facet_name text, key_text text, cur text, on_day date, gap_days integer,
                               delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_player_gaps AS g (agent_id, facet, facet_key, currency, day, gap, players)
  SELECT k, facet_name, key_text, cur, on_day, gap_days, delta
    FROM agents a CROSS JOIN LATERAL report_hub_keys(a.path) AS k WHERE a.id = agent
  ON CONFLICT (agent_id, facet, day, facet_key, currency, gap) DO UPDATE SET players = g.players + excluded.players;
  IF delta < 0 THEN
    DELETE FROM rollup_player_gaps g
     USING agents a CROSS JOIN LATERAL report_hub_keys(a.path) AS k
     WHERE a.id = agent AND g.agent_id = k AND g.facet = facet_name AND g.day = on_day AND g.facet_key = key_text
       AND g.currency = cur AND g.gap = gap_days AND g.players = 0;
  END IF;
END;
$$;

-- The per-day player records of the (player, day) pairs in rollup_day_pairs, from the rows.
CREATE FUNCTION report_day_records_of_pairs() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rollup_day_fresh;
  INSERT INTO rollup_day_fresh (player_id, facet, facet_key, agent_id, currency, day, hours)
  SELECT x.player_id, x.facet, x.facet_key, x.agent_id, x.currency, x.day, bit_or(1 << x.hour)
    FROM (
      SELECT r.player_id, f.facet, f.facet_key, r.agent_id, f.currency, pr.day,
             extract(hour FROM r.bet_time AT TIME ZONE 'UTC')::integer AS hour
        FROM (SELECT DISTINCT player_id, day FROM rollup_day_pairs) pr
        JOIN game_rounds r ON r.player_id = pr.player_id AND r.status = 'settled'
                          AND r.bet_time >= pr.day::timestamp AT TIME ZONE 'UTC'
                          AND r.bet_time < (pr.day + 1)::timestamp AT TIME ZONE 'UTC'
        JOIN players p ON p.id = r.player_id
        JOIN agents ag ON ag.id = r.agent_id AND EXISTS (SELECT 1 FROM report_hub_keys(ag.path))
        LEFT JOIN side_bets sb ON sb.bet_id = r.bet_id
        CROSS JOIN LATERAL (VALUES ('round', '', r.currency), ('game', r.external_game_id::text, r.currency),
                                   ('casino', coalesce(r.casino_id::text, ''), r.currency), ('active', '', p.currency),
                                   ('side', sb.feature_type || ':' || CASE WHEN sb.win > 0 THEN 'Won' ELSE 'Lost' END,
                                    r.currency)) AS f(facet, facet_key, currency)
       WHERE f.facet_key IS NOT NULL
      UNION ALL
      SELECT s.player_id, 'start', s.channel::text, s.agent_id, p.currency, pr.day,
             extract(hour FROM s.started_at AT TIME ZONE 'UTC')::integer
        FROM (SELECT DISTINCT player_id, day FROM rollup_day_pairs) pr
        JOIN player_sessions s ON s.player_id = pr.player_id
                              AND s.started_at >= pr.day::timestamp AT TIME ZONE 'UTC'
                              AND s.started_at < (pr.day + 1)::timestamp AT TIME ZONE 'UTC'
        JOIN players p ON p.id = s.player_id
        JOIN agents ag ON ag.id = s.agent_id AND EXISTS (SELECT 1 FROM report_hub_keys(ag.path))
      UNION ALL
      SELECT s.player_id, 'active', '', s.agent_id, p.currency, pr.day, h
        FROM (SELECT DISTINCT player_id, day FROM rollup_day_pairs) pr
        JOIN player_sessions s ON s.player_id = pr.player_id AND s.ended_at IS NOT NULL
                              AND s.started_at < (pr.day + 1)::timestamp AT TIME ZONE 'UTC'
                              AND s.ended_at >= pr.day::timestamp AT TIME ZONE 'UTC'
        JOIN players p ON p.id = s.player_id
        JOIN agents ag ON ag.id = s.agent_id AND EXISTS (SELECT 1 FROM report_hub_keys(ag.path))
        CROSS JOIN LATERAL generate_series(
          CASE WHEN s.started_at < pr.day::timestamp AT TIME ZONE 'UTC' THEN 0
               ELSE extract(hour FROM s.started_at AT TIME ZONE 'UTC')::integer END,
          CASE WHEN s.ended_at >= (pr.day + 1)::timestamp AT TIME ZONE 'UTC' THEN 23
               ELSE extract(hour FROM s.ended_at AT TIME ZONE 'UTC')::integer END) AS h
    ) x
   GROUP BY x.player_id, x.facet, x.facet_key, x.agent_id, x.currency, x.day;
END;
$$;

-- Brings the per-day player records of the pairs in rollup_day_pairs in line with the rows: hours
-- changed in place; a record that appears or goes is linked in or out of its player's chain and
-- changes the gap counts of the day and of the player's next day, for every subtree of its agent.
CREATE FUNCTION report_refresh_player_days() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
  before_day date;
  after_day date;
BEGIN
  PERFORM report_day_records_of_pairs();
  DELETE FROM rollup_day_changes;
  INSERT INTO rollup_day_changes (player_id, facet, facet_key, agent_id, currency, day, hours, change)
  SELECT coalesce(f.player_id, o.player_id), coalesce(f.facet, o.facet), coalesce(f.facet_key, o.facet_key),
         coalesce(f.agent_id, o.agent_id), coalesce(f.currency, o.currency), coalesce(f.day, o.day), f.hours,
         CASE WHEN o.player_id IS NULL THEN 1 WHEN f.player_id IS NULL THEN -1 ELSE 0 END
    FROM rollup_day_fresh f
    FULL JOIN (SELECT d.* FROM rollup_player_days d
                WHERE (d.player_id, d.day) IN (SELECT player_id, day FROM rollup_day_pairs)) o
      ON o.player_id = f.player_id AND o.facet = f.facet AND o.facet_key = f.facet_key AND o.agent_id = f.agent_id
     AND o.currency = f.currency AND o.day = f.day
   WHERE o.player_id IS NULL OR f.player_id IS NULL OR o.hours <> f.hours;

  UPDATE rollup_player_days d SET hours = c2.hours
    FROM rollup_day_changes c2
   WHERE c2.change = 0 AND d.player_id = c2.player_id AND d.facet = c2.facet AND d.facet_key = c2.facet_key
     AND d.agent_id = c2.agent_id AND d.currency = c2.currency AND d.day = c2.day;

  FOR c IN SELECT * FROM rollup_day_changes WHERE change <> 0
            ORDER BY player_id, facet, facet_key, agent_id, currency, day LOOP
    SELECT max(d.day) INTO before_day FROM rollup_player_days d
     WHERE d.player_id = c.player_id AND d.facet = c.facet AND d.facet_key = c.facet_key AND d.agent_id = c.agent_id
       AND d.currency = c.currency AND d.day < c.day;
    SELECT min(d.day) INTO after_day FROM rollup_player_days d
     WHERE d.player_id = c.player_id AND d.facet = c.facet AND d.facet_key = c.facet_key AND d.agent_id = c.agent_id
       AND d.currency = c.currency AND d.day > c.day;
    -- the day itself
    PERFORM report_gap_add(c.agent_id, c.facet, c.facet_key, c.currency, c.day,
                           coalesce(c.day - before_day, 0), c.change);
    -- the next day came after the previous one, and now after this one (or the other way round)
    IF after_day IS NOT NULL THEN
      PERFORM report_gap_add(c.agent_id, c.facet, c.facet_key, c.currency, after_day,
                             coalesce(after_day - before_day, 0), -c.change);
      PERFORM report_gap_add(c.agent_id, c.facet, c.facet_key, c.currency, after_day, after_day - c.day, c.change);
      UPDATE rollup_player_days d SET prev_day = CASE WHEN c.change > 0 THEN c.day ELSE before_day END
       WHERE d.player_id = c.player_id AND d.facet = c.facet AND d.facet_key = c.facet_key
         AND d.agent_id = c.agent_id AND d.currency = c.currency AND d.day = after_day;
    END IF;
    IF before_day IS NOT NULL THEN
      UPDATE rollup_player_days d SET next_day = CASE WHEN c.change > 0 THEN c.day ELSE after_day END
       WHERE d.player_id = c.player_id AND d.facet = c.facet AND d.facet_key = c.facet_key
         AND d.agent_id = c.agent_id AND d.currency = c.currency AND d.day = before_day;
    END IF;
    IF c.change > 0 THEN
      INSERT INTO rollup_player_days (player_id, facet, facet_key, agent_id, currency, day, hours, prev_day, next_day)
      VALUES (c.player_id, c.facet, c.facet_key, c.agent_id, c.currency, c.day, c.hours, before_day, after_day);
    ELSE
      DELETE FROM rollup_player_days d
       WHERE d.player_id = c.player_id AND d.facet = c.facet AND d.facet_key = c.facet_key
         AND d.agent_id = c.agent_id AND d.currency = c.currency AND d.day = c.day;
    END IF;
  END LOOP;
END;
$$;

-- Applies the rounds of rollup_round_delta (each with its sign) to the rollups; with `player_days`
-- the per-day player sets of their players and days too. Rounds are grouped per agent and hour first,
-- then added to the rows of their keys.
CREATE FUNCTION report_apply_rounds(player_days boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_agent AS t (agent_id, subtree, grain, bucket, currency, rounds, bets, wins)
  SELECT x.key, x.subtree, x.grain, x.bucket, l.currency, sum(l.rounds), sum(l.bets), sum(l.wins)
    FROM (SELECT d.agent_id, date_trunc('hour', d.bet_time, 'UTC') AS hour, d.currency, sum(d.sign) AS rounds,
                 sum(d.sign * d.bet_amount) AS bets, sum(d.sign * d.payout) AS wins
            FROM rollup_round_delta d WHERE d.settled GROUP BY 1, 2, 3) l
    JOIN agents a ON a.id = l.agent_id
    CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'all') AS x
   GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (agent_id, subtree, grain, bucket, currency) DO UPDATE
     SET rounds = t.rounds + excluded.rounds, bets = t.bets + excluded.bets, wins = t.wins + excluded.wins;

  INSERT INTO rollup_games AS t (agent_id, subtree, grain, bucket, currency, casino_id, external_game_id, rounds, bets,
                                 wins, session_rounds, session_bets, session_wins)
  SELECT x.key, x.subtree, x.grain, x.bucket, l.currency, l.casino_id, l.external_game_id, sum(l.rounds), sum(l.bets),
         sum(l.wins), sum(l.session_rounds), sum(l.session_bets), sum(l.session_wins)
    FROM (SELECT d.agent_id, date_trunc('hour', d.bet_time, 'UTC') AS hour, d.currency, d.casino_id, d.external_game_id,
                 sum(d.sign) AS rounds, sum(d.sign * d.bet_amount) AS bets, sum(d.sign * d.payout) AS wins,
                 coalesce(sum(d.sign) FILTER (WHERE d.session_id IS NOT NULL), 0) AS session_rounds,
                 coalesce(sum(d.sign * d.bet_amount) FILTER (WHERE d.session_id IS NOT NULL), 0) AS session_bets,
                 coalesce(sum(d.sign * d.payout) FILTER (WHERE d.session_id IS NOT NULL), 0) AS session_wins
            FROM rollup_round_delta d WHERE d.settled GROUP BY 1, 2, 3, 4, 5) l
    JOIN agents a ON a.id = l.agent_id
    CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'hubs') AS x
   GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (agent_id, subtree, grain, bucket, currency, casino_id, external_game_id) DO UPDATE
     SET rounds = t.rounds + excluded.rounds, bets = t.bets + excluded.bets, wins = t.wins + excluded.wins,
         session_rounds = t.session_rounds + excluded.session_rounds,
         session_bets = t.session_bets + excluded.session_bets, session_wins = t.session_wins + excluded.session_wins;

  INSERT INTO rollup_activity AS t (agent_id, subtree, bucket, currency, external_game_id, channel, technology, rounds,
                                    bets, wins)
  SELECT x.key, x.subtree, x.bucket, l.currency, l.external_game_id, l.channel, l.technology, sum(l.rounds),
         sum(l.bets), sum(l.wins)
    FROM (SELECT d.agent_id, date_trunc('hour', d.bet_time, 'UTC') AS hour, d.currency, d.external_game_id,
                 s.channel, s.technology, sum(d.sign) AS rounds, sum(d.sign * d.bet_amount) AS bets,
                 sum(d.sign * d.payout) AS wins
            FROM rollup_round_delta d
            LEFT JOIN player_session_keys sk ON sk.id = d.session_id
            LEFT JOIN player_sessions s ON s.id = sk.id AND s.started_at = sk.started_at
           WHERE d.settled GROUP BY 1, 2, 3, 4, 5, 6) l
    JOIN agents a ON a.id = l.agent_id
    CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'only') AS x
   GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (agent_id, subtree, bucket, currency, external_game_id, channel, technology) DO UPDATE
     SET rounds = t.rounds + excluded.rounds, bets = t.bets + excluded.bets, wins = t.wins + excluded.wins;

  INSERT INTO rollup_side_bets AS t (agent_id, subtree, grain, bucket, currency, feature_type, won, side_bets, stakes,
                                     wins)
  SELECT x.key, x.subtree, x.grain, x.bucket, l.currency, l.feature_type, l.won, sum(l.side_bets), sum(l.stakes),
         sum(l.wins)
    FROM (SELECT d.agent_id, date_trunc('hour', d.bet_time, 'UTC') AS hour, d.currency, b.feature_type,
                 b.win > 0 AS won, sum(d.sign) AS side_bets, sum(d.sign * b.stake) AS stakes,
                 sum(d.sign * b.win) AS wins
            FROM rollup_round_delta d JOIN side_bets b ON b.bet_id = d.bet_id
           WHERE d.settled GROUP BY 1, 2, 3, 4, 5) l
    JOIN agents a ON a.id = l.agent_id
    CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'hubs') AS x
   GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (agent_id, subtree, grain, bucket, currency, feature_type, won) DO UPDATE
     SET side_bets = t.side_bets + excluded.side_bets, stakes = t.stakes + excluded.stakes,
         wins = t.wins + excluded.wins;

  INSERT INTO rollup_cafes AS t (pos_id, bucket, currency, rounds, bets, wins)
  SELECT p.pos_id, date_trunc('hour', d.bet_time, 'UTC'), d.currency, sum(d.sign), sum(d.sign * d.bet_amount),
         sum(d.sign * d.payout)
    FROM rollup_round_delta d JOIN players p ON p.id = d.player_id
   WHERE d.settled AND p.pos_id IS NOT NULL AND nullif(current_setting('casino.rollup_key', true), '') IS NULL
   GROUP BY 1, 2, 3
  ON CONFLICT (pos_id, bucket, currency) DO UPDATE
     SET rounds = t.rounds + excluded.rounds, bets = t.bets + excluded.bets, wins = t.wins + excluded.wins;

  IF EXISTS (SELECT 1 FROM rollup_round_delta WHERE sign < 0 AND settled) THEN
    -- rounds taken back: rows that add up nothing any more go
    DELETE FROM rollup_agent t USING (
      SELECT DISTINCT x.key, x.subtree, x.grain, x.bucket, d.currency
        FROM rollup_round_delta d JOIN agents a ON a.id = d.agent_id
        CROSS JOIN LATERAL report_rollup_slots(a.path, d.bet_time, 'all') AS x WHERE d.sign < 0 AND d.settled) x
     WHERE t.agent_id = x.key AND t.subtree = x.subtree AND t.grain = x.grain AND t.bucket = x.bucket
       AND t.currency = x.currency AND t.rounds = 0 AND t.moves = 0 AND t.adjustments_made = 0;
    DELETE FROM rollup_games t USING (
      SELECT DISTINCT x.key, x.subtree, x.grain, x.bucket, d.currency
        FROM rollup_round_delta d JOIN agents a ON a.id = d.agent_id
        CROSS JOIN LATERAL report_rollup_slots(a.path, d.bet_time, 'hubs') AS x WHERE d.sign < 0 AND d.settled) x
     WHERE t.agent_id = x.key AND t.subtree = x.subtree AND t.grain = x.grain AND t.bucket = x.bucket
       AND t.currency = x.currency AND t.rounds = 0;
    DELETE FROM rollup_activity t USING (
      SELECT DISTINCT x.key, x.subtree, x.bucket, d.currency
        FROM rollup_round_delta d JOIN agents a ON a.id = d.agent_id
        CROSS JOIN LATERAL report_rollup_slots(a.path, d.bet_time, 'only') AS x WHERE d.sign < 0 AND d.settled) x
     WHERE t.agent_id = x.key AND t.subtree = x.subtree AND t.bucket = x.bucket AND t.currency = x.currency
       AND t.rounds = 0;
    DELETE FROM rollup_side_bets t USING (
      SELECT DISTINCT x.key, x.subtree, x.grain, x.bucket, d.currency
        FROM rollup_round_delta d JOIN agents a ON a.id = d.agent_id
        CROSS JOIN LATERAL report_rollup_slots(a.path, d.bet_time, 'hubs') AS x WHERE d.sign < 0 AND d.settled) x
     WHERE t.agent_id = x.key AND t.subtree = x.subtree AND t.grain = x.grain AND t.bucket = x.bucket
       AND t.currency = x.currency AND t.side_bets = 0;
    DELETE FROM rollup_cafes t USING (
      SELECT DISTINCT p.pos_id, date_trunc('hour', d.bet_time, 'UTC') AS bucket, d.currency
        FROM rollup_round_delta d JOIN players p ON p.id = d.player_id WHERE d.sign < 0 AND d.settled) x
     WHERE t.pos_id = x.pos_id AND t.bucket = x.bucket AND t.currency = x.currency AND t.rounds = 0 AND t.moves = 0;
  END IF;

  IF player_days THEN
    DELETE FROM rollup_day_pairs;
    INSERT INTO rollup_day_pairs SELECT DISTINCT player_id, (bet_time AT TIME ZONE 'UTC')::date FROM rollup_round_delta;
    PERFORM report_refresh_player_days();
  END IF;
END;
$$;

-- Applies the side bets of rollup_side_delta (of rounds that exist and are settled; a side bet removed
-- with its round was taken back with the round).
CREATE FUNCTION report_apply_side_bets() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_side_bets AS t (agent_id, subtree, grain, bucket, currency, feature_type, won, side_bets, stakes,
                                     wins)
  SELECT x.key, x.subtree, x.grain, x.bucket, l.currency, l.feature_type, l.won, sum(l.side_bets), sum(l.stakes),
         sum(l.wins)
    FROM (SELECT r.agent_id, date_trunc('hour', r.bet_time, 'UTC') AS hour, r.currency, b.feature_type,
                 b.win > 0 AS won, sum(b.sign) AS side_bets, sum(b.sign * b.stake) AS stakes, sum(b.sign * b.win) AS wins
            FROM rollup_side_delta b
            JOIN game_round_keys rk ON rk.bet_id = b.bet_id
            JOIN game_rounds r ON r.bet_id = rk.bet_id AND r.bet_time = rk.bet_time
           WHERE r.status = 'settled' GROUP BY 1, 2, 3, 4, 5) l
    JOIN agents a ON a.id = l.agent_id
    CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'hubs') AS x
   GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (agent_id, subtree, grain, bucket, currency, feature_type, won) DO UPDATE
     SET side_bets = t.side_bets + excluded.side_bets, stakes = t.stakes + excluded.stakes,
         wins = t.wins + excluded.wins;
  IF EXISTS (SELECT 1 FROM rollup_side_delta WHERE sign < 0) THEN
    DELETE FROM rollup_side_bets WHERE side_bets = 0;
  END IF;
  DELETE FROM rollup_day_pairs;
  INSERT INTO rollup_day_pairs
  SELECT DISTINCT r.player_id, (r.bet_time AT TIME ZONE 'UTC')::date
    FROM rollup_side_delta b
    JOIN game_round_keys rk ON rk.bet_id = b.bet_id
    JOIN game_rounds r ON r.bet_id = rk.bet_id AND r.bet_time = rk.bet_time;
  PERFORM report_refresh_player_days();
END;
$$;

-- Applies the sessions of rollup_session_delta: started and ended counts, the per-day player sets of
-- the days they touch; and when a session's channel or technology changed, its rounds move between
-- the game activity's rows.
CREATE FUNCTION report_apply_sessions(player_days boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_sessions AS t (agent_id, subtree, grain, bucket, currency, casino_id, channel, started, ended)
  SELECT x.key, x.subtree, x.grain, x.bucket, l.currency, l.casino_id, l.channel, sum(l.started), sum(l.ended)
    FROM (SELECT d.agent_id, date_trunc('hour', e.at, 'UTC') AS hour, p.currency, d.casino_id, d.channel,
                 coalesce(sum(d.sign) FILTER (WHERE e.started), 0) AS started,
                 coalesce(sum(d.sign) FILTER (WHERE NOT e.started), 0) AS ended
            FROM rollup_session_delta d
            JOIN players p ON p.id = d.player_id
            CROSS JOIN LATERAL (VALUES (d.started_at, true), (d.ended_at, false)) AS e(at, started)
           WHERE e.at IS NOT NULL GROUP BY 1, 2, 3, 4, 5) l
    JOIN agents a ON a.id = l.agent_id
    CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'hubs') AS x
   GROUP BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT (agent_id, subtree, grain, bucket, currency, casino_id, channel) DO UPDATE
     SET started = t.started + excluded.started, ended = t.ended + excluded.ended;
  IF EXISTS (SELECT 1 FROM rollup_session_delta WHERE sign < 0) THEN
    DELETE FROM rollup_sessions t USING (
      SELECT DISTINCT x.key, x.subtree, x.grain, x.bucket
        FROM rollup_session_delta d JOIN agents a ON a.id = d.agent_id
        CROSS JOIN LATERAL (VALUES (d.started_at), (d.ended_at)) AS e(at)
        CROSS JOIN LATERAL report_rollup_slots(a.path, e.at, 'hubs') AS x WHERE d.sign < 0 AND e.at IS NOT NULL) x
     WHERE t.agent_id = x.key AND t.subtree = x.subtree AND t.grain = x.grain AND t.bucket = x.bucket
       AND t.started = 0 AND t.ended = 0;
  END IF;

  -- rounds of a session whose channel or technology changed: out of the old row, into the new
  IF EXISTS (SELECT 1 FROM rollup_session_delta o JOIN rollup_session_delta n ON n.id = o.id AND n.sign > 0
              WHERE o.sign < 0 AND (o.channel, o.technology) IS DISTINCT FROM (n.channel, n.technology)) THEN
    INSERT INTO rollup_activity AS t (agent_id, subtree, bucket, currency, external_game_id, channel, technology,
                                      rounds, bets, wins)
    SELECT x.key, x.subtree, x.bucket, l.currency, l.external_game_id, l.channel, l.technology, sum(l.rounds),
           sum(l.bets), sum(l.wins)
      FROM (SELECT r.agent_id, date_trunc('hour', r.bet_time, 'UTC') AS hour, r.currency, r.external_game_id,
                   d.channel, d.technology, sum(d.sign) AS rounds, sum(d.sign * r.bet_amount) AS bets,
                   sum(d.sign * r.payout) AS wins
              FROM (SELECT o.id, o.channel, o.technology, o.sign FROM rollup_session_delta o
                     WHERE EXISTS (SELECT 1 FROM rollup_session_delta n WHERE n.id = o.id AND n.sign = -o.sign
                                     AND (o.channel, o.technology) IS DISTINCT FROM (n.channel, n.technology))) d
              JOIN game_rounds r ON r.session_id = d.id AND r.status = 'settled'
             GROUP BY 1, 2, 3, 4, 5, 6) l
      JOIN agents a ON a.id = l.agent_id
      CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'only') AS x
     GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (agent_id, subtree, bucket, currency, external_game_id, channel, technology) DO UPDATE
       SET rounds = t.rounds + excluded.rounds, bets = t.bets + excluded.bets, wins = t.wins + excluded.wins;
    DELETE FROM rollup_activity t USING (
      SELECT DISTINCT x.key, x.subtree, x.bucket
        FROM rollup_session_delta d JOIN game_rounds r ON r.session_id = d.id JOIN agents a ON a.id = r.agent_id
        CROSS JOIN LATERAL report_rollup_slots(a.path, r.bet_time, 'only') AS x) x
     WHERE t.agent_id = x.key AND t.subtree = x.subtree AND t.bucket = x.bucket AND t.rounds = 0;
  END IF;

  IF player_days THEN
    DELETE FROM rollup_day_pairs;
    INSERT INTO rollup_day_pairs
    SELECT DISTINCT d.player_id, day::date
      FROM rollup_session_delta d
      CROSS JOIN LATERAL generate_series((d.started_at AT TIME ZONE 'UTC')::date,
                                         (coalesce(d.ended_at, d.started_at) AT TIME ZONE 'UTC')::date,
                                         interval '1 day') AS day;
    PERFORM report_refresh_player_days();
  END IF;
END;
$$;

-- Applies the deposits, withdrawals and adjustments of rollup_money_delta.
CREATE FUNCTION report_apply_money() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_agent AS t (agent_id, subtree, grain, bucket, currency, moves, deposits, withdrawals,
                                 adjustments_made, adjustments)
  SELECT x.key, x.subtree, x.grain, x.bucket, l.currency, sum(l.moves), sum(l.deposits), sum(l.withdrawals),
         sum(l.adjustments_made), sum(l.adjustments)
    FROM (SELECT d.agent_id, date_trunc('hour', d.created_at, 'UTC') AS hour, d.currency,
                 coalesce(sum(d.sign) FILTER (WHERE d.kind IN ('Deposit', 'Withdrawal')), 0) AS moves,
                 coalesce(sum(d.sign * d.amount) FILTER (WHERE d.kind = 'Deposit'), 0) AS deposits,
                 coalesce(sum(d.sign * d.amount) FILTER (WHERE d.kind = 'Withdrawal'), 0) AS withdrawals,
                 coalesce(sum(d.sign) FILTER (WHERE d.kind = 'Adjustment'), 0) AS adjustments_made,
                 coalesce(sum(d.sign * d.amount) FILTER (WHERE d.kind = 'Adjustment'), 0) AS adjustments
            FROM rollup_money_delta d GROUP BY 1, 2, 3) l
    JOIN agents a ON a.id = l.agent_id
    CROSS JOIN LATERAL report_rollup_slots(a.path, l.hour, 'all') AS x
   GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (agent_id, subtree, grain, bucket, currency) DO UPDATE
     SET moves = t.moves + excluded.moves, deposits = t.deposits + excluded.deposits,
         withdrawals = t.withdrawals + excluded.withdrawals,
         adjustments_made = t.adjustments_made + excluded.adjustments_made,
         adjustments = t.adjustments + excluded.adjustments;

  INSERT INTO rollup_cafes AS t (pos_id, bucket, currency, moves, deposits, withdrawals)
  SELECT p.pos_id, date_trunc('hour', d.created_at, 'UTC'), d.currency, sum(d.sign),
         coalesce(sum(d.sign * d.amount) FILTER (WHERE d.kind = 'Deposit'), 0),
         coalesce(sum(d.sign * d.amount) FILTER (WHERE d.kind = 'Withdrawal'), 0)
    FROM rollup_money_delta d JOIN players p ON p.id = d.player_id
   WHERE d.kind IN ('Deposit', 'Withdrawal') AND p.pos_id IS NOT NULL
     AND nullif(current_setting('casino.rollup_key', true), '') IS NULL
   GROUP BY 1, 2, 3
  ON CONFLICT (pos_id, bucket, currency) DO UPDATE
     SET moves = t.moves + excluded.moves, deposits = t.deposits + excluded.deposits,
         withdrawals = t.withdrawals + excluded.withdrawals;

  IF EXISTS (SELECT 1 FROM rollup_money_delta WHERE sign < 0) THEN
    DELETE FROM rollup_agent t USING (
      SELECT DISTINCT x.key, x.subtree, x.grain, x.bucket, d.currency
        FROM rollup_money_delta d JOIN agents a ON a.id = d.agent_id
        CROSS JOIN LATERAL report_rollup_slots(a.path, d.created_at, 'all') AS x WHERE d.sign < 0) x
     WHERE t.agent_id = x.key AND t.subtree = x.subtree AND t.grain = x.grain AND t.bucket = x.bucket
       AND t.currency = x.currency AND t.rounds = 0 AND t.moves = 0 AND t.adjustments_made = 0;
    DELETE FROM rollup_cafes t USING (
      SELECT DISTINCT p.pos_id, date_trunc('hour', d.created_at, 'UTC') AS bucket, d.currency
        FROM rollup_money_delta d JOIN players p ON p.id = d.player_id WHERE d.sign < 0) x
     WHERE t.pos_id = x.pos_id AND t.bucket = x.bucket AND t.currency = x.currency AND t.rounds = 0 AND t.moves = 0;
  END IF;
END;
$$;

-- A player's cafe changed: the cafe rollup takes the player's rounds and money moves out of the old
-- cafe's rows and into the new one's.
CREATE FUNCTION report_move_player_cafe(player uuid, old_pos uuid, new_pos uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rollup_cafes AS t (pos_id, bucket, currency, moves, deposits, withdrawals, rounds, bets, wins)
  SELECT x.pos_id, x.bucket, x.currency, sum(x.moves), sum(x.deposits), sum(x.withdrawals), sum(x.rounds),
         sum(x.bets), sum(x.wins)
    FROM (
      SELECT p.pos_id, date_trunc('hour', r.bet_time, 'UTC') AS bucket, r.currency, 0 AS moves, 0 AS deposits,
             0 AS withdrawals, p.sign AS rounds, p.sign * r.bet_amount AS bets, p.sign * r.payout AS wins
        FROM game_rounds r CROSS JOIN (VALUES (old_pos, -1), (new_pos, 1)) AS p(pos_id, sign)
       WHERE r.player_id = player AND r.status = 'settled' AND p.pos_id IS NOT NULL
      UNION ALL
      SELECT p.pos_id, date_trunc('hour', w.created_at, 'UTC'), w.currency, p.sign,
             CASE WHEN w.type = 'Deposit' THEN p.sign * w.amount ELSE 0 END,
             CASE WHEN w.type = 'Withdrawal' THEN p.sign * w.amount ELSE 0 END, 0, 0, 0
        FROM wallet_transactions w CROSS JOIN (VALUES (old_pos, -1), (new_pos, 1)) AS p(pos_id, sign)
       WHERE w.player_id = player AND p.pos_id IS NOT NULL
    ) x
   GROUP BY 1, 2, 3
  ON CONFLICT (pos_id, bucket, currency) DO UPDATE
     SET moves = t.moves + excluded.moves, deposits = t.deposits + excluded.deposits,
         withdrawals = t.withdrawals + excluded.withdrawals, rounds = t.rounds + excluded.rounds,
         bets = t.bets + excluded.bets, wins = t.wins + excluded.wins;
  DELETE FROM rollup_cafes WHERE pos_id = old_pos AND rounds = 0 AND moves = 0;
END;
$$;

-- The agents that qualify as hubs now: a thousand players or more in their subtree.
CREATE FUNCTION report_hub_candidates() RETURNS SETOF uuid LANGUAGE sql STABLE AS $$
  SELECT k::uuid
    FROM (SELECT agent_id, count(*) AS n FROM players GROUP BY agent_id) p
    JOIN agents a ON a.id = p.agent_id
   CROSS JOIN LATERAL unnest(string_to_array(trim(BOTH '/' FROM a.path), '/')) AS k
   GROUP BY k
  HAVING sum(p.n) >= report_hub_players()
$$;

-- The per-day player sets of the players of the agents below `prefix` that are below a hub, all days
-- at once (the facts of report_day_records_of_pairs), linked by window.
CREATE FUNCTION report_fill_player_days(prefix text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rollup_player_days d USING agents a WHERE a.id = d.agent_id AND a.path LIKE prefix || '%';
  INSERT INTO rollup_player_days (agent_id, facet, player_id, facet_key, currency, day, hours, prev_day, next_day)
  WITH under_hubs AS (
    SELECT a.id FROM agents a WHERE a.path LIKE prefix || '%' AND EXISTS (SELECT 1 FROM report_hub_keys(a.path))
  )
  SELECT agent_id, facet, player_id, facet_key, currency, day, hours,
         lag(day) OVER chain, lead(day) OVER chain
    FROM (
      SELECT x.agent_id, x.facet, x.player_id, x.facet_key, x.currency, x.day, bit_or(1 << x.hour) AS hours
        FROM (
          SELECT r.player_id, f.facet, f.facet_key, r.agent_id, f.currency, (r.bet_time AT TIME ZONE 'UTC')::date AS day,
                 extract(hour FROM r.bet_time AT TIME ZONE 'UTC')::integer AS hour
            FROM game_rounds r
            JOIN players p ON p.id = r.player_id
            JOIN under_hubs u ON u.id = r.agent_id
            LEFT JOIN side_bets sb ON sb.bet_id = r.bet_id
            CROSS JOIN LATERAL (VALUES ('round', '', r.currency), ('game', r.external_game_id::text, r.currency),
                                       ('casino', coalesce(r.casino_id::text, ''), r.currency),
                                       ('active', '', p.currency),
                                       ('side', sb.feature_type || ':' || CASE WHEN sb.win > 0 THEN 'Won' ELSE 'Lost' END,
                                        r.currency)) AS f(facet, facet_key, currency)
           WHERE r.status = 'settled' AND f.facet_key IS NOT NULL
          UNION ALL
          SELECT s.player_id, 'start', s.channel::text, s.agent_id, p.currency, (s.started_at AT TIME ZONE 'UTC')::date,
                 extract(hour FROM s.started_at AT TIME ZONE 'UTC')::integer
            FROM player_sessions s JOIN players p ON p.id = s.player_id JOIN under_hubs u ON u.id = s.agent_id
          UNION ALL
          SELECT s.player_id, 'active', '', s.agent_id, p.currency, (h AT TIME ZONE 'UTC')::date,
                 extract(hour FROM h AT TIME ZONE 'UTC')::integer
            FROM player_sessions s
            JOIN players p ON p.id = s.player_id
            JOIN under_hubs u ON u.id = s.agent_id
            CROSS JOIN LATERAL generate_series(date_trunc('hour', s.started_at, 'UTC'), s.ended_at, interval '1 hour') AS h
           WHERE s.ended_at IS NOT NULL
        ) x
       GROUP BY 1, 2, 3, 4, 5, 6
    ) d
  WINDOW chain AS (PARTITION BY agent_id, facet, player_id, facet_key, currency ORDER BY day);
END;
$$;

-- Fills the rows of a new hub's subtree from the rows of its agents' facts.
CREATE FUNCTION report_fill_hub(hub uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  prefix text;
BEGIN
  SELECT path INTO prefix FROM agents WHERE id = hub;
  PERFORM report_rollup_temp_tables();
  PERFORM set_config('casino.rollup_key', hub::text, true);
  DELETE FROM rollup_round_delta;
  INSERT INTO rollup_round_delta
  SELECT r.bet_id, r.player_id, r.agent_id, r.currency, r.casino_id, r.external_game_id, r.bet_amount, r.payout,
         r.bet_time, r.session_id, true, 1
    FROM game_rounds r JOIN agents a ON a.id = r.agent_id
   WHERE a.path LIKE prefix || '%' AND r.status = 'settled';
  PERFORM report_apply_rounds(false);
  DELETE FROM rollup_round_delta;
  DELETE FROM rollup_session_delta;
  INSERT INTO rollup_session_delta
  SELECT s.id, s.player_id, s.agent_id, s.started_at, s.ended_at, s.channel, s.technology, s.casino_id, 1
    FROM player_sessions s JOIN agents a ON a.id = s.agent_id WHERE a.path LIKE prefix || '%';
  PERFORM report_apply_sessions(false);
  DELETE FROM rollup_session_delta;
  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta
  SELECT w.player_id, w.agent_id, w.type, w.amount, w.currency, w.created_at, 1
    FROM wallet_transactions w JOIN agents a ON a.id = w.agent_id WHERE a.path LIKE prefix || '%'
  UNION ALL
  SELECT b.player_id, b.agent_id, 'Adjustment', b.amount, b.currency, b.created_at, 1
    FROM balance_adjustments b JOIN agents a ON a.id = b.agent_id WHERE a.path LIKE prefix || '%';
  PERFORM report_apply_money();
  DELETE FROM rollup_money_delta;
  PERFORM report_fill_player_days(prefix);
  INSERT INTO rollup_player_gaps (agent_id, facet, facet_key, currency, day, gap, players)
  SELECT hub, d.facet, d.facet_key, d.currency, d.day, coalesce(d.day - d.prev_day, 0), count(*)
    FROM rollup_player_days d JOIN agents a ON a.id = d.agent_id
   WHERE a.path LIKE prefix || '%'
   GROUP BY 2, 3, 4, 5, 6;
  PERFORM set_config('casino.rollup_key', '', true);
END;
$$;

-- Makes an agent a hub (when it is not one yet) and fills its rows; true when it became one. The
-- writers of facts wait meanwhile (they take the same lock, shared), so no fact is missed or counted
-- twice.
CREATE FUNCTION report_make_hub(agent uuid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('report_rollup_hubs'));
  INSERT INTO rollup_hubs (agent_id) VALUES (agent) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM report_fill_hub(agent);
  RETURN true;
END;
$$;

-- Makes the agents that grew to a thousand players hubs; returns how many.
CREATE FUNCTION report_rollup_promote() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  hub uuid;
  made integer := 0;
BEGIN
  FOR hub IN SELECT c FROM report_hub_candidates() c WHERE c NOT IN (SELECT agent_id FROM rollup_hubs) LOOP
    IF report_make_hub(hub) THEN
      made := made + 1;
    END IF;
  END LOOP;
  RETURN made;
END;
$$;

-- Every rollup computed again from the rows (after a bulk load with the triggers switched off).
CREATE FUNCTION report_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('report_rollup_hubs'));
  -- one pass over every row: sorts and hashes in memory
  PERFORM set_config('work_mem', '64MB', true);
  PERFORM report_rollup_temp_tables();
  PERFORM set_config('casino.rollup_key', '', true);
  -- a hub stays one; the agents that grew to one join them
  INSERT INTO rollup_hubs (agent_id) SELECT report_hub_candidates() ON CONFLICT DO NOTHING;
  TRUNCATE rollup_agent, rollup_games, rollup_activity, rollup_sessions, rollup_side_bets, rollup_cafes,
           rollup_player_days, rollup_player_gaps;

  DELETE FROM rollup_round_delta;
  INSERT INTO rollup_round_delta
  SELECT bet_id, player_id, agent_id, currency, casino_id, external_game_id, bet_amount, payout, bet_time, session_id,
         true, 1
    FROM game_rounds WHERE status = 'settled';
  ANALYZE rollup_round_delta;
  PERFORM report_apply_rounds(false);
  DELETE FROM rollup_round_delta;

  DELETE FROM rollup_session_delta;
  INSERT INTO rollup_session_delta
  SELECT id, player_id, agent_id, started_at, ended_at, channel, technology, casino_id, 1 FROM player_sessions;
  ANALYZE rollup_session_delta;
  PERFORM report_apply_sessions(false);
  DELETE FROM rollup_session_delta;

  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta
  SELECT player_id, agent_id, type, amount, currency, created_at, 1 FROM wallet_transactions
  UNION ALL
  SELECT player_id, agent_id, 'Adjustment', amount, currency, created_at, 1 FROM balance_adjustments;
  PERFORM report_apply_money();
  DELETE FROM rollup_money_delta;

  -- the per-day player sets of every player below a hub, and their gap counts
  PERFORM report_fill_player_days('/');
  INSERT INTO rollup_player_gaps (agent_id, facet, facet_key, currency, day, gap, players)
  SELECT k, d.facet, d.facet_key, d.currency, d.day, coalesce(d.day - d.prev_day, 0), count(*)
    FROM rollup_player_days d
    JOIN agents a ON a.id = d.agent_id
    CROSS JOIN LATERAL report_hub_keys(a.path) AS k
   GROUP BY 1, 2, 3, 4, 5, 6;
END;
$$;

SELECT report_rollups_rebuild();
