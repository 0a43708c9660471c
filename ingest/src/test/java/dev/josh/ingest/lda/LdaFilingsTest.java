package dev.josh.ingest.lda;

import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.JoshDatabase;
import dev.josh.ingest.IngestApplication;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Filings written as the Senate writes its bulk files (UTF-16 LE, byte order mark, CRLF): the
 * mapping and citations of each form, and a corpus holding such a file, the same file without its
 * byte order mark, one cut off in its second filing and an empty one.
 */
class LdaFilingsTest {

    private static final String FILINGS = """
            <?xml version='1.0' encoding='UTF-16'?>\r
            <PublicFilings>\r
            <Filing ID="A56BCB4E-35BD-4F14-B403-960D2E89FA24" Year="2007" Received="2007-10-24T13:27:51" Amount="20000" \
            Type="MID-YEAR AMENDMENT" Period="Mid-Year (Jan 1 - Jun 30)"><Registrant xmlns="" RegistrantID="8976" \
            RegistrantName="Chernikoff &amp; Company" GeneralDescription="arts lobbying" Address="1229 19TH STREET, NW&#xD;&#xA;WASHINGTON, DC 20036" \
            RegistrantCountry="USA" RegistrantPPBCountry="USA" /><Client xmlns="" ClientName="NATIONAL MUSEUM OF WOMEN IN THE ARTS" \
            GeneralDescription="" ClientID="137" SelfFiler="FALSE" ContactFullname="LARRY CHERNIKOFF" IsStateOrLocalGov="TRUE" \
            ClientCountry="USA" ClientPPBCountry="USA" ClientState="DISTRICT OF COLUMBIA" ClientPPBState="" /><Lobbyists>\
            <Lobbyist xmlns="" LobbyistName="CHERNIKOFF, LARRY" LobbyistCoveredGovPositionIndicator="COVERED" OfficialPosition="N/A" />\
            </Lobbyists><GovernmentEntities><GovernmentEntity xmlns="" GovEntityName="HOUSE OF REPRESENTATIVES" />\
            <GovernmentEntity xmlns="" GovEntityName="SENATE" /></GovernmentEntities><Issues><Issue xmlns="" \
            Code="ARTS/ENTERTAINMENT" SpecificIssue="Interior Appropriations — arts programs" /></Issues></Filing>\r
            <Filing ID="11111111-2222-4333-8444-555555555555" Year="2007" Received="2007-10-25T09:00:00" Amount="" \
            Type="REGISTRATION" Period="UNDETERMINED"><Registrant xmlns="" RegistrantID="1" RegistrantName="HOLLAND &amp; KNIGHT LLP" \
            Address="" RegistrantCountry="USA" /><Client xmlns="" ClientName="MIRANT CORPORATION" ClientID="2" /></Filing>\r
            <Filing ID="E628D306-47B0-495A-88F5-716E3A769BA1" Year="2020" Received="2020-11-02T08:48:22.353" \
            Type="LD-203 MID-YEAR REPORT" Period="Mid-Year (Jan 1 - Jun 30)"><Registrant xmlns="" RegistrantID="19491" \
            RegistrantName="INSTITUTE OF REAL ESTATE MANAGEMENT" Address="430 NORTH MICHIGAN AVENUE&#xD;&#xA;CHICAGO, IL 60611" \
            RegistrantCountry="USA" /><Lobbyist xmlns="" LobbyistName="THURN, EDWARD" /><Contributions><Contribution xmlns="" \
            Contributor="THURN, EDWARD" ContributionType="FECA" Payee="Cal Cunningham for Senate" Honoree="Cal Cunningham" \
            Amount="100.0000" ContributionDate="2020-09-19T00:00:00" /></Contributions></Filing>\r
            </PublicFilings>\r
            """;

    @TempDir
    static Path tmp;

    private static Path corpus;
    private static Path db;
    private static int exit;

    @BeforeAll
    static void ingest() throws Exception {
        corpus = tmp.resolve("corpus");
        Path dir = Files.createDirectories(corpus.resolve("lobbying-lda"));
        byte[] withBom = utf16le(FILINGS, true);
        Files.write(dir.resolve("a_with_bom.xml"), withBom);
        // The same filings, other IDs, and no byte order mark: the parser must tell UTF-16 LE from the bytes.
        Files.write(dir.resolve("b_without_bom.xml"), utf16le(FILINGS.replace("A56BCB4E", "B56BCB4E")
                .replace("11111111", "21111111").replace("E628D306", "F628D306"), false));
        // Cut off inside the second filing, on an odd byte: half a UTF-16 code unit at the end.
        String cutIds = FILINGS.replace("A56BCB4E", "C56BCB4E").replace("11111111", "31111111");
        byte[] cut = utf16le(cutIds, true);
        int at = 2 + 2 * cutIds.indexOf("RegistrantName=\"HOLLAND") + 1;
        Files.write(dir.resolve("c_truncated.xml"), Arrays.copyOf(cut, at));
        Files.write(dir.resolve("d_empty.xml"), new byte[0]);
        db = tmp.resolve("josh.db");
        exit = IngestApplication.run("ingest", "lda-filings", "--corpus", corpus.toString(), "--db", db.toString());
    }

    @Test
    void aFileWithoutItsByteOrderMarkReadsLikeTheOriginalAndTheCutOneKeepsWhatPrecedesTheCut() throws SQLException {
        assertThat(exit).isZero();
        try (Connection c = JoshDatabase.readOnly(db).getConnection()) {
            assertThat(strings(c, "SELECT source_file || ' ' || form FROM lda_filings ORDER BY source_file, received_at"))
                    .containsExactly("lobbying-lda/a_with_bom.xml LD-2", "lobbying-lda/a_with_bom.xml LD-1",
                            "lobbying-lda/a_with_bom.xml LD-203", "lobbying-lda/b_without_bom.xml LD-2",
                            "lobbying-lda/b_without_bom.xml LD-1", "lobbying-lda/b_without_bom.xml LD-203",
                            "lobbying-lda/c_truncated.xml LD-2");
            assertThat(strings(c, "SELECT registrant_name FROM lda_filings WHERE id = 'lda:b56bcb4e-35bd-4f14-b403-960d2e89fa24'"))
                    .containsExactly("Chernikoff & Company");
            assertThat(strings(c, "SELECT specific_issue FROM lda_issues WHERE filing_id = 'lda:b56bcb4e-35bd-4f14-b403-960d2e89fa24'"))
                    .containsExactly("Interior Appropriations — arts programs");
            List<String> logged = strings(c, "SELECT file || ' @' || position || ' ' || level || ': ' || reason "
                    + "FROM ingestion_logs ORDER BY file");
            assertThat(logged).hasSize(2);
            assertThat(logged.get(0)).matches("lobbying-lda/c_truncated\\.xml @[0-9]+:[0-9]+ error: not well-formed XML: .+");
            assertThat(logged.get(1)).matches("lobbying-lda/d_empty\\.xml @.* error: not well-formed XML: .*");
            assertThat(strings(c, "SELECT path FROM source_files ORDER BY path"))
                    .containsExactly("lobbying-lda/a_with_bom.xml", "lobbying-lda/b_without_bom.xml");
        }
    }

    @Test
    void anActivityReport() throws Exception {
        LdaFiling f = read().get(0);
        assertThat(f.id().value()).isEqualTo("lda:a56bcb4e-35bd-4f14-b403-960d2e89fa24");
        assertThat(PublicId.parse(f.id().value()).type()).isEqualTo(IdType.LDA_FILING);
        assertThat(PublicId.of(IdType.LDA_FILING, "a56bcb4e-35bd-4f14-b403-960d2e89fa24")).isEqualTo(f.id());
        assertThat(f.filingUuid()).isEqualTo("A56BCB4E-35BD-4F14-B403-960D2E89FA24");
        assertThat(f.form()).isEqualTo("LD-2");
        assertThat(f.year()).isEqualTo(2007);
        assertThat(f.amount()).isEqualTo("20000");
        assertThat(f.registrant()).isEqualTo(new LdaFiling.Registrant("8976", "Chernikoff & Company", "arts lobbying",
                "1229 19TH STREET, NW, WASHINGTON, DC 20036", "USA", "USA"));
        assertThat(f.client().name()).isEqualTo("NATIONAL MUSEUM OF WOMEN IN THE ARTS");
        assertThat(f.client().state()).isEqualTo("DISTRICT OF COLUMBIA");
        assertThat(f.client().ppbState()).isNull();
        assertThat(f.lobbyists()).containsExactly(new LdaFiling.Lobbyist("CHERNIKOFF, LARRY", "COVERED", "N/A"));
        assertThat(f.issues()).containsExactly(new LdaFiling.Issue("ARTS/ENTERTAINMENT",
                "Interior Appropriations — arts programs"));
        assertThat(f.governmentEntities()).containsExactly("HOUSE OF REPRESENTATIVES", "SENATE");
        CitationColumns c = LdaCitations.cite(f, Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(c.citationString()).isEqualTo("LD-2 report (amendment), Chernikoff & Company for NATIONAL MUSEUM OF "
                + "WOMEN IN THE ARTS, 2007 Mid-Year (filed Oct. 24, 2007)");
        assertThat(c.sourceUrl()).isEqualTo(
                "https://lda.senate.gov/filings/public/filing/a56bcb4e-35bd-4f14-b403-960d2e89fa24/print/");
        assertThat(c.sourceOrg()).isEqualTo("Secretary of the Senate, Office of Public Records (LDA)");
        assertThat(c.publishedAt()).isEqualTo("2007-10-24");
    }

    @Test
    void aRegistrationAndAContributionReport() throws Exception {
        List<LdaFiling> filings = read();
        LdaFiling registration = filings.get(1);
        assertThat(registration.form()).isEqualTo("LD-1");
        assertThat(LdaCitations.cite(registration, Instant.now()).citationString())
                .isEqualTo("LD-1 registration, HOLLAND & KNIGHT LLP for MIRANT CORPORATION (filed Oct. 25, 2007)");
        LdaFiling contributions = filings.get(2);
        assertThat(contributions.form()).isEqualTo("LD-203");
        assertThat(contributions.client()).isNull();
        assertThat(contributions.contributions()).containsExactly(new LdaFiling.Contribution("THURN, EDWARD", "FECA",
                "Cal Cunningham for Senate", "Cal Cunningham", "100.0000", "2020-09-19T00:00:00"));
        assertThat(LdaCitations.cite(contributions, Instant.now()).citationString()).isEqualTo(
                "LD-203 report, INSTITUTE OF REAL ESTATE MANAGEMENT, lobbyist THURN, EDWARD, 2020 Mid-Year (filed Nov. 2, 2020)");
        assertThat(LdaCitations.periodLabel("3rd Quarter (Jul 1 - Sep 30)")).isEqualTo("Q3");
    }

    private static List<LdaFiling> read() throws Exception {
        Path file = corpus.resolve("lobbying-lda/a_with_bom.xml");
        List<LdaFiling> filings = new ArrayList<>();
        LdaMapper mapper = new LdaMapper();
        try (SourceFileReader.Cursor<FilingElement> cursor = new LdaReader().open(SourceFile.read(corpus, file))) {
            for (FilingElement e; (e = cursor.next()) != null; ) {
                filings.add(mapper.prepare(e));
            }
        }
        return filings;
    }

    private static byte[] utf16le(String text, boolean byteOrderMark) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (byteOrderMark) {
            out.write(0xFF);
            out.write(0xFE);
        }
        out.writeBytes(text.getBytes(StandardCharsets.UTF_16LE));
        return out.toByteArray();
    }
}
