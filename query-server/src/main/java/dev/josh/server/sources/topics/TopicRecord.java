package dev.josh.server.sources.topics;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import java.util.List;
import java.util.Map;

/**
 * A CRS legislative subject term or policy area, as the bills of the corpus carry it.
 *
 * @param kinds       {@code policy_area}, {@code legislative_subject} or both
 * @param billCount   bills of the corpus that carry it
 * @param byCongress  bills by Congress, latest first
 * @param policyAreas the policy areas its bills carry, most bills first
 * @param bills       its latest bills, at most {@link Topics#BILLS_SHOWN} (all of them: {@code /v1/bills?topic=})
 * @param billsPath   the bills list filtered by this topic
 */
public record TopicRecord(String type, String id, String title, List<String> kinds, int billCount,
                          Map<String, Integer> byCongress, List<PolicyArea> policyAreas, List<Link> bills,
                          String billsPath, Citation citation) implements PublicRecord {

    /** A policy area the topic's bills carry, with how many of them do. */
    public record PolicyArea(String id, String name, int bills) {
    }
}
