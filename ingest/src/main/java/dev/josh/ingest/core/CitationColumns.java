package dev.josh.ingest.core;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;

/**
 * The six citation columns every record row carries (DESIGN.md invariant 3), as one source's
 * citation formatter wrote them. All six are non-null.
 *
 * @param publishedAt ISO date of the cited edition, or {@code n.d.} when upstream gives none
 * @param retrievedAt ISO instant the record was written
 */
public record CitationColumns(String sourceUrl, String sourceOrg, String publishedAt, String retrievedAt,
                              String rawSha256, String citationString) {

    /** The placeholder for a missing date, as the citation specs prescribe. */
    public static final String NO_DATE = "n.d.";

    /** The six columns' names, in the order {@link #bind} binds them. */
    public static final List<String> NAMES = List.of("source_url", "source_org", "published_at", "retrieved_at",
            "raw_sha256", "citation_string");

    public CitationColumns {
        Objects.requireNonNull(sourceUrl, "sourceUrl");
        Objects.requireNonNull(sourceOrg, "sourceOrg");
        Objects.requireNonNull(publishedAt, "publishedAt");
        Objects.requireNonNull(retrievedAt, "retrievedAt");
        Objects.requireNonNull(rawSha256, "rawSha256");
        Objects.requireNonNull(citationString, "citationString");
    }

    /** Binds the six columns, in the order above, from {@code first}. */
    public int bind(PreparedStatement ps, int first) throws SQLException {
        ps.setString(first, sourceUrl);
        ps.setString(first + 1, sourceOrg);
        ps.setString(first + 2, publishedAt);
        ps.setString(first + 3, retrievedAt);
        ps.setString(first + 4, rawSha256);
        ps.setString(first + 5, citationString);
        return first + 6;
    }
}
