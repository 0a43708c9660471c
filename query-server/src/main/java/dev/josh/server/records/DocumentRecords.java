package dev.josh.server.records;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.RowMapper;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Service;

/**
 * Typed records of the document sources, read by id: laws and compilations, CFR sections,
 * Federal Register documents, CRS and GAO reports, committee reports, Congressional Record
 * granules, statements of administration policy, committee meetings and lobbying filings. Each
 * body comes in the window asked for.
 */
@Service
public class DocumentRecords {

    /** Federal Register documents a CFR section lists as naming its part. */
    static final int MAX_FR_DOCUMENTS = 20;
    /** Side rows of one record (witnesses, lobbyists, contributions); a guard against a malformed file. */
    static final int MAX_SIDE_ROWS = 500;

    private final RecordReader reader;
    private final Coverage coverage;
    private final Links links;

    public DocumentRecords(RecordReader reader, Coverage coverage, Links links) {
        this.reader = reader;
        this.coverage = coverage;
        this.links = links;
    }

    private static <T> List<T> all(Connection conn, String sql, String param, RowMapper<T> mapper) throws SQLException {
        List<T> out = new ArrayList<>();
        try (PreparedStatement ps = conn.prepareStatement(sql + " LIMIT " + MAX_SIDE_ROWS)) {
            ps.setString(1, param);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(mapper.map(rs));
                }
            }
        }
        return out;
    }

    public LawRecord law(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            return new LawRecord(RecordIds.typeName(id.type()), id.value(), rs.getString("kind"),
                    Rows.integer(rs, "congress"), rs.getString("law_number"), rs.getString("title"),
                    rs.getString("heading"), rs.getString("official_title"), rs.getString("short_title"),
                    rs.getString("statutes_at_large"), rs.getString("approved_date"),
                    links.link(conn, rs.getString("bill_id"), null), rs.getString("amended_through"),
                    rs.getString("amended_through_date"), Rows.stringList(rs.getString("heading_path")), body.text(),
                    body.shown(), Rows.citation(rs));
        });
    }

    public CfrSectionRecord cfrSection(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            List<Link> fr = List.of();
            String part = rs.getString("part");
            if (part != null && coverage.holds(IdType.FR_DOCUMENT.resource())) {
                List<String> ids = new ArrayList<>();
                try (PreparedStatement ps = conn.prepareStatement("""
                        SELECT DISTINCT f.id, f.publication_date FROM federal_register_cfr_references c
                        JOIN federal_register f ON f.id = c.document_id
                        WHERE c.cfr_title = ? AND c.cfr_part = ? ORDER BY f.publication_date DESC, f.id LIMIT ?""")) {
                    ps.setInt(1, rs.getInt("cfr_title"));
                    ps.setString(2, part);
                    ps.setInt(3, MAX_FR_DOCUMENTS);
                    try (ResultSet refs = ps.executeQuery()) {
                        while (refs.next()) {
                            ids.add(refs.getString(1));
                        }
                    }
                }
                fr = links.links(conn, ids);
            }
            return new CfrSectionRecord(RecordIds.typeName(IdType.CFR_SECTION), id.value(), rs.getInt("cfr_title"),
                    rs.getString("chapter"), rs.getString("subchapter"), part, rs.getString("subpart"),
                    rs.getString("section_number"), rs.getString("title"), rs.getString("heading"),
                    Rows.stringList(rs.getString("heading_path")), Rows.flag(rs, "reserved"), rs.getString("edition"),
                    rs.getString("edition_date"), fr, body.text(), body.shown(), Rows.citation(rs));
        });
    }

    public FrDocumentRecord frDocument(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            List<FrDocumentRecord.CfrReference> refs = all(conn, """
                    SELECT cfr_title, cfr_part, reference FROM federal_register_cfr_references
                    WHERE document_id = ? ORDER BY ordinal""", id.value(),
                    r -> new FrDocumentRecord.CfrReference(r.getInt(1), r.getString(2), r.getString(3),
                            r.getString(2) == null ? null
                                    : "/v1/ecfr-and-cfr?title=" + r.getInt(1) + "&part=" + r.getString(2)));
            return new FrDocumentRecord(RecordIds.typeName(IdType.FR_DOCUMENT), id.value(),
                    rs.getString("document_number"), rs.getString("document_type"),
                    rs.getString("presidential_document_type"), rs.getString("designation"), rs.getString("title"),
                    rs.getString("heading"), rs.getString("agency"), rs.getString("sub_agency"), rs.getString("action"),
                    rs.getString("summary"), rs.getString("dates"), rs.getString("effective_date"),
                    rs.getString("comment_date"), Rows.stringList(rs.getString("rins")),
                    Rows.stringList(rs.getString("docket_ids")), rs.getString("fr_citation"), rs.getInt("volume"),
                    Rows.integer(rs, "issue_number"), rs.getInt("start_page"), rs.getInt("end_page"),
                    rs.getString("publication_date"), refs, body.text(), body.shown(), Rows.citation(rs));
        });
    }

    public CrsReportRecord crsReport(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            return new CrsReportRecord(RecordIds.typeName(IdType.CRS_REPORT), id.value(), rs.getString("product_number"),
                    Rows.integer(rs, "version"), rs.getString("product_type"), rs.getString("title"),
                    rs.getString("heading"), Rows.stringList(rs.getString("authors")),
                    Rows.stringList(rs.getString("topics")), rs.getInt("page_count"), rs.getString("date_source"),
                    body.text(), body.shown(), Rows.citation(rs));
        });
    }

    public GaoReportRecord gaoReport(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            return new GaoReportRecord(RecordIds.typeName(IdType.GAO_REPORT), id.value(), rs.getString("report_number"),
                    rs.getString("title"), rs.getString("heading"), rs.getInt("page_count"),
                    rs.getString("date_source"), body.text(), body.shown(), Rows.citation(rs));
        });
    }

    public CommitteeReportRecord committeeReport(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            return new CommitteeReportRecord(RecordIds.typeName(IdType.COMMITTEE_REPORT), id.value(),
                    rs.getInt("congress"), rs.getString("report_type"), rs.getString("report_number"),
                    Rows.integer(rs, "part"), rs.getString("title"), rs.getString("heading"), rs.getString("committee"),
                    links.link(conn, rs.getString("bill_id"), null), rs.getString("body_format"), body.text(),
                    body.shown(), Rows.citation(rs));
        });
    }

    public CongressionalRecordDocument congressionalRecord(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            return new CongressionalRecordDocument(RecordIds.typeName(IdType.CONGRESSIONAL_RECORD), id.value(),
                    rs.getString("issue_id"), rs.getString("granule_id"), rs.getString("title"), rs.getString("heading"),
                    rs.getString("section"), rs.getString("granule_class"), Rows.integer(rs, "volume"),
                    Rows.integer(rs, "issue_number"), Rows.integer(rs, "congress"), Rows.integer(rs, "session"),
                    rs.getString("date"), rs.getString("page_start"), rs.getString("page_end"),
                    Rows.list(rs.getString("speakers")), links.links(conn, Rows.stringList(rs.getString("bills"))),
                    body.text(), body.shown(), Rows.citation(rs));
        });
    }

    public SapRecord statement(PublicId id, TextWindow window) {
        return reader.one(id, (conn, rs) -> {
            TextWindow.Cut body = window.apply(rs.getString("body_markdown"));
            List<String> bills = all(conn, "SELECT bill_id FROM sap_bills WHERE sap_id = ? ORDER BY ordinal",
                    id.value(), r -> r.getString(1));
            return new SapRecord(RecordIds.typeName(IdType.SAP), id.value(), rs.getString("title"),
                    rs.getString("heading"), rs.getString("date_issued"), rs.getInt("congress"),
                    rs.getString("administration"), Rows.flag(rs, "rescinded"), links.links(conn, bills), body.text(),
                    body.shown(), Rows.citation(rs));
        });
    }

    public MeetingRecord meeting(PublicId id) {
        return reader.one(id, (conn, rs) -> {
            List<MeetingRecord.Witness> witnesses = all(conn, """
                    SELECT panel, honorific, first_name, middle_name, last_name, position, organization, testified,
                           witness_type, documents
                    FROM hearing_witnesses WHERE meeting_id = ? ORDER BY ordinal""", id.value(),
                    r -> new MeetingRecord.Witness(r.getString("panel"), String.join(" ", java.util.stream.Stream.of(
                                    r.getString("honorific"), r.getString("first_name"), r.getString("middle_name"),
                                    r.getString("last_name")).filter(s -> s != null && !s.isBlank()).toList()),
                            r.getString("position"), r.getString("organization"), r.getString("testified"),
                            r.getString("witness_type"), Rows.list(r.getString("documents"))));
            return new MeetingRecord(RecordIds.typeName(IdType.MEETING), id.value(), rs.getString("chamber"),
                    rs.getString("event_id"), rs.getString("title"), Rows.integer(rs, "congress"),
                    Rows.integer(rs, "session"), rs.getString("meeting_type"), rs.getString("status"),
                    links.link(conn, rs.getString("committee_id"), rs.getString("committee_name")),
                    Rows.list(rs.getString("committees")), rs.getString("date"), rs.getString("start_time"),
                    rs.getString("location"), rs.getString("meeting_title"),
                    links.links(conn, Rows.stringList(rs.getString("bills"))), Rows.list(rs.getString("documents")),
                    witnesses, Rows.citation(rs));
        });
    }

    public LdaFilingRecord ldaFiling(PublicId id) {
        return reader.one(id, (conn, rs) -> {
            String registrantId = rs.getString("registrant_id");
            String clientId = rs.getString("client_id");
            String clientName = rs.getString("client_name");
            return new LdaFilingRecord(RecordIds.typeName(IdType.LDA_FILING), id.value(), rs.getString("form"),
                    rs.getString("filing_type"), Rows.integer(rs, "year"), rs.getString("period"),
                    rs.getString("received_at"), Rows.decimal(rs, "amount"), rs.getString("amount_text"),
                    rs.getString("comments"),
                    new LdaFilingRecord.Registrant(registrantId, rs.getString("registrant_name"),
                            rs.getString("registrant_description"), rs.getString("registrant_address"),
                            rs.getString("registrant_country"),
                            registrantId == null ? null : "/v1/lda-filings?registrant_id=" + registrantId),
                    clientId == null && clientName == null ? null : new LdaFilingRecord.Client(clientId, clientName,
                            rs.getString("client_description"), rs.getString("client_state"),
                            rs.getString("client_country"), rs.getString("client_contact"),
                            rs.getString("client_self_filer"), rs.getString("client_state_or_local_gov"),
                            clientId == null ? null : "/v1/lda-filings?client_id=" + clientId),
                    all(conn, "SELECT name, covered_position, official_position FROM lda_lobbyists WHERE filing_id = ? "
                            + "ORDER BY ordinal", id.value(), r -> new LdaFilingRecord.Lobbyist(r.getString(1),
                            r.getString(2), r.getString(3))),
                    all(conn, "SELECT code, specific_issue FROM lda_issues WHERE filing_id = ? ORDER BY ordinal",
                            id.value(), r -> new LdaFilingRecord.Issue(r.getString(1), r.getString(2))),
                    all(conn, "SELECT name FROM lda_government_entities WHERE filing_id = ? ORDER BY ordinal",
                            id.value(), r -> r.getString(1)),
                    all(conn, """
                            SELECT contributor, contribution_type, payee, honoree, amount, contribution_date
                            FROM lda_contributions WHERE filing_id = ? ORDER BY ordinal""", id.value(),
                            r -> new LdaFilingRecord.Contribution(r.getString(1), r.getString(2), r.getString(3),
                                    r.getString(4), Rows.decimal(r, "amount"), r.getString(6))),
                    Rows.json(rs.getString("foreign_entities")), Rows.json(rs.getString("affiliated_orgs")),
                    Rows.citation(rs));
        });
    }
}
