package dev.josh.ingest.lda;

import dev.josh.ingest.sync.DeclaredFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import dev.josh.ingest.sync.UpstreamHost;
import java.io.IOException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lobbying disclosure filings from the Senate Office of Public Records' bulk downloads.
 *
 * <p>Two senate.gov pages list them, {@code /legislative/Public_Disclosure/database_download.htm}
 * (LD-1 registrations and LD-2 reports) and {@code .../contributions_download.htm} (LD-203
 * contribution reports): a table with a row per quarter received, whose link is
 * {@code http://soprweb.senate.gov/downloads/2007_4.zip} or {@code .../2020_4_LD203.zip} and whose
 * next cell is the "Last Updated" day ({@code 02/12/2015}). Each zip holds UTF-16 {@code <PublicFilings>}
 * XML files ({@code 2007_4_10_2.xml}, {@code 2020_4_10_1_LD203.xml}), extracted unchanged into
 * {@code lobbying-lda/} where {@code josh ingest lda-filings} reads them. Learned from the
 * wgetsnaps/senate-lda-activity and wgetsnaps/senate-lda-contributions mirrors (the pages, the
 * wget logs naming the soprweb URLs, the zips the corpus files came from).
 *
 * <p>Since 2021 the Senate points to lda.senate.gov's REST API, which serves JSON with no sample in
 * the corpus and a shape ingest does not read; this fetcher keeps to the bulk XML layout, and its
 * two hosts can be pointed at a mirror of it.
 */
public final class LdaFetcher extends DeclaredFetcher {

    /** www.senate.gov, which holds the two download pages. */
    public static final UpstreamHost SENATE = new UpstreamHost("senate", "https://www.senate.gov");
    /** soprweb.senate.gov, which holds the quarterly zips under {@code /downloads/}. */
    public static final UpstreamHost SOPRWEB = new UpstreamHost("soprweb", "https://soprweb.senate.gov");

    static final List<String> PAGES = List.of(
            "/legislative/Public_Disclosure/database_download.htm",
            "/legislative/Public_Disclosure/contributions_download.htm");

    private static final Pattern ROW = Pattern.compile(
            "<a href=\"([^\"]*downloads/[^\"]*)\"[^>]*>[^<]*</a>\\s*</td>\\s*<td[^>]*>\\s*([^<]*?)\\s*</td>");

    public LdaFetcher() {
        super(LdaFilingsJobConfiguration.SOURCE, SENATE, SOPRWEB);
    }

    @Override
    public List<RemoteFile> discover(SyncScope scope, Upstream upstream) throws IOException {
        List<RemoteFile> files = new ArrayList<>();
        for (String page : PAGES) {
            Matcher row = ROW.matcher(upstream.text(upstream.resolve(SENATE, page), "text/html"));
            while (row.find()) {
                QuarterZip zip = QuarterZip.parse(row.group(1));
                LocalDate updated = day(row.group(2));
                if (zip == null) {
                    upstream.skip(row.group(1), "not a quarterly download (downloads/<year>_<quarter>[_LD203].zip)");
                } else if (updated == null) {
                    upstream.skip(row.group(1), "its Last Updated cell is no MM/DD/YYYY day: " + row.group(2));
                } else if (zip.inScope(scope, updated)) {
                    files.add(new RemoteFile(upstream.resolve(SOPRWEB, "/downloads/" + zip.name()), LdaFiles.DIRECTORY,
                            RemoteFile.Content.ZIP, updated.atStartOfDay(ZoneOffset.UTC).toInstant(), null));
                }
            }
        }
        return files;
    }

    private static LocalDate day(String cell) {
        try {
            return LocalDate.parse(cell, DateTimeFormatter.ofPattern("MM/dd/uuuu"));
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** One quarter's zip: {@code 2007_4.zip} (LD-1/LD-2) or {@code 2020_4_LD203.zip} (LD-203). */
    record QuarterZip(String name, int year, int quarter) {

        private static final Pattern NAME = Pattern.compile("(?:^|/)downloads/((\\d{4})_([1-4])(?:_LD203)?\\.zip)$");

        static QuarterZip parse(String href) {
            Matcher m = NAME.matcher(href);
            return m.find() ? new QuarterZip(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))) : null;
        }

        /**
         * {@code --year} picks the year received; {@code --since} keeps quarters that end on or
         * after the day and older quarters the Senate has updated since then.
         */
        boolean inScope(SyncScope scope, LocalDate updated) {
            if (scope.year() != null && scope.year() != year) {
                return false;
            }
            LocalDate end = LocalDate.of(year, quarter * 3, 1).plusMonths(1).minusDays(1);
            return scope.since() == null || !end.isBefore(scope.since()) || !updated.isBefore(scope.since());
        }
    }
}
