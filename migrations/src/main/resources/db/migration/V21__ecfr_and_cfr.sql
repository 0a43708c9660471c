-- eCFR and CFR (body-bearing): one record per CFR section, from eCFR bulk XML, eCFR API renderer XML
-- and annual editions in USLM. A section several files hold is stored once (the latest edition date
-- wins; on a tie eCFR API, then bulk, then annual); edition, edition_date and source_file say which.
-- Chunks, FTS5 and vectors follow V2__us_code.sql exactly, named ecfr_and_cfr_*.

CREATE TABLE ecfr_and_cfr (
    id              TEXT PRIMARY KEY,          -- cfr:1:1.1
    cfr_title       INTEGER NOT NULL,
    chapter         TEXT,                      -- e.g. I
    subchapter      TEXT,                      -- e.g. A
    part            TEXT,                      -- e.g. 1
    subpart         TEXT,                      -- e.g. A
    section_number  TEXT    NOT NULL,          -- e.g. 1.1 (part.section)
    title           TEXT    NOT NULL,          -- display title: "1 CFR 1.1 — Definitions."
    heading         TEXT,                      -- the section's subject, e.g. Definitions.
    heading_path    TEXT    NOT NULL,          -- JSON array, title to section (chapter, subchapter, part, subpart, …)
    reserved        INTEGER NOT NULL CHECK (reserved IN (0, 1)),
    body_markdown   TEXT    NOT NULL,
    edition         TEXT    NOT NULL CHECK (edition IN ('ecfr-bulk', 'ecfr-api', 'cfr-annual')),
    edition_date    TEXT    NOT NULL,          -- the date the file states its text is current to
    source_file     TEXT    NOT NULL,
    source_url      TEXT    NOT NULL,
    source_org      TEXT    NOT NULL,
    published_at    TEXT    NOT NULL,
    retrieved_at    TEXT    NOT NULL,
    raw_sha256      TEXT    NOT NULL,
    citation_string TEXT    NOT NULL
);
CREATE INDEX ecfr_and_cfr_by_part ON ecfr_and_cfr (cfr_title, part, section_number);

CREATE TABLE ecfr_and_cfr_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES ecfr_and_cfr (id) ON DELETE CASCADE,
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
CREATE VIRTUAL TABLE ecfr_and_cfr_fts USING fts5(
    heading_path, text,
    content = 'ecfr_and_cfr_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE ecfr_and_cfr_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

-- The serving copy of the vectors (DESIGN.md: vec0 reads back at 0.1-0.5 ms a row, this at µs).
-- seq grows with every write, so the server can follow new rows without a restart.
CREATE TABLE ecfr_and_cfr_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX ecfr_and_cfr_chunks_vectors_by_model ON ecfr_and_cfr_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER ecfr_and_cfr_chunks_ai AFTER INSERT ON ecfr_and_cfr_chunks BEGIN
    INSERT INTO ecfr_and_cfr_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER ecfr_and_cfr_chunks_ad AFTER DELETE ON ecfr_and_cfr_chunks BEGIN
    INSERT INTO ecfr_and_cfr_fts (ecfr_and_cfr_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM ecfr_and_cfr_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM ecfr_and_cfr_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'ecfr_and_cfr_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER ecfr_and_cfr_chunks_au AFTER UPDATE OF heading_path, text ON ecfr_and_cfr_chunks BEGIN
    INSERT INTO ecfr_and_cfr_fts (ecfr_and_cfr_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO ecfr_and_cfr_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
