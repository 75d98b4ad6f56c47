-- The results of the ledger check (src/server/ledger-check.ts), whoever ran it: `npm run ledger:check`
-- on the command line or an auditor in the console. The console shows the last one.
CREATE TABLE ledger_checks (
  id bigserial PRIMARY KEY,
  checked_at timestamptz NOT NULL DEFAULT now(),
  -- the back-office user who ran it from the console; NULL: the command line
  user_id uuid,
  user_name text,
  source text NOT NULL CHECK (source IN ('console', 'command-line')),
  transactions bigint NOT NULL,
  postings bigint NOT NULL,
  accounts bigint NOT NULL,
  -- how many differences there were, and the first of them
  difference_count integer NOT NULL,
  differences jsonb NOT NULL,
  duration_ms integer NOT NULL
);
