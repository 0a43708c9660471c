-- Public and private laws (USLM <pLaw>) and GPO statute compilations (USLM <statuteCompilation>,
-- an act as amended), body-bearing, one record per file: pl:115:9, pvtl:112:1, comp:1656.

CREATE TABLE public_laws (
    id                   TEXT PRIMARY KEY,
    kind                 TEXT NOT NULL CHECK (kind IN ('public-law', 'private-law', 'statute-compilation')),
    congress             INTEGER,
    law_number           TEXT,                     -- 115-9; for a compilation, the compiled law's
    title                TEXT NOT NULL,            -- display title: "Pub. L. 115-9 — ..." / "... Act (as amended through P.L. 116-326)"
    heading              TEXT NOT NULL,            -- short title, else official title
    official_title       TEXT,
    short_title          TEXT,
    statutes_at_large    TEXT,                     -- 131 Stat. 16
    approved_date        TEXT,
    bill_id              TEXT,                     -- the measure the law names (hr:115:609); no foreign key: bills may not hold it
    amended_through      TEXT,                     -- compilations: the latest amending law, 116-326
    amended_through_date TEXT,
    body_markdown        TEXT NOT NULL,
    heading_path         TEXT NOT NULL,            -- JSON array
    source_file          TEXT NOT NULL,
    source_url           TEXT NOT NULL,
    source_org           TEXT NOT NULL,
    published_at         TEXT NOT NULL,
    retrieved_at         TEXT NOT NULL,
    raw_sha256           TEXT NOT NULL,
    citation_string      TEXT NOT NULL
);
CREATE INDEX public_laws_by_bill ON public_laws (bill_id);
CREATE INDEX public_laws_by_number ON public_laws (congress, law_number);

CREATE TABLE public_laws_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES public_laws (id) ON DELETE CASCADE,
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

CREATE VIRTUAL TABLE public_laws_fts USING fts5(
    heading_path, text,
    content = 'public_laws_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE public_laws_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

CREATE TABLE public_laws_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX public_laws_chunks_vectors_by_model ON public_laws_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER public_laws_chunks_ai AFTER INSERT ON public_laws_chunks BEGIN
    INSERT INTO public_laws_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER public_laws_chunks_ad AFTER DELETE ON public_laws_chunks BEGIN
    INSERT INTO public_laws_fts (public_laws_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM public_laws_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM public_laws_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'public_laws_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER public_laws_chunks_au AFTER UPDATE OF heading_path, text ON public_laws_chunks BEGIN
    INSERT INTO public_laws_fts (public_laws_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO public_laws_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
