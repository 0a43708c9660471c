package dev.josh.server.search.semantic;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/** The encoder whose vectors queries are compared with: the {@code embedding_models} row with active = 1. */
public record ActiveModel(String modelId, String modelVersion, int dimension) {

    public static Optional<ActiveModel> read(Connection conn) throws SQLException {
        try (Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(
                     "SELECT model_id, model_version, dimension FROM embedding_models WHERE active = 1")) {
            return rs.next() ? Optional.of(new ActiveModel(rs.getString(1), rs.getString(2), rs.getInt(3)))
                    : Optional.empty();
        }
    }
}
