package dev.josh.server.sources.topics;

import static dev.josh.server.lists.Filter.contains;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Filter;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Link;
import dev.josh.server.records.NameMatches;
import dev.josh.server.records.NameResolver;
import dev.josh.server.records.NameScorer;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.util.List;
import java.util.Locale;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/**
 * The topic-taxonomy source as the server serves it: a topic by id ({@code /v1/topics/{id}} too), the
 * list, resolution of a noisy name ({@code /v1/topics?q=}) and the MCP getter.
 */
@Component
public class Topics extends RowSource<Topics.Row> {

    static final int BILLS_SHOWN = 20;

    private static final ResourceList LIST = ResourceList.of("topic-taxonomy", Keyset.descending("r.bills", "r.id"))
            .columns("kinds", "bills", "first_congress", "last_congress")
            .filters(new Filter("kind", "r.kinds LIKE '%\"' || ? || '\"%'",
                            v -> List.of(v.strip().toLowerCase(Locale.ROOT)),
                            "policy_area or legislative_subject: kind=policy_area"),
                    contains("name", "the term contains: name=water", "r.title"),
                    new Filter("congress", "EXISTS (SELECT 1 FROM topic_taxonomy_bills t WHERE t.topic_id = r.id"
                            + " AND t.congress = ?)", v -> List.of(Filter.parseInteger("congress", v)),
                            "topics carried by bills of one Congress: congress=117"))
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_topic", "Get a legislative topic", "topic_id", IdType.TOPIC, "topic:environmental-protection",
            "a CRS legislative subject term or policy area: its bills by Congress, the policy areas they carry, its "
                    + "latest bills", false);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.TOPIC), TopicRecord.class, LIST, GETTER);

    private final NameResolver names;

    private static final RowMapper<Row> ROW = Rows.mapper(Row.class);

    public Topics(RecordReader reader, NameResolver names) {
        super(reader, DEFINITION, Row.class);
        this.names = names;
    }

    /** A {@code topic_taxonomy} row as stored ({@code kinds}, {@code by_congress}, {@code policy_areas} JSON). */
    protected record Row(String id, String title, String kinds, int bills, String byCongress, String policyAreas,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    @Override
    protected TopicRecord read(PublicId id, TextWindow window, Connection conn, Row r) {
        List<Link> bills = sideRows(conn, """
                SELECT t.bill_id AS id, b.title, b.id IS NOT NULL AS in_database FROM topic_taxonomy_bills t
                LEFT JOIN bills b ON b.id = t.bill_id WHERE t.topic_id = ?
                GROUP BY t.bill_id ORDER BY max(t.congress) DESC, t.bill_id""", id.value(), Link.class);
        bills = bills.subList(0, Math.min(BILLS_SHOWN, bills.size()));
        return new TopicRecord(RecordIds.typeName(IdType.TOPIC), id.value(), r.title(), Rows.stringList(r.kinds()),
                r.bills(), Rows.map(r.byCongress(), Integer.class), Rows.records(r.policyAreas(),
                TopicRecord.PolicyArea.class), bills, "/v1/bills?topic=" + id.value(), r.citation());
    }

    /** Topics by a noisy name: typos, word order, partial words ({@link NameScorer}), best first. */
    public NameMatches topicsNamed(String query, int limit) {
        List<String> words = NameResolver.nameWords(query);
        return names.resolve("topic-taxonomy", query, words,
                "SELECT id, title, kinds, bills, by_congress, policy_areas, source_url, published_at, citation_string "
                        + "FROM topic_taxonomy", List.of(), limit, (rs, n) -> {
                    Row r = ROW.mapRow(rs, n);
                    double score = NameScorer.score(words, NameScorer.words(r.title()));
                    return score == 0 ? null : new NameMatches.Match(r.id(), r.title(),
                            String.join(", ", Rows.stringList(r.kinds())) + "; " + r.bills() + " bills", true, score,
                            r.citation());
                });
    }
}
