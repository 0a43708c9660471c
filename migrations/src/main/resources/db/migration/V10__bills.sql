-- Bills and resolutions (body-bearing). One record per measure, from its BILLSTATUS file, or,
-- for a measure whose BILLSTATUS is not in the corpus, from its text files. The body holds the
-- overview (titles, subjects, the latest CRS summary, the latest action) and, where the text of a
-- version is loaded, the latest version's text in sections. BILLSTATUS detail lives in side
-- tables that go with their bill (ON DELETE CASCADE).

CREATE TABLE bills (
    id                  TEXT PRIMARY KEY,          -- hr:117:3684
    congress            INTEGER NOT NULL,
    bill_type           TEXT    NOT NULL,          -- hr, s, hres, sres, hjres, sjres, hconres, sconres
    number              INTEGER NOT NULL,
    title               TEXT    NOT NULL,          -- display title: "H.R. 3684 (117th Congress) — Infrastructure ..."
    heading             TEXT    NOT NULL,          -- the measure's own title (BILLSTATUS display title)
    official_title      TEXT,
    origin_chamber      TEXT,                      -- House | Senate
    introduced_date     TEXT,
    update_date         TEXT,                      -- BILLSTATUS <updateDate> (a timestamp)
    sponsor_id          TEXT,                      -- bioguide ID (no foreign key: legislators may not be loaded)
    sponsor_name        TEXT,
    policy_area         TEXT,
    latest_action_date  TEXT,
    latest_action_text  TEXT,
    committee_reports   TEXT    NOT NULL,          -- JSON array of report citations, e.g. ["H. Rept. 117-70"]
    record_basis        TEXT    NOT NULL CHECK (record_basis IN ('billstatus', 'text')),
    status_version      TEXT,                      -- BILLSTATUS <version>: 3.0.0 or 1.0.0
    status_file         TEXT,                      -- the BILLSTATUS file, when the record is based on one
    status_sha256       TEXT,
    latest_text_version TEXT,                      -- version code of the text in the body (ENR, IH, ...), if any
    overview_markdown   TEXT    NOT NULL,          -- the part of the body that is not bill text
    overview_sections   TEXT    NOT NULL,          -- JSON landmarks of the overview, to put the body together again
    body_markdown       TEXT    NOT NULL,
    heading_path        TEXT    NOT NULL,          -- JSON array
    source_file         TEXT    NOT NULL,          -- the BILLSTATUS file, else the text file of the latest version
    source_url          TEXT    NOT NULL,
    source_org          TEXT    NOT NULL,
    published_at        TEXT    NOT NULL,
    retrieved_at        TEXT    NOT NULL,
    raw_sha256          TEXT    NOT NULL,
    citation_string     TEXT    NOT NULL
);
CREATE INDEX bills_by_number ON bills (congress, bill_type, number);
CREATE INDEX bills_by_sponsor ON bills (sponsor_id);
CREATE INDEX bills_by_status_file ON bills (status_file);

CREATE TABLE bill_titles (
    bill_id      TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    ordinal      INTEGER NOT NULL,
    kind         TEXT    NOT NULL CHECK (kind IN ('display', 'official', 'short', 'popular', 'other')),
    title_type   TEXT    NOT NULL,                 -- upstream <titleType>, e.g. "Short Titles as Enacted"
    title        TEXT    NOT NULL,
    chamber      TEXT,
    version_code TEXT,                             -- the text version the title is on (3.0.0 files)
    PRIMARY KEY (bill_id, ordinal)
);
CREATE INDEX bill_titles_by_title ON bill_titles (title);

CREATE TABLE bill_cosponsors (
    bill_id          TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    ordinal          INTEGER NOT NULL,
    legislator_id    TEXT,                         -- bioguide ID
    full_name        TEXT,
    party            TEXT,
    state            TEXT,
    district         INTEGER,
    sponsorship_date TEXT,
    withdrawn_date   TEXT,
    is_original      INTEGER NOT NULL CHECK (is_original IN (0, 1)),
    PRIMARY KEY (bill_id, ordinal)
);
CREATE INDEX bill_cosponsors_by_legislator ON bill_cosponsors (legislator_id);

CREATE TABLE bill_actions (
    bill_id            TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    ordinal            INTEGER NOT NULL,           -- upstream order (BILLSTATUS lists the newest first)
    action_date        TEXT,
    action_time        TEXT,
    text               TEXT,
    action_type        TEXT,
    action_code        TEXT,
    source_system_code TEXT,
    source_system_name TEXT,
    committees         TEXT    NOT NULL,           -- JSON array of committee system codes
    recorded_votes     TEXT    NOT NULL,           -- JSON array: chamber, congress, session, roll, date, url
    PRIMARY KEY (bill_id, ordinal)
);
CREATE INDEX bill_actions_by_date ON bill_actions (action_date);

CREATE TABLE bill_committees (
    bill_id            TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    ordinal            INTEGER NOT NULL,
    system_code        TEXT,                       -- e.g. hspw00, subcommittee hspw12
    parent_system_code TEXT,                       -- set for a subcommittee
    name               TEXT,
    chamber            TEXT,
    committee_type     TEXT,
    activities         TEXT    NOT NULL,           -- JSON array of {name, date}
    PRIMARY KEY (bill_id, ordinal)
);
CREATE INDEX bill_committees_by_code ON bill_committees (system_code);

CREATE TABLE bill_subjects (
    bill_id        TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    subject        TEXT    NOT NULL,
    is_policy_area INTEGER NOT NULL CHECK (is_policy_area IN (0, 1)),
    PRIMARY KEY (bill_id, subject)
);
CREATE INDEX bill_subjects_by_subject ON bill_subjects (subject);

CREATE TABLE bill_summaries (
    bill_id      TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    ordinal      INTEGER NOT NULL,
    version_code TEXT,                             -- LOC summary version code, e.g. 00, 49
    action_date  TEXT,
    action_desc  TEXT,
    update_date  TEXT,
    markdown     TEXT    NOT NULL,
    PRIMARY KEY (bill_id, ordinal)
);

CREATE TABLE bill_related (
    bill_id            TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    ordinal            INTEGER NOT NULL,
    related_id         TEXT,                       -- public ID of the related measure, when it fits the grammar
    related_type       TEXT,
    congress           INTEGER,
    number             INTEGER,
    title              TEXT,
    latest_action_date TEXT,
    latest_action_text TEXT,
    relationships      TEXT    NOT NULL,           -- JSON array of {type, identifiedBy}
    PRIMARY KEY (bill_id, ordinal)
);
CREATE INDEX bill_related_by_related ON bill_related (related_id);

CREATE TABLE bill_laws (
    bill_id    TEXT NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    law_type   TEXT NOT NULL,                      -- Public Law | Private Law
    law_number TEXT NOT NULL,                      -- 117-58
    law_id     TEXT,                               -- pl:117:58 (no foreign key: public-laws may not hold it)
    PRIMARY KEY (bill_id, law_type, law_number)
);
CREATE INDEX bill_laws_by_law ON bill_laws (law_id);

-- Text versions: those BILLSTATUS lists (stage, date, govinfo URL) and those whose text is loaded
-- from a file (Markdown, sections, citation), one row per bill and version code. The citation
-- column is named version_citation, not citation_string: a table carrying citation_string is a
-- source of its own to the server (SourceCatalog), and versions are part of their bill.
CREATE TABLE bill_text_versions (
    bill_id          TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
    version_code     TEXT,                         -- IH, RS, EAS, ENR; null for a listed version that has none
    stage            TEXT,                         -- Introduced in House, Enrolled Bill
    version_date     TEXT,
    listed           INTEGER NOT NULL DEFAULT 0 CHECK (listed IN (0, 1)),  -- listed in the BILLSTATUS file
    listed_date      TEXT,
    listed_url       TEXT,                         -- govinfo URL from BILLSTATUS
    format           TEXT,                         -- uslm | gpo-bill-dtd | xhtml | text; null: text not loaded
    official_title   TEXT,
    sponsor_id       TEXT,
    sponsor_name     TEXT,
    processed_date   TEXT,
    markdown         TEXT,
    sections         TEXT,                         -- JSON landmarks of the markdown
    source_file      TEXT,
    source_url       TEXT,
    source_org       TEXT,
    published_at     TEXT,
    retrieved_at     TEXT,
    raw_sha256       TEXT,
    version_citation TEXT,
    UNIQUE (bill_id, version_code)
);
CREATE INDEX bill_text_versions_by_bill ON bill_text_versions (bill_id);
CREATE INDEX bill_text_versions_by_file ON bill_text_versions (source_file);

CREATE TABLE bills_chunks (
    chunk_id               INTEGER PRIMARY KEY,   -- stable: derived from (document_id, ordinal)
    document_id            TEXT    NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
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

CREATE VIRTUAL TABLE bills_fts USING fts5(
    heading_path, text,
    content = 'bills_chunks', content_rowid = 'chunk_id',
    tokenize = 'porter unicode61 remove_diacritics 2'
);

CREATE VIRTUAL TABLE bills_chunks_vec0 USING vec0(
    chunk_id INTEGER PRIMARY KEY,
    embedding float[384],
    embedding_bq bit[384],
    model_id text,
    model_version text
);

CREATE TABLE bills_chunks_vectors (
    seq           INTEGER PRIMARY KEY,
    chunk_id      INTEGER NOT NULL,
    model_id      TEXT    NOT NULL,
    model_version TEXT    NOT NULL,
    embedding     BLOB    NOT NULL,          -- float32 little-endian, L2-normalized
    embedding_bq  BLOB    NOT NULL,          -- sign bits, as vec0_quantize_binary
    UNIQUE (chunk_id, model_id, model_version)
);
CREATE INDEX bills_chunks_vectors_by_model ON bills_chunks_vectors (model_id, model_version, seq);

CREATE TRIGGER bills_chunks_ai AFTER INSERT ON bills_chunks BEGIN
    INSERT INTO bills_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
CREATE TRIGGER bills_chunks_ad AFTER DELETE ON bills_chunks BEGIN
    INSERT INTO bills_fts (bills_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    DELETE FROM bills_chunks_vec0 WHERE chunk_id = old.chunk_id;
    DELETE FROM bills_chunks_vectors WHERE chunk_id = old.chunk_id;
    DELETE FROM chunk_embedding_jobs WHERE chunk_table = 'bills_chunks' AND chunk_id = old.chunk_id;
END;
CREATE TRIGGER bills_chunks_au AFTER UPDATE OF heading_path, text ON bills_chunks BEGIN
    INSERT INTO bills_fts (bills_fts, rowid, heading_path, text)
        VALUES ('delete', old.chunk_id, old.heading_path, old.text);
    INSERT INTO bills_fts (rowid, heading_path, text) VALUES (new.chunk_id, new.heading_path, new.text);
END;
