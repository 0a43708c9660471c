package dev.josh.ingest.sap;

import dev.josh.contracts.id.PublicId;
import java.time.LocalDate;
import java.util.List;

/**
 * A statement ready to write.
 *
 * @param bills   every bill it addresses, in the index's order; the first gives the ID
 * @param heading the title printed on the statement ("STATEMENT OF ADMINISTRATION POLICY"), or null
 */
public record SapRecord(PublicId id, SapStatement statement, LocalDate issued, List<PublicId> bills, String title,
                        String heading, String bodyMarkdown) {
    public SapRecord {
        bills = List.copyOf(bills);
    }
}
