-- Committee reports (body-bearing): one record per report, from GPO USLM where the corpus has
-- it, else from the PDF. Chunks, FTS5, vec0 and plain vectors in the shape of V2 (us_code).

CREATE TABLE committee_reports (
    id              TEXT PRIMARY KEY,          -- crpt:108:hrpt:150, crpt:112:hrpt:90-2 (part 2)
    congress        INTEGER NOT NULL,
    report_type     TEXT NOT NULL,             -- hrpt, srpt, erpt
    report_number   TEXT NOT NULL,             -- 150, 90-2
    part            INTEGER,                   -- 2 for "Part 2", else null
    title           TEXT NOT NULL,             -- e.g. KEEPING CHILDREN AND FAMILIES SAFE ACT OF 2003
    heading         TEXT,                      -- the document type, e.g. Conference Report
    heading_path    TEXT NOT NULL,             -- JSON array: [citation — title]
    committee       TEXT,
    bill_id         TEXT,                      -- the bill it accompanies as a public id (hr:118:7437), when named
    body_markdown   TEXT NOT NULL,
    body_format     TEXT NOT NULL,             -- which file gave the body: 'uslm' or 'pdf'
    date_source     TEXT NOT NULL,             -- 'metadata' (USLM dc:date) or 'pdf' (date printed on the cover)
    source_file     TEXT NOT NULL,             -- the file that gave the body
    other_files     TEXT,                      -- JSON array: the same report in other formats (the PDF of a USLM report)
    source_url      TEXT NOT NULL,
    source_org      TEXT NOT NULL,
    published_at    TEXT NOT NULL,
    retrieved_at    TEXT NOT NULL,
    raw_sha256      TEXT NOT NULL,
    citation_string TEXT NOT NULL
);
CREATE INDEX committee_reports_by_source_file ON committee_reports (source_file);
CREATE INDEX committee_reports_by_bill ON committee_reports (bill_id);

CREATE TABLE committee_reports_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES committee_reports (id) ON DELETE CASCADE,
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
CREATE VIRTUAL TABLE committee_reports_fts USING fts5(
    heading_path, text,
    content = 'committee_reports_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE committee_reports_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

-- The serving copy of the vectors (DESIGN.md: vec0 reads back at 0.1-0.5 ms a row, this at µs).
-- seq grows with every write, so the server can follow new rows without a restart.
CREATE TABLE committee_reports_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX committee_reports_chunks_vectors_by_model ON committee_reports_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER committee_reports_chunks_ai AFTER INSERT ON committee_reports_chunks BEGIN
    INSERT INTO committee_reports_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER committee_reports_chunks_ad AFTER DELETE ON committee_reports_chunks BEGIN
    INSERT INTO committee_reports_fts (committee_reports_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM committee_reports_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM committee_reports_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'committee_reports_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER committee_reports_chunks_au AFTER UPDATE OF heading_path, text ON committee_reports_chunks BEGIN
    INSERT INTO committee_reports_fts (committee_reports_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO committee_reports_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
