-- The topic taxonomy (registry): the CRS legislative subject terms and policy areas BILLSTATUS
-- assigns to bills, one record per term, with its bills, its counts by Congress and the policy
-- areas its bills carry. Read from the BILLSTATUS files by the source topic-taxonomy.

CREATE TABLE topic_taxonomy (
    id               TEXT PRIMARY KEY,     -- topic:environmental-protection
    title            TEXT NOT NULL,        -- the term as CRS writes it: Environmental protection
    kinds            TEXT NOT NULL,        -- JSON array: policy_area, legislative_subject (a term can be both)
    bills            INTEGER NOT NULL,     -- bills of the corpus it is assigned to
    by_congress      TEXT NOT NULL,        -- JSON object: {"117": 42, "116": 1}
    policy_areas     TEXT NOT NULL,        -- JSON array of {id, name, bills}: the policy areas of its bills, most first
    first_congress   INTEGER NOT NULL,
    last_congress    INTEGER NOT NULL,
    source_url       TEXT NOT NULL,
    source_org       TEXT NOT NULL,
    published_at     TEXT NOT NULL,
    retrieved_at     TEXT NOT NULL,
    raw_sha256       TEXT NOT NULL,        -- over its bills' rows
    citation_string  TEXT NOT NULL
);
CREATE INDEX topic_taxonomy_by_bills ON topic_taxonomy (bills DESC, id);

-- A bill a term is assigned to, as its BILLSTATUS file gives it.
CREATE TABLE topic_taxonomy_bills (
    topic_id         TEXT NOT NULL,
    bill_id          TEXT NOT NULL,        -- hr:117:3684
    name             TEXT NOT NULL,        -- the term as the file writes it
    kind             TEXT NOT NULL CHECK (kind IN ('policy_area', 'legislative_subject')),
    congress         INTEGER NOT NULL,
    raw_sha256       TEXT NOT NULL,        -- the BILLSTATUS file's
    source_file      TEXT NOT NULL,
    PRIMARY KEY (topic_id, bill_id, kind)
);
CREATE INDEX topic_taxonomy_bills_by_bill ON topic_taxonomy_bills (bill_id);
CREATE INDEX topic_taxonomy_bills_by_file ON topic_taxonomy_bills (source_file);
