package dev.josh.server.sources.bills;

import static dev.josh.server.lists.Dimension.joined;
import static dev.josh.server.lists.Dimension.labelled;
import static dev.josh.server.lists.Filter.flag;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.oneOf;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.lists.Dimension;
import dev.josh.server.lists.Filter;
import dev.josh.server.lists.ResourceList;
import dev.josh.server.paging.Keyset;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RecordSource;
import dev.josh.server.sources.SourceDefinition;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Bills and resolutions (BILLSTATUS and bill text) as a source: a bill by id (its joins are
 * {@link BillRecords}'), the list endpoint with its filters over sponsors, committees and subjects,
 * and {@code get_bill}, the MCP tool of its own.
 */
@Component
public class Bills implements RecordSource {

    private static final ResourceList LIST = ResourceList.of("bills", Keyset.descending("r.published_at", "r.id"))
            .columns("congress", "bill_type", "number", "introduced_date", "sponsor_id", "sponsor_name",
                    "policy_area", "origin_chamber", "latest_action_date", "latest_action_text")
            .filters(integer("congress", "r.congress", "the Congress: congress=117"),
                    oneOf("bill_type", "r.bill_type", Map.of("hr", "hr", "s", "s", "hres", "hres", "sres", "sres",
                            "hjres", "hjres", "sjres", "sjres", "hconres", "hconres", "sconres", "sconres"),
                            "the kind of measure: bill_type=hr"),
                    id("sponsor", IdType.LEGISLATOR, "r.sponsor_id = ?", "the sponsor's bioguide id: sponsor=D000191"),
                    id("cosponsor", IdType.LEGISLATOR, "EXISTS (SELECT 1 FROM bill_cosponsors c WHERE "
                            + "c.bill_id = r.id AND c.legislator_id = ?)", "a cosponsor's bioguide id: cosponsor=N000147"),
                    text("policy_area", "r.policy_area", "the CRS policy area: policy_area=Health"),
                    id("committee", IdType.COMMITTEE, "EXISTS (SELECT 1 FROM bill_committees c WHERE c.bill_id = r.id"
                            + " AND upper(substr(c.system_code, 1, 4)) || CASE substr(c.system_code, 5, 2) WHEN '00' "
                            + "THEN '' ELSE substr(c.system_code, 5, 2) END = ?)",
                            "a committee the bill was referred to, by Thomas id: committee=HSPW"),
                    new Filter("subject", "EXISTS (SELECT 1 FROM bill_subjects s WHERE s.bill_id = r.id "
                            + "AND s.subject = ? COLLATE NOCASE)", v -> List.of(v.strip()),
                            "a legislative subject: subject=Air quality"),
                    id("topic", IdType.TOPIC, "EXISTS (SELECT 1 FROM topic_taxonomy_bills t WHERE t.bill_id = r.id "
                            + "AND t.topic_id = ?)", "a topic (policy area or subject) by id, as /v1/topics?q= resolves "
                            + "it: topic=topic:environmental-protection"),
                    oneOf("origin_chamber", "r.origin_chamber", Map.of("house", "House", "h", "House", "senate",
                            "Senate", "s", "Senate"), "House or Senate"),
                    flag("became_law", "EXISTS (SELECT 1 FROM bill_laws l WHERE l.bill_id = r.id) = ?",
                            "true for bills that became law"),
                    since("r.published_at"), until("r.published_at"))
            .dimensions(Dimension.of("congress", "r.congress", "congress"),
                    Dimension.of("bill_type", "r.bill_type", "bill_type"),
                    labelled("sponsor", "r.sponsor_id", "r.sponsor_name", "sponsor"),
                    Dimension.of("policy_area", "r.policy_area", "policy_area"),
                    Dimension.of("origin_chamber", "r.origin_chamber", "origin_chamber"),
                    joined("subject", "bs.subject", "JOIN bill_subjects bs ON bs.bill_id = r.id "
                            + "AND bs.is_policy_area = 0", "subject"),
                    Dimension.of("year", "substr(r.published_at, 1, 4)", null),
                    Dimension.of("month", "substr(r.published_at, 1, 7)", null))
            .build();

    /** {@code get_bill} is built by hand: a bill's record opens with an overview, its text is get_bill_text's. */
    private static final GetterTool GETTER = GetterTool.own("get_bill", IdType.BILL);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.BILL), BillRecord.class, LIST, GETTER);

    private final BillRecords bills;

    public Bills(BillRecords bills) {
        this.bills = bills;
    }

    @Override
    public SourceDefinition definition() {
        return DEFINITION;
    }

    @Override
    public BillRecord fetch(PublicId id, TextWindow window) {
        return bills.bill(id.value(), window);
    }
}
