-- The agents list sorts, filters and pages on the server (100 000 agents and more):
-- * `children_count`, the number of direct sub-agents, is kept on the agent by statement triggers
--   (agents are created and removed, never moved to another parent), so neither the list nor the tree
--   counts children row by row;
-- * one index per sortable column (with the id as tie-break), so a page of a sorted list is an index
--   walk instead of a sort of the whole subtree;
-- * a trigram index on the text the list's filter searches (name and currency), so "contains" needs no
--   scan of every agent.
ALTER TABLE agents ADD COLUMN children_count integer NOT NULL DEFAULT 0;

UPDATE agents a SET children_count = c.n
FROM (SELECT parent_id, count(*)::int AS n FROM agents WHERE parent_id IS NOT NULL GROUP BY parent_id) c
WHERE a.id = c.parent_id;

CREATE FUNCTION agents_count_added_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agents a SET children_count = a.children_count + c.n
  FROM (SELECT parent_id, count(*)::int AS n FROM added WHERE parent_id IS NOT NULL GROUP BY parent_id) c
  WHERE a.id = c.parent_id;
  RETURN NULL;
END;
$$;

CREATE FUNCTION agents_count_removed_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agents a SET children_count = a.children_count - c.n
  FROM (SELECT parent_id, count(*)::int AS n FROM removed WHERE parent_id IS NOT NULL GROUP BY parent_id) c
  WHERE a.id = c.parent_id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER agents_children_added AFTER INSERT ON agents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION agents_count_added_children();
CREATE TRIGGER agents_children_removed AFTER DELETE ON agents
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION agents_count_removed_children();

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX agents_search_idx ON agents USING gin (lower(name || ' ' || currency_id) gin_trgm_ops);

CREATE INDEX agents_order_name_idx ON agents (lower(name), id);
CREATE INDEX agents_order_currency_idx ON agents (currency_id, id);
CREATE INDEX agents_order_credit_idx ON agents (credit_amount, id);
CREATE INDEX agents_order_blocked_idx ON agents (blocked_amount, id);
CREATE INDEX agents_order_children_idx ON agents (children_count, id);
