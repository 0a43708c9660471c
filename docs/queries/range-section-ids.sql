-- Links to a U.S. Code section id shaped as a range, which no section has (SectionRange): from a bare number
-- a rising one (551-558, 469-469c, 1396-1396w-5), between lettered sections the same number (1320a-1320b);
-- and CFR section ids whose hyphen swallowed the next part (35.001-35 of 35.001-35.003): the number after
-- the hyphen is the part's (33 CFR 1.05-1 is a section: parts below 10 are left out).
WITH s AS (SELECT to_id, substr(to_id, instr(substr(to_id, 5), ':') + 5) AS sec FROM links WHERE to_id LIKE 'usc:%'),
     h AS (SELECT to_id, substr(sec, 1, instr(sec, '-') - 1) AS a, substr(sec, instr(sec, '-') + 1) AS b
           FROM s WHERE instr(sec, '-') > 0)
SELECT 'usc range ids', count(*), count(DISTINCT to_id) FROM h
WHERE (NOT a GLOB '*[^0-9]*' AND (CAST(b AS INTEGER) > CAST(a AS INTEGER)
                                  OR CAST(b AS INTEGER) = CAST(a AS INTEGER) AND b GLOB '[0-9]*[A-Za-z]*'))
   OR (a GLOB '*[^0-9]*' AND CAST(b AS INTEGER) = CAST(a AS INTEGER) AND b GLOB '[0-9]*[A-Za-z]*')
UNION ALL
SELECT 'cfr cut ranges', count(*), count(DISTINCT to_id) FROM links
WHERE to_id LIKE 'cfr:%' AND instr(to_id, '-') > 0
  AND CAST(substr(to_id, instr(substr(to_id, 5), ':') + 5) AS INTEGER) > 9
  AND CAST(substr(to_id, instr(to_id, '-') + 1) AS INTEGER) = CAST(substr(to_id, instr(substr(to_id, 5), ':') + 5) AS INTEGER);
