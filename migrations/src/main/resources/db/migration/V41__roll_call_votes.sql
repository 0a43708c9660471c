-- Roll-call votes (registry): one row per vote, one row per member vote. Senate files name members
-- by LIS ID; bioguide_id is resolved through legislators.lis_id and stays NULL (raw voter_id kept)
-- when no legislator carries the LIS ID.

CREATE TABLE roll_call_votes (
    id                TEXT PRIMARY KEY,          -- vote:119:h:1:362
    congress          INTEGER NOT NULL,
    chamber           TEXT    NOT NULL CHECK (chamber IN ('house', 'senate')),
    session           INTEGER NOT NULL,
    number            INTEGER NOT NULL,
    title             TEXT    NOT NULL,          -- display title: citation — question
    voted_at          TEXT    NOT NULL,          -- as the file gives it, with its UTC offset
    date              TEXT    NOT NULL,          -- local date of the vote, ISO
    question          TEXT,
    vote_type         TEXT,                      -- e.g. "On Passage of the Bill", "On the Cloture Motion"
    category          TEXT,                      -- passage, passage-suspension, cloture, amendment, nomination, ...
    requires          TEXT,                      -- 1/2, 2/3, 3/5
    result            TEXT,
    result_text       TEXT,
    subject           TEXT,
    bill_id           TEXT,                      -- the measure voted on, as a bill public ID (hr:117:3684)
    amendment         TEXT,                      -- JSON, as the file gives it
    nomination_number TEXT,                      -- e.g. PN 851-6 as "851-6"
    nomination_title  TEXT,
    yea_count         INTEGER NOT NULL,          -- Yea + Aye
    nay_count         INTEGER NOT NULL,          -- Nay + No
    present_count     INTEGER NOT NULL,
    not_voting_count  INTEGER NOT NULL,
    counts            TEXT    NOT NULL,          -- JSON: members per position, as listed
    record_modified   TEXT,
    updated_at        TEXT,
    source_file       TEXT    NOT NULL,
    source_url        TEXT    NOT NULL,
    source_org        TEXT    NOT NULL,
    published_at      TEXT    NOT NULL,
    retrieved_at      TEXT    NOT NULL,
    raw_sha256        TEXT    NOT NULL,
    citation_string   TEXT    NOT NULL,
    UNIQUE (congress, chamber, session, number)
);
CREATE INDEX roll_call_votes_by_bill ON roll_call_votes (bill_id);
CREATE INDEX roll_call_votes_by_date ON roll_call_votes (date);
CREATE INDEX roll_call_votes_by_file ON roll_call_votes (source_file);

CREATE TABLE roll_call_member_votes (
    vote_id      TEXT NOT NULL REFERENCES roll_call_votes (id) ON DELETE CASCADE,
    voter_id     TEXT NOT NULL,                  -- as in the file: bioguide (House), LIS ID (Senate), VP
    bioguide_id  TEXT,                           -- NULL when a Senate LIS ID resolves to no legislator
    position     TEXT NOT NULL,                  -- Yea, Nay, Aye, No, Present, Not Voting (or a candidate's name)
    display_name TEXT,
    first_name   TEXT,
    last_name    TEXT,
    party        TEXT,
    state        TEXT,
    PRIMARY KEY (vote_id, voter_id)
);
CREATE INDEX roll_call_member_votes_by_bioguide ON roll_call_member_votes (bioguide_id);
