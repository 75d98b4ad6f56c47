-- Features around the games, for the side-bet, opt-in, jackpot-history and tournament-winners reports.
-- Money that reaches a player through a feature is part of a round: a side bet's stake is in the
-- round's bet and its win in the round's payout, a jackpot hit's amount in the payout of the round that
-- hit it. Game history, player sessions and agent summary therefore already count them, and the
-- feature reports reconcile with them round by round.

-- The side bet placed on a round, by its feature type. `win` 0: the side bet lost.
CREATE TABLE side_bets (
  bet_id bigint PRIMARY KEY REFERENCES game_rounds (bet_id) ON DELETE CASCADE,
  feature_type text NOT NULL CHECK (feature_type IN ('LuckyWheelOfAnni', 'FunnyFatty', 'SideBetJackpot')),
  stake numeric(18, 2) NOT NULL CHECK (stake > 0 AND stake <= 9999999999999.99),
  win numeric(18, 2) NOT NULL CHECK (win >= 0 AND win <= 9999999999999.99)
);

-- A player's choice to take part in a game's features (or the system taking them out), over time.
CREATE TABLE opt_in_actions (
  id bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  agent_id uuid NOT NULL REFERENCES agents (id),
  external_game_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('OptOut', 'OptIn', 'ManualOptOut', 'AutomaticOptOut')),
  created_at timestamptz NOT NULL
);
CREATE INDEX opt_in_actions_agent_time_idx ON opt_in_actions (agent_id, created_at);

-- A jackpot won on a round; the amount is part of that round's payout.
CREATE TABLE jackpot_hits (
  id bigserial PRIMARY KEY,
  bet_id bigint NOT NULL UNIQUE REFERENCES game_rounds (bet_id) ON DELETE CASCADE,
  jackpot_type text NOT NULL CHECK (jackpot_type IN ('Major', 'Minor', 'Maxi', 'Mini', 'Grand', 'Random', 'SSD')),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0 AND amount <= 9999999999999.99)
);

-- A tournament an agent ran for its players in one currency over a period (`ends_at` excluded), and
-- its winners by rank with their prize (credited to the player as a bonus adjustment).
CREATE TABLE tournaments (
  id bigserial PRIMARY KEY,
  agent_id uuid NOT NULL REFERENCES agents (id),
  name text NOT NULL,
  currency text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  UNIQUE (agent_id, currency, starts_at)
);
CREATE INDEX tournaments_period_idx ON tournaments (ends_at, starts_at);

CREATE TABLE tournament_winners (
  tournament_id bigint NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  rank smallint NOT NULL CHECK (rank >= 1),
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  prize numeric(18, 2) NOT NULL CHECK (prize > 0 AND prize <= 9999999999999.99),
  PRIMARY KEY (tournament_id, rank)
);
