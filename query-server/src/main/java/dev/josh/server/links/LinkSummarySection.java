package dev.josh.server.links;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.SectionContent;
import dev.josh.server.context.SectionRequest;
import dev.josh.server.records.CitedLink;
import dev.josh.server.records.Links;
import dev.josh.server.records.Queries;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Every dossier's map of what else there is: a record's links in one direction counted by relation
 * and by the other end's source ("cited by 12 public-laws, 40 ecfr-and-cfr"), so an agent sees what
 * the named sections left out and can page it with {@code list_links}.
 */
final class LinkSummarySection {

    /** One relation to one source, e.g. {@code cites} from {@code public-laws}: 12, with one of them. */
    public record Count(String relation, String source, long records, String example) {
    }

    private final boolean in;
    private final Links links;

    private LinkSummarySection(boolean in, Links links) {
        this.in = in;
        this.links = links;
    }

    static ContextSection of(boolean in, Links links) {
        return DeclaredSection.of(in ? "links_in" : "links_out",
                in ? "what links to the record, counted by relation and source (page them with list_links, direction=in)"
                        : "what the record links to, counted by relation and source (page them with list_links)",
                Set.of(), Depth.MINIMAL, List.of(), new LinkSummarySection(in, links)::read);
    }

    private SectionContent read(SectionRequest request) throws SQLException {
        if (!Queries.tableExists(request.connection(), "links")) {
            return SectionContent.notCovered("this database has no link table (an ingest before links existed)");
        }
        String self = in ? "to_id" : "from_id";
        String other = in ? "from_id" : "to_id";
        // Ids of one type share what precedes their first colon (bare ids have none), so one sample per group names it.
        List<String[]> rows = request.rows("SELECT relation, min(" + other + "), count(*) FROM links WHERE " + self
                + " = ? GROUP BY relation, substr(" + other + ", 1, instr(" + other + ", ':')) ORDER BY 3 DESC",
                request.id().value());
        List<Count> counts = new ArrayList<>();
        long total = 0;
        for (String[] r : rows) {
            String source = PublicId.tryParse(r[1]).map(p -> p.type().resource()).orElse("other");
            long n = Long.parseLong(r[2]);
            counts.add(new Count(r[0], source, n, r[1]));
            total += n;
        }
        List<CitedLink> examples = links.cited(request.connection(), counts.stream().map(Count::example).distinct()
                .toList());
        List<Citation> citations = new ArrayList<>(SectionContent.citations(request, examples));
        if (!in && !counts.isEmpty() && request.citation() != null) {
            citations.add(request.citation()); // the record itself is where its links were read
        }
        return new SectionContent(counts, total, (int) Math.min(total, Integer.MAX_VALUE), citations, null, true);
    }
}
