package dev.josh.ingest.cfr;

/**
 * Which publication a CFR section was read from. When several files hold the same section, the
 * copy with the latest edition date is kept; on a tie, the higher {@link #precedence}: the eCFR
 * API (what ecfr.gov serves today) over eCFR bulk data over the annual edition.
 */
public enum CfrEdition {
    /** eCFR bulk XML ({@code <DLPSTEXTCLASS>}), a whole title as amended to its {@code <AMDDATE>}. */
    ECFR_BULK("ecfr-bulk", 2),
    /** eCFR API renderer XML: a whole title ({@code <ECFR>}) or one part ({@code <DIV5>}). */
    ECFR_API("ecfr-api", 3),
    /** The annual CFR edition in USLM ({@code <cfrDoc>}), revised as of its edition date. */
    ANNUAL("cfr-annual", 1);

    private final String column;
    private final int precedence;

    CfrEdition(String column, int precedence) {
        this.column = column;
        this.precedence = precedence;
    }

    public String column() {
        return column;
    }

    public int precedence() {
        return precedence;
    }

    public static CfrEdition ofColumn(String column) {
        for (CfrEdition e : values()) {
            if (e.column.equals(column)) {
                return e;
            }
        }
        throw new IllegalArgumentException("no CFR edition '" + column + "'");
    }
}
