-- Who is told when a message is given up, and about what (`mail::worker`): for an invitation,
-- the player who sent it, about its game. `notified_at` is set once, by a compare-and-set, in
-- the transaction that queues the notice. No foreign keys: the notice is skipped when the
-- player or the game is gone, and the columns stay droppable.
ALTER TABLE outbox ADD COLUMN kind TEXT;
ALTER TABLE outbox ADD COLUMN notify_user_id INTEGER;
ALTER TABLE outbox ADD COLUMN game_id INTEGER;
ALTER TABLE outbox ADD COLUMN notified_at TIMESTAMP;
