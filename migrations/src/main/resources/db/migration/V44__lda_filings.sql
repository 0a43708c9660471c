-- Lobbying disclosure filings (registry) from the Senate's LDA bulk XML: LD-1 registrations, LD-2
-- activity reports and LD-203 contribution reports, one row each, with their lobbyists, issues,
-- government entities contacted and contributions in side tables.

CREATE TABLE lda_filings (
    id                        TEXT PRIMARY KEY,  -- lda:a56bcb4e-35bd-4f14-b403-960d2e89fa24
    filing_uuid               TEXT NOT NULL,     -- the ID attribute as given (upper case)
    title                     TEXT NOT NULL,     -- display title: type: registrant for client
    form                      TEXT NOT NULL CHECK (form IN ('LD-1', 'LD-2', 'LD-203')),
    filing_type               TEXT,              -- e.g. MID-YEAR REPORT, REGISTRATION AMENDMENT, LD-203 YEAR-END REPORT
    year                      INTEGER,
    period                    TEXT,              -- e.g. Mid-Year (Jan 1 - Jun 30), UNDETERMINED
    received_at               TEXT,              -- as given, e.g. 2007-10-24T13:27:51
    amount                    REAL,              -- LD-2 income or expenses, dollars
    amount_text               TEXT,              -- as given
    comments                  TEXT,
    registrant_id             TEXT,
    registrant_name           TEXT,
    registrant_description    TEXT,
    registrant_address        TEXT,
    registrant_country        TEXT,
    registrant_ppb_country    TEXT,
    client_id                 TEXT,              -- NULL on an LD-203
    client_name               TEXT,
    client_description        TEXT,
    client_state              TEXT,
    client_country            TEXT,
    client_ppb_state          TEXT,
    client_ppb_country        TEXT,
    client_contact            TEXT,
    client_self_filer         TEXT,              -- TRUE | FALSE as given
    client_state_or_local_gov TEXT,
    foreign_entities          TEXT,              -- JSON, as given
    affiliated_orgs           TEXT,              -- JSON, as given
    source_file               TEXT NOT NULL,
    source_url                TEXT NOT NULL,
    source_org                TEXT NOT NULL,
    published_at              TEXT NOT NULL,
    retrieved_at              TEXT NOT NULL,
    raw_sha256                TEXT NOT NULL,
    citation_string           TEXT NOT NULL
);
CREATE INDEX lda_filings_by_registrant ON lda_filings (registrant_id, year);
CREATE INDEX lda_filings_by_client ON lda_filings (client_id, year);
CREATE INDEX lda_filings_by_file ON lda_filings (source_file);

CREATE TABLE lda_lobbyists (
    filing_id         TEXT    NOT NULL REFERENCES lda_filings (id) ON DELETE CASCADE,
    ordinal           INTEGER NOT NULL,
    name              TEXT    NOT NULL,          -- as given, e.g. CHERNIKOFF, LARRY
    covered_position  TEXT,                      -- COVERED | NOT COVERED
    official_position TEXT,
    PRIMARY KEY (filing_id, ordinal)
);
CREATE INDEX lda_lobbyists_by_name ON lda_lobbyists (name);

CREATE TABLE lda_issues (
    filing_id      TEXT    NOT NULL REFERENCES lda_filings (id) ON DELETE CASCADE,
    ordinal        INTEGER NOT NULL,
    code           TEXT,                         -- general issue area, e.g. ARTS/ENTERTAINMENT
    specific_issue TEXT,
    PRIMARY KEY (filing_id, ordinal)
);
CREATE INDEX lda_issues_by_code ON lda_issues (code);

CREATE TABLE lda_government_entities (
    filing_id TEXT    NOT NULL REFERENCES lda_filings (id) ON DELETE CASCADE,
    ordinal   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    PRIMARY KEY (filing_id, ordinal)
);

CREATE TABLE lda_contributions (
    filing_id         TEXT    NOT NULL REFERENCES lda_filings (id) ON DELETE CASCADE,
    ordinal           INTEGER NOT NULL,
    contributor       TEXT,
    contribution_type TEXT,                      -- FECA, HONORARIUM, PRES_LIB, ...
    payee             TEXT,
    honoree           TEXT,
    amount            REAL,
    contribution_date TEXT,                      -- ISO date
    PRIMARY KEY (filing_id, ordinal)
);
CREATE INDEX lda_contributions_by_honoree ON lda_contributions (honoree);
