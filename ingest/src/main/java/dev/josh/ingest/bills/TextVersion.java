package dev.josh.ingest.bills;

import dev.josh.ingest.lawtext.MarkedText;
import java.util.Comparator;

/**
 * A version of a bill whose text is loaded, as stored in {@code bill_text_versions}.
 *
 * @param date the version's own date, else the date BILLSTATUS lists for it, or null
 */
public record TextVersion(String versionCode, String stage, String date, String format, String officialTitle,
                          String sponsorId, String sponsorName, String processedDate, String sourceFile,
                          String rawSha256, MarkedText text) {

    /**
     * Oldest to latest: an enrolled version is the last (enrolled texts often carry no date);
     * otherwise by date, then, among versions with the same date or none, in legislative order
     * ({@link BillVersions#rank}).
     */
    public static final Comparator<TextVersion> CHRONOLOGICAL = Comparator
            .comparing((TextVersion v) -> v.versionCode().equals("ENR") || v.versionCode().equals("RENR"))
            .thenComparing(TextVersion::date, Comparator.nullsFirst(Comparator.naturalOrder()))
            .thenComparingInt(v -> BillVersions.rank(v.versionCode()));

    /** The stage name: as the document gives it, else the name of the code. */
    public String stageName() {
        return stage != null ? stage : BillVersions.stageOf(versionCode).orElse(versionCode);
    }
}
