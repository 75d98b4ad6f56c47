-- Game rounds of the report service. One row per bet: the columns
-- carry what lists, scoping and exports need; `detail` carries the kind-specific content of the
-- detail response (cards, lines, bets...). Money is NUMERIC(18,2): exact, never float.

CREATE TABLE game_rounds (
  bet_id bigint PRIMARY KEY,
  round_id text NOT NULL,
  player_id uuid NOT NULL REFERENCES players (id),
  agent_id uuid NOT NULL REFERENCES agents (id),
  external_game_id integer NOT NULL,
  game_kind text NOT NULL CHECK (
    game_kind IN ('slot', 'blackjack', 'roulette', 'keno', 'videoPoker', 'triCardPoker', 'cardGames', 'crashGames')
  ),
  currency text NOT NULL,
  currency_classification text NOT NULL DEFAULT 'Thousands',
  bet_amount numeric(18, 2) NOT NULL CHECK (bet_amount >= 0),
  payout numeric(18, 2) NOT NULL CHECK (payout >= 0),
  bet_time timestamptz NOT NULL,
  language_code text NOT NULL DEFAULT 'en',
  -- 0 in-casino report, 1 external global service
  report_provider_id smallint NOT NULL DEFAULT 0,
  global_details_url text,
  detail jsonb NOT NULL
);

CREATE INDEX game_rounds_agent_time_idx ON game_rounds (agent_id, bet_time DESC, bet_id DESC);
CREATE INDEX game_rounds_player_time_idx ON game_rounds (player_id, bet_time DESC);
CREATE INDEX game_rounds_round_idx ON game_rounds (round_id);
CREATE INDEX game_rounds_time_idx ON game_rounds (bet_time DESC, bet_id DESC);
