package dev.josh.ingest.sync;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Set;

/**
 * What one {@code sync} was asked for. Each fetcher applies the parts that mean something for its
 * upstream and ignores the rest: {@code --congress} restricts bills, laws, reports and roll calls;
 * {@code --year} and {@code --since} restrict dated publications (Federal Register issues, the
 * Record, CRS and GAO reports, lobbying quarters) and files changed upstream since a day;
 * {@code --title} restricts the U.S. Code and the CFR.
 *
 * @param congress a Congress number, or null for every Congress the upstream lists
 * @param year     a calendar year, or null for every year
 * @param since    only files published or changed on or after this day, or null
 * @param titles   U.S. Code / CFR title numbers, empty for all
 */
public record SyncScope(Integer congress, Integer year, LocalDate since, Set<String> titles) {

    public SyncScope {
        titles = titles == null ? Set.of() : Set.copyOf(titles);
    }

    /** Everything the upstreams hold. */
    public static SyncScope everything() {
        return new SyncScope(null, null, null, Set.of());
    }

    public boolean coversCongress(int n) {
        return congress == null || congress == n;
    }

    public boolean coversYear(int y) {
        return (year == null || year == y) && (since == null || y >= since.getYear());
    }

    /** Whether a publication of {@code day} is in scope (year and since). */
    public boolean coversDay(LocalDate day) {
        return (year == null || day.getYear() == year) && (since == null || !day.isBefore(since));
    }

    /**
     * Whether a publication of {@code day} that upstream last changed at {@code modified} (null when
     * unknown) is in scope: of the {@code --year}, and published or changed on or after {@code --since}
     * (a corrected old issue is wanted by an incremental run).
     */
    public boolean covers(LocalDate day, Instant modified) {
        return coversDay(day) || (year == null || day.getYear() == year) && modified != null && changedSince(modified);
    }

    /** Whether a file the listing says changed at {@code modified} is in scope for {@code --since}; unknown times are. */
    public boolean changedSince(Instant modified) {
        return since == null || modified == null || !modified.isBefore(since.atStartOfDay(ZoneOffset.UTC).toInstant());
    }

    public boolean coversTitle(String title) {
        return titles.isEmpty() || titles.contains(title.replaceFirst("^0+(?=.)", ""));
    }
}
