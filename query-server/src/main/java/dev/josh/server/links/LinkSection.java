package dev.josh.server.links;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.IdType;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.SectionContent;
import dev.josh.server.context.SectionRequest;
import dev.josh.server.records.CitedLink;
import dev.josh.server.records.Queries;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Dossier sections read from the link table: the records on the other end of a record's links in
 * one direction, of some relations, of some id types ("U.S. Code sections a bill amends", "CRS
 * reports that cite it"), each once with its relations, title and citation, in the order the
 * ingest found them. Source packages declare theirs with {@link #in} and {@link #out}.
 */
public final class LinkSection {

    /** The first segment of a grammar whose type is its first part, e.g. {@code (?<billType>hr|s|…):}. */
    private static final Pattern ALTERNATIVES = Pattern.compile("^\\(\\?<\\w+>([a-z|]+)\\):");

    private final boolean in;
    private final List<String> relations;
    private final List<IdType> others;

    private LinkSection(boolean in, List<String> relations, List<IdType> others) {
        this.in = in;
        this.relations = List.copyOf(relations);
        this.others = List.copyOf(others);
    }

    /**
     * What cites records of {@code types}.
     *
     * @param relations only these relations; empty for any
     * @param from      only citing records of these types; empty for any
     */
    public static ContextSection in(String name, String description, Set<IdType> types, Depth depth,
                                    List<String> relations, List<IdType> from) {
        return DeclaredSection.of(name, description, types, depth, List.of(),
                new LinkSection(true, relations, from)::read);
    }

    /** What records of {@code types} cite; see {@link #in}. */
    public static ContextSection out(String name, String description, Set<IdType> types, Depth depth,
                                     List<String> relations, List<IdType> to) {
        return DeclaredSection.of(name, description, types, depth, List.of(),
                new LinkSection(false, relations, to)::read);
    }

    /** One record on the other end, with every relation that links it and where the citing record does. */
    public record Linked(String id, String title, boolean inDatabase, List<String> relations, String locator,
                         Citation citation) {
    }

    /** A record on the other end, the relations that link it (comma-separated) and the first locator. */
    private record LinkRow(String id, String relations, String locator) {
    }

    private SectionContent read(SectionRequest request) throws SQLException {
        if (!Queries.tableExists(request.connection(), "links")) {
            return SectionContent.notCovered("this database has no link table (an ingest before links existed)");
        }
        String self = in ? "from_id" : "to_id";
        String where = (in ? "to_id" : "from_id") + " = ?" + relationClause() + typeClause(self);
        List<Object> params = new ArrayList<>();
        params.add(request.id().value());
        params.addAll(relations);
        long total = request.count("SELECT count(DISTINCT " + self + ") FROM links WHERE " + where, params.toArray());
        params.add(request.limit());
        List<LinkRow> rows = request.rows(LinkRow.class, "SELECT " + self + " AS id, group_concat(DISTINCT relation) "
                + "AS relations, min(locator) AS locator FROM links WHERE " + where + " GROUP BY " + self
                + " ORDER BY min(rowid) LIMIT ?", params.toArray());
        Map<String, LinkRow> byId = new LinkedHashMap<>();
        rows.forEach(r -> byId.put(r.id(), r));
        List<Linked> items = new ArrayList<>();
        List<CitedLink> cited = new ArrayList<>();
        for (CitedLink c : request.links().cited(request.connection(), List.copyOf(byId.keySet()))) {
            LinkRow r = byId.get(c.id());
            items.add(new Linked(c.id(), c.title(), c.inDatabase(), Arrays.asList(r.relations().split(",")),
                    r.locator(), c.citation()));
            cited.add(c);
        }
        return SectionContent.list(items, total, SectionContent.citations(request, cited));
    }

    private String relationClause() {
        return relations.isEmpty() ? "" : " AND relation IN (" + relations.stream().map(r -> "?")
                .collect(Collectors.joining(", ")) + ")";
    }

    /** The other end's types as prefix patterns (safe to inline: they come from the id grammars, not from a request). */
    private String typeClause(String column) {
        if (others.isEmpty()) {
            return "";
        }
        List<String> conditions = new ArrayList<>();
        for (IdType type : others) {
            conditions.addAll(firstSegments(type).stream().map(p -> column + " LIKE '" + p + ":%'").toList());
            if (firstSegments(type).isEmpty()) {
                conditions.add("instr(" + column + ", ':') = 0"); // the bare forms: bioguide and Thomas ids
            }
        }
        return " AND (" + String.join(" OR ", conditions) + ")";
    }

    /** The literal first segments of a type's ids: its prefix, or the alternatives its grammar starts with. */
    static List<String> firstSegments(IdType type) {
        if (type.prefix() != null) {
            return List.of(type.prefix());
        }
        Matcher m = ALTERNATIVES.matcher(type.grammar().pattern());
        return m.find() ? List.of(m.group(1).split("\\|")) : List.of();
    }
}
