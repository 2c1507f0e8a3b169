DROP TABLE mail_choices;
DROP TABLE mail_received;
ALTER TABLE user_prefs DROP COLUMN act_by_mail;
