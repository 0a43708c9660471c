package dev.josh.server.paging;

import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The order of a list and how a page continues it: rows sorted by {@code sort}, ties broken by
 * {@code tie} (unique within the list), and each page starting strictly after the previous page's
 * last row. No OFFSET: a deep page costs what the first does, and rows written between two pages
 * do not shift them. Both expressions must be NOT NULL (a NULL never compares).
 *
 * @param sort       a column or expression of the query, e.g. {@code r.published_at}
 * @param descending newest (largest) first
 * @param tie        a unique column or expression, e.g. {@code r.id}
 */
public record Keyset(String sort, boolean descending, String tie) {

    public static Keyset descending(String sort, String tie) {
        return new Keyset(sort, true, tie);
    }

    public static Keyset ascending(String sort, String tie) {
        return new Keyset(sort, false, tie);
    }

    /** What a scope says about the order, so a cursor of another order is refused. */
    public String describe() {
        String order = sort + (descending ? " desc" : " asc");
        return sort.equals(tie) ? order : order + ", " + tie;
    }

    /**
     * Runs {@code SELECT select FROM from WHERE where} for one page through {@code client} (one whose
     * statements run under the request's deadline where it has one), each row mapped by {@code mapper}.
     */
    public <T> Page<T> page(JdbcClient client, String select, String from, String where, List<?> params,
                            PageRequest page, RowMapper<T> mapper) {
        String op = descending ? "<" : ">";
        String direction = descending ? " DESC" : " ASC";
        List<Object> bound = new ArrayList<>(params);
        StringBuilder sql = new StringBuilder("SELECT ").append(select).append(", ").append(sort)
                .append(" AS page_key, ").append(tie).append(" AS page_tie FROM ").append(from)
                .append(" WHERE (").append(where).append(')');
        if (page.after() != null) {
            sql.append(" AND (").append(sort).append(' ').append(op).append(" ? OR (").append(sort)
                    .append(" = ? AND ").append(tie).append(' ').append(op).append(" ?))");
            bound.add(page.after().key());
            bound.add(page.after().key());
            bound.add(page.after().tie());
        }
        sql.append(" ORDER BY ").append(sort).append(direction).append(", ").append(tie).append(direction)
                .append(" LIMIT ?");
        bound.add(page.limit() + 1); // one more than the page: whether another follows
        List<Keyed<T>> rows = client.sql(sql.toString()).params(bound).query((rs, n) -> new Keyed<>(
                mapper.mapRow(rs, n), new Cursor(rs.getObject("page_key"), rs.getObject("page_tie")))).list();
        boolean more = rows.size() > page.limit();
        List<Keyed<T>> shown = more ? rows.subList(0, page.limit()) : rows;
        return new Page<>(shown.stream().map(Keyed::row).toList(),
                more ? shown.getLast().cursor().encode(page.scope()) : null, more);
    }

    /** A row of a page and where the next page would start after it. */
    private record Keyed<T>(T row, Cursor cursor) {
    }
}
