-- The distinct players of a period read, per hub, facet and day of the period, the day's gap counts
-- whose gap reaches back before the period (rollup_player_gaps): a few of the many rows of each day.
-- The key's index has the gap last, so every row of the days was read from the table to test it;
-- this one holds the gap and the counted columns, so the rows are tested and summed from the index
-- alone (an index-only scan), with the table read only for the rows it returns.
CREATE INDEX rollup_player_gaps_days_idx ON rollup_player_gaps (agent_id, facet, day)
  INCLUDE (gap, facet_key, currency, players);
