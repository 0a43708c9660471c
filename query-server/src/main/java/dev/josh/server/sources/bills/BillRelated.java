package dev.josh.server.sources.bills;

import dev.josh.server.records.Link;
import dev.josh.server.records.RecordRef;
import java.util.List;

/**
 * What the data links to a bill, each list from a structured column or table (never from search):
 * the laws it became (BILLSTATUS), statements of administration policy on it, roll-call votes on
 * it (the vote files' bill, and the roll calls its actions record), bills CRS or the House
 * relate to it, committee reports that accompany it, hearings and Congressional Record granules
 * that list it, and U.S. Code sections its loaded text cites.
 *
 * @param usCodeScanned the text version whose citations {@code usCodeCited} lists; null when no text is loaded
 */
public record BillRelated(
        RecordRef bill,
        List<BillRecord.LawLink> laws,
        List<Link> statementsOfAdministrationPolicy,
        List<Link> votes,
        List<RelatedBill> relatedBills,
        List<Link> committeeReports,
        List<Link> hearings,
        List<Link> congressionalRecord,
        List<Link> usCodeCited,
        String usCodeScanned) {

    /** @param relationships e.g. "Related bill (CRS)", "Identical bill (House)" */
    public record RelatedBill(String id, String title, List<String> relationships, String latestActionDate,
                              String latestActionText, boolean inDatabase) {
    }
}
