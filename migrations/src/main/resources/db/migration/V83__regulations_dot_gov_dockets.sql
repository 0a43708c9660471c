-- Regulations.gov dockets (registry): the dockets Federal Register documents name in their docket
-- lines ("Docket No. FDA-2014-D-0044"), one record per docket ID, with the documents in each. Read
-- from the Federal Register issue files by the source regulations-dot-gov-dockets; an agency's own
-- file numbers that are not Regulations.gov docket IDs (FCC "WC Docket No. 17-84", SEC release
-- numbers, OMB control numbers) stay on the document (federal_register.docket_ids) only.

CREATE TABLE regulations_dot_gov_dockets (
    id               TEXT PRIMARY KEY,     -- docket:EPA-HQ-OAR-2015-0111
    docket_number    TEXT NOT NULL,        -- EPA-HQ-OAR-2015-0111
    agency_code      TEXT NOT NULL,        -- the ID's first segment: EPA, FDA, NRC
    agency           TEXT,                 -- as the latest document prints it
    sub_agency       TEXT,
    title            TEXT NOT NULL,        -- the latest document's subject
    rins             TEXT NOT NULL,        -- JSON array: every RIN its documents name
    documents        INTEGER NOT NULL,     -- documents of the corpus in the docket
    first_published  TEXT NOT NULL,        -- ISO date of its first document in the corpus
    last_published   TEXT NOT NULL,
    comments_close   TEXT,                 -- the latest comment date its documents state
    source_url       TEXT NOT NULL,        -- https://www.regulations.gov/docket/EPA-HQ-OAR-2015-0111
    source_org       TEXT NOT NULL,
    published_at     TEXT NOT NULL,        -- its latest document's date
    retrieved_at     TEXT NOT NULL,
    raw_sha256       TEXT NOT NULL,        -- over its documents' rows, so a changed document changes it
    citation_string  TEXT NOT NULL         -- Docket No. EPA-HQ-OAR-2015-0111 (Regulations.gov)
);
CREATE INDEX regulations_dot_gov_dockets_by_agency ON regulations_dot_gov_dockets (agency_code, last_published, id);
CREATE INDEX regulations_dot_gov_dockets_by_date ON regulations_dot_gov_dockets (last_published, id);

-- A document of a docket, as the Federal Register file that holds it gives it.
CREATE TABLE regulations_dot_gov_docket_documents (
    docket_id        TEXT NOT NULL,        -- docket:…
    document_id      TEXT NOT NULL,        -- fr:2016-08717
    document_type    TEXT NOT NULL,        -- rule, proposed_rule, notice, presidential_document
    title            TEXT NOT NULL,
    action           TEXT,
    agency           TEXT,
    sub_agency       TEXT,
    rins             TEXT NOT NULL,        -- JSON array
    publication_date TEXT NOT NULL,
    comment_date     TEXT,
    fr_citation      TEXT,                 -- 81 FR 22173
    printed_as       TEXT NOT NULL,        -- the docket line as printed: Docket No. FDA-2014-D-0044
    raw_sha256       TEXT NOT NULL,        -- the document's
    source_file      TEXT NOT NULL,
    PRIMARY KEY (docket_id, document_id)
);
CREATE INDEX regulations_dot_gov_docket_documents_by_document ON regulations_dot_gov_docket_documents (document_id);
CREATE INDEX regulations_dot_gov_docket_documents_by_file ON regulations_dot_gov_docket_documents (source_file);
