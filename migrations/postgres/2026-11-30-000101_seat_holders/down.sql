DROP TABLE seat_holders;
