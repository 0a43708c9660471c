package dev.josh.server.links;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Keyset;
import dev.josh.server.paging.Page;
import dev.josh.server.paging.PageParams;
import dev.josh.server.paging.PageRequest;
import dev.josh.server.records.Link;
import dev.josh.server.records.Links;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.Queries;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * A record's links, out (what it cites) or in (what cites it), from the link table the ingest
 * fills: {@code GET /v1/{resource}/{id}/links} and the MCP tool {@code list_links}. The other end of
 * each link is marked loaded or not, so an agent knows which ids it can fetch.
 */
@Service
public class LinkService {

    private final DataSource dataSource;
    private final Links links;

    public LinkService(DataSource dataSource, Links links) {
        this.dataSource = dataSource;
        this.links = links;
    }

    /**
     * @param resource  the path's resource segment, or null (the MCP tool takes any id)
     * @param direction {@code out} (default) or {@code in}
     * @param relation  only links of this relation, or null
     */
    public LinkPage links(String resource, String id, String direction, String relation, PageParams paging) {
        PublicId parsed = RecordIds.parse(id, resource == null ? null : RecordIds.typeOf(resource));
        if (resource != null && !parsed.type().resource().equals(RecordIds.resource(resource))) {
            throw RecordIds.wrongResource(RecordIds.resource(resource), parsed);
        }
        boolean in = direction(direction);
        String self = in ? "to_id" : "from_id";
        String other = in ? "from_id" : "to_id";
        PageRequest page = paging.forScope("links/" + parsed.value() + "/" + (in ? "in" : "out") + "/" + relation);
        try (Connection conn = dataSource.getConnection()) {
            Link record = links.link(conn, parsed.value(), null);
            if (!Queries.tableExists(conn, "links")) {
                return new LinkPage(record, in ? "in" : "out", Map.of(), 0, 0, List.of(), null, false);
            }
            Map<String, Long> byRelation = byRelation(conn, self, parsed.value());
            String where = "l." + self + " = ?" + (relation == null ? "" : " AND l.relation = ?");
            List<Object> params = relation == null ? List.of(parsed.value()) : List.of(parsed.value(), relation);
            long total = relation == null ? byRelation.values().stream().mapToLong(Long::longValue).sum()
                    : byRelation.getOrDefault(relation, 0L);
            Page<LinkRow> rows = Keyset.ascending("l.relation", "l.rowid").page(ConnectionClient.on(conn),
                    "l." + other + " AS other, l.relation, l.locator, l.found_by", "links l", where, params, page,
                    Rows.mapper(LinkRow.class));
            List<String> ids = rows.results().stream().map(LinkRow::other).distinct().toList();
            Map<String, Link> ends = new LinkedHashMap<>();
            links.links(conn, ids).forEach(l -> ends.put(l.id(), l));
            List<CitationLink> results = new ArrayList<>();
            for (LinkRow r : rows.results()) {
                Link end = ends.get(r.other());
                results.add(new CitationLink(r.other(), end == null ? null : end.title(),
                        end != null && end.inDatabase(), r.relation(), r.locator(), r.foundBy()));
            }
            return new LinkPage(record, in ? "in" : "out", byRelation, total, results.size(), results,
                    rows.nextCursor(), rows.hasMore());
        } catch (SQLException e) {
            throw Rows.failure("links of " + parsed.value(), e);
        }
    }

    /** A link as the page reads it: the record at the other end, how and where it was found. */
    private record LinkRow(String other, String relation, String locator, String foundBy) {
    }

    /** The record with its link counts by direction and relation (none where the database has no link table). */
    public LinkedRecord withCounts(PublicRecord record) {
        try (Connection conn = dataSource.getConnection()) {
            if (!Queries.tableExists(conn, "links")) {
                return new LinkedRecord(record, new LinkCounts(Map.of(), Map.of()));
            }
            return new LinkedRecord(record, new LinkCounts(byRelation(conn, "from_id", record.id()),
                    byRelation(conn, "to_id", record.id())));
        } catch (SQLException e) {
            throw Rows.failure("link counts of " + record.id(), e);
        }
    }

    private static Map<String, Long> byRelation(Connection conn, String column, String id) {
        Map<String, Long> counts = new LinkedHashMap<>();
        ConnectionClient.on(conn).sql("SELECT relation, count(*) AS links FROM links WHERE " + column
                        + " = ? GROUP BY relation ORDER BY relation").param(id)
                .query(Rows.mapper(RelationCount.class)).list().forEach(c -> counts.put(c.relation(), c.links()));
        return counts;
    }

    /** Links of one relation. */
    private record RelationCount(String relation, long links) {
    }

    private static boolean direction(String direction) {
        String d = direction == null ? "out" : direction.strip().toLowerCase(Locale.ROOT);
        return switch (d) {
            case "out" -> false;
            case "in" -> true;
            default -> throw new ApiException(ErrorCode.INVALID_PARAMETER, "direction must be out (what the record "
                    + "cites) or in (what cites it), got '" + direction + "'",
                    ApiException.newHint().put("parameter", "direction").build());
        };
    }
}
