-- Flow 1 joins and list endpoints (query server).
--
-- bill_mentions: which records of the registry and body sources list a bill in a JSON column
-- (hearings.bills, congressional_record.bills), so "records related to hr:117:3684" is an index
-- lookup instead of a scan of every granule. Kept by triggers, so no ingester writes it; rows
-- already loaded are filled here. No citation_string: it is a join table, not a source.

CREATE TABLE bill_mentions (
    bill_id   TEXT NOT NULL,                     -- hr:117:3684
    source    TEXT NOT NULL,                     -- the record's source: hearings | congressional-record
    record_id TEXT NOT NULL,                     -- meeting:h:102252, crec:CREC-…
    PRIMARY KEY (bill_id, source, record_id)
) WITHOUT ROWID;
CREATE INDEX bill_mentions_by_record ON bill_mentions (source, record_id);

-- A malformed array mentions nothing rather than failing the ingester's write.
CREATE TRIGGER congressional_record_bill_mentions_ai AFTER INSERT ON congressional_record BEGIN
    INSERT OR IGNORE INTO bill_mentions (bill_id, source, record_id)
        SELECT value, 'congressional-record', new.id
        FROM json_each(CASE WHEN json_valid(new.bills) THEN new.bills ELSE '[]' END) WHERE type = 'text';
END;
CREATE TRIGGER congressional_record_bill_mentions_au AFTER UPDATE OF bills ON congressional_record BEGIN
    DELETE FROM bill_mentions WHERE source = 'congressional-record' AND record_id = old.id;
    INSERT OR IGNORE INTO bill_mentions (bill_id, source, record_id)
        SELECT value, 'congressional-record', new.id
        FROM json_each(CASE WHEN json_valid(new.bills) THEN new.bills ELSE '[]' END) WHERE type = 'text';
END;
CREATE TRIGGER congressional_record_bill_mentions_ad AFTER DELETE ON congressional_record BEGIN
    DELETE FROM bill_mentions WHERE source = 'congressional-record' AND record_id = old.id;
END;

CREATE TRIGGER hearings_bill_mentions_ai AFTER INSERT ON hearings BEGIN
    INSERT OR IGNORE INTO bill_mentions (bill_id, source, record_id)
        SELECT value, 'hearings', new.id
        FROM json_each(CASE WHEN json_valid(new.bills) THEN new.bills ELSE '[]' END) WHERE type = 'text';
END;
CREATE TRIGGER hearings_bill_mentions_au AFTER UPDATE OF bills ON hearings BEGIN
    DELETE FROM bill_mentions WHERE source = 'hearings' AND record_id = old.id;
    INSERT OR IGNORE INTO bill_mentions (bill_id, source, record_id)
        SELECT value, 'hearings', new.id
        FROM json_each(CASE WHEN json_valid(new.bills) THEN new.bills ELSE '[]' END) WHERE type = 'text';
END;
CREATE TRIGGER hearings_bill_mentions_ad AFTER DELETE ON hearings BEGIN
    DELETE FROM bill_mentions WHERE source = 'hearings' AND record_id = old.id;
END;

INSERT OR IGNORE INTO bill_mentions (bill_id, source, record_id)
    SELECT j.value, 'congressional-record', c.id FROM congressional_record c,
        json_each(CASE WHEN json_valid(c.bills) THEN c.bills ELSE '[]' END) j WHERE j.type = 'text';
INSERT OR IGNORE INTO bill_mentions (bill_id, source, record_id)
    SELECT j.value, 'hearings', h.id FROM hearings h,
        json_each(CASE WHEN json_valid(h.bills) THEN h.bills ELSE '[]' END) j WHERE j.type = 'text';

-- List filters and keyset orders the server uses (ORDER BY <date>, id within a filter).
CREATE INDEX bills_by_congress ON bills (congress, published_at, id);
CREATE INDEX bills_by_policy_area ON bills (policy_area COLLATE NOCASE, published_at, id);
CREATE INDEX bills_by_published ON bills (published_at, id);
CREATE INDEX roll_call_votes_by_chamber ON roll_call_votes (chamber, date, id);
CREATE INDEX federal_register_by_agency ON federal_register (agency, publication_date);
CREATE INDEX federal_register_by_type ON federal_register (document_type, publication_date, id);
CREATE INDEX lda_filings_by_registrant_name ON lda_filings (registrant_name COLLATE NOCASE);
CREATE INDEX lda_filings_by_client_name ON lda_filings (client_name COLLATE NOCASE);
CREATE INDEX lda_filings_by_published ON lda_filings (published_at, id);
CREATE INDEX statements_of_administration_policy_by_date ON statements_of_administration_policy (date_issued, id);
CREATE INDEX congressional_record_by_date_id ON congressional_record (date, id);
