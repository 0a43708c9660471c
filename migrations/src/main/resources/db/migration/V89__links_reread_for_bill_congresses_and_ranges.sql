-- The links of every body source are read again by the next ingest (docs/links.md): a bill cited in text
-- takes its Congress from its own evidence or none, a bill's rendered overview ("Became law: Public Law …")
-- yields no text link, a range of Code or CFR sections links its two ends instead of an id no section has,
-- "of such title" and authority lists after "et seq.," are read. Unchanged rows, chunks and vectors stay as
-- they are (same raw_sha256) and nothing is re-embedded; each record's links are replaced.
DELETE FROM source_files WHERE source IN ('bills', 'public-laws', 'us-code', 'ecfr-and-cfr', 'federal-register',
                                          'crs-reports', 'gao-reports', 'committee-reports', 'congressional-record',
                                          'cbo-cost-estimates', 'lda-filings');
