-- Former members come from congress-legislators' historical CSV, which keeps each person's last
-- term without its start and end dates. start_date becomes nullable (SQLite cannot drop a NOT NULL
-- in place, so the table is rebuilt with the same columns, keys and rows).

CREATE TABLE legislator_terms_rebuilt (
    legislator_id TEXT    NOT NULL REFERENCES legislators (id) ON DELETE CASCADE,
    ordinal       INTEGER NOT NULL,
    type          TEXT    NOT NULL,           -- rep | sen
    start_date    TEXT,                       -- NULL for a term from the historical CSV
    end_date      TEXT,
    state         TEXT,
    district      INTEGER,
    party         TEXT,
    senate_class  INTEGER,
    state_rank    TEXT,
    url           TEXT,
    PRIMARY KEY (legislator_id, ordinal)
);
INSERT INTO legislator_terms_rebuilt SELECT legislator_id, ordinal, type, start_date, end_date, state, district, party,
                                            senate_class, state_rank, url FROM legislator_terms;
DROP TABLE legislator_terms;
ALTER TABLE legislator_terms_rebuilt RENAME TO legislator_terms;
