DROP INDEX users_name_key;
ALTER TABLE users DROP COLUMN name_key;
