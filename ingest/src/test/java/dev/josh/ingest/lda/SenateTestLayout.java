package dev.josh.ingest.lda;

import dev.josh.ingest.sync.CorpusLayout;
import dev.josh.ingest.sync.TestUpstream;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * www.senate.gov's two LDA download pages over the corpus, in the pages' shape: a table of
 * Year / Quarter Received / Last Updated whose links are absolute soprweb.senate.gov URLs, the
 * year written on a year's first row only, LD-1/LD-2 zips on {@code database_download.htm} and
 * LD-203 zips on {@code contributions_download.htm}; the Last Updated day is the newest member's
 * file time. The site's navigation links stand around the table as they do on the real pages.
 */
public final class SenateTestLayout extends CorpusLayout {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("MM/dd/yyyy").withZone(ZoneOffset.UTC);
    private static final List<String> QUARTERS = List.of("1st", "2nd", "3rd", "4th");


    public SenateTestLayout(Path corpus) {
        super(LdaFetcher.SENATE, corpus);
    }

    @Override
    public TestUpstream.Served serve(String path, String query) throws IOException {
        int page = LdaFetcher.PAGES.indexOf(path);
        if (page < 0) {
            return null;
        }
        boolean contributions = page == 1;
        StringBuilder rows = new StringBuilder();
        Instant latest = Instant.EPOCH;
        int year = 0;
        for (LdaQuarterZips.QuarterZip zip : LdaQuarterZips.of(corpus)) {
            if (zip.contributions() != contributions) {
                continue;
            }
            if (zip.year() != year && year != 0) {
                rows.append("<tr>\n<td colspan=\"3\"><img width=\"100%\" src=\"../../resources/graphic/horiz_table_line.gif\" height=\"1\"></td>\n</tr>\n");
            }
            rows.append("<tr>\n<td valign=\"top\">").append(zip.year() != year ? Integer.toString(zip.year()) : "&nbsp;")
                    .append("</td><td align=\"center\"><a href=\"http://soprweb.senate.gov/downloads/").append(zip.name())
                    .append("\">").append(QUARTERS.get(zip.quarter() - 1)).append("</a></td><td align=\"center\">")
                    .append(DAY.format(zip.updated())).append("</td>\n</tr>\n");
            year = zip.year();
            latest = zip.updated().isAfter(latest) ? zip.updated() : latest;
        }
        String html = """
                <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
                <html><head><title>U.S. Senate: Downloadable %s Databases</title></head>
                <body><ul class="menu">
                <li><a href="https://www.senate.gov/legislative/bills_acts_laws.htm">Bills, Acts, &amp; Laws</a></li>
                <li><a href="https://www.senate.gov/legislative/votes_new.htm">Votes</a></li>
                </ul>
                <table width="100%%">
                <tr>
                <td valign="top">
                <table width="225" border="0">
                <tr>
                <th>Year</th><th>Quarter Received</th><th nowrap="true">Last Updated</th>
                </tr>
                %s</table>
                </td><td valign="top" class="legend_lda"><p><b>FORMAT</b>: Compressed XML </p></td>
                </tr>
                </table>
                </body></html>
                """.formatted(contributions ? "Contributions" : "Lobbying", rows);
        return TestUpstream.Served.text(html, "text/html", latest);
    }
}
