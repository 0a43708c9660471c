package dev.josh.lexical;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.junit.jupiter.api.Test;

/** The Lucene analyzer against the FTS5 tokenizer it mirrors, on the same texts, read back from SQLite itself. */
class Fts5AnalyzerTest {

    private static final List<String> TEXTS = List.of(
            "17 U.S.C. § 102(a) — Subject matter of copyright: In general",
            "The Secretary shall establish a pilot program for broadband mapping.",
            "Arbitral awards; evident partiality or corruption in the arbitrators",
            "Café, naïve, résumé and Ångström: diacritics REMOVED",
            "running runs ran connection connections connected generalization");

    @Test
    void producesTheTermsFts5StoresForTheSameText() throws Exception {
        try (Connection conn = DriverManager.getConnection("jdbc:sqlite::memory:");
             Fts5Analyzer analyzer = new Fts5Analyzer()) {
            try (Statement st = conn.createStatement()) {
                st.execute("CREATE VIRTUAL TABLE t USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2')");
                st.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')");
            }
            for (int i = 0; i < TEXTS.size(); i++) {
                try (PreparedStatement ps = conn.prepareStatement("INSERT INTO t (rowid, text) VALUES (?, ?)")) {
                    ps.setInt(1, i + 1);
                    ps.setString(2, TEXTS.get(i));
                    ps.executeUpdate();
                }
                assertThat(lucene(analyzer, TEXTS.get(i))).as(TEXTS.get(i)).isEqualTo(fts5(conn, i + 1));
            }
        }
    }

    private static List<String> fts5(Connection conn, int rowid) throws SQLException {
        List<String> terms = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement("SELECT term FROM v WHERE doc = ? ORDER BY offset")) {
            ps.setInt(1, rowid);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    terms.add(rs.getString(1));
                }
            }
        }
        return terms;
    }

    private static List<String> lucene(Fts5Analyzer analyzer, String text) throws IOException {
        List<String> terms = new ArrayList<>();
        try (TokenStream ts = analyzer.tokenStream("text", text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            ts.reset();
            while (ts.incrementToken()) {
                terms.add(term.toString());
            }
            ts.end();
        }
        return terms;
    }
}
