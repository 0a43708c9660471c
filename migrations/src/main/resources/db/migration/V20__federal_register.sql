-- Federal Register (body-bearing): one record per document of a daily issue (rule, proposed rule,
-- notice, presidential document), from GPO bulk XML (<FEDREG>) and USLM (<frDoc>) issues. Chunks,
-- FTS5 and vectors follow V2__us_code.sql exactly, named federal_register_*.

CREATE TABLE federal_register (
    id                         TEXT PRIMARY KEY,      -- fr:2016-08717
    document_number            TEXT NOT NULL,         -- 2016-08717, from [FR Doc. …]
    document_type              TEXT NOT NULL CHECK (document_type IN
                                   ('rule', 'proposed_rule', 'notice', 'presidential_document')),
    presidential_document_type TEXT,                  -- proclamation, executive_order, memorandum, notice, …
    designation                TEXT,                  -- e.g. "Proclamation 9423 of April 12, 2016"
    title                      TEXT NOT NULL,         -- display title: the subject (a presidential document's designation first)
    heading                    TEXT NOT NULL,         -- the subject as printed
    heading_path               TEXT NOT NULL,         -- JSON array
    agency                     TEXT,                  -- as printed, e.g. DEPARTMENT OF HEALTH AND HUMAN SERVICES
    sub_agency                 TEXT,                  -- e.g. Food and Drug Administration
    action                     TEXT,                  -- e.g. Final rule.
    summary                    TEXT,
    dates                      TEXT,                  -- the DATES caption's text
    effective_date             TEXT,                  -- ISO, parsed from dates where it states one
    comment_date               TEXT,                  -- ISO, the date comments close, parsed from dates
    rins                       TEXT NOT NULL,         -- JSON array, e.g. ["3064-AE12"]
    docket_ids                 TEXT NOT NULL,         -- JSON array, as printed, e.g. ["Docket No. FDA-2014-D-0044"]
    volume                     INTEGER NOT NULL,
    issue_number               INTEGER,
    start_page                 INTEGER NOT NULL,
    end_page                   INTEGER NOT NULL,
    fr_citation                TEXT NOT NULL,         -- 81 FR 22173
    publication_date           TEXT NOT NULL,         -- the issue date
    body_markdown              TEXT NOT NULL,
    source_format              TEXT NOT NULL,         -- fr-xml | fr-uslm
    source_file                TEXT NOT NULL,
    source_url                 TEXT NOT NULL,
    source_org                 TEXT NOT NULL,
    published_at               TEXT NOT NULL,
    retrieved_at               TEXT NOT NULL,
    raw_sha256                 TEXT NOT NULL,
    citation_string            TEXT NOT NULL
);
CREATE INDEX federal_register_by_date ON federal_register (publication_date, document_type);
CREATE INDEX federal_register_by_page ON federal_register (volume, start_page);

-- The CFR units a document affects ("50 CFR Parts 13 and 22" is two rows), for joins to ecfr_and_cfr.
CREATE TABLE federal_register_cfr_references (
    document_id TEXT    NOT NULL REFERENCES federal_register (id) ON DELETE CASCADE,
    ordinal     INTEGER NOT NULL,
    cfr_title   INTEGER NOT NULL,
    cfr_part    TEXT,                                 -- null when the line names a chapter or a whole title
    reference   TEXT    NOT NULL,                     -- the line as printed
    PRIMARY KEY (document_id, ordinal)
);
CREATE INDEX federal_register_cfr_references_by_part ON federal_register_cfr_references (cfr_title, cfr_part);

CREATE TABLE federal_register_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES federal_register (id) ON DELETE CASCADE,
    ordinal                INTEGER NOT NULL,
    heading_path           TEXT    NOT NULL,      -- " › "-joined, indexed for BM25
    anchor                 TEXT    NOT NULL,      -- deep link: source_url#anchor
    char_start             INTEGER NOT NULL,      -- offsets into the record's body_markdown
    char_end               INTEGER NOT NULL,
    token_count            INTEGER NOT NULL,
    text                   TEXT    NOT NULL,
    embedded_model_id      TEXT,
    embedded_model_version TEXT,
    embedded_at            TEXT,
    UNIQUE (document_id, ordinal)
);

-- BM25 over the chunks; bm25() weights are given per column at query time (heading path > text).
CREATE VIRTUAL TABLE federal_register_fts USING fts5(
    heading_path, text,
    content = 'federal_register_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE federal_register_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

-- The serving copy of the vectors (DESIGN.md: vec0 reads back at 0.1-0.5 ms a row, this at µs).
-- seq grows with every write, so the server can follow new rows without a restart.
CREATE TABLE federal_register_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX federal_register_chunks_vectors_by_model ON federal_register_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER federal_register_chunks_ai AFTER INSERT ON federal_register_chunks BEGIN
    INSERT INTO federal_register_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER federal_register_chunks_ad AFTER DELETE ON federal_register_chunks BEGIN
    INSERT INTO federal_register_fts (federal_register_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM federal_register_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM federal_register_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'federal_register_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER federal_register_chunks_au AFTER UPDATE OF heading_path, text ON federal_register_chunks BEGIN
    INSERT INTO federal_register_fts (federal_register_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO federal_register_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
