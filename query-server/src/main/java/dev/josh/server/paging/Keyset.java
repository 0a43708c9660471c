package dev.josh.server.paging;

import dev.josh.server.db.Deadline;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.RowMapper;

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
     * Runs {@code SELECT select FROM from WHERE where} for one page, each row mapped by {@code mapper}.
     *
     * @param deadline cancels the statement when the request's time budget runs out; null for none
     */
    public <T> Page<T> page(Connection conn, String select, String from, String where, List<?> params,
                            PageRequest page, RowMapper<T> mapper, Deadline deadline) throws SQLException {
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
        bound.add(page.limit() + 1);
        List<T> rows = new ArrayList<>();
        Cursor last = null;
        boolean more = false;
        try (PreparedStatement ps = conn.prepareStatement(sql.toString());
             Deadline.Guard ignored = deadline == null ? () -> { } : deadline.guard(ps)) {
            for (int i = 0; i < bound.size(); i++) {
                ps.setObject(i + 1, bound.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    if (rows.size() == page.limit()) {
                        more = true;
                        break;
                    }
                    rows.add(mapper.mapRow(rs, rows.size()));
                    last = new Cursor(rs.getObject("page_key"), rs.getObject("page_tie"));
                }
            }
        } catch (SQLException e) {
            if (deadline != null && Deadline.isInterrupt(e)) {
                throw deadline.timeout();
            }
            throw e;
        }
        return new Page<>(rows, more ? last.encode(page.scope()) : null, more);
    }
}
