package dev.josh.ingest.lda;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.FileRetention;
import dev.josh.ingest.core.LinkTable;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.RowBatch;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.StoredHash;
import dev.josh.ingest.core.UpsertSql;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * Writes {@code lda_filings} and their side tables: {@code lda_lobbyists}, {@code lda_issues},
 * {@code lda_government_entities}, {@code lda_contributions}.
 */
public final class LdaStore implements RecordStore<LdaFiling> {

    private static final List<String> SIDE_TABLES = List.of("lda_lobbyists", "lda_issues", "lda_government_entities",
            "lda_contributions");

    @Override
    public WriteOutcome write(WriteContext context, LdaFiling f) throws SQLException, RejectedRecordException {
        CitationColumns citation = LdaCitations.cite(f, context.retrievedAt());
        Connection c = context.connection();
        String stored = StoredHash.of(c, "lda_filings", f.id().value());
        if (citation.rawSha256().equals(stored)) {
            // cheap, and how filings loaded before the link table get their links
            LinkTable.replace(c, LdaFilingsJobConfiguration.SOURCE, f.id().value(), LobbiedBills.of(f));
            return WriteOutcome.UNCHANGED;
        }
        upsert(c, f, citation);
        LinkTable.replace(c, LdaFilingsJobConfiguration.SOURCE, f.id().value(), LobbiedBills.of(f));
        replaceSideRows(c, f);
        return stored == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /** Filings a newer copy of the bulk file no longer holds are removed. */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        return FileRetention.retainOnly(c, "lda_filings", file, keys);
    }

    private void upsert(Connection c, LdaFiling f, CitationColumns citation) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(UpsertSql.of("lda_filings", "id", "id", "filing_uuid", "title",
                "form", "filing_type", "year", "period", "received_at", "amount", "amount_text", "comments",
                "registrant_id", "registrant_name", "registrant_description", "registrant_address",
                "registrant_country", "registrant_ppb_country", "client_id", "client_name",
                "client_description", "client_state", "client_country", "client_ppb_state",
                "client_ppb_country", "client_contact", "client_self_filer", "client_state_or_local_gov",
                "foreign_entities", "affiliated_orgs", "source_file", "source_url", "source_org",
                "published_at", "retrieved_at", "raw_sha256", "citation_string"))) {
            bind(ps, f, citation);
            ps.executeUpdate();
        }
    }

    private static void bind(PreparedStatement ps, LdaFiling f, CitationColumns citation) throws SQLException {
        LdaFiling.Registrant r = f.registrant();
        LdaFiling.Client k = f.client();
        Params.bind(ps, 1, f.id().value(), f.filingUuid(),
                (f.type() == null ? f.form() : f.type()) + ": " + LdaCitations.parties(f), f.form(), f.type(),
                f.year(), f.period(), f.received());
        ps.setObject(9, amount(f.amount()));
        Params.bind(ps, 10, f.amount(), f.comments(), r.id(), r.name(), r.description(), r.address(), r.country(),
                r.ppbCountry(), k == null ? null : k.id(), k == null ? null : k.name(),
                k == null ? null : k.description(), k == null ? null : k.state(), k == null ? null : k.country(),
                k == null ? null : k.ppbState(), k == null ? null : k.ppbCountry(),
                k == null ? null : k.contactName(), k == null ? null : k.selfFiler(),
                k == null ? null : k.stateOrLocalGov(), f.foreignEntities(), f.affiliatedOrgs(), f.sourceFile());
        citation.bind(ps, 31);
    }

    private void replaceSideRows(Connection c, LdaFiling f) throws SQLException {
        String id = f.id().value();
        for (String table : SIDE_TABLES) {
            try (PreparedStatement delete = c.prepareStatement("DELETE FROM " + table + " WHERE filing_id = ?")) {
                delete.setString(1, id);
                delete.executeUpdate();
            }
        }
        RowBatch.write(c, """
                INSERT INTO lda_lobbyists (filing_id, ordinal, name, covered_position, official_position)
                VALUES (?, ?, ?, ?, ?)""", f.lobbyists(), (l, index) -> new Object[] {id, index + 1, l.name(), l.coveredPosition(),
                l.officialPosition()});
        RowBatch.write(c, "INSERT INTO lda_issues (filing_id, ordinal, code, specific_issue) VALUES (?, ?, ?, ?)",
                f.issues(), (issue, index) -> new Object[] {id, index + 1, issue.code(),
                issue.specificIssue()});
        RowBatch.write(c, "INSERT INTO lda_government_entities (filing_id, ordinal, name) VALUES (?, ?, ?)",
                f.governmentEntities(), (entity, index) -> new Object[] {id, index + 1, entity});
        RowBatch.write(c, """
                INSERT INTO lda_contributions (filing_id, ordinal, contributor, contribution_type, payee, honoree,
                                               amount, contribution_date)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)""", f.contributions(), (k, index) -> new Object[] {id, index + 1, k.contributor(),
                k.type(), k.payee(), k.honoree(), amount(k.amount()),
                k.date() == null || k.date().length() < 10 ? k.date() : k.date().substring(0, 10)});
    }

    /** A dollar amount as given ({@code 20000}, {@code 100.0000}) as a number; null when blank or not a number. */
    private static Double amount(String amount) {
        return amount != null && amount.matches("-?[0-9]{1,15}(\\.[0-9]+)?") ? Double.parseDouble(amount) : null;
    }
}
