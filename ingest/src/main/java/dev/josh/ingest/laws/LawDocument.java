package dev.josh.ingest.laws;

import dev.josh.ingest.lawtext.MarkedText;

/**
 * A public or private law ({@code <pLaw>}) or a statute compilation ({@code <statuteCompilation>})
 * as read. Values are as the document states them (law numbers with GPO's en dash, e.g.
 * {@code 115–9}); missing ones are null.
 *
 * @param lawNumber        the law's number, {@code 115–9}; for a compilation, the compiled law's
 * @param fileId           a compilation's GPO file id ({@code 1656} for {@code COMPS-1656}); null for a law
 * @param dcTitle          {@code <dc:title>} in {@code <meta>}
 * @param shortTitle       the act's short title, as the document states it
 * @param statutesAtLarge  {@code 131 Stat. 16}
 * @param approvedDate     the date the law was approved, ISO
 * @param billPath         the enacted measure as the law names it: {@code /us/bill/115/hr/609}
 * @param amendedThrough   a compilation's {@code As Amended Through} law, {@code 116–326}
 * @param amendedThroughDate the date that law was enacted, ISO
 * @param notAmended       a compilation that says {@code This law has not been amended}
 * @param body             the text, sections as landmarks
 */
public record LawDocument(String sourceFile, String rawSha256, Kind kind, Integer congress, String lawNumber,
                          String fileId, String dcTitle, String officialTitle, String shortTitle,
                          String statutesAtLarge, String approvedDate, String billPath, String amendedThrough,
                          String amendedThroughDate, boolean notAmended, MarkedText body) {

    public enum Kind {
        PUBLIC_LAW("public-law"), PRIVATE_LAW("private-law"), STATUTE_COMPILATION("statute-compilation");

        private final String column;

        Kind(String column) {
            this.column = column;
        }

        public String column() {
            return column;
        }
    }
}
