ALTER TABLE outbox DROP COLUMN notified_at;
ALTER TABLE outbox DROP COLUMN game_id;
ALTER TABLE outbox DROP COLUMN notify_user_id;
ALTER TABLE outbox DROP COLUMN kind;
