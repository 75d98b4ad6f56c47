-- The triggers that keep the rollups of 821_report_rollups.sql with the facts: after each statement
-- that writes rounds, sessions, side bets, deposits and withdrawals or balance adjustments, the rows it
-- wrote (+1) and the rows it replaced or removed (-1) are applied to the rollups in the same
-- transaction, so every report sees a round the moment it is committed. A player's change of cafe moves
-- the player's figures between cafes.
--
-- A bulk load (the seeds) sets `casino.rollups` to 'deferred' for its transaction: the triggers then
-- leave the rollups alone and the load ends with report_rollups_rebuild(), which is far faster than
-- rows one statement at a time.
--
-- The rounds' triggers are named so that they fire before game_round_keys_* (triggers of one event fire
-- in name order): a round removed still finds its side bet, which goes with the round's key.

CREATE FUNCTION report_rollups_deferred() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('casino.rollups', true), '') = 'deferred' $$;

-- A writer of facts waits while a hub is being filled (report_rollup_promote), and has its temporary
-- tables.
CREATE FUNCTION report_rollup_writer() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('report_rollup_hubs'));
  PERFORM report_rollup_temp_tables();
END;
$$;

-- Rounds
CREATE FUNCTION game_round_facts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_round_delta;
  INSERT INTO rollup_round_delta
  SELECT bet_id, player_id, agent_id, currency, casino_id, external_game_id, bet_amount, payout, bet_time, session_id,
         status = 'settled', 1
    FROM added_rows;
  PERFORM report_apply_rounds(true);
  RETURN NULL;
END;
$$;
CREATE FUNCTION game_round_facts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_round_delta;
  INSERT INTO rollup_round_delta
  SELECT bet_id, player_id, agent_id, currency, casino_id, external_game_id, bet_amount, payout, bet_time, session_id,
         status = 'settled', -1
    FROM removed_rows;
  PERFORM report_apply_rounds(true);
  RETURN NULL;
END;
$$;
CREATE FUNCTION game_round_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_round_delta;
  INSERT INTO rollup_round_delta
  SELECT bet_id, player_id, agent_id, currency, casino_id, external_game_id, bet_amount, payout, bet_time, session_id,
         status = 'settled', -1
    FROM removed_rows
  UNION ALL
  SELECT bet_id, player_id, agent_id, currency, casino_id, external_game_id, bet_amount, payout, bet_time, session_id,
         status = 'settled', 1
    FROM added_rows;
  PERFORM report_apply_rounds(true);
  RETURN NULL;
END;
$$;
CREATE TRIGGER game_round_facts_insert AFTER INSERT ON game_rounds
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION game_round_facts_added();
CREATE TRIGGER game_round_facts_delete AFTER DELETE ON game_rounds
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION game_round_facts_removed();
CREATE TRIGGER game_round_facts_update AFTER UPDATE ON game_rounds
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION game_round_facts_changed();

-- Side bets
CREATE FUNCTION side_bet_facts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_side_delta;
  INSERT INTO rollup_side_delta SELECT bet_id, feature_type, stake, win, 1 FROM added_rows;
  PERFORM report_apply_side_bets();
  RETURN NULL;
END;
$$;
CREATE FUNCTION side_bet_facts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_side_delta;
  INSERT INTO rollup_side_delta SELECT bet_id, feature_type, stake, win, -1 FROM removed_rows;
  PERFORM report_apply_side_bets();
  RETURN NULL;
END;
$$;
CREATE FUNCTION side_bet_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_side_delta;
  INSERT INTO rollup_side_delta
  SELECT bet_id, feature_type, stake, win, -1 FROM removed_rows
  UNION ALL SELECT bet_id, feature_type, stake, win, 1 FROM added_rows;
  PERFORM report_apply_side_bets();
  RETURN NULL;
END;
$$;
CREATE TRIGGER side_bet_facts_insert AFTER INSERT ON side_bets
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION side_bet_facts_added();
CREATE TRIGGER side_bet_facts_delete AFTER DELETE ON side_bets
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION side_bet_facts_removed();
CREATE TRIGGER side_bet_facts_update AFTER UPDATE ON side_bets
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION side_bet_facts_changed();

-- Sessions
CREATE FUNCTION session_facts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_session_delta;
  INSERT INTO rollup_session_delta
  SELECT id, player_id, agent_id, started_at, ended_at, channel, technology, casino_id, 1 FROM added_rows;
  PERFORM report_apply_sessions(true);
  RETURN NULL;
END;
$$;
CREATE FUNCTION session_facts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_session_delta;
  INSERT INTO rollup_session_delta
  SELECT id, player_id, agent_id, started_at, ended_at, channel, technology, casino_id, -1 FROM removed_rows;
  PERFORM report_apply_sessions(true);
  RETURN NULL;
END;
$$;
CREATE FUNCTION session_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_session_delta;
  INSERT INTO rollup_session_delta
  SELECT id, player_id, agent_id, started_at, ended_at, channel, technology, casino_id, -1 FROM removed_rows
  UNION ALL
  SELECT id, player_id, agent_id, started_at, ended_at, channel, technology, casino_id, 1 FROM added_rows;
  PERFORM report_apply_sessions(true);
  RETURN NULL;
END;
$$;
CREATE TRIGGER session_facts_insert AFTER INSERT ON player_sessions
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION session_facts_added();
CREATE TRIGGER session_facts_delete AFTER DELETE ON player_sessions
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION session_facts_removed();
CREATE TRIGGER session_facts_update AFTER UPDATE ON player_sessions
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_facts_changed();

-- Deposits and withdrawals, balance adjustments
CREATE FUNCTION wallet_facts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta SELECT player_id, agent_id, type, amount, currency, created_at, 1 FROM added_rows;
  PERFORM report_apply_money();
  RETURN NULL;
END;
$$;
CREATE FUNCTION wallet_facts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta SELECT player_id, agent_id, type, amount, currency, created_at, -1 FROM removed_rows;
  PERFORM report_apply_money();
  RETURN NULL;
END;
$$;
CREATE FUNCTION wallet_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta
  SELECT player_id, agent_id, type, amount, currency, created_at, -1 FROM removed_rows
  UNION ALL SELECT player_id, agent_id, type, amount, currency, created_at, 1 FROM added_rows;
  PERFORM report_apply_money();
  RETURN NULL;
END;
$$;
CREATE TRIGGER wallet_facts_insert AFTER INSERT ON wallet_transactions
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION wallet_facts_added();
CREATE TRIGGER wallet_facts_delete AFTER DELETE ON wallet_transactions
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION wallet_facts_removed();
CREATE TRIGGER wallet_facts_update AFTER UPDATE ON wallet_transactions
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_facts_changed();

CREATE FUNCTION adjustment_facts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta
  SELECT player_id, agent_id, 'Adjustment', amount, currency, created_at, 1 FROM added_rows;
  PERFORM report_apply_money();
  RETURN NULL;
END;
$$;
CREATE FUNCTION adjustment_facts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta
  SELECT player_id, agent_id, 'Adjustment', amount, currency, created_at, -1 FROM removed_rows;
  PERFORM report_apply_money();
  RETURN NULL;
END;
$$;
CREATE FUNCTION adjustment_facts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  PERFORM report_rollup_writer();
  DELETE FROM rollup_money_delta;
  INSERT INTO rollup_money_delta
  SELECT player_id, agent_id, 'Adjustment', amount, currency, created_at, -1 FROM removed_rows
  UNION ALL SELECT player_id, agent_id, 'Adjustment', amount, currency, created_at, 1 FROM added_rows;
  PERFORM report_apply_money();
  RETURN NULL;
END;
$$;
CREATE TRIGGER adjustment_facts_insert AFTER INSERT ON balance_adjustments
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION adjustment_facts_added();
CREATE TRIGGER adjustment_facts_delete AFTER DELETE ON balance_adjustments
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION adjustment_facts_removed();
CREATE TRIGGER adjustment_facts_update AFTER UPDATE ON balance_adjustments
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION adjustment_facts_changed();

-- A player's cafe
CREATE FUNCTION player_cafe_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rollups_deferred() THEN RETURN NULL; END IF;
  IF OLD.pos_id IS DISTINCT FROM NEW.pos_id THEN
    PERFORM report_rollup_writer();
    PERFORM report_move_player_cafe(NEW.id, OLD.pos_id, NEW.pos_id);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER player_cafe_facts AFTER UPDATE OF pos_id ON players
  FOR EACH ROW EXECUTE FUNCTION player_cafe_changed();
