package dev.josh.server.status;

import dev.josh.contracts.id.IdType;
import dev.josh.db.ConnectionClient;
import dev.josh.db.SourceCatalog.Shape;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.records.Rows;
import dev.josh.server.search.DocumentField;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * What can be asked of this database, for an agent about to ask: each source with its shape,
 * size, date range, the flows it supports, its filters and ids, plus the ID grammar and the
 * routing rules of the query-flows design. Everything but the rules is read from the live schema
 * and data, so it never promises a source that is not there.
 */
@Service
public class ExploreService {

    /** Date ranges scan whole record tables; they change only when ingest runs, so a minute's cache is plenty. */
    private static final Duration DATE_RANGE_TTL = Duration.ofSeconds(60);

    /** The routing rules of {@code specs/query-flows.txt}, in the words an agent acts on. */
    public static final List<String> ROUTING = List.of(
            "An identifier (hr:117:3684, usc:42:7521, S000033, HSWM, vote:119:h:1:362)? fetch it; never search for "
                    + "an identifier.",
            "A person, committee, lobbying firm or client without an id? resolve_entity, then use the id.",
            "Everything about one record (a bill's sponsor, votes, law, reports; a legislator's terms and "
                    + "party-line voting; a committee's members)? context, in one call.",
            "Who cosponsored a bill? list_cosponsors. Records by their fields (a member's bills: bills with "
                    + "sponsor=; how a member voted: roll-call-votes with member=)? list_records. Counts by a field? "
                    + "aggregate_records. Documents mentioning something per month or year? search_trend.",
            "What cites a record, or what it cites? list_links. Are the citations in a draft real? verify_citation.",
            "What is new since the last check? whats_new. What is due (comment periods, rules taking effect, "
                    + "meetings)? upcoming.",
            "How a bill's text changed between versions, or how two bills differ? compare_versions.",
            "More like a document you have? similar with its id, not a search for its title.",
            "Words that must appear (a term of art, a name, a citation)? search with mode=lexical. A concept in "
                    + "other words? mode=semantic. Unsure? search (hybrid).",
            "Typed tools per source, bill and Congress (get_bill, list_member_votes, ...) are in opt-in "
                    + "toolsets; explore lists them and how to turn them on.",
            "Quote each result's citation; an empty answer says whether nothing matched (no_match) or the "
                    + "sources hold nothing (not_covered).");

    /**
     * @param flows         what can be asked of the source: lookup (by id), resolve (by name), lexical,
     *                      semantic, hybrid
     * @param earliest      the earliest {@code published_at} among its records, null when empty
     * @param lookup        the REST path that opens one record
     * @param idExamples    ids of its records look like these
     * @param searchFilters the per-document search filters its records carry
     */
    public record SourceGuide(String name, String shape, long records, Long chunks, Long vectors, String earliest,
                              String latest, List<String> flows, String lookup, List<String> idExamples,
                              List<String> searchFilters) {
    }

    /** One row of the ID grammar. */
    public record IdGrammar(String type, String source, String example, String pattern) {
    }

    public record Explore(List<SourceGuide> sources, List<IdGrammar> idGrammar, List<String> routing,
                          StatusService.Semantic semantic) {
    }

    private record DateRange(String earliest, String latest, long readAtNanos) {
    }

    /** A source's first and last dates (null and null when none is dated). */
    private record Dates(String earliest, String latest) {
    }

    private final DataSource dataSource;
    private final SourceRegistry registry;
    private final StatusService status;
    private final Map<String, DateRange> dateRanges = new ConcurrentHashMap<>();

    public ExploreService(DataSource dataSource, SourceRegistry registry, StatusService status) {
        this.dataSource = dataSource;
        this.registry = registry;
        this.status = status;
    }

    public Explore explore() {
        StatusService.Status now = status.status();
        Map<String, SourceTables> tables = new HashMap<>();
        registry.all().forEach(s -> tables.put(s.name(), s));
        List<SourceGuide> guides = new ArrayList<>();
        try (Connection conn = dataSource.getConnection()) {
            for (StatusService.SourceStatus s : now.sources()) {
                SourceTables t = tables.get(s.name());
                if (t == null) {
                    continue; // dropped between the two reads
                }
                DateRange dates = dateRange(conn, t);
                List<String> examples = Arrays.stream(IdType.values()).filter(i -> i.resource().equals(s.name()))
                        .map(IdType::example).toList();
                guides.add(new SourceGuide(s.name(), s.shape(), s.records(), s.chunks(), s.vectors(), dates.earliest(),
                        dates.latest(), flows(t, s), "/v1/" + s.name() + "/{id}", examples,
                        Arrays.stream(DocumentField.values()).filter(f -> f.supportedBy(t))
                                .map(DocumentField::parameter).toList()));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("reading date ranges failed: " + e.getMessage(), e);
        }
        List<IdGrammar> grammar = Arrays.stream(IdType.values())
                .map(i -> new IdGrammar(i.name().toLowerCase(Locale.ROOT), i.resource(), i.example(),
                        i.grammar().pattern()))
                .toList();
        return new Explore(guides, grammar, ROUTING, now.semantic());
    }

    private static List<String> flows(SourceTables t, StatusService.SourceStatus s) {
        List<String> flows = new ArrayList<>(List.of("lookup"));
        if (t.shape() == Shape.REGISTRY) {
            flows.add("resolve");
            return flows;
        }
        flows.add("lexical");
        if (s.vectors() != null && s.vectors() > 0) {
            flows.add("semantic");
            flows.add("hybrid");
        } else {
            flows.add("hybrid (lexical leg only: no vectors)");
        }
        return flows;
    }

    private DateRange dateRange(Connection conn, SourceTables t) throws SQLException {
        DateRange cached = dateRanges.get(t.name());
        if (cached != null && System.nanoTime() - cached.readAtNanos() < DATE_RANGE_TTL.toNanos()) {
            return cached;
        }
        DateRange read = new DateRange(null, null, System.nanoTime());
        if (t.recordColumns().contains("published_at")) {
            // Undated records ("n.d.") are left out of the range rather than sorting after every date.
            Dates dates = ConnectionClient.on(conn).sql("SELECT min(substr(published_at, 1, 10)) AS earliest, "
                    + "max(substr(published_at, 1, 10)) AS latest FROM " + t.table()
                    + " WHERE published_at GLOB '[0-9]*'").query(Rows.mapper(Dates.class)).single();
            read = new DateRange(dates.earliest(), dates.latest(), read.readAtNanos());
        }
        dateRanges.put(t.name(), read);
        return read;
    }
}
