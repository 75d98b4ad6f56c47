-- The multicash balance history is read per agent, newest first, a page at a time.
CREATE INDEX pot_balance_log_agent_time_idx ON pot_balance_log (agent_id, created_at DESC, id DESC);
