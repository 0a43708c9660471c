package dev.josh.ingest.dockets;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.LinkTable;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.UpsertSql;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A docket's record put together from its documents' rows: the agency and title its latest document
 * prints, every RIN they name, their dates, the latest comment date, a citation and a link of
 * relation {@code includes} to each document. A docket left without documents is removed.
 */
final class Dockets {

    static final String TABLE = "regulations_dot_gov_dockets";
    static final String INCLUDES = "includes";
    static final String SOURCE_ORG = "Regulations.gov (docket named in the Federal Register)";
    private Dockets() {
    }

    /** One document row of the docket, oldest first. */
    private record Document(String id, String title, String agency, String subAgency, List<String> rins,
                            String published, String commentDate, String printedAs, String rawSha256) {
    }

    static void refresh(Connection c, String docketId, Instant retrievedAt) throws SQLException {
        List<Document> documents = documents(c, docketId);
        if (documents.isEmpty()) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + TABLE + " WHERE id = ?")) {
                ps.setString(1, docketId);
                ps.executeUpdate();
            }
            LinkTable.delete(c, docketId);
            return;
        }
        Document latest = documents.getLast();
        Set<String> rins = new LinkedHashSet<>();
        String commentsClose = null;
        StringBuilder hashed = new StringBuilder();
        List<RecordLink> links = new ArrayList<>();
        for (Document d : documents) {
            rins.addAll(d.rins());
            if (d.commentDate() != null && (commentsClose == null || d.commentDate().compareTo(commentsClose) > 0)) {
                commentsClose = d.commentDate();
            }
            hashed.append(d.id()).append(' ').append(d.rawSha256()).append('\n');
            links.add(new RecordLink(d.id(), INCLUDES, d.printedAs(), RecordLink.METADATA));
        }
        String number = PublicId.parse(docketId).part("docketId");
        CitationColumns citation = new CitationColumns("https://www.regulations.gov/docket/" + number, SOURCE_ORG,
                latest.published(), retrievedAt.toString(), Sha256.of(hashed.toString()),
                "Regulations.gov Docket No. " + number);
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of(TABLE, "id", "id", "docket_number", "agency_code",
                "agency", "sub_agency", "title", "rins", "documents", "first_published", "last_published",
                "comments_close", "source_url", "source_org", "published_at", "retrieved_at", "raw_sha256",
                "citation_string"))) {
            Params.bind(ps, 1, docketId, number, number.substring(0, number.indexOf('-')), latest.agency(),
                    latest.subAgency(), latest.title(), Json.write(List.copyOf(rins)), documents.size(),
                    documents.getFirst().published(), latest.published(), commentsClose);
            citation.bind(ps, 12);
            ps.executeUpdate();
        }
        LinkTable.replace(c, DocketsJobConfiguration.SOURCE, docketId, links);
    }

    private static List<Document> documents(Connection c, String docketId) {
        return Rows.on(c).sql("SELECT document_id AS id, title, agency, sub_agency, rins,"
                + " publication_date AS published, comment_date, printed_as, raw_sha256 FROM " + DocketStore.DOCUMENTS
                + " WHERE docket_id = ? ORDER BY publication_date, document_id").param(docketId)
                .query(Rows.of(Document.class)).list();
    }
}
