-- Core tables every source shares: ingest bookkeeping, the failure log, embedding models and jobs.

-- One row per ingest run per source; `josh status` reads the last one.
CREATE TABLE ingest_runs (
    run_id      TEXT    NOT NULL,
    source      TEXT    NOT NULL,
    started_at  TEXT    NOT NULL,
    finished_at TEXT,
    status      TEXT    NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
    files_read  INTEGER NOT NULL DEFAULT 0,
    added       INTEGER NOT NULL DEFAULT 0,
    changed     INTEGER NOT NULL DEFAULT 0,
    unchanged   INTEGER NOT NULL DEFAULT 0,
    failed      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (run_id, source)
);

-- Every upstream file that was read, with its hash: an unchanged file is skipped next time.
CREATE TABLE source_files (
    source      TEXT    NOT NULL,
    path        TEXT    NOT NULL,
    raw_sha256  TEXT    NOT NULL,
    bytes       INTEGER NOT NULL,
    records     INTEGER NOT NULL,
    ingested_at TEXT    NOT NULL,
    PRIMARY KEY (source, path)
);

-- What could not be loaded, with enough to find it again. Never silently dropped.
CREATE TABLE ingestion_logs (
    id        INTEGER PRIMARY KEY,
    run_id    TEXT,
    source    TEXT NOT NULL,
    file      TEXT,
    position  TEXT,
    record_id TEXT,
    level     TEXT NOT NULL CHECK (level IN ('error', 'warning')),
    reason    TEXT NOT NULL,
    logged_at TEXT NOT NULL
);
CREATE INDEX ingestion_logs_by_source ON ingestion_logs (source, logged_at);

-- Encoders whose vectors may be in the database; exactly one is active for queries.
CREATE TABLE embedding_models (
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    dimension     INTEGER NOT NULL,
    max_tokens    INTEGER NOT NULL,
    active        INTEGER NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
    registered_at TEXT    NOT NULL,
    PRIMARY KEY (model_id, model_version)
);
CREATE UNIQUE INDEX embedding_models_one_active ON embedding_models (active) WHERE active = 1;

-- The queue the embed worker drains. One row per chunk per model version.
CREATE TABLE chunk_embedding_jobs (
    chunk_table   TEXT    NOT NULL,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'pending'
                          CHECK (status IN ('pending', 'running', 'done', 'failed')),
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT,
    claimed_by    TEXT,
    claimed_at    TEXT,
    inserted_at   TEXT    NOT NULL,
    finished_at   TEXT,
    PRIMARY KEY (chunk_table, chunk_id, model_id, model_version)
);
CREATE INDEX chunk_embedding_jobs_by_status ON chunk_embedding_jobs (status, inserted_at);
