package dev.josh.server.records;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.db.SourceTables;
import java.sql.Connection;
import java.sql.SQLException;
import org.springframework.stereotype.Component;

/** The record a join starts from ({@link RecordRef}): a 404 when it is not loaded, so an empty join means "none". */
@Component
public class Refs {

    private final Coverage coverage;

    public Refs(Coverage coverage) {
        this.coverage = coverage;
    }

    /** A record of a source whose table has a {@code title} column. */
    public RecordRef of(Connection conn, PublicId id) throws SQLException {
        String title = id.type() == IdType.LEGISLATOR
                ? "coalesce(official_full_name, trim(coalesce(first_name, '') || ' ' || last_name))"
                : id.type() == IdType.COMMITTEE ? "name" : "title";
        SourceTables source = coverage.covered(id);
        TitledRow row = ConnectionClient.on(conn).sql("SELECT id, " + title + " AS title, source_url, published_at, "
                + "citation_string FROM " + source.table() + " WHERE id = ?").param(id.value())
                .query(Rows.mapper(TitledRow.class)).optional().orElse(null);
        if (row == null) {
            throw coverage.missing(conn, id);
        }
        return row.ref();
    }
}
