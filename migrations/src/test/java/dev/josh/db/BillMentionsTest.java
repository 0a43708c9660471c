package dev.josh.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** V50: bill_mentions follows the bills JSON of Congressional Record granules and hearings, whatever writes them. */
class BillMentionsTest {

    @TempDir
    Path dir;

    private static final String CITATION = "'https://example.gov/x', 'test', '2005-07-20', '2026-01-01', 'abc', 'cite'";

    @Test
    void triggersKeepMentionsInStepWithInsertsUpdatesAndDeletes() throws SQLException {
        JoshDatabase db = MigratedDatabase.in(dir);
        try (Connection c = db.getConnection(); Statement st = c.createStatement()) {
            st.execute("INSERT INTO congressional_record (id, issue_id, granule_id, title, heading_path, date, "
                    + "listed_in_mods, speakers, bills, body_markdown, source_file, html_file, source_url, source_org, "
                    + "published_at, retrieved_at, raw_sha256, citation_string) VALUES ('crec:CREC-2005-07-20-pt1-PgS1', "
                    + "'CREC-2005-07-20', 'CREC-2005-07-20-pt1-PgS1', 't', '[]', '2005-07-20', 1, '[]', "
                    + "'[\"hr:109:3\", \"s:109:1\"]', 'b', 'mods.xml', 'g.htm', " + CITATION + ")");
            st.execute("INSERT INTO hearings (id, chamber, event_id, title, committees, bills, documents, source_url, "
                    + "source_org, published_at, retrieved_at, raw_sha256, citation_string) VALUES ('meeting:h:100200', "
                    + "'house', '100200', 't', '[]', '[\"hr:109:3\"]', '[]', " + CITATION + ")");
            st.execute("INSERT INTO hearings (id, chamber, event_id, title, committees, bills, documents, source_url, "
                    + "source_org, published_at, retrieved_at, raw_sha256, citation_string) VALUES ('meeting:h:100201', "
                    + "'house', '100201', 't', '[]', 'not json', '[]', " + CITATION + ")");
            assertThat(mentions(st)).containsExactly("hr:109:3 congressional-record crec:CREC-2005-07-20-pt1-PgS1",
                    "hr:109:3 hearings meeting:h:100200", "s:109:1 congressional-record crec:CREC-2005-07-20-pt1-PgS1");

            st.execute("UPDATE congressional_record SET bills = '[\"s:109:1\"]'");
            st.execute("DELETE FROM hearings WHERE id = 'meeting:h:100200'");
            assertThat(mentions(st)).containsExactly("s:109:1 congressional-record crec:CREC-2005-07-20-pt1-PgS1");
        }
    }

    private static List<String> mentions(Statement st) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery("SELECT bill_id, source, record_id FROM bill_mentions ORDER BY 1, 2, 3")) {
            while (rs.next()) {
                out.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3));
            }
        }
        return out;
    }
}
