package dev.josh.server.search;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A per-document search filter named by a request parameter ({@code congress=117},
 * {@code agency=environmental protection}). A source supports a field when its record table has
 * the column the field reads, so support is read from the live schema like everything else about
 * sources; a search with the field is confined to the sources that support it.
 */
public enum DocumentField {

    CONGRESS("congress", "117", "congress", "%s.congress = ?",
            "the Congress of a bill, law, committee report, SAP or Congressional Record issue"),
    BILL_ID("bill_id", "hr:117:3684", "bill_id", "%s.bill_id = ?",
            "a bill: the bill itself, the laws that enacted it, reports and SAPs on it, Record granules naming it"),
    SPONSOR("sponsor", "S000033", "sponsor_id", "%s.sponsor_id = ?", "a bill's sponsor, by Bioguide id"),
    POLICY_AREA("policy_area", "Health", "policy_area", "%s.policy_area = ? COLLATE NOCASE",
            "a bill's CRS policy area, as CRS names it (case-insensitive)"),
    AGENCY("agency", "environmental protection agency", "agency",
            "(%1$s.agency LIKE ? ESCAPE '\\' OR %1$s.sub_agency LIKE ? ESCAPE '\\')",
            "a Federal Register document's agency or sub-agency: any part of its name, case-insensitive"),
    DOCUMENT_TYPE("document_type", "rule", "document_type", "%s.document_type = ? COLLATE NOCASE",
            "a Federal Register document type: rule, proposed_rule, notice or presidential_document"),
    TITLE_NUMBER("title_number", "42", null, null, "a U.S. Code or CFR title number");

    private final String parameter;
    private final String example;
    private final String column;
    private final String condition;
    private final String description;

    DocumentField(String parameter, String example, String column, String condition, String description) {
        this.parameter = parameter;
        this.example = example;
        this.column = column;
        this.condition = condition;
        this.description = description;
    }

    /** What the field selects, for API documentation and tool schemas. */
    public String description() {
        return description;
    }

    /** The request parameter, e.g. {@code policy_area}. */
    public String parameter() {
        return parameter;
    }

    public String example() {
        return example;
    }

    public static Optional<DocumentField> byParameter(String name) {
        return Arrays.stream(values()).filter(f -> f.parameter.equals(name)).findFirst();
    }

    /** Every parameter name, for hints. */
    public static List<String> parameters() {
        return Arrays.stream(values()).map(DocumentField::parameter).toList();
    }

    /** Checks and normalizes a parameter's value; a bad one is a 400 naming the parameter. */
    String normalize(String value) {
        String v = value.strip();
        switch (this) {
            case CONGRESS -> {
                if (!v.matches("[1-9][0-9]{0,2}")) {
                    throw invalid(value, "a Congress number");
                }
            }
            case BILL_ID -> {
                PublicId id = PublicId.tryParse(v).filter(p -> p.type() == IdType.BILL)
                        .orElseThrow(() -> invalid(value, "a bill id"));
                v = id.value();
            }
            case TITLE_NUMBER -> {
                if (!v.matches("[1-9][0-9]{0,2}[A-Za-z]?")) {
                    throw invalid(value, "a title number");
                }
            }
            default -> {
                if (v.isEmpty()) {
                    throw invalid(value, "a value");
                }
            }
        }
        return v;
    }

    private ApiException invalid(String value, String what) {
        return new ApiException(ErrorCode.INVALID_PARAMETER, parameter + " '" + value + "' is not " + what,
                ApiException.newHint().put("parameter", parameter).put("example", parameter + "=" + example).build());
    }

    /** Whether the source's records carry this field. */
    public boolean supportedBy(SourceTables source) {
        return condition(source, "r").isPresent();
    }

    /** The SQL condition on the record table aliased {@code alias}, with one {@code ?} per {@link #values}. */
    Optional<String> condition(SourceTables source, String alias) {
        if (this == BILL_ID && IdType.BILL.resource().equals(source.name())) {
            return Optional.of(alias + ".id = ?"); // a bill's own id
        }
        if (this == BILL_ID && !source.recordColumns().contains(column) && source.recordColumns().contains("bills")) {
            // Congressional Record granules list the bills they name as a JSON array.
            return Optional.of("EXISTS (SELECT 1 FROM json_each(" + alias + ".bills) WHERE value = ?)");
        }
        if (this == TITLE_NUMBER) {
            for (String titleColumn : List.of("title_number", "cfr_title")) {
                if (source.recordColumns().contains(titleColumn)) {
                    return Optional.of("CAST(" + alias + "." + titleColumn + " AS TEXT) = ?");
                }
            }
            return Optional.empty();
        }
        return source.recordColumns().contains(column)
                ? Optional.of(condition.formatted(alias))
                : Optional.empty();
    }

    /** The values bound to the placeholders of {@link #condition}, in order. */
    List<String> values(String normalized) {
        if (this == AGENCY) {
            String like = "%" + normalized.toLowerCase(Locale.ROOT).replace("\\", "\\\\").replace("%", "\\%")
                    .replace("_", "\\_") + "%";
            return List.of(like, like);
        }
        return List.of(normalized);
    }
}
