package dev.josh.server.citations;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.cite.FoundCitation;
import dev.josh.contracts.id.Congresses;
import dev.josh.contracts.cite.LegalCitations;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * Finds the U.S. legal citations in a text (a draft memo, an agent's answer) and checks each
 * against the corpus: {@code GET|POST /v1/citations} and the MCP tool {@code verify_citation}.
 */
@Service
public class CitationVerifier {

    /** The longest text checked in one call, in characters (a long memo). */
    public static final int MAX_TEXT = 100_000;
    /** The most citations one answer lists. */
    public static final int MAX_CITATIONS = 500;
    /** The longest quote checked, in characters (a long block quote). */
    public static final int MAX_QUOTE = 5_000;

    private final DataSource dataSource;
    private final Coverage coverage;

    public CitationVerifier(DataSource dataSource, Coverage coverage) {
        this.dataSource = dataSource;
        this.coverage = coverage;
    }

    /** The citations of {@code text}, without a quote to check. */
    public CitationReport verify(String text, Integer congress) {
        return verify(text, congress, null);
    }

    /**
     * @param congress the Congress of bills the text cites without one (H.R. 3684), or null
     * @param quote    words the text attributes to its first citation, checked against that provision, or null
     */
    public CitationReport verify(String text, Integer congress, String quote) {
        if (text == null || text.isBlank()) {
            throw invalid("text", "text is required: the passage whose citations to check");
        }
        if (text.length() > MAX_TEXT) {
            throw invalid("text", "text is " + text.length() + " characters; at most " + MAX_TEXT
                    + " are checked in one call: split it");
        }
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        int current = Congresses.at(today);
        if (congress != null && (congress < 1 || congress > current)) {
            throw invalid("congress", "congress must be 1 to " + current + ", got " + congress);
        }
        List<List<QuoteWords.Word>> quoted = quote == null ? null : quoted(quote);
        List<FoundCitation> found = new LegalCitations(today).find(text, congress);
        List<CheckedCitation> checked = new ArrayList<>();
        Map<String, Integer> counts = new TreeMap<>();
        QuoteCheck quoteCheck = null;
        try (Connection conn = dataSource.getConnection()) {
            CitationLookups lookups = new CitationLookups(conn, coverage);
            for (FoundCitation c : found.subList(0, Math.min(found.size(), MAX_CITATIONS))) {
                CheckedCitation result = lookups.check(c);
                checked.add(result);
                counts.merge(result.status(), 1, Integer::sum);
            }
            if (quoted != null) {
                quoteCheck = new QuoteLookups(conn, coverage).check(checked.isEmpty() ? null : checked.getFirst(), quoted);
            }
        } catch (SQLException e) {
            throw Rows.failure("citations", e);
        }
        return new CitationReport(checked, counts, found.size() > MAX_CITATIONS, quoteCheck);
    }

    private static List<List<QuoteWords.Word>> quoted(String quote) {
        if (quote.length() > MAX_QUOTE) {
            throw invalid("quote", "quote is " + quote.length() + " characters; at most " + MAX_QUOTE
                    + " are checked: quote less, joining the parts you keep with ...");
        }
        List<List<QuoteWords.Word>> fragments = QuoteWords.fragments(quote);
        if (fragments.isEmpty()) {
            throw invalid("quote", "quote holds no words: give the words the text attributes to its citation");
        }
        return fragments;
    }

    private static ApiException invalid(String parameter, String message) {
        return new ApiException(ErrorCode.INVALID_PARAMETER, message,
                ApiException.newHint().put("parameter", parameter).build());
    }
}
