DROP TABLE rate_hits;
