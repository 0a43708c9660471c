-- Warnings apart from failures: a record set aside for a known reason (an OLRC placeholder for a run of
-- repealed sections, a CFR appendix without a section number) or kept with a note is a warning, as
-- ingestion_logs.level says; 'failed' counts only what could not be loaded for want of a fix.
ALTER TABLE ingest_runs ADD COLUMN warnings INTEGER NOT NULL DEFAULT 0;
