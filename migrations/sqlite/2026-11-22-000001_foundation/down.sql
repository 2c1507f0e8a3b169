DROP TABLE outbox;
DROP TABLE email_links;
DROP TABLE sessions;
DROP TABLE users;
DROP TABLE site_settings;
