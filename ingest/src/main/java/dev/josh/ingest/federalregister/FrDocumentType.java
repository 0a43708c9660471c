package dev.josh.ingest.federalregister;

import java.util.Locale;
import java.util.Map;

/** The four kinds of document a Federal Register issue is split into, as stored in {@code document_type}. */
public enum FrDocumentType {
    RULE("rule"),
    PROPOSED_RULE("proposed_rule"),
    NOTICE("notice"),
    PRESIDENTIAL_DOCUMENT("presidential_document");

    /** The issuer the Federal Register prints presidential documents under, stored as their agency. */
    public static final String PRESIDENT = "The President";

    /** GPO's names for the kinds of presidential document (elements in bulk XML, styles in USLM). */
    private static final Map<String, String> PRESIDENTIAL_TYPES = Map.of(
            "PROCLA", "proclamation", "EXECORD", "executive_order", "PRMEMO", "memorandum",
            "PRNOTICE", "notice", "DETERM", "determination", "PRORDER", "order");

    private final String column;

    FrDocumentType(String column) {
        this.column = column;
    }

    public String column() {
        return column;
    }

    /** {@code PROCLA} as {@code proclamation}; a name not listed, lower-cased. */
    public static String presidentialType(String gpoName) {
        return PRESIDENTIAL_TYPES.getOrDefault(gpoName, gpoName.toLowerCase(Locale.ROOT));
    }
}
