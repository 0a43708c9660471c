package dev.josh.server.citations;

import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.citations.QuoteAligner.Span;
import dev.josh.server.citations.QuoteCheck.Located;
import dev.josh.server.citations.QuoteWords.Word;
import dev.josh.server.db.SourceTables;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Checks a quote against the provision its citation names: the cited record's text is read and the
 * quote aligned with it ({@link QuoteAligner}), within the paragraph a pin cite names ({@code § 10(a)}:
 * words of § 10(b) are misattributed); where the provision does not hold it, the full-text
 * index finds the provisions that might (a phrase of the quote's words) and the aligner keeps those
 * that do.
 */
final class QuoteLookups {

    static final String VERIFIED = "verified";
    static final String MISATTRIBUTED = "misattributed";
    static final String NOT_FOUND = "not_found";
    static final String UNRESOLVED = "unresolved";

    /** The most provisions an answer names as holding a misattributed quote. */
    static final int MAX_FOUND_IN = 3;
    /** Records read per source while looking for the provision that holds a quote. */
    private static final int MAX_CANDIDATES = 25;
    /** Words in each phrase asked of the full-text index: enough to be rare, few enough to sit in one chunk. */
    private static final int PHRASE_WORDS = 6;
    /** Sections of a cited CFR part read to find a quote in it (the largest parts hold a few hundred). */
    private static final int MAX_PART_SECTIONS = 1_000;
    /** A longer matched passage is cut in its middle. */
    private static final int MAX_PASSAGE = 1_000;
    /** The paragraph a section cite pins, {@code (a)(2)} of {@code 9 U.S.C. § 10(a)(2)}. */
    private static final Pattern PIN = Pattern.compile("§ [^(]+((?:\\([0-9A-Za-z]{1,6}\\))+)$");
    /** Where the provision of a misattributed quote is looked for besides the cited source: the codes. */
    private static final List<String> PROVISION_SOURCES = List.of("us-code", "ecfr-and-cfr");

    private final Connection conn;
    private final Coverage coverage;

    QuoteLookups(Connection conn, Coverage coverage) {
        this.conn = conn;
        this.coverage = coverage;
    }

    /** A record's text with what a locator needs. */
    private record Body(String id, String title, String citationString, String sourceUrl, String bodyMarkdown) {
    }

    /** @param cited the first citation read in the text, or null when none was */
    QuoteCheck check(CheckedCitation cited, List<List<Word>> quote) {
        if (cited == null) {
            return new QuoteCheck(UNRESOLVED, null, "no citation could be read in text: write it as 9 U.S.C. § 10, "
                    + "2 CFR 200.1, Pub. L. 115-9, …", null, null);
        }
        return switch (cited.status()) {
            case CitationLookups.NEEDS_CONGRESS -> refused(UNRESOLVED, cited);
            case CitationLookups.INVALID -> refused(NOT_FOUND, cited);
            case CitationLookups.NOT_LOADED -> refused(CitationLookups.NOT_LOADED, cited);
            default -> found(cited, quote);
        };
    }

    private static QuoteCheck refused(String status, CheckedCitation cited) {
        return new QuoteCheck(status, cited.canonical(), cited.reason(), null, null);
    }

    private QuoteCheck found(CheckedCitation cited, List<List<Word>> quote) {
        String source = cited.id() != null ? PublicId.parse(cited.id()).type().resource() : "ecfr-and-cfr";
        List<Body> bodies = cited.id() != null ? byIds(coverage.covered(source), List.of(cited.id())) : partSections(cited);
        Matcher pinned = PIN.matcher(cited.canonical());
        String pin = pinned.find() ? pinned.group(1) : null;
        for (Body body : bodies) {
            Optional<Span> span = QuoteAligner.find(quote, QuoteWords.of(body.bodyMarkdown()));
            if (span.isPresent()) {
                Located at = locate(source, body, span.get());
                if (pin == null || within(pin, at.label())
                        || within(pin, ProvisionLabels.at(body.bodyMarkdown(), span.get().end() - 1))) {
                    return new QuoteCheck(VERIFIED, cited.canonical(), null, at, null);
                }
                return new QuoteCheck(MISATTRIBUTED, cited.canonical(), "the cited section holds these words in "
                        + at.label() + ", not in the cited " + pin, null, List.of(at));
            }
        }
        Set<String> cite = bodies.stream().map(Body::id).collect(Collectors.toSet());
        List<Located> elsewhere = holding(quote, source, cite);
        return new QuoteCheck(MISATTRIBUTED, cited.canonical(), elsewhere.isEmpty()
                ? "the cited provision does not hold these words, and no provision of the corpus does"
                : "the cited provision does not hold these words; found_in names the provisions that do",
                null, elsewhere);
    }

    /**
     * Whether words under {@code label} are within the pin cite: in the cited paragraph or one below it,
     * or in the lead-in above it that a quote running into it starts from. Unlabelled text cannot be told apart.
     */
    private static boolean within(String pin, String label) {
        return label == null || label.startsWith(pin) || pin.startsWith(label);
    }

    /** The sections of a cited CFR part ({@code 2 C.F.R. pt. 200}). */
    private List<Body> partSections(CheckedCitation cited) {
        String canonical = cited.canonical();
        String title = canonical.substring(0, canonical.indexOf(' '));
        String part = canonical.substring(canonical.lastIndexOf(' ') + 1);
        return ConnectionClient.on(conn).sql("SELECT id, title, citation_string, source_url, body_markdown FROM "
                        + coverage.covered("ecfr-and-cfr").table() + " WHERE cfr_title = ? AND part = ? LIMIT ?")
                .params(title, part, MAX_PART_SECTIONS).query(Rows.mapper(Body.class)).list();
    }

    /** Provisions of the cited source, then of the codes, that hold the quote; never the cited ones. */
    private List<Located> holding(List<List<Word>> quote, String citedSource, Set<String> cited) {
        Set<String> sources = new LinkedHashSet<>();
        sources.add(citedSource);
        sources.addAll(PROVISION_SOURCES);
        String phrases = phrases(quote);
        List<Located> found = new ArrayList<>();
        for (String name : sources) {
            Optional<SourceTables> source = coverage.holds(name) ? Optional.of(coverage.covered(name)) : Optional.empty();
            if (phrases == null || source.isEmpty() || !source.get().chunked()) {
                continue;
            }
            String table = source.get().table();
            List<String> ids = ConnectionClient.on(conn).sql("SELECT DISTINCT c.document_id FROM " + table + "_fts f JOIN "
                            + table + "_chunks c ON c.chunk_id = f.rowid WHERE " + table + "_fts MATCH ? LIMIT ?")
                    .params(phrases, MAX_CANDIDATES).query(String.class).list().stream()
                    .filter(id -> !cited.contains(id)).toList();
            for (Body body : byIds(source.get(), ids)) {
                QuoteAligner.find(quote, QuoteWords.of(body.bodyMarkdown()))
                        .ifPresent(span -> found.add(locate(name, body, span)));
            }
        }
        return found.stream().limit(MAX_FOUND_IN).toList();
    }

    /**
     * The full-text query for a quote: the first and last words of its longest fragment as two phrases,
     * so that a quote running over a chunk's edge is still found by one of them; null for a quote of no words.
     */
    private static String phrases(List<List<Word>> quote) {
        List<Word> longest = quote.stream().max(Comparator.comparingInt(List::size)).orElse(List.of()).stream()
                .filter(w -> !w.label()).toList();
        if (longest.isEmpty()) {
            return null;
        }
        int n = Math.min(PHRASE_WORDS, longest.size());
        String head = phrase(longest.subList(0, n));
        String tail = phrase(longest.subList(longest.size() - n, longest.size()));
        return head.equals(tail) ? head : head + " OR " + tail;
    }

    /** The words are letters and digits only, so the quoted phrase needs no escaping. */
    private static String phrase(List<Word> words) {
        return words.stream().map(Word::text).collect(Collectors.joining(" ", "\"", "\""));
    }

    private List<Body> byIds(SourceTables source, List<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return ConnectionClient.on(conn).sql("SELECT id, title, citation_string, source_url, body_markdown FROM " + source.table()
                        + " WHERE id IN (" + String.join(",", Collections.nCopies(ids.size(), "?")) + ")")
                .params(new ArrayList<Object>(ids)).query(Rows.mapper(Body.class)).list();
    }

    private Located locate(String sourceName, Body body, Span span) {
        SourceTables source = coverage.covered(sourceName);
        String anchor = source.chunked() ? ConnectionClient.on(conn).sql("SELECT anchor FROM " + source.table()
                        + "_chunks WHERE document_id = ? AND char_start <= ? ORDER BY char_start DESC LIMIT 1")
                .params(body.id(), span.start()).query(String.class).optional().orElse("") : "";
        String url = anchor.isBlank() ? body.sourceUrl() : body.sourceUrl() + "#" + anchor;
        String text = body.bodyMarkdown().substring(span.start(), span.end());
        String passage = text.length() <= MAX_PASSAGE ? text
                : text.substring(0, MAX_PASSAGE / 2) + " … " + text.substring(text.length() - MAX_PASSAGE / 2);
        return new Located(body.id(), body.title(), body.citationString(), url, span.start(), span.end(),
                ProvisionLabels.at(body.bodyMarkdown(), span.start()), passage);
    }
}
