-- GAO products (body-bearing): one record per report or testimony PDF, Markdown recovered from
-- the PDF's layout, title and date from catalog.json when it lists the product. Chunks, FTS5,
-- vec0 and plain vectors in the shape of V2 (us_code).

CREATE TABLE gao_reports (
    id              TEXT PRIMARY KEY,          -- gao:GAO-06-282
    report_number   TEXT NOT NULL,             -- GAO-06-282, GAO-08-587T
    title           TEXT NOT NULL,             -- from catalog.json, else as printed on the cover
    heading         TEXT,                      -- the title as printed on the cover
    heading_path    TEXT NOT NULL,             -- JSON array: [title]
    body_markdown   TEXT NOT NULL,
    page_count      INTEGER NOT NULL,
    date_source     TEXT NOT NULL,             -- where published_at came from: 'metadata' or 'pdf'
    catalog_file    TEXT,                      -- catalog.json when it lists the product, else null
    source_file     TEXT NOT NULL,
    source_url      TEXT NOT NULL,
    source_org      TEXT NOT NULL,
    published_at    TEXT NOT NULL,
    retrieved_at    TEXT NOT NULL,
    raw_sha256      TEXT NOT NULL,
    citation_string TEXT NOT NULL
);
CREATE INDEX gao_reports_by_source_file ON gao_reports (source_file);

CREATE TABLE gao_reports_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES gao_reports (id) ON DELETE CASCADE,
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
CREATE VIRTUAL TABLE gao_reports_fts USING fts5(
    heading_path, text,
    content = 'gao_reports_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE gao_reports_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

-- The serving copy of the vectors (DESIGN.md: vec0 reads back at 0.1-0.5 ms a row, this at µs).
-- seq grows with every write, so the server can follow new rows without a restart.
CREATE TABLE gao_reports_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX gao_reports_chunks_vectors_by_model ON gao_reports_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER gao_reports_chunks_ai AFTER INSERT ON gao_reports_chunks BEGIN
    INSERT INTO gao_reports_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER gao_reports_chunks_ad AFTER DELETE ON gao_reports_chunks BEGIN
    INSERT INTO gao_reports_fts (gao_reports_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM gao_reports_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM gao_reports_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'gao_reports_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER gao_reports_chunks_au AFTER UPDATE OF heading_path, text ON gao_reports_chunks BEGIN
    INSERT INTO gao_reports_fts (gao_reports_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO gao_reports_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
