-- Registry sources (no body, no vectors): legislators, committees, committee memberships.

CREATE TABLE legislators (
    id                 TEXT PRIMARY KEY,      -- bioguide, e.g. S000033
    first_name         TEXT,
    middle_name        TEXT,
    last_name          TEXT NOT NULL,
    suffix             TEXT,
    nickname           TEXT,
    official_full_name TEXT,
    birthday           TEXT,
    gender             TEXT,
    is_current         INTEGER NOT NULL CHECK (is_current IN (0, 1)),
    chamber            TEXT,                  -- of the latest term: house | senate
    party              TEXT,
    state              TEXT,
    district           INTEGER,
    lis_id             TEXT,                  -- Senate vote files name members by this
    thomas_id          TEXT,
    govtrack_id        INTEGER,
    other_ids          TEXT,                  -- JSON object of every upstream id
    source_url         TEXT NOT NULL,
    source_org         TEXT NOT NULL,
    published_at       TEXT NOT NULL,
    retrieved_at       TEXT NOT NULL,
    raw_sha256         TEXT NOT NULL,
    citation_string    TEXT NOT NULL
);
CREATE INDEX legislators_by_lis ON legislators (lis_id);
CREATE INDEX legislators_by_name ON legislators (last_name, first_name);

CREATE TABLE legislator_terms (
    legislator_id TEXT    NOT NULL REFERENCES legislators (id) ON DELETE CASCADE,
    ordinal       INTEGER NOT NULL,
    type          TEXT    NOT NULL,           -- rep | sen
    start_date    TEXT    NOT NULL,
    end_date      TEXT,
    state         TEXT,
    district      INTEGER,
    party         TEXT,
    senate_class  INTEGER,
    state_rank    TEXT,
    url           TEXT,
    PRIMARY KEY (legislator_id, ordinal)
);

CREATE TABLE committees (
    id              TEXT PRIMARY KEY,         -- Thomas ID; subcommittees append two digits
    parent_id       TEXT REFERENCES committees (id) ON DELETE CASCADE,
    name            TEXT NOT NULL,
    chamber         TEXT NOT NULL,            -- house | senate | joint
    committee_type  TEXT,
    url             TEXT,
    jurisdiction    TEXT,
    address         TEXT,
    phone           TEXT,
    is_current      INTEGER NOT NULL CHECK (is_current IN (0, 1)),
    source_url      TEXT NOT NULL,
    source_org      TEXT NOT NULL,
    published_at    TEXT NOT NULL,
    retrieved_at    TEXT NOT NULL,
    raw_sha256      TEXT NOT NULL,
    citation_string TEXT NOT NULL
);
CREATE INDEX committees_by_parent ON committees (parent_id);

-- Membership as published for the current Congress. legislator_id is not a foreign key: the
-- upstream file may name a member before the legislators file has them, and that must not
-- drop the row (a missing join shows as a null name and is logged).
CREATE TABLE committee_memberships (
    committee_id    TEXT    NOT NULL REFERENCES committees (id) ON DELETE CASCADE,
    legislator_id   TEXT    NOT NULL,
    congress        INTEGER NOT NULL,
    party           TEXT,                     -- majority | minority
    member_rank     INTEGER,
    role            TEXT,                     -- Chairman, Ranking Member, Ex Officio, ...
    listed_name     TEXT,
    source_url      TEXT    NOT NULL,
    source_org      TEXT    NOT NULL,
    published_at    TEXT    NOT NULL,
    retrieved_at    TEXT    NOT NULL,
    raw_sha256      TEXT    NOT NULL,
    citation_string TEXT    NOT NULL,
    PRIMARY KEY (committee_id, legislator_id, congress)
);
CREATE INDEX committee_memberships_by_legislator ON committee_memberships (legislator_id);
