package dev.josh.ingest.committeereports;

import dev.josh.contracts.id.Congresses;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A committee report's number: congress, kind ({@code hrpt}, {@code srpt}, {@code erpt}), number
 * and part. GPO names the files {@code CRPT-112hrpt90-pt2}; USLM also cites {@code H. Rept. 118-9}.
 *
 * @param part the part of a report printed in parts, or null
 */
public record ReportNumber(int congress, String kind, int number, Integer part) {

    private static final Pattern GPO = Pattern.compile("CRPT-([1-9][0-9]{0,2})(hrpt|srpt|erpt)([1-9][0-9]{0,4})(?:-pt([1-9][0-9]?))?");
    private static final Pattern CITED = Pattern.compile("(H|S|Exec)\\. Rept\\. ([1-9][0-9]{0,2})[-–]([1-9][0-9]{0,4})");
    private static final Map<String, String> KIND_BY_CHAMBER = Map.of("H", "hrpt", "S", "srpt", "Exec", "erpt");
    private static final Map<String, String> CITED_KIND = Map.of("hrpt", "H. Rept.", "srpt", "S. Rept.", "erpt", "Exec. Rept.");
    private static final Map<String, String> URL_KIND = Map.of("hrpt", "house-report", "srpt", "senate-report",
            "erpt", "executive-report");

    /** The number in a GPO package name anywhere in {@code text} ({@code CRPT-113srpt310}). */
    public static Optional<ReportNumber> fromGpoName(String text) {
        Matcher m = GPO.matcher(text);
        if (!m.find()) {
            return Optional.empty();
        }
        return Optional.of(new ReportNumber(Integer.parseInt(m.group(1)), m.group(2), Integer.parseInt(m.group(3)),
                m.group(4) == null ? null : Integer.valueOf(m.group(4))));
    }

    /** The number in a citation ({@code H. Rept. 118-9}); no part. */
    public static Optional<ReportNumber> fromCitation(String text) {
        Matcher m = CITED.matcher(text);
        if (!m.find()) {
            return Optional.empty();
        }
        return Optional.of(new ReportNumber(Integer.parseInt(m.group(2)), KIND_BY_CHAMBER.get(m.group(1)),
                Integer.parseInt(m.group(3)), null));
    }

    /** {@code crpt:112:hrpt:90-2}: a part is written after a hyphen, as the ID grammar allows. */
    public PublicId publicId() {
        return PublicId.of(IdType.COMMITTEE_REPORT, congress, kind, numberText());
    }

    /** {@code 150}, or {@code 90-2} for part 2 of report 90. */
    public String numberText() {
        return part == null ? String.valueOf(number) : number + "-" + part;
    }

    /** {@code H. Rept. 108-150}; {@code H. Rept. 112-90, pt. 2}. */
    public String citation() {
        return CITED_KIND.get(kind) + " " + congress + "-" + number + (part == null ? "" : ", pt. " + part);
    }

    /** The report's congress.gov page (a report in parts: the page of the report, which lists its parts). */
    public String sourceUrl() {
        return "https://www.congress.gov/congressional-report/" + Congresses.ordinal(congress) + "-congress/"
                + URL_KIND.get(kind) + "/" + number;
    }
}
