package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.lawtext.LawDates;
import dev.josh.ingest.lawtext.LawText;
import dev.josh.ingest.lawtext.XmlDocuments;
import dev.josh.ingest.lawtext.XmlNode.Element;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a BILLSTATUS file ({@code <billStatus>}, no namespace) into one {@link BillStatus}. Both
 * layouts are read by the same code, looking each value up where either layout keeps it:
 * 3.0.0 ({@code <type>}, {@code <number>}, {@code committees/item}, {@code summaries/summary},
 * {@code subjects/legislativeSubjects}, {@code relatedBills/item/title}) and 1.0.0
 * ({@code <billType>}, {@code <billNumber>}, {@code committees/billCommittees/item},
 * {@code summaries/billSummaries/item}, {@code subjects/billSubjects/legislativeSubjects},
 * {@code relatedBills/item/latestTitle}).
 */
public final class BillStatusReader implements SourceFileReader<BillStatus> {

    @Override
    public Cursor<BillStatus> open(SourceFile file) throws IOException, MalformedSourceException {
        Element root = XmlDocuments.read(file);
        if (!root.name().equals("billStatus")) {
            throw new MalformedSourceException("not a BILLSTATUS file: the root element is <" + root.name() + ">",
                    root.position());
        }
        Element bill = root.child("bill").orElseThrow(() ->
                new MalformedSourceException("the BILLSTATUS file has no <bill>", root.position()));
        BillStatus status = parse(file, root, bill);
        return new ListCursor<>(List.of(new ListCursor.Positioned<>(status, bill.position())));
    }

    @Override
    public String keyOf(BillStatus status) {
        return BillIds.of(status).map(PublicId::value).orElse(null);
    }

    static BillStatus parse(SourceFile file, Element root, Element bill) {
        String version = first(root.textAt("version"), bill.textAt("version"));
        return new BillStatus(file.relativePath(), file.sha256(), version,
                first(bill.textAt("type"), bill.textAt("billType")),
                LawText.integer(bill.textAt("congress")),
                LawText.integer(first(bill.textAt("number"), bill.textAt("billNumber"))),
                bill.textAt("title"), bill.textAt("originChamber"), LawDates.iso(bill.textAt("introducedDate")),
                bill.textAt("updateDate"), sponsor(bill), cosponsors(bill), titles(bill), actions(bill),
                latestAction(bill), committees(bill), bill.textAt("policyArea", "name"), subjects(bill),
                summaries(bill), related(bill), laws(bill), textVersions(bill),
                bill.findAll("committeeReports", "committeeReport").stream()
                        .map(r -> r.textAt("citation")).filter(c -> c != null).toList());
    }

    private static BillStatus.Sponsor sponsor(Element bill) {
        return bill.findAll("sponsors", "item").stream().findFirst()
                .map(s -> new BillStatus.Sponsor(bioguide(s), s.textAt("fullName"), s.textAt("party"),
                        s.textAt("state"), LawText.integer(s.textAt("district")),
                        first(s.textAt("isByRequest"), s.textAt("byRequestType"))))
                .orElse(null);
    }

    private static List<BillStatus.Cosponsor> cosponsors(Element bill) {
        return bill.findAll("cosponsors", "item").stream()
                .map(c -> new BillStatus.Cosponsor(bioguide(c), c.textAt("fullName"), c.textAt("party"),
                        c.textAt("state"), LawText.integer(c.textAt("district")), LawDates.iso(c.textAt("sponsorshipDate")),
                        LawDates.iso(c.textAt("sponsorshipWithdrawnDate")),
                        "true".equalsIgnoreCase(c.textAt("isOriginalCosponsor"))))
                .toList();
    }

    private static String bioguide(Element member) {
        return first(member.textAt("bioguideId"), member.textAt("identifiers", "bioguideId"));
    }

    private static List<BillStatus.Title> titles(Element bill) {
        return bill.findAll("titles", "item").stream()
                .filter(t -> t.textAt("title") != null)
                .map(t -> new BillStatus.Title(t.textAt("titleType"), t.textAt("title"), t.textAt("chamberName"),
                        t.textAt("billTextVersionCode"), t.textAt("billTextVersionName")))
                .toList();
    }

    private static List<BillStatus.Action> actions(Element bill) {
        List<BillStatus.Action> actions = new ArrayList<>();
        for (Element a : bill.findAll("actions", "item")) {
            List<String> committees = new ArrayList<>();
            a.findAll("committees", "item").forEach(c -> add(committees, c.textAt("systemCode")));
            a.child("committee").ifPresent(c -> add(committees, c.textAt("systemCode")));
            List<BillStatus.RecordedVote> votes = a.findAll("recordedVotes", "recordedVote").stream()
                    .map(v -> new BillStatus.RecordedVote(v.textAt("chamber"), LawText.integer(v.textAt("congress")),
                            LawText.integer(v.textAt("sessionNumber")), LawText.integer(v.textAt("rollNumber")), v.textAt("date"),
                            v.textAt("url")))
                    .toList();
            actions.add(new BillStatus.Action(LawDates.iso(a.textAt("actionDate")), a.textAt("actionTime"),
                    a.textAt("text"), a.textAt("type"), a.textAt("actionCode"), a.textAt("sourceSystem", "code"),
                    a.textAt("sourceSystem", "name"), committees, votes));
        }
        return actions;
    }

    private static BillStatus.LatestAction latestAction(Element bill) {
        return bill.child("latestAction")
                .filter(l -> l.textAt("text") != null || l.textAt("actionDate") != null)
                .map(l -> new BillStatus.LatestAction(LawDates.iso(l.textAt("actionDate")), l.textAt("text")))
                .orElse(null);
    }

    private static List<BillStatus.Committee> committees(Element bill) {
        List<Element> items = new ArrayList<>(bill.findAll("committees", "item"));
        items.addAll(bill.findAll("committees", "billCommittees", "item"));
        List<BillStatus.Committee> committees = new ArrayList<>();
        for (Element c : items) {
            String code = c.textAt("systemCode");
            committees.add(new BillStatus.Committee(code, c.textAt("name"), c.textAt("chamber"), c.textAt("type"),
                    null, activities(c)));
            for (Element sub : c.findAll("subcommittees", "item")) {
                committees.add(new BillStatus.Committee(sub.textAt("systemCode"), sub.textAt("name"),
                        c.textAt("chamber"), null, code, activities(sub)));
            }
        }
        return committees;
    }

    private static List<BillStatus.Activity> activities(Element committee) {
        return committee.findAll("activities", "item").stream()
                .map(a -> new BillStatus.Activity(a.textAt("name"), a.textAt("date")))
                .toList();
    }

    private static List<String> subjects(Element bill) {
        List<Element> items = new ArrayList<>(bill.findAll("subjects", "legislativeSubjects", "item"));
        items.addAll(bill.findAll("subjects", "billSubjects", "legislativeSubjects", "item"));
        List<String> subjects = new ArrayList<>();
        items.forEach(s -> add(subjects, s.textAt("name")));
        return subjects;
    }

    private static List<BillStatus.Summary> summaries(Element bill) {
        List<Element> items = new ArrayList<>(bill.findAll("summaries", "summary"));
        items.addAll(bill.findAll("summaries", "billSummaries", "item"));
        return items.stream()
                .filter(s -> s.textAt("text") != null)
                .map(s -> new BillStatus.Summary(s.textAt("versionCode"), LawDates.iso(s.textAt("actionDate")),
                        s.textAt("actionDesc"), s.textAt("updateDate"),
                        s.child("text").map(Element::text).orElse("").strip()))
                .toList();
    }

    private static List<BillStatus.RelatedBill> related(Element bill) {
        return bill.findAll("relatedBills", "item").stream()
                .map(r -> new BillStatus.RelatedBill(r.textAt("type"), LawText.integer(r.textAt("congress")),
                        LawText.integer(r.textAt("number")), first(r.textAt("title"), r.textAt("latestTitle")),
                        LawDates.iso(r.textAt("latestAction", "actionDate")), r.textAt("latestAction", "text"),
                        r.findAll("relationshipDetails", "item").stream()
                                .map(d -> new BillStatus.Relationship(d.textAt("type"), d.textAt("identifiedBy")))
                                .toList()))
                .toList();
    }

    private static List<BillStatus.Law> laws(Element bill) {
        return bill.findAll("laws", "item").stream()
                .filter(l -> l.textAt("number") != null)
                .map(l -> new BillStatus.Law(l.textAt("type"), l.textAt("number")))
                .toList();
    }

    private static List<BillStatus.ListedVersion> textVersions(Element bill) {
        List<BillStatus.ListedVersion> versions = new ArrayList<>();
        for (Element v : bill.findAll("textVersions", "item")) {
            String url = v.findAll("formats", "item").stream().map(f -> f.textAt("url")).filter(u -> u != null)
                    .findFirst().orElse(null);
            String stage = v.textAt("type");
            if (stage != null || url != null) { // GPO leaves empty items (no type, no date, no format) in many files
                versions.add(new BillStatus.ListedVersion(stage, LawDates.iso(v.textAt("date")), url));
            }
        }
        return versions;
    }

    private static void add(List<String> values, String value) {
        if (value != null && !values.contains(value)) {
            values.add(value);
        }
    }

    private static String first(String a, String b) {
        return a != null ? a : b;
    }

}
