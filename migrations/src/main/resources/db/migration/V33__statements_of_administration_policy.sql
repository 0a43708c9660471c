-- Statements of Administration Policy (short-body): one record per OMB statement, full text
-- searchable through FTS5 over the record itself; no chunks, no vectors. Each statement is
-- linked to the bills it addresses in sap_bills.

CREATE TABLE statements_of_administration_policy (
    id              TEXT PRIMARY KEY,          -- sap:2022-07-26:hr:117:4346 (date issued, first bill)
    title           TEXT NOT NULL,             -- document_title from the index, e.g. H.R. 4346 – CHIPS Act of 2022
    heading         TEXT,                      -- the heading printed on the statement
    body_markdown   TEXT NOT NULL,
    date_issued     TEXT NOT NULL,             -- YYYY-MM-DD, from the index
    congress        INTEGER NOT NULL,
    bill_id         TEXT NOT NULL,             -- the first bill listed, as a public id
    administration  TEXT NOT NULL,             -- the index file's administration, e.g. 46-Biden
    rescinded       INTEGER NOT NULL DEFAULT 0,
    index_file      TEXT NOT NULL,             -- the YAML index that lists it
    source_file     TEXT NOT NULL,             -- the PDF, relative to the corpus
    source_url      TEXT NOT NULL,
    source_org      TEXT NOT NULL,
    published_at    TEXT NOT NULL,
    retrieved_at    TEXT NOT NULL,
    raw_sha256      TEXT NOT NULL,
    citation_string TEXT NOT NULL
);
CREATE INDEX statements_of_administration_policy_by_source_file ON statements_of_administration_policy (source_file);

-- Every bill a statement addresses (most address one; a few cover several joint resolutions).
CREATE TABLE sap_bills (
    sap_id   TEXT    NOT NULL REFERENCES statements_of_administration_policy (id) ON DELETE CASCADE,
    bill_id  TEXT    NOT NULL,                 -- hr:117:4346
    ordinal  INTEGER NOT NULL,                 -- order in the index, 0 first
    PRIMARY KEY (sap_id, bill_id)
);
CREATE INDEX sap_bills_by_bill ON sap_bills (bill_id);

-- BM25 over the statement itself (external content: the record table, by rowid).
CREATE VIRTUAL TABLE statements_of_administration_policy_fts USING fts5(
    title, body_markdown,
    content = 'statements_of_administration_policy', content_rowid = 'rowid',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE TRIGGER statements_of_administration_policy_ai AFTER INSERT ON statements_of_administration_policy BEGIN
    INSERT INTO statements_of_administration_policy_fts (rowid, title, body_markdown)
        VALUES (new.rowid, new.title, new.body_markdown);
END;
CREATE TRIGGER statements_of_administration_policy_ad AFTER DELETE ON statements_of_administration_policy BEGIN
    INSERT INTO statements_of_administration_policy_fts (statements_of_administration_policy_fts, rowid, title, body_markdown)
        VALUES ('delete', old.rowid, old.title, old.body_markdown);
END;
CREATE TRIGGER statements_of_administration_policy_au AFTER UPDATE OF title, body_markdown ON statements_of_administration_policy BEGIN
    INSERT INTO statements_of_administration_policy_fts (statements_of_administration_policy_fts, rowid, title, body_markdown)
        VALUES ('delete', old.rowid, old.title, old.body_markdown);
    INSERT INTO statements_of_administration_policy_fts (rowid, title, body_markdown)
        VALUES (new.rowid, new.title, new.body_markdown);
END;
