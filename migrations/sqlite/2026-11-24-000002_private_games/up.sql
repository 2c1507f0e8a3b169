-- Who may watch a game that is not open: its players while it runs; everyone once it is
-- finished if its creator chose so at creation (`services::games::can_watch`). Games created
-- before this column stay watchable after they finish, as they were.
ALTER TABLE games ADD COLUMN public_when_finished BOOLEAN NOT NULL DEFAULT 1;
