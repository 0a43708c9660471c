package dev.josh.server.search.lexical;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LexicalQueryParserTest {

    @TempDir
    static Path dir;
    static com.zaxxer.hikari.HikariDataSource pool;
    private final LexicalQueryParser parser = new LexicalQueryParser();

    @BeforeAll
    static void database() {
        TestDatabase db = TestDatabase.create(dir);
        Fixtures.sections(db);
        pool = db.readOnlyPool();
    }

    @AfterAll
    static void close() {
        pool.close();
    }

    /** Runs an expression against the real FTS5 index: it must parse there, and returns the matching documents. */
    private static List<String> match(String expression) throws SQLException {
        List<String> docs = new ArrayList<>();
        try (Connection c = pool.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT DISTINCT c.document_id FROM us_code_fts "
                     + "JOIN us_code_chunks c ON c.chunk_id = us_code_fts.rowid WHERE us_code_fts MATCH ?")) {
            ps.setString(1, expression);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    docs.add(rs.getString(1));
                }
            }
        }
        return docs;
    }

    @Test
    void citationWithDotsAndSectionSignIsQuotedWordByWord() throws SQLException {
        LexicalQuery q = parser.parse("17 U.S.C. § 102");
        assertThat(q.plan()).isEqualTo(LexicalQuery.Plan.WORDS);
        assertThat(q.allTerms().fts5()).isEqualTo("\"17\" AND \"u.s.c\" AND \"102\"");
        assertThat(q.anyTerm().fts5()).isEqualTo("\"17\" OR \"u.s.c\" OR \"102\"");
        // Unquoted, FTS5 rejects "U.S.C." outright; quoted, it finds the section that cites it.
        assertThatThrownBy(() -> match("17 U.S.C. 102")).isInstanceOf(SQLException.class);
        assertThat(match(q.allTerms().fts5())).containsExactly(Fixtures.HEALTH_FRAUD);
    }

    @Test
    void hyphenatedSectionNumbersAndColonIdsAreWordsNotSyntax() throws SQLException {
        assertThat(match(parser.parse("section 1320a-7b").allTerms().fts5())).containsExactly(Fixtures.HEALTH_FRAUD);
        LexicalQuery id = parser.parse("usc:17:102");
        assertThat(id.allTerms().fts5()).isEqualTo("\"usc:17:102\"");
        match(id.allTerms().fts5()); // no "no such column: usc"
    }

    @Test
    void unbalancedQuoteIsAnInvalidQueryWithAHint() {
        assertThatThrownBy(() -> parser.parse("\"unbalanced"))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.INVALID_QUERY);
                    assertThat(e.getMessage()).contains("never closed");
                    assertThat(e.hint()).containsKeys("tip", "syntax");
                });
    }

    /** Issue 32: {@code q=a%00b} put a NUL inside a quoted term, and FTS5 answered "unterminated string". */
    @ParameterizedTest
    @ValueSource(strings = {"fair\u0000use", "\"fair\u0000use\"", "fair\u0001use\u007f", "fair\u0000\u0000use*"})
    void aControlCharacterSeparatesWordsAsASpaceDoes(String typed) throws SQLException {
        LexicalQuery q = parser.parse(typed);
        assertThat(q.allTerms().fts5()).doesNotContainPattern("\\p{Cntrl}");
        assertThat(match(q.allTerms().fts5())).contains(Fixtures.FAIR_USE);
    }

    /** Whatever FTS5 still rejects is told in the server's words: SQLite's own text stays in the log. */
    @Test
    void whatFts5RejectsIsAnInvalidQueryWithoutSqlitesText() {
        RuntimeException e = FtsErrors.translate(new SQLException(
                "[SQLITE_ERROR] SQL error or missing database (fts5: syntax error near \"x\")"),
                dev.josh.server.db.Deadline.after(java.time.Duration.ofMinutes(1)));
        assertThat(e).isInstanceOfSatisfying(ApiException.class, api -> {
            assertThat(api.code()).isEqualTo(ErrorCode.INVALID_QUERY);
            assertThat(api.getMessage()).doesNotContainIgnoringCase("sqlite").doesNotContain("fts5", "syntax error");
            assertThat(api.hint()).containsKeys("tip", "syntax");
        });
    }

    @Test
    void prefixPassesThroughQuoted() throws SQLException {
        LexicalQuery q = parser.parse("copyright*");
        assertThat(q.plan()).isEqualTo(LexicalQuery.Plan.SYNTAX);
        assertThat(q.allTerms().fts5()).isEqualTo("\"copyright\"*");
        assertThat(q.anyTerm()).isNull();
        assertThat(match(q.allTerms().fts5())).contains(Fixtures.COPYRIGHT_SUBJECT, Fixtures.FAIR_USE);
    }

    @Test
    void infixNearBecomesAnFts5NearGroup() throws SQLException {
        // FTS5 reads a bare NEAR as the word "near"; the user meant proximity.
        assertThat(parser.parse("a NEAR b").allTerms().fts5()).isEqualTo("NEAR(\"a\" \"b\", 10)");
        String q = parser.parse("maritime NEAR/3 transaction").allTerms().fts5();
        assertThat(q).isEqualTo("NEAR(\"maritime\" \"transaction\", 3)");
        // The porter stemmer makes "transactions" and "transaction" one term.
        assertThat(match(q)).containsExactlyInAnyOrder(Fixtures.ARBITRATION, Fixtures.MARITIME);
        assertThat(match(parser.parse("NEAR(fair use, 2)").allTerms().fts5())).containsExactly(Fixtures.FAIR_USE);
    }

    @Test
    void booleanOperatorsPhrasesAndGroupsKeepTheirStructure() throws SQLException {
        LexicalQuery q = parser.parse("\"fair use\" OR (maritime AND NOT_A_WORD) NOT collisions");
        assertThat(q.allTerms().fts5())
                .isEqualTo("\"fair use\" OR (\"maritime\" AND \"NOT_A_WORD\") NOT \"collisions\"");
        assertThat(match(parser.parse("copyright NOT fair").allTerms().fts5()))
                .containsExactly(Fixtures.COPYRIGHT_SUBJECT);
        assertThat(match(parser.parse("maritime AND (arbitration OR wharfage)").allTerms().fts5()))
                .containsExactlyInAnyOrder(Fixtures.MARITIME, Fixtures.ARBITRATION);
    }

    @Test
    void aParagraphLongerThanTheTermLimitIsSearchedByItsFirstWordsNotRefused() {
        StringBuilder text = new StringBuilder("How does the");
        for (int i = 0; i < 70; i++) {
            text.append(" word").append(i);
        }
        LexicalQuery q = parser.parse(text.toString());
        assertThat(q.terms()).hasSize(LexicalQueryParser.MAX_TERMS).first().isEqualTo(QueryNode.Term.of("word0"));
        assertThat(q.anyTerm().fts5()).contains("\"word63\"").doesNotContain("word64");
    }

    @Test
    void questionWordsAreLeftOutAndNotMarked() {
        LexicalQuery q = parser.parse("How long does copyright last?");
        assertThat(q.allTerms().fts5()).isEqualTo("\"long\" AND \"copyright\" AND \"last\"");
        assertThat(LexicalQueryParser.highlightWords("Can I copy software for a backup?"))
                .containsExactly("copy", "software", "backup");
    }

    @Test
    void lowerCaseOperatorsAreJustWords() {
        LexicalQuery q = parser.parse("search not seizure");
        assertThat(q.plan()).isEqualTo(LexicalQuery.Plan.WORDS);
        assertThat(q.allTerms().fts5()).isEqualTo("\"search\" AND \"not\" AND \"seizure\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "§ §", "--"})
    void nothingToSearchIsAnInvalidQuery(String text) {
        assertThatThrownBy(() -> parser.parse(text))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_QUERY));
    }

    @ParameterizedTest
    @ValueSource(strings = {"copyright AND", "OR copyright", "(fair OR use", "fair OR use)", "NEAR(fair, 5)",
            "NEAR(fair use, x)", "c*", "\"\" copyright", "fair NEAR", "copyright NOT"})
    void brokenSyntaxIsAnInvalidQuery(String text) {
        assertThatThrownBy(() -> parser.parse(text))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_QUERY));
    }

    @Test
    void parenthesesWithoutOperatorsAreReadAsPunctuation() {
        assertThat(parser.parse("(fair use").allTerms().fts5()).isEqualTo("\"fair\" AND \"use\"");
    }

    @ParameterizedTest
    @ValueSource(strings = {"fair use", "\"fair use\" copyright*", "a NEAR b", "x OR y", "section 102(b)",
            "17 U.S.C. § 102", "(a OR b) c", "\"quote \"\"inside\"\" phrase\"", "co-operative, agreements",
            "naïve café", "42 U.S.C. 1320a-7b(b)(1)", "copyright*, fair"})
    void everyExpressionTheParserAcceptsIsValidFts5(String text) throws SQLException {
        LexicalQuery q = parser.parse(text);
        match(q.allTerms().fts5());
        if (q.anyTerm() != null) {
            match(q.anyTerm().fts5());
        }
    }

    @Test
    void highlightWordsSkipOperatorsAndStopwords() {
        assertThat(parser.parse("the fair use OF works").words()).containsExactly("fair", "use", "works");
        assertThat(parser.parse("\"fair use\" AND copyright*").words()).containsExactly("fair", "use", "copyright");
    }

    @Test
    void stopwordsAreLeftOutOfThePlanUnlessTheyAreAllThereIs() {
        LexicalQuery q = parser.parse("copyright registration of a work");
        assertThat(q.allTerms().fts5()).isEqualTo("\"copyright\" AND \"registration\" AND \"work\"");
        assertThat(q.anyTerm().fts5()).isEqualTo("\"copyright\" OR \"registration\" OR \"work\"");
        assertThat(parser.parse("of the").allTerms().fts5()).isEqualTo("\"of\" AND \"the\"");
    }
}
