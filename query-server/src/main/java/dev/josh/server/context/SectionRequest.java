package dev.josh.server.context;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.Deadline;
import dev.josh.server.db.TimedJdbcTemplate;
import dev.josh.server.records.Links;
import dev.josh.server.records.Queries;
import dev.josh.server.records.Rows;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * What a section reads with: the record's id, the depth, a connection of its own and its deadline
 * (statements are cancelled when the section's budget runs out), the link table's reader, and values
 * the dossier's sections share (a bill's related records are read once for the sections that show parts of them).
 */
public final class SectionRequest {

    /** A value computed once per dossier. */
    @FunctionalInterface
    public interface Shared<T> {
        T read() throws SQLException;
    }

    private final PublicId id;
    private final Citation citation;
    private final Depth depth;
    private final Connection conn;
    private final Deadline deadline;
    private final Links links;
    private final Map<String, Object> shared;
    private final JdbcClient client;

    SectionRequest(PublicId id, Citation citation, Depth depth, Connection conn, Deadline deadline, Links links,
                   Map<String, Object> shared) {
        this.id = id;
        this.citation = citation;
        this.depth = depth;
        this.conn = conn;
        this.deadline = deadline;
        this.links = links;
        this.shared = shared;
        this.client = TimedJdbcTemplate.client(conn, deadline);
    }

    public PublicId id() {
        return id;
    }

    /**
     * The record's own citation (null when it is not loaded): what a section cites for facts the
     * record states itself (its actions, its cosponsors, the law it became when that law is not loaded).
     */
    public Citation citation() {
        return citation;
    }

    public Depth depth() {
        return depth;
    }

    /** Items a list section shows at most. */
    public int limit() {
        return depth.items();
    }

    public Connection connection() {
        return conn;
    }

    public Deadline deadline() {
        return deadline;
    }

    /** The records on the other end of links, with their titles and citations, read on {@link #connection()}. */
    public Links links() {
        return links;
    }

    /**
     * Rows of a query as records of {@code type} by column name ({@code start_date} fills {@code startDate}),
     * or its one column where {@code type} is a plain value; the statement cancelled when the section's budget
     * runs out.
     */
    public <T> List<T> rows(Class<T> type, String sql, Object... params) {
        return client.sql(sql).params(params).query(Rows.mapper(type)).list();
    }

    /** The first column of the first row as a number; 0 when there is none. */
    public long count(String sql, Object... params) {
        return Queries.count(client, sql, params);
    }

    /** The value under {@code key}, read by the first section that asks for it. */
    @SuppressWarnings("unchecked")
    public <T> T shared(String key, Shared<T> reader) throws SQLException {
        Object value = shared.get(key);
        if (value == null) {
            value = reader.read();
            shared.put(key, value);
        }
        return (T) value;
    }
}
