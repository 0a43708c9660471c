package dev.josh.server.sources.lda;

import static dev.josh.server.lists.Dimension.joined;
import static dev.josh.server.lists.Dimension.labelled;
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
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordReader;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import dev.josh.server.sources.GetterTool;
import dev.josh.server.sources.RowSource;
import dev.josh.server.sources.SourceDefinition;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.SingleColumnRowMapper;
import org.springframework.stereotype.Component;

/** The lda-filings source as the server serves it: records by id, the list endpoint and the MCP getter. */
@Component
public class LdaFilings extends RowSource<LdaFilings.Row> {

    private static final ResourceList LIST = ResourceList.of("lda-filings", Keyset.descending("r.published_at", "r.id"))
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
            .build();

    private static final GetterTool GETTER = GetterTool.of(
            "get_lda_filing", "Get a lobbying disclosure filing", "filing_id", IdType.LDA_FILING,
            "lda:a56bcb4e-35bd-4f14-b403-960d2e89fa24", "a lobbying filing (LD-1, LD-2, LD-203): registrant, "
            + "client, amount, lobbyists, issues, agencies contacted, contributions", false);

    private static final SourceDefinition DEFINITION = new SourceDefinition(
            List.of(IdType.LDA_FILING), LdaFilingRecord.class, LIST, GETTER);


    public LdaFilings(RecordReader reader) {
        super(reader, DEFINITION, Row.class);
    }

    /** An {@code lda_filings} row as stored ({@code foreign_entities}, {@code affiliated_orgs} JSON). */
    protected record Row(String form, String filingType, Integer year, String period, String receivedAt,
                         Double amount, String amountText, String comments, String registrantId,
                         String registrantName, String registrantDescription, String registrantAddress,
                         String registrantCountry, String clientId, String clientName, String clientDescription,
                         String clientState, String clientCountry, String clientContact, String clientSelfFiler,
                         String clientStateOrLocalGov, String foreignEntities, String affiliatedOrgs,
                         String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** An LD-203 contribution as stored. */
    private record ContributionRow(String contributor, String contributionType, String payee, String honoree,
                                   Double amount, String contributionDate) {

        LdaFilingRecord.Contribution contribution() {
            return new LdaFilingRecord.Contribution(contributor, contributionType, payee, honoree, amount,
                    contributionDate);
        }
    }

    @Override
    protected LdaFilingRecord read(PublicId id, TextWindow window, Connection conn, Row r) {
        String registrantId = r.registrantId();
        String clientId = r.clientId();
        return new LdaFilingRecord(RecordIds.typeName(IdType.LDA_FILING), id.value(), r.form(), r.filingType(),
                r.year(), r.period(), r.receivedAt(), r.amount(), r.amountText(), r.comments(),
                new LdaFilingRecord.Registrant(registrantId, r.registrantName(), r.registrantDescription(),
                        r.registrantAddress(), r.registrantCountry(),
                        registrantId == null ? null : "/v1/lda-filings?registrant_id=" + registrantId),
                clientId == null && r.clientName() == null ? null : new LdaFilingRecord.Client(clientId,
                        r.clientName(), r.clientDescription(), r.clientState(), r.clientCountry(),
                        r.clientContact(), r.clientSelfFiler(), r.clientStateOrLocalGov(),
                        clientId == null ? null : "/v1/lda-filings?client_id=" + clientId),
                sideRows(conn, "SELECT name, covered_position, official_position FROM lda_lobbyists WHERE filing_id = ? "
                        + "ORDER BY ordinal", id.value(), LdaFilingRecord.Lobbyist.class),
                sideRows(conn, "SELECT code, specific_issue FROM lda_issues WHERE filing_id = ? ORDER BY ordinal",
                        id.value(), LdaFilingRecord.Issue.class),
                sideRows(conn, "SELECT name FROM lda_government_entities WHERE filing_id = ? ORDER BY ordinal",
                        id.value(), new SingleColumnRowMapper<>(String.class)),
                sideRows(conn, """
                        SELECT contributor, contribution_type, payee, honoree, amount, contribution_date
                        FROM lda_contributions WHERE filing_id = ? ORDER BY ordinal""", id.value(),
                        ContributionRow.class).stream().map(ContributionRow::contribution).toList(),
                Rows.json(r.foreignEntities()), Rows.json(r.affiliatedOrgs()), r.citation());
    }
}
