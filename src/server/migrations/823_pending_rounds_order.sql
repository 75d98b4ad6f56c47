-- The pending-games report lists the rounds not settled yet, oldest first (bet time, then bet id), of a
-- whole tree: few rows among millions of settled ones. Its own partial index in that order reads them
-- first to last without passing over the settled rounds (the time index would skip millions of them
-- to find the first page). Made on every month's partition, and on the ones made later.
CREATE INDEX game_rounds_pending_order_idx ON game_rounds (bet_time, bet_id) WHERE status = 'pending';
