DROP INDEX mail_sends_by_sender;
DROP INDEX mail_sends_by_address;
DROP TABLE mail_sends;
DROP TABLE mail_suppressions;
