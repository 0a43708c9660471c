package dev.josh.server.lists;

import static dev.josh.server.lists.Dimension.joined;
import static dev.josh.server.lists.Dimension.labelled;
import static dev.josh.server.lists.Filter.contains;
import static dev.josh.server.lists.Filter.flag;
import static dev.josh.server.lists.Filter.id;
import static dev.josh.server.lists.Filter.integer;
import static dev.josh.server.lists.Filter.oneOf;
import static dev.josh.server.lists.Filter.since;
import static dev.josh.server.lists.Filter.text;
import static dev.josh.server.lists.Filter.until;

import dev.josh.contracts.id.IdType;
import dev.josh.server.paging.Keyset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The list endpoints, one per resource: order, row columns, filters, group-by dimensions and sum
 * fields. Columns are typed flow-1 data (each source's own schema), so they are written here
 * rather than read from the schema; everything a request may name is on this whitelist.
 */
final class ListCatalog {

    private static final Map<String, String> CHAMBERS = Map.of("house", "house", "h", "house", "senate", "senate",
            "s", "senate");
    private static final Map<String, String> ORIGIN_CHAMBERS = Map.of("house", "House", "h", "House", "senate",
            "Senate", "s", "Senate");

    private static final Map<String, ResourceList> LISTS = new LinkedHashMap<>();

    static {
        add(ResourceList.of("bills", Keyset.descending("r.published_at", "r.id"))
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
                        oneOf("origin_chamber", "r.origin_chamber", ORIGIN_CHAMBERS, "House or Senate"),
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
                .build());
        add(ResourceList.of("roll-call-votes", Keyset.descending("r.date", "r.id"))
                .columns("congress", "chamber", "session", "number", "date", "question", "category", "result",
                        "bill_id", "yea_count", "nay_count", "present_count", "not_voting_count")
                .filters(integer("congress", "r.congress", "congress=117"),
                        oneOf("chamber", "r.chamber", CHAMBERS, "house or senate"),
                        integer("session", "r.session", "session=1"),
                        text("category", "r.category", "passage, passage-suspension, cloture, amendment, nomination, …"),
                        text("result", "r.result", "result=Passed"),
                        id("bill", IdType.BILL, "r.bill_id = ?", "votes on one measure: bill=hr:117:3684"),
                        id("member", IdType.LEGISLATOR, "EXISTS (SELECT 1 FROM roll_call_member_votes m WHERE "
                                + "m.vote_id = r.id AND m.bioguide_id = ?)", "votes a legislator cast: member=P000197"),
                        since("r.date"), until("r.date"))
                .dimensions(Dimension.of("congress", "r.congress", "congress"),
                        Dimension.of("chamber", "r.chamber", "chamber"),
                        Dimension.of("session", "r.session", "session"),
                        Dimension.of("category", "r.category", "category"),
                        Dimension.of("result", "r.result", "result"),
                        Dimension.of("vote_type", "r.vote_type", null),
                        Dimension.of("bill", "r.bill_id", "bill"),
                        Dimension.of("year", "substr(r.date, 1, 4)", null))
                .build());
        add(ResourceList.of("federal-register", Keyset.descending("r.publication_date", "r.id"))
                .columns("document_number", "document_type", "agency", "sub_agency", "action", "publication_date",
                        "fr_citation", "effective_date", "comment_date")
                .filters(contains("agency", "agency or sub-agency contains, ignoring case: agency=food and drug",
                                "r.agency", "r.sub_agency"),
                        text("agency_name", "r.agency", "the agency exactly as printed (any case): "
                                + "agency_name=DEPARTMENT OF COMMERCE"),
                        oneOf("type", "r.document_type", Map.of("rule", "rule", "proposed_rule", "proposed_rule",
                                "notice", "notice", "presidential_document", "presidential_document"),
                                "rule, proposed_rule, notice or presidential_document"),
                        text("presidential_document_type", "r.presidential_document_type",
                                "executive_order, proclamation, memorandum, …"),
                        new Filter("cfr_title", "EXISTS (SELECT 1 FROM federal_register_cfr_references c WHERE "
                                + "c.document_id = r.id AND c.cfr_title = ?)",
                                v -> List.of(Filter.parseInteger("cfr_title", v)), "names a CFR title: cfr_title=21"),
                        new Filter("docket", "EXISTS (SELECT 1 FROM json_each(r.docket_ids) d WHERE d.value LIKE '%' || ? || '%')",
                                v -> List.of(v.strip()), "a docket id it prints: docket=FDA-2014-D-0044"),
                        since("r.publication_date"), until("r.publication_date"))
                .dimensions(Dimension.of("agency", "r.agency", "agency_name"),
                        Dimension.of("sub_agency", "r.sub_agency", null),
                        Dimension.of("type", "r.document_type", "type"),
                        Dimension.of("presidential_document_type", "r.presidential_document_type",
                                "presidential_document_type"),
                        Dimension.of("publication_date", "r.publication_date", null),
                        Dimension.of("year", "substr(r.publication_date, 1, 4)", null),
                        Dimension.of("month", "substr(r.publication_date, 1, 7)", null))
                .build());
        add(ResourceList.of("lda-filings", Keyset.descending("r.published_at", "r.id"))
                .columns("form", "filing_type", "year", "period", "received_at", "amount", "registrant_id",
                        "registrant_name", "client_id", "client_name")
                .filters(text("registrant", "r.registrant_name", "the registrant's name as filed (exact, any case); "
                                + "find it with /v1/lda-filings/registrants?q="),
                        text("registrant_id", "r.registrant_id", "the Senate's registrant id: registrant_id=8976"),
                        text("client", "r.client_name", "the client's name as filed (exact, any case); "
                                + "find it with /v1/lda-filings/clients?q="),
                        text("client_id", "r.client_id", "the Senate's client id: client_id=137"),
                        integer("year", "r.year", "the filing year: year=2007"),
                        oneOf("form", "r.form", Map.of("ld-1", "LD-1", "ld-2", "LD-2", "ld-203", "LD-203"),
                                "LD-1, LD-2 or LD-203"),
                        text("filing_type", "r.filing_type", "filing_type=MID-YEAR REPORT"),
                        new Filter("issue", "EXISTS (SELECT 1 FROM lda_issues i WHERE i.filing_id = r.id "
                                + "AND i.code = ? COLLATE NOCASE)", v -> List.of(v.strip()),
                                "a general issue code: issue=TAX"),
                        new Filter("lobbyist", "EXISTS (SELECT 1 FROM lda_lobbyists l WHERE l.filing_id = r.id "
                                + "AND l.name LIKE '%' || ? || '%')", v -> List.of(v.strip()),
                                "a lobbyist's name contains: lobbyist=chernikoff"),
                        new Filter("honoree", "EXISTS (SELECT 1 FROM lda_contributions c WHERE c.filing_id = r.id "
                                + "AND c.honoree LIKE '%' || ? || '%')", v -> List.of(v.strip()),
                                "an LD-203 contribution's honoree contains: honoree=makki"),
                        since("r.published_at"), until("r.published_at"))
                .dimensions(labelled("registrant", "r.registrant_id", "r.registrant_name", "registrant_id"),
                        labelled("client", "r.client_id", "r.client_name", "client_id"),
                        Dimension.of("year", "r.year", "year"),
                        Dimension.of("form", "r.form", "form"),
                        Dimension.of("filing_type", "r.filing_type", "filing_type"),
                        Dimension.of("period", "r.period", null),
                        joined("issue", "li.code", "JOIN lda_issues li ON li.filing_id = r.id", "issue"))
                .sum("amount", "r.amount")
                .build());
        add(ResourceList.of("public-laws", Keyset.descending("r.published_at", "r.id"))
                .columns("kind", "congress", "law_number", "statutes_at_large", "approved_date", "bill_id",
                        "amended_through")
                .filters(oneOf("kind", "r.kind", Map.of("public-law", "public-law", "private-law", "private-law",
                                "statute-compilation", "statute-compilation"),
                                "public-law, private-law or statute-compilation"),
                        integer("congress", "r.congress", "congress=115"),
                        id("bill", IdType.BILL, "r.bill_id = ?", "the law a bill became: bill=hr:115:609"),
                        since("r.published_at"), until("r.published_at"))
                .dimensions(Dimension.of("kind", "r.kind", "kind"), Dimension.of("congress", "r.congress", "congress"),
                        Dimension.of("year", "substr(r.published_at, 1, 4)", null))
                .build());
        add(ResourceList.of("statements-of-administration-policy", Keyset.descending("r.date_issued", "r.id"))
                .columns("date_issued", "congress", "bill_id", "administration", "rescinded")
                .filters(integer("congress", "r.congress", "congress=117"),
                        id("bill", IdType.BILL, "EXISTS (SELECT 1 FROM sap_bills b WHERE b.sap_id = r.id AND "
                                + "b.bill_id = ?)", "statements on one bill: bill=hr:117:3684"),
                        text("administration", "r.administration", "administration=46-Biden"),
                        since("r.date_issued"), until("r.date_issued"))
                .dimensions(Dimension.of("congress", "r.congress", "congress"),
                        Dimension.of("administration", "r.administration", "administration"),
                        Dimension.of("year", "substr(r.date_issued, 1, 4)", null))
                .build());
        add(ResourceList.of("crs-reports", Keyset.descending("r.published_at", "r.id"))
                .columns("product_number", "product_type", "version", "page_count")
                .filters(text("product_type", "r.product_type", "In Focus, Insight, Report or Legal Sidebar"),
                        since("r.published_at"), until("r.published_at"))
                .dimensions(Dimension.of("product_type", "r.product_type", "product_type"),
                        Dimension.of("year", "substr(r.published_at, 1, 4)", null))
                .build());
        add(ResourceList.of("gao-reports", Keyset.descending("r.published_at", "r.id"))
                .columns("report_number", "page_count")
                .filters(since("r.published_at"), until("r.published_at"))
                .dimensions(Dimension.of("year", "substr(r.published_at, 1, 4)", null))
                .build());
        add(ResourceList.of("committee-reports", Keyset.descending("r.published_at", "r.id"))
                .columns("congress", "report_type", "report_number", "part", "heading", "committee", "bill_id")
                .filters(integer("congress", "r.congress", "congress=118"),
                        oneOf("report_type", "r.report_type", Map.of("hrpt", "hrpt", "srpt", "srpt", "erpt", "erpt"),
                                "hrpt, srpt or erpt"),
                        contains("committee", "the committee's name contains: committee=financial services",
                                "r.committee"),
                        id("bill", IdType.BILL, "r.bill_id = ?", "reports on one bill: bill=hr:118:7437"),
                        since("r.published_at"), until("r.published_at"))
                .dimensions(Dimension.of("congress", "r.congress", "congress"),
                        Dimension.of("report_type", "r.report_type", "report_type"),
                        Dimension.of("committee", "r.committee", null))
                .build());
        add(ResourceList.of("congressional-record", Keyset.descending("r.date", "r.id"))
                .columns("date", "section", "heading", "page_start", "page_end", "congress", "session")
                .filters(text("section", "r.section", "Senate, House, Extensions of Remarks or Daily Digest"),
                        integer("congress", "r.congress", "congress=105"),
                        id("bill", IdType.BILL, "EXISTS (SELECT 1 FROM json_each(r.bills) b WHERE b.value = ?)",
                                "granules that list a bill: bill=s:105:204"),
                        id("speaker", IdType.LEGISLATOR, "EXISTS (SELECT 1 FROM congressional_record_turns t WHERE "
                                + "t.document_id = r.id AND t.bioguide_id = ?)", "granules a member speaks in: speaker=B001126"),
                        since("r.date"), until("r.date"))
                .dimensions(Dimension.of("section", "r.section", "section"),
                        Dimension.of("date", "r.date", null), Dimension.of("congress", "r.congress", "congress"),
                        Dimension.of("year", "substr(r.date, 1, 4)", null))
                .build());
        add(ResourceList.of("hearings", Keyset.descending("r.published_at", "r.id"))
                .columns("chamber", "congress", "meeting_type", "committee_id", "committee_name", "date", "location")
                .filters(id("committee", IdType.COMMITTEE, "r.committee_id = ?", "the committee: committee=HSRU"),
                        integer("congress", "r.congress", "congress=113"),
                        oneOf("chamber", "r.chamber", Map.of("house", "house", "h", "house", "senate", "senate",
                                "s", "senate", "joint", "joint", "j", "joint"), "house, senate or joint"),
                        text("meeting_type", "r.meeting_type", "HHRG (hearing), HMKP (markup), HMTG (meeting)"),
                        id("bill", IdType.BILL, "EXISTS (SELECT 1 FROM json_each(r.bills) b WHERE b.value = ?)",
                                "meetings on a bill: bill=hr:113:4435"),
                        since("r.published_at"), until("r.published_at"))
                .dimensions(labelled("committee", "r.committee_id", "r.committee_name", "committee"),
                        Dimension.of("congress", "r.congress", "congress"),
                        Dimension.of("meeting_type", "r.meeting_type", "meeting_type"),
                        Dimension.of("chamber", "r.chamber", "chamber"))
                .build());
        add(ResourceList.of("ecfr-and-cfr", Keyset.ascending("r.id", "r.id"))
                .columns("cfr_title", "part", "section_number", "heading", "edition", "edition_date", "reserved")
                .filters(integer("title", "r.cfr_title", "the CFR title: title=3"),
                        text("part", "r.part", "the part: part=101"),
                        text("chapter", "r.chapter", "the chapter: chapter=I"),
                        oneOf("edition", "r.edition", Map.of("ecfr-bulk", "ecfr-bulk", "ecfr-api", "ecfr-api",
                                "cfr-annual", "cfr-annual"), "ecfr-bulk, ecfr-api or cfr-annual"))
                .dimensions(Dimension.of("title", "r.cfr_title", "title"), Dimension.of("part", "r.part", null),
                        Dimension.of("edition", "r.edition", "edition"))
                .build());
        add(ResourceList.of("us-code", Keyset.ascending("r.id", "r.id"))
                .columns("title_number", "section_number", "heading", "status", "release_point")
                .filters(text("title", "r.title_number", "the title: title=17"),
                        text("status", "r.status", "repealed, transferred, …"))
                .dimensions(Dimension.of("title", "r.title_number", "title"), Dimension.of("status", "r.status", "status"))
                .build());
        add(ResourceList.of("legislators", Keyset.ascending("r.id", "r.id"))
                .column("title", "coalesce(r.official_full_name, trim(coalesce(r.first_name, '') || ' ' || r.last_name))")
                .columns("party", "state", "district", "chamber", "is_current")
                .filters(text("state", "r.state", "two-letter state: state=MA"),
                        text("party", "r.party", "party=Democrat"),
                        oneOf("chamber", "r.chamber", CHAMBERS, "house or senate (of the latest term)"),
                        flag("current", "r.is_current = ?", "true for sitting members"),
                        text("gender", "r.gender", "M or F"))
                .dimensions(Dimension.of("party", "r.party", "party"), Dimension.of("state", "r.state", "state"),
                        Dimension.of("chamber", "r.chamber", "chamber"), Dimension.of("current", "r.is_current", "current"),
                        Dimension.of("gender", "r.gender", "gender"))
                .build());
        add(ResourceList.of("committees", Keyset.ascending("r.id", "r.id"))
                .column("title", "r.name")
                .columns("chamber", "committee_type", "parent_id", "is_current")
                .filters(oneOf("chamber", "r.chamber", Map.of("house", "house", "senate", "senate", "joint", "joint"),
                                "house, senate or joint"),
                        id("parent", IdType.COMMITTEE, "r.parent_id = ?", "the subcommittees of: parent=HSWM"),
                        flag("subcommittee", "(r.parent_id IS NOT NULL) = ?", "true for subcommittees only"),
                        flag("current", "r.is_current = ?", "true for current committees"))
                .dimensions(Dimension.of("chamber", "r.chamber", "chamber"),
                        Dimension.of("committee_type", "r.committee_type", null))
                .build());
    }

    private ListCatalog() {
    }

    private static void add(ResourceList list) {
        LISTS.put(list.resource(), list);
    }

    static Optional<ResourceList> find(String resource) {
        return Optional.ofNullable(LISTS.get(resource));
    }

    static List<String> resources() {
        return List.copyOf(LISTS.keySet());
    }
}
