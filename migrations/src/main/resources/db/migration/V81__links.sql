-- The citation graph: one row per reference from one record to another, filled at ingest by the
-- source that reads the citing record (a reader per format: USLM <ref href>, a report's cover, the
-- citations in a body's text), never computed from Markdown at query time. A link whose target is
-- not loaded is kept: the server marks it so when it answers. A source that re-reads a record
-- replaces the record's links; deleting a record deletes them.

CREATE TABLE links (
    from_id  TEXT NOT NULL,    -- the citing record: bill, law, FR document, report …
    to_id    TEXT NOT NULL,    -- the cited record's public id, loaded or not: usc:42:1983, pl:117:58
    relation TEXT NOT NULL,    -- cites, amends, accompanies, estimates, … (docs/links.md)
    locator  TEXT NOT NULL,    -- where in the citing record: a heading path and character offset, an element
    found_by TEXT NOT NULL,    -- how: text (a citation in the body), uslm-ref, metadata …
    source   TEXT NOT NULL,    -- the ingest source that wrote it
    UNIQUE (from_id, relation, to_id, locator)
);
CREATE INDEX links_to ON links (to_id, relation);
CREATE INDEX links_by_source ON links (source);

-- Every file is read once more by the next ingest, so records loaded before this table get their
-- links; their rows, chunks and vectors are unchanged (same raw_sha256) and nothing is re-embedded.
DELETE FROM source_files;
