-- Committee meetings and hearings (registry): one row per meeting of the House committee
-- repository, made from its <committee-meeting> file, its <witness-list> file, or both (they come
-- separately, in either order); the witnesses in a side table.

CREATE TABLE hearings (
    id                TEXT PRIMARY KEY,          -- meeting:h:102252
    chamber           TEXT NOT NULL CHECK (chamber IN ('house', 'senate', 'joint')),
    event_id          TEXT NOT NULL,
    title             TEXT NOT NULL,             -- display title: the meeting's title, else what the row is
    congress          INTEGER,
    session           INTEGER,
    meeting_type      TEXT,                      -- HHRG hearing, HMKP markup, HMTG meeting
    status            TEXT,                      -- the repository's current-status (S scheduled, ...)
    committee_id      TEXT,                      -- Thomas ID of the first committee, when committees has it
    committee_code    TEXT,                      -- the repository's code, e.g. RU00
    committee_name    TEXT,
    committees        TEXT NOT NULL,             -- JSON: every committee and subcommittee (code, Thomas ID, name)
    date              TEXT,                      -- ISO date of the meeting
    start_time        TEXT,
    location          TEXT,
    meeting_title     TEXT,
    bills             TEXT NOT NULL,             -- JSON array of bill public IDs among its documents
    documents         TEXT NOT NULL,             -- JSON: the meeting's documents and their URLs
    meeting_file      TEXT,                      -- the <committee-meeting> file, when read
    meeting_sha256    TEXT,
    witness_file      TEXT,                      -- the <witness-list> file, when read
    witness_sha256    TEXT,
    witness_list_date TEXT,
    source_url        TEXT NOT NULL,
    source_org        TEXT NOT NULL,
    published_at      TEXT NOT NULL,
    retrieved_at      TEXT NOT NULL,
    raw_sha256        TEXT NOT NULL,
    citation_string   TEXT NOT NULL
);
CREATE INDEX hearings_by_committee ON hearings (committee_id, date);
CREATE INDEX hearings_by_date ON hearings (date);

CREATE TABLE hearing_witnesses (
    meeting_id   TEXT    NOT NULL REFERENCES hearings (id) ON DELETE CASCADE,
    ordinal      INTEGER NOT NULL,
    panel        TEXT,
    honorific    TEXT,
    first_name   TEXT,
    middle_name  TEXT,
    last_name    TEXT,
    position     TEXT,
    organization TEXT,
    testified    TEXT,
    witness_type TEXT,
    documents    TEXT NOT NULL,                  -- JSON: what the witness filed (type, description, URLs)
    PRIMARY KEY (meeting_id, ordinal)
);
CREATE INDEX hearing_witnesses_by_name ON hearing_witnesses (last_name, first_name);
