package dev.josh.server.records;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Resolves ids one record names (a bill's sponsor, a vote's bill, a statement's bills) into
 * {@link Link}s: the referenced record's title and whether it is loaded, in one query per type.
 */
@Component
public class Links {

    /** A record names a few dozen others at most; the bound guards against a malformed upstream list. */
    static final int MAX_LINKS = 500;

    private final SourceRegistry registry;

    public Links(SourceRegistry registry) {
        this.registry = registry;
    }

    /** One link. {@code fallbackTitle} is what the referring record calls it, used when it is not loaded. */
    public Link link(Connection conn, String id, String fallbackTitle) throws SQLException {
        if (id == null) {
            return null;
        }
        Map<String, String> titles = new LinkedHashMap<>();
        titles.put(id, fallbackTitle);
        return links(conn, titles).getFirst();
    }

    /** Links for ids in order, each with a fallback title (may be null); ids that are no public id are dropped. */
    public List<Link> links(Connection conn, Map<String, String> idsWithTitles) throws SQLException {
        return cited(conn, idsWithTitles).stream().map(c -> new Link(c.id(), c.title(), c.inDatabase())).toList();
    }

    /**
     * {@link #links(Connection, Map)} with each loaded record's citation (null for one not loaded), for
     * answers that cite every record they name.
     */
    public List<CitedLink> cited(Connection conn, Map<String, String> idsWithTitles) throws SQLException {
        Map<IdType, List<String>> byType = new LinkedHashMap<>();
        List<PublicId> parsed = new ArrayList<>();
        for (String id : idsWithTitles.keySet()) {
            if (parsed.size() == MAX_LINKS) {
                break;
            }
            PublicId.tryParse(id).ifPresent(p -> {
                parsed.add(p);
                byType.computeIfAbsent(p.type(), t -> new ArrayList<>()).add(p.value());
            });
        }
        Map<String, CitedLink> loaded = new HashMap<>();
        for (Map.Entry<IdType, List<String>> e : byType.entrySet()) {
            loaded.putAll(read(conn, e.getKey(), e.getValue()));
        }
        List<CitedLink> out = new ArrayList<>();
        for (PublicId p : parsed) {
            CitedLink found = loaded.get(p.value());
            out.add(found != null ? found : new CitedLink(p.value(), idsWithTitles.get(p.value()), false, null));
        }
        return out;
    }

    /** {@link #cited(Connection, Map)} for ids without titles of their own. */
    public List<CitedLink> cited(Connection conn, List<String> ids) throws SQLException {
        Map<String, String> withTitles = new LinkedHashMap<>();
        ids.forEach(id -> withTitles.put(id, null));
        return cited(conn, withTitles);
    }

    /** Links for ids without titles of their own. */
    public List<Link> links(Connection conn, List<String> ids) throws SQLException {
        Map<String, String> withTitles = new LinkedHashMap<>();
        ids.forEach(id -> withTitles.put(id, null));
        return links(conn, withTitles);
    }

    private Map<String, CitedLink> read(Connection conn, IdType type, List<String> ids) throws SQLException {
        SourceTables source = registry.find(type.resource()).orElse(null);
        if (source == null) {
            return Map.of();
        }
        String title = switch (type) {
            case LEGISLATOR -> "coalesce(official_full_name, trim(coalesce(first_name, '') || ' ' || last_name))";
            case COMMITTEE -> "name";
            default -> "title";
        };
        String sql = "SELECT id, " + title + " AS title, citation_string, source_url, published_at FROM "
                + source.table() + " WHERE id IN (" + String.join(", ", Collections.nCopies(ids.size(), "?")) + ")";
        Map<String, CitedLink> out = new HashMap<>();
        for (TitledRow row : ConnectionClient.on(conn).sql(sql).params(ids).query(Rows.mapper(TitledRow.class)).list()) {
            out.put(row.id(), new CitedLink(row.id(), row.title(), true, row.citation()));
        }
        return out;
    }
}
