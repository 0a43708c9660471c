package dev.josh.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** A U.S. Code section row for tests of the tables and triggers around a record table. */
final class UsCodeRows {

    private UsCodeRows() {
    }

    /** Inserts section {@code id} (usc:TITLE:SECTION) of title 9, published 2024-01-01. */
    static void insertSection(Connection c, String id, String title, String body) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO us_code (id, title_number, section_number, title, "
                + "heading, heading_path, body_markdown, source_file, source_url, source_org, published_at, "
                + "retrieved_at, raw_sha256, citation_string) VALUES (?, '9', ?, ?, NULL, '[]', ?, 'f.xml', "
                + "'https://uscode.house.gov', 'OLRC', '2024-01-01', '2026-01-01', 'abc', 'cite')")) {
            ps.setString(1, id);
            ps.setString(2, id.substring(id.lastIndexOf(':') + 1));
            ps.setString(3, title);
            ps.setString(4, body);
            ps.executeUpdate();
        }
    }
}
