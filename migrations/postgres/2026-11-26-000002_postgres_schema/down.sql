-- Drops everything `up.sql` created (indexes and identity sequences go with their tables),
-- dependents before the tables they reference.
DROP TABLE game_notes;
DROP TABLE game_messages;
DROP TABLE mail_sends;
DROP TABLE mail_suppressions;
DROP TABLE login_links;
DROP TABLE vacations;
DROP TABLE user_prefs;
DROP TABLE game_results;
DROP TABLE finished_games;
DROP TABLE game_snapshots;
DROP TABLE api_tokens;
DROP TABLE game_events;
DROP TABLE invitations;
DROP TABLE game_players;
DROP TABLE games;
DROP TABLE outbox;
DROP TABLE email_links;
DROP TABLE sessions;
DROP TABLE users;
DROP TABLE site_settings;
