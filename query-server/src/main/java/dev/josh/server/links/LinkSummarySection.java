package dev.josh.server.links;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.SectionContent;
import dev.josh.server.context.SectionRequest;
import dev.josh.server.records.Queries;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every dossier's map of what else there is: a record's links in one direction counted by relation
 * and by the other end's source ("cited by 12 public-laws, 40 ecfr-and-cfr"), so an agent sees what
 * the named sections left out and can page it with {@code list_links}.
 */
final class LinkSummarySection {

    /**
     * One relation to one source, e.g. {@code cites} to {@code us-code}: the distinct records linked
     * and the first of them in the order the ingest found them, up to the depth's list size.
     */
    public record Count(String relation, String source, long records, List<String> ids) {
    }

    /** One linked record of a relation and kind (the other end's id prefix), with how many records the pair links. */
    private record KindRow(String relation, String kind, String other, long records) {
    }

    private final boolean in;

    private LinkSummarySection(boolean in) {
        this.in = in;
    }

    static ContextSection of(boolean in) {
        return DeclaredSection.of(in ? "links_in" : "links_out",
                in ? "what links to the record, counted by relation and source (page them with list_links, direction=in)"
                        : "what the record links to, counted by relation and source (page them with list_links)",
                Set.of(), Depth.MINIMAL, List.of(), new LinkSummarySection(in)::read);
    }

    private SectionContent read(SectionRequest request) throws SQLException {
        if (!Queries.tableExists(request.connection(), "links")) {
            return SectionContent.notCovered("this database has no link table (an ingest before links existed)");
        }
        String self = in ? "to_id" : "from_id";
        String other = in ? "from_id" : "to_id";
        // Ids of one type share what precedes their first colon (bare ids have none): that prefix groups them.
        String kind = "substr(" + other + ", 1, instr(" + other + ", ':'))";
        long total = request.count("SELECT count(*) FROM links WHERE " + self + " = ?", request.id().value());
        List<KindRow> rows = request.rows(KindRow.class, "SELECT relation, kind, other, records FROM ("
                + "SELECT relation, kind, other, count(*) OVER (PARTITION BY relation, kind) AS records, "
                + "row_number() OVER (PARTITION BY relation, kind ORDER BY first) AS n FROM ("
                + "SELECT relation, " + other + " AS other, " + kind + " AS kind, min(rowid) AS first FROM links "
                + "WHERE " + self + " = ? GROUP BY relation, " + other + ")) WHERE n <= ? "
                + "ORDER BY records DESC, relation, kind, n", request.id().value(), request.limit());
        Map<List<String>, List<String>> idsByGroup = new LinkedHashMap<>();
        Map<List<String>, Long> recordsByGroup = new LinkedHashMap<>();
        for (KindRow r : rows) {
            List<String> group = List.of(r.relation(), r.kind());
            idsByGroup.computeIfAbsent(group, g -> new ArrayList<>()).add(r.other());
            recordsByGroup.put(group, r.records());
        }
        List<Count> counts = new ArrayList<>();
        idsByGroup.forEach((group, ids) -> counts.add(new Count(group.get(0),
                PublicId.tryParse(ids.getFirst()).map(p -> p.type().resource()).orElse("other"),
                recordsByGroup.get(group), List.copyOf(ids))));
        List<String> named = counts.stream().flatMap(c -> c.ids().stream()).distinct().toList();
        List<Citation> citations = new ArrayList<>(SectionContent.citations(request,
                request.links().cited(request.connection(), named)));
        if (!in && !counts.isEmpty() && request.citation() != null) {
            citations.add(request.citation()); // the record itself is where its links were read
        }
        return new SectionContent(counts, total, (int) Math.min(total, Integer.MAX_VALUE),
                citations, null, true);
    }
}
