-- U.S. Code (body-bearing): one record per section, chunks, an external-content FTS5 index over
-- the chunks, vec0 vectors, and the same vectors in a plain table that reads back fast.
-- Table names follow the source name (us-code -> us_code_*), which is how the server finds them.

CREATE TABLE us_code (
    id              TEXT PRIMARY KEY,          -- usc:17:102
    title_number    TEXT NOT NULL,
    section_number  TEXT NOT NULL,
    title           TEXT NOT NULL,             -- display title: "17 U.S.C. § 102 — Subject matter ..."
    heading         TEXT,
    heading_path    TEXT NOT NULL,             -- JSON array, title to section
    status          TEXT,                      -- e.g. repealed, transferred, omitted (from @status)
    body_markdown   TEXT NOT NULL,
    notes_markdown  TEXT,
    release_point   TEXT,                      -- e.g. 117-80
    source_file     TEXT NOT NULL,
    source_url      TEXT NOT NULL,
    source_org      TEXT NOT NULL,
    published_at    TEXT NOT NULL,
    retrieved_at    TEXT NOT NULL,
    raw_sha256      TEXT NOT NULL,
    citation_string TEXT NOT NULL
);
CREATE INDEX us_code_by_title ON us_code (title_number, section_number);

CREATE TABLE us_code_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES us_code (id) ON DELETE CASCADE,
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
CREATE VIRTUAL TABLE us_code_fts USING fts5(
    heading_path, text,
    content = 'us_code_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE us_code_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

-- The serving copy of the vectors (DESIGN.md: vec0 reads back at 0.1-0.5 ms a row, this at µs).
-- seq grows with every write, so the server can follow new rows without a restart.
CREATE TABLE us_code_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX us_code_chunks_vectors_by_model ON us_code_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER us_code_chunks_ai AFTER INSERT ON us_code_chunks BEGIN
    INSERT INTO us_code_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER us_code_chunks_ad AFTER DELETE ON us_code_chunks BEGIN
    INSERT INTO us_code_fts (us_code_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM us_code_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM us_code_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'us_code_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER us_code_chunks_au AFTER UPDATE OF heading_path, text ON us_code_chunks BEGIN
    INSERT INTO us_code_fts (us_code_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO us_code_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
