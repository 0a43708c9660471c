package dev.josh.ingest.dockets;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import dev.josh.ingest.federalregister.FederalRegisterCitations;
import dev.josh.ingest.federalregister.FrDocument;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Writes each Federal Register document into the dockets it names: its row in
 * {@code regulations_dot_gov_docket_documents}, then every docket it joins or leaves put together
 * again from its documents ({@link Dockets}), with a link of relation {@code includes} from the
 * docket to each of them. A document that names no docket writes nothing.
 */
final class DocketStore implements RecordStore<FrDocument> {

    static final String DOCUMENTS = "regulations_dot_gov_docket_documents";

    @Override
    public WriteOutcome write(WriteContext context, FrDocument d) throws SQLException, RejectedRecordException {
        String documentId = FederalRegisterCitations.publicId(d.documentNumber()).map(PublicId::value)
                .orElseThrow(() -> new RejectedRecordException(d.subject(), "no FR document number to file it under"));
        Connection c = context.connection();
        Map<String, String> stored = storedHashes(c, documentId);
        Map<PublicId, String> named = DocketIds.in(d.dockets());
        if (named.isEmpty() && stored.isEmpty()) {
            return WriteOutcome.UNCHANGED;
        }
        boolean same = stored.keySet().equals(ids(named)) && stored.values().stream().allMatch(d.rawSha256()::equals);
        if (same) {
            return WriteOutcome.UNCHANGED;
        }
        delete(c, documentId);
        for (Map.Entry<PublicId, String> docket : named.entrySet()) {
            insert(c, docket.getKey().value(), documentId, docket.getValue(), d);
        }
        Set<String> affected = new LinkedHashSet<>(stored.keySet());
        affected.addAll(ids(named));
        for (String docket : affected) {
            Dockets.refresh(c, docket, context.retrievedAt());
        }
        return stored.isEmpty() ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /** Documents a newer copy of the issue file no longer holds leave their dockets. */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        Map<String, List<String>> gone = new HashMap<>();
        for (Filing filing : Rows.on(c).sql("SELECT document_id, docket_id, raw_sha256 FROM " + DOCUMENTS
                + " WHERE source_file = ?")
                .param(file.relativePath()).query(Rows.of(Filing.class)).list()) {
            if (!keys.contains(filing.documentId())) {
                gone.computeIfAbsent(filing.documentId(), k -> new ArrayList<>()).add(filing.docketId());
            }
        }
        for (Map.Entry<String, List<String>> document : gone.entrySet()) {
            delete(c, document.getKey());
            for (String docket : document.getValue()) {
                Dockets.refresh(c, docket, Instant.now().truncatedTo(ChronoUnit.SECONDS));
            }
        }
        return gone.size();
    }

    private static Set<String> ids(Map<PublicId, String> named) {
        Set<String> ids = new LinkedHashSet<>();
        named.keySet().forEach(id -> ids.add(id.value()));
        return ids;
    }

    /** The dockets the document is filed in now, each with the document hash it was filed with. */
    private static Map<String, String> storedHashes(Connection c, String documentId) {
        Map<String, String> stored = new HashMap<>();
        Rows.on(c).sql("SELECT document_id, docket_id, raw_sha256 FROM " + DOCUMENTS + " WHERE document_id = ?")
                .param(documentId).query(Rows.of(Filing.class)).list()
                .forEach(filing -> stored.put(filing.docketId(), filing.rawSha256()));
        return stored;
    }

    /** A document filed in a docket, as {@link #DOCUMENTS} has it. */
    private record Filing(String documentId, String docketId, String rawSha256) {
    }

    private static void delete(Connection c, String documentId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + DOCUMENTS + " WHERE document_id = ?")) {
            ps.setString(1, documentId);
            ps.executeUpdate();
        }
    }

    private static void insert(Connection c, String docketId, String documentId, String printedAs, FrDocument d)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + DOCUMENTS + " (docket_id, document_id,"
                + " document_type, title, action, agency, sub_agency, rins, publication_date, comment_date, fr_citation,"
                + " printed_as, raw_sha256, source_file) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            Params.bind(ps, 1, docketId, documentId, d.type().column(), Objects.requireNonNullElse(d.subject(),
                    documentId), d.action(), d.agency(), d.subAgency(), Json.write(d.rins()),
                    d.issueDate().toString(), d.commentDate(),
                    d.startPage() == null ? null : FederalRegisterCitations.frCitation(d.volume(), d.startPage()),
                    printedAs, d.rawSha256(), d.sourceFile());
            ps.executeUpdate();
        }
    }
}
