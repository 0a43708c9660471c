package dev.josh.server.sources.sap;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A Statement of Administration Policy.
 *
 * @param bills          every bill the statement addresses, in the order the index lists them
 * @param administration e.g. 46-Biden
 */
public record SapRecord(String type, String id, String title, String heading, String dateIssued, int congress,
                        String administration, boolean rescinded, List<Link> bills, String bodyMarkdown,
                        TextWindow.Shown body, Citation citation) implements PublicRecord {
}
