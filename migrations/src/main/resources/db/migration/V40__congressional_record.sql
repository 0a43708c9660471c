-- Congressional Record (body-bearing): one record per granule of a daily issue, with its speaker
-- turns, chunks that never cross a turn (tiny turns aside), an external-content FTS5 index over the
-- chunks, vec0 vectors and the same vectors in a plain table. Same shape as us_code (V2).

CREATE TABLE congressional_record (
    id                TEXT PRIMARY KEY,          -- crec:CREC-1997-01-28-pt1-PgS693-5
    issue_id          TEXT NOT NULL,             -- CREC-1997-01-28
    granule_id        TEXT NOT NULL,             -- CREC-1997-01-28-pt1-PgS693-5
    title             TEXT NOT NULL,             -- display title: "143 Cong. Rec. S693 — MORNING BUSINESS"
    heading           TEXT,                      -- the granule's title (MODS)
    heading_path      TEXT NOT NULL,             -- JSON array: issue, section, title
    section           TEXT,                      -- Senate | House | Extensions of Remarks | Daily Digest
    granule_class     TEXT,                      -- MODS granuleClass, e.g. SENATE, DAILYDIGEST
    sub_granule_class TEXT,
    volume            INTEGER,
    issue_number      INTEGER,
    congress          INTEGER,
    session           INTEGER,
    date              TEXT NOT NULL,             -- ISO date of the issue
    page_start        TEXT,                      -- S693
    page_end          TEXT,
    listed_in_mods    INTEGER NOT NULL CHECK (listed_in_mods IN (0, 1)),
    speakers          TEXT NOT NULL,             -- JSON: members MODS names, with bioguide IDs
    bills             TEXT NOT NULL,             -- JSON array of bill public IDs MODS links to the granule
    body_markdown     TEXT NOT NULL,
    source_file       TEXT NOT NULL,             -- the issue's mods.xml (the unit of source_files)
    html_file         TEXT NOT NULL,             -- the granule's HTML
    source_url        TEXT NOT NULL,
    source_org        TEXT NOT NULL,
    published_at      TEXT NOT NULL,
    retrieved_at      TEXT NOT NULL,
    raw_sha256        TEXT NOT NULL,
    citation_string   TEXT NOT NULL
);
CREATE INDEX congressional_record_by_date ON congressional_record (date, page_start);
CREATE INDEX congressional_record_by_file ON congressional_record (source_file);

-- Who speaks where: one row per speaker turn, offsets into body_markdown (the turn's "### label" heading to its end).
CREATE TABLE congressional_record_turns (
    document_id   TEXT    NOT NULL REFERENCES congressional_record (id) ON DELETE CASCADE,
    ordinal       INTEGER NOT NULL,
    speaker_label TEXT    NOT NULL,          -- as printed: "Mr. SMITH of New Jersey", "The PRESIDING OFFICER"
    bioguide_id   TEXT,                      -- when the issue's MODS names the member
    char_start    INTEGER NOT NULL,
    char_end      INTEGER NOT NULL,
    PRIMARY KEY (document_id, ordinal)
);
CREATE INDEX congressional_record_turns_by_bioguide ON congressional_record_turns (bioguide_id);

CREATE TABLE congressional_record_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES congressional_record (id) ON DELETE CASCADE,
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
CREATE VIRTUAL TABLE congressional_record_fts USING fts5(
    heading_path, text,
    content = 'congressional_record_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE congressional_record_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

-- The serving copy of the vectors (DESIGN.md: vec0 reads back at 0.1-0.5 ms a row, this at µs).
-- seq grows with every write, so the server can follow new rows without a restart.
CREATE TABLE congressional_record_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX congressional_record_chunks_vectors_by_model ON congressional_record_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER congressional_record_chunks_ai AFTER INSERT ON congressional_record_chunks BEGIN
    INSERT INTO congressional_record_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER congressional_record_chunks_ad AFTER DELETE ON congressional_record_chunks BEGIN
    INSERT INTO congressional_record_fts (congressional_record_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM congressional_record_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM congressional_record_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'congressional_record_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER congressional_record_chunks_au AFTER UPDATE OF heading_path, text ON congressional_record_chunks BEGIN
    INSERT INTO congressional_record_fts (congressional_record_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO congressional_record_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
