package dev.josh.server.sources.bills;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Keyset;
import dev.josh.server.paging.PageParams;
import dev.josh.server.paging.PageRequest;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.JoinPage;
import dev.josh.server.records.Link;
import dev.josh.server.records.Links;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.RecordRef;
import dev.josh.server.records.Refs;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * Bills and their joins, in plain SQL over the BILLSTATUS tables: the typed record, cosponsors,
 * actions, text versions (a version's text in windows), what the data links to a bill, and the
 * bills a legislator sponsored or cosponsored.
 */
@Service
public class BillRecords {

    /** A version's text is read in windows; a window holds at most this many characters. */
    public static final int MAX_TEXT_WINDOW = 100_000;
    public static final int DEFAULT_TEXT_WINDOW = 20_000;
    /** Citations a related list shows at most (a long bill cites hundreds of sections). */
    static final int MAX_CITED_SECTIONS = 200;
    static final int MAX_RELATED = 200;

    /** "42 U.S.C. 1301", "26 U.S.C. 45Q", "42 U.S.C. 1320a–7b", "5 U.S.C. § 552". */
    private static final Pattern USC_CITATION = Pattern.compile(
            "\\b(\\d{1,2}[A-Za-z]?)\\s+U\\.\\s?S\\.\\s?C\\.\\s+(?:§{1,2}\\s*)?(\\d+[A-Za-z]*(?:[-–]\\d+[A-Za-z]*)*)");
    private static final Pattern SYSTEM_CODE = Pattern.compile("([a-z]{4})(\\d{2})");

    private final DataSource dataSource;
    private final Coverage coverage;
    private final Links links;
    private final Refs refs;
    private final RecordReader reader;

    public BillRecords(DataSource dataSource, Coverage coverage, Links links, Refs refs, RecordReader reader) {
        this.dataSource = dataSource;
        this.coverage = coverage;
        this.links = links;
        this.refs = refs;
        this.reader = reader;
    }

    // ---- the record -------------------------------------------------------------------------

    public BillRecord bill(String billId, TextWindow window) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            return new BillRecord(RecordIds.typeName(IdType.BILL), id.value(), rs.getInt("congress"),
                    rs.getString("bill_type"), rs.getInt("number"), rs.getString("title"), rs.getString("heading"),
                    rs.getString("official_title"), rs.getString("origin_chamber"), rs.getString("introduced_date"),
                    rs.getString("update_date"), rs.getString("record_basis"),
                    links.link(conn, rs.getString("sponsor_id"), rs.getString("sponsor_name")),
                    cosponsorCounts(conn, id.value()), rs.getString("policy_area"), subjects(conn, id.value()),
                    rs.getString("latest_action_date") == null && rs.getString("latest_action_text") == null ? null
                            : new BillRecord.LatestAction(rs.getString("latest_action_date"),
                            rs.getString("latest_action_text")),
                    laws(conn, id.value()), committees(conn, id.value()),
                    Rows.stringList(rs.getString("committee_reports")), versions(conn, id.value()),
                    paths(id.value()), body.text(), body.shown(), Rows.citation(rs));
        });
    }

    private static BillRecord.Paths paths(String id) {
        String base = "/v1/bills/" + id;
        return new BillRecord.Paths(base + "/cosponsors", base + "/actions", base + "/text", base + "/related");
    }

    private static BillRecord.CosponsorCounts cosponsorCounts(Connection conn, String billId) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("""
                SELECT count(*), count(*) FILTER (WHERE withdrawn_date IS NULL),
                       count(*) FILTER (WHERE is_original = 1), count(*) FILTER (WHERE withdrawn_date IS NOT NULL)
                FROM bill_cosponsors WHERE bill_id = ?""")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new BillRecord.CosponsorCounts(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getInt(4));
            }
        }
    }

    private static List<String> subjects(Connection conn, String billId) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(
                "SELECT subject FROM bill_subjects WHERE bill_id = ? AND is_policy_area = 0 ORDER BY subject")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    private List<BillRecord.LawLink> laws(Connection conn, String billId) throws SQLException {
        List<String[]> rows = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(
                "SELECT law_id, law_type, law_number FROM bill_laws WHERE bill_id = ? ORDER BY law_number")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(new String[] {rs.getString(1), rs.getString(2), rs.getString(3)});
                }
            }
        }
        Map<String, Link> loaded = new LinkedHashMap<>();
        for (Link l : links.links(conn, rows.stream().map(r -> r[0]).filter(java.util.Objects::nonNull).toList())) {
            loaded.put(l.id(), l);
        }
        return rows.stream().map(r -> new BillRecord.LawLink(r[0], r[1], r[2],
                r[0] != null && loaded.containsKey(r[0]) && loaded.get(r[0]).inDatabase())).toList();
    }

    private List<BillRecord.CommitteeLink> committees(Connection conn, String billId) throws SQLException {
        record Row(String id, String name, String chamber, String code, List<Object> activities) {
        }
        List<Row> rows = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement("""
                SELECT system_code, name, chamber, activities FROM bill_committees WHERE bill_id = ? ORDER BY ordinal""")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(new Row(thomasId(rs.getString(1)), rs.getString(2), rs.getString(3), rs.getString(1),
                            Rows.list(rs.getString(4))));
                }
            }
        }
        Set<String> loaded = new java.util.HashSet<>();
        for (Link l : links.links(conn, rows.stream().map(Row::id).filter(java.util.Objects::nonNull).toList())) {
            if (l.inDatabase()) {
                loaded.add(l.id());
            }
        }
        return rows.stream().map(r -> new BillRecord.CommitteeLink(r.id(), r.name(), r.chamber(), r.code(),
                loaded.contains(r.id()), r.activities())).toList();
    }

    /** BILLSTATUS committee codes are Thomas ids in lower case with a subcommittee number: hspw00 is HSPW, hspw12 HSPW12. */
    static String thomasId(String systemCode) {
        if (systemCode == null) {
            return null;
        }
        Matcher m = SYSTEM_CODE.matcher(systemCode.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return null;
        }
        String id = m.group(1).toUpperCase(Locale.ROOT) + (m.group(2).equals("00") ? "" : m.group(2));
        return PublicId.tryParse(id).filter(p -> p.type() == IdType.COMMITTEE).map(PublicId::value).orElse(null);
    }

    private static List<BillText.Version> versions(Connection conn, String billId) throws SQLException {
        List<BillText.Version> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement("""
                SELECT version_code, stage, coalesce(version_date, listed_date, processed_date) AS date,
                       markdown IS NOT NULL AS loaded, format, length(markdown) AS chars,
                       coalesce(listed_url, source_url) AS url
                FROM bill_text_versions WHERE bill_id = ?
                ORDER BY coalesce(version_date, listed_date, processed_date, '') DESC, rowid""")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new BillText.Version(rs.getString("version_code"), rs.getString("stage"), rs.getString("date"),
                            Rows.flag(rs, "loaded"), rs.getString("format"), Rows.integer(rs, "chars"),
                            rs.getString("url")));
                }
            }
        }
        return out;
    }

    private static long count(Connection conn, String sql, Object... params) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0;
            }
        }
    }

    // ---- cosponsors and actions ---------------------------------------------------------------

    /** The bill's cosponsors in BILLSTATUS order (original cosponsors first, then by date joined). */
    public JoinPage<Cosponsor> cosponsors(String billId, PageParams paging) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        PageRequest page = paging.forScope("bills/" + id.value() + "/cosponsors");
        try (Connection conn = dataSource.getConnection()) {
            RecordRef bill = refs.of(conn, id);
            long total = count(conn, "SELECT count(*) FROM bill_cosponsors WHERE bill_id = ?", id.value());
            return JoinPage.of(bill, total, Keyset.ascending("c.ordinal", "c.ordinal").page(conn, """
                    c.legislator_id, c.full_name, c.party, c.state, c.district, c.sponsorship_date, c.withdrawn_date,
                    c.is_original, l.id IS NOT NULL AS found""",
                    "bill_cosponsors c LEFT JOIN legislators l ON l.id = c.legislator_id", "c.bill_id = ?",
                    List.of(id.value()), page, rs -> new Cosponsor(rs.getString("legislator_id"),
                            rs.getString("full_name"), rs.getString("party"), rs.getString("state"),
                            Rows.integer(rs, "district"), rs.getString("sponsorship_date"),
                            rs.getString("withdrawn_date"), Rows.flag(rs, "is_original"), Rows.flag(rs, "found")),
                    null));
        } catch (SQLException e) {
            throw Rows.failure("cosponsors of " + id.value(), e);
        }
    }

    /** The bill's actions in BILLSTATUS order: newest first. */
    public JoinPage<BillAction> actions(String billId, PageParams paging) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        PageRequest page = paging.forScope("bills/" + id.value() + "/actions");
        try (Connection conn = dataSource.getConnection()) {
            RecordRef bill = refs.of(conn, id);
            long total = count(conn, "SELECT count(*) FROM bill_actions WHERE bill_id = ?", id.value());
            record Row(int ordinal, String date, String time, String text, String type, String code, String system,
                       List<String> committees, List<String> votes) {
            }
            var rows = Keyset.ascending("ordinal", "ordinal").page(conn,
                    "ordinal, action_date, action_time, text, action_type, action_code, source_system_name, "
                            + "committees, recorded_votes",
                    "bill_actions", "bill_id = ?", List.of(id.value()), page,
                    rs -> new Row(rs.getInt("ordinal"), rs.getString("action_date"), rs.getString("action_time"),
                            rs.getString("text"), rs.getString("action_type"), rs.getString("action_code"),
                            rs.getString("source_system_name"),
                            Rows.stringList(rs.getString("committees")).stream().map(BillRecords::thomasId)
                                    .filter(java.util.Objects::nonNull).toList(),
                            voteIds(rs.getString("recorded_votes"))), null);
            Map<String, Link> votes = new LinkedHashMap<>();
            for (Link l : links.links(conn, rows.results().stream().flatMap(r -> r.votes().stream()).distinct().toList())) {
                votes.put(l.id(), l);
            }
            List<BillAction> actions = new ArrayList<>();
            for (Row r : rows.results()) {
                actions.add(new BillAction(r.ordinal(), r.date(), r.time(), r.text(), r.type(), r.code(), r.system(),
                        r.committees(), r.votes().stream().map(votes::get).toList()));
            }
            return new JoinPage<>(bill, total, actions.size(), actions, rows.nextCursor(), rows.hasMore());
        } catch (SQLException e) {
            throw Rows.failure("actions of " + id.value(), e);
        }
    }

    /** The vote ids of BILLSTATUS {@code <recordedVotes>}: chamber, congress, session, roll number. */
    static List<String> voteIds(String recordedVotesJson) {
        List<String> ids = new ArrayList<>();
        for (Object o : Rows.list(recordedVotesJson)) {
            if (o instanceof Map<?, ?> vote && vote.get("chamber") instanceof String chamber
                    && vote.get("congress") != null && vote.get("session") != null && vote.get("rollNumber") != null) {
                String c = chamber.toLowerCase(Locale.ROOT).startsWith("h") ? "h" : "s";
                PublicId.tryParse("vote:" + vote.get("congress") + ":" + c + ":" + vote.get("session") + ":"
                        + vote.get("rollNumber")).ifPresent(v -> ids.add(v.value()));
            }
        }
        return ids;
    }

    // ---- text -------------------------------------------------------------------------------

    /**
     * The bill's versions, and a window of one version's text.
     *
     * @param versionCode the version to read (IH, RH, ENR …); null for the latest loaded one
     */
    public BillText text(String billId, String versionCode, TextWindow window) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        try (Connection conn = dataSource.getConnection()) {
            RecordRef bill = refs.of(conn, id);
            List<BillText.Version> versions = versions(conn, id.value());
            List<BillText.Version> loaded = versions.stream().filter(BillText.Version::textLoaded).toList();
            String code = versionCode == null || versionCode.isBlank() ? null : versionCode.strip().toUpperCase(Locale.ROOT);
            if (code != null && loaded.stream().noneMatch(v -> code.equals(v.versionCode()))) {
                throw new ApiException(ErrorCode.NOT_FOUND, "no text of version '" + versionCode + "' of " + id.value()
                        + " is loaded", ApiException.newHint()
                        .put("reason", versions.stream().anyMatch(v -> code.equals(v.versionCode()))
                                ? "listed_not_loaded" : "no_such_version")
                        .put("loaded_versions", loaded.stream().map(BillText.Version::versionCode).toList())
                        .put("listed_versions", versions.stream().map(BillText.Version::versionCode)
                                .filter(java.util.Objects::nonNull).toList())
                        .build());
            }
            if (loaded.isEmpty()) {
                return new BillText(bill, versions, null, versions.isEmpty()
                        ? "no text version of this bill is listed or loaded"
                        : "the text of this bill is not loaded in this database; each listed version's url is where "
                                + "it is published");
            }
            String chosen = code != null ? code : latestLoaded(conn, id.value(), loaded);
            try (PreparedStatement ps = conn.prepareStatement("""
                    SELECT version_code, stage, format, markdown, source_url, coalesce(published_at, version_date) AS published_at,
                           coalesce(version_citation, ?) AS citation_string
                    FROM bill_text_versions WHERE bill_id = ? AND version_code = ?""")) {
                ps.setString(1, bill.citation().citationString());
                ps.setString(2, id.value());
                ps.setString(3, chosen);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    TextWindow.Cut cut = window.apply(rs.getString("markdown"));
                    return new BillText(bill, versions, new BillText.Text(rs.getString("version_code"),
                            rs.getString("stage"), rs.getString("format"), cut.text(), cut.shown(),
                            new Citation(rs.getString("citation_string"), rs.getString("source_url"),
                                    rs.getString("published_at"))), null);
                }
            }
        } catch (SQLException e) {
            throw Rows.failure("text of " + id.value(), e);
        }
    }

    /** The version in the bill's body (the ingester's choice of latest), else the newest loaded one. */
    private static String latestLoaded(Connection conn, String billId, List<BillText.Version> loaded) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT latest_text_version FROM bills WHERE id = ?")) {
            ps.setString(1, billId);
            try (ResultSet rs = ps.executeQuery()) {
                String latest = rs.next() ? rs.getString(1) : null;
                if (latest != null && loaded.stream().anyMatch(v -> latest.equals(v.versionCode()))) {
                    return latest;
                }
            }
        }
        return loaded.getFirst().versionCode();
    }

    // ---- related ----------------------------------------------------------------------------

    public BillRelated related(String billId) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        try (Connection conn = dataSource.getConnection()) {
            RecordRef bill = refs.of(conn, id);
            String b = id.value();
            Map<String, String> votes = new LinkedHashMap<>();
            if (coverage.holds(IdType.VOTE.resource())) {
                for (String[] row : strings(conn, "SELECT id, title FROM roll_call_votes WHERE bill_id = ? "
                        + "ORDER BY date, id", b)) {
                    votes.put(row[0], row[1]);
                }
            }
            for (String[] row : strings(conn, "SELECT recorded_votes, text FROM bill_actions WHERE bill_id = ? "
                    + "AND recorded_votes <> '[]' ORDER BY action_date, ordinal DESC", b)) {
                for (String vote : voteIds(row[0])) {
                    votes.putIfAbsent(vote, row[1]);
                }
            }
            Cited cited = citedSections(conn, b);
            return new BillRelated(bill, laws(conn, b),
                    linked(conn, IdType.SAP, "SELECT sap_id FROM sap_bills WHERE bill_id = ? ORDER BY sap_id", b),
                    links.links(conn, votes), relatedBills(conn, b),
                    linked(conn, IdType.COMMITTEE_REPORT,
                            "SELECT id FROM committee_reports WHERE bill_id = ? ORDER BY id", b),
                    mentions(conn, IdType.MEETING, b), mentions(conn, IdType.CONGRESSIONAL_RECORD, b),
                    links.links(conn, cited.sections()), cited.version());
        } catch (SQLException e) {
            throw Rows.failure("records related to " + id.value(), e);
        }
    }

    /** Ids one query returns, as links; an empty list when the type's source is not held. */
    private List<Link> linked(Connection conn, IdType type, String sql, String billId) throws SQLException {
        if (!coverage.holds(type.resource())) {
            return List.of();
        }
        return links.links(conn, strings(conn, sql, billId).stream().map(r -> r[0]).toList());
    }

    /** Records of a source that list the bill among theirs ({@code bill_mentions}, kept by triggers of V50). */
    private List<Link> mentions(Connection conn, IdType type, String billId) throws SQLException {
        if (!coverage.holds(type.resource()) || !tableExists(conn, "bill_mentions")) {
            return List.of();
        }
        return links.links(conn, strings(conn, "SELECT record_id FROM bill_mentions WHERE bill_id = ? AND source = ? "
                + "ORDER BY record_id LIMIT " + MAX_RELATED, billId, type.resource()).stream().map(r -> r[0]).toList());
    }

    private List<BillRelated.RelatedBill> relatedBills(Connection conn, String billId) throws SQLException {
        List<String[]> rows = strings(conn, """
                SELECT r.related_id, coalesce(b.title, r.title), r.relationships, r.latest_action_date,
                       r.latest_action_text, b.id IS NOT NULL
                FROM bill_related r LEFT JOIN bills b ON b.id = r.related_id
                WHERE r.bill_id = ? AND r.related_id IS NOT NULL ORDER BY r.ordinal LIMIT""" + " " + MAX_RELATED, billId);
        List<BillRelated.RelatedBill> out = new ArrayList<>();
        for (String[] r : rows) {
            List<String> relationships = new ArrayList<>();
            for (Object o : Rows.list(r[2])) {
                if (o instanceof Map<?, ?> m) {
                    relationships.add(m.get("type") + (m.get("identifiedBy") == null ? "" : " (" + m.get("identifiedBy") + ")"));
                }
            }
            out.add(new BillRelated.RelatedBill(r[0], r[1], relationships, r[3], r[4], "1".equals(r[5])));
        }
        return out;
    }

    private record Cited(String version, List<String> sections) {
    }

    /** U.S. Code sections the bill's loaded text cites ("42 U.S.C. 1301"), in order of first citation. */
    private static Cited citedSections(Connection conn, String billId) throws SQLException {
        List<String[]> rows = strings(conn, """
                SELECT v.version_code, v.markdown FROM bills b
                JOIN bill_text_versions v ON v.bill_id = b.id AND v.version_code = b.latest_text_version
                WHERE b.id = ? AND v.markdown IS NOT NULL""", billId);
        if (rows.isEmpty()) {
            return new Cited(null, List.of());
        }
        Set<String> sections = new LinkedHashSet<>();
        Matcher m = USC_CITATION.matcher(rows.getFirst()[1]);
        while (m.find() && sections.size() < MAX_CITED_SECTIONS) {
            String section = m.group(2).replace('–', '-');
            PublicId.tryParse("usc:" + m.group(1) + ":" + section)
                    .filter(p -> p.type() == IdType.US_CODE_SECTION)
                    .ifPresent(p -> sections.add(p.value()));
        }
        return new Cited(rows.getFirst()[0], List.copyOf(sections));
    }

    static boolean tableExists(Connection conn, String table) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** Every row of a query as strings (SQLite gives any column as text). */
    static List<String[]> strings(Connection conn, String sql, Object... params) throws SQLException {
        List<String[]> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                int n = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    String[] row = new String[n];
                    for (int i = 0; i < n; i++) {
                        row[i] = rs.getString(i + 1);
                    }
                    out.add(row);
                }
            }
        }
        return out;
    }

    // ---- a legislator's bills -----------------------------------------------------------------

    /**
     * Bills a legislator sponsored or cosponsored, newest first.
     *
     * @param role     {@code sponsor}, {@code cosponsor} or null for both
     * @param congress only this Congress, or null for all
     */
    public JoinPage<LegislatorBill> legislatorBills(String bioguideId, String role, Integer congress,
                                                    PageParams paging) {
        PublicId id = RecordIds.expect(bioguideId, IdType.LEGISLATOR);
        String r = role == null || role.isBlank() ? "all" : role.strip().toLowerCase(Locale.ROOT);
        if (!List.of("all", "sponsor", "cosponsor").contains(r)) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "role must be sponsor, cosponsor or all, got '" + role + "'",
                    ApiException.newHint().put("parameter", "role")
                            .put("valid_values", List.of("sponsor", "cosponsor", "all")).build());
        }
        PageRequest page = paging.forScope("legislators/" + id.value() + "/bills?role=" + r + "&congress=" + congress);
        String sponsored = """
                SELECT b.id, b.title, b.congress, 'sponsor' AS role, NULL AS joined, b.introduced_date, b.policy_area,
                       b.latest_action_date, b.latest_action_text, b.published_at, b.source_url, b.citation_string,
                       's:' || b.id AS tie
                FROM bills b WHERE b.sponsor_id = ?""";
        String cosponsored = """
                SELECT b.id, b.title, b.congress, 'cosponsor' AS role, c.sponsorship_date AS joined, b.introduced_date,
                       b.policy_area, b.latest_action_date, b.latest_action_text, b.published_at, b.source_url,
                       b.citation_string, 'c:' || b.id || ':' || c.ordinal AS tie
                FROM bill_cosponsors c JOIN bills b ON b.id = c.bill_id WHERE c.legislator_id = ?""";
        String union = switch (r) {
            case "sponsor" -> sponsored;
            case "cosponsor" -> cosponsored;
            default -> sponsored + " UNION ALL " + cosponsored;
        };
        List<Object> params = new ArrayList<>(r.equals("all") ? List.of(id.value(), id.value()) : List.of(id.value()));
        String where = "1";
        if (congress != null) {
            where = "r.congress = ?";
            params.add(congress);
        }
        try (Connection conn = dataSource.getConnection()) {
            RecordRef legislator = refs.of(conn, id);
            coverage.covered(IdType.BILL.resource());
            long total = count(conn, "SELECT count(*) FROM (" + union + ") r WHERE " + where, params.toArray());
            return JoinPage.of(legislator, total, Keyset.descending("r.published_at", "r.tie").page(conn,
                    "r.*", "(" + union + ") r", where, params, page,
                    rs -> new LegislatorBill(rs.getString("id"), rs.getString("title"), rs.getInt("congress"),
                            rs.getString("role"), rs.getString("joined"), rs.getString("introduced_date"),
                            rs.getString("policy_area"), rs.getString("latest_action_date"),
                            rs.getString("latest_action_text"), Rows.citation(rs)), null));
        } catch (SQLException e) {
            throw Rows.failure("bills of " + id.value(), e);
        }
    }
}
