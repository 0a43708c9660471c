-- The references a bill version's XML marks up (USLM <ref href>, the GPO DTD's <external-xref>), as
-- JSON links, kept with the version's Markdown so that a bill put together again from its stored
-- versions (a new BILLSTATUS, another version read) keeps the links of the text in its body.
ALTER TABLE bill_text_versions ADD COLUMN reference_links TEXT;

-- Sources whose links came after V81 are read once more by the next ingest, so records loaded before
-- get them: bills, laws and the U.S. Code (their marked references), CFR sections (their part's
-- authority note), Federal Register documents (what their regulatory text amends), hearings (the
-- bills a meeting considers) and lobbying filings (the bills their issues name). Unchanged rows,
-- chunks and vectors stay as they are (same raw_sha256) and nothing is re-embedded.
DELETE FROM source_files WHERE source IN ('bills', 'public-laws', 'us-code', 'ecfr-and-cfr', 'federal-register',
                                          'hearings', 'lda-filings');
