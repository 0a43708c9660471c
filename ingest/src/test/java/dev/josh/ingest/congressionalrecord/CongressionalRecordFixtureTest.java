package dev.josh.ingest.congressionalrecord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.embed.encoder.HuggingFaceTextTokenizer;
import dev.josh.embed.encoder.ModelCatalog;
import dev.josh.embed.encoder.ModelFiles;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.TextChunk;
import dev.josh.ingest.core.TokenWindowChunker;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Reader, normalizer, preparer and citation formatter on a small issue written in GPO's formats. */
class CongressionalRecordFixtureTest {

    private static HuggingFaceTextTokenizer tokenizer;
    private static List<Granule> granules;
    private static List<String> positions;
    private static CongressionalRecordPreparer preparer;
    private static Path corpus;

    @BeforeAll
    static void read() throws Exception {
        ModelFiles model = ModelCatalog.resolve(ModelCatalog.DEFAULT_MODEL);
        tokenizer = HuggingFaceTextTokenizer.load(model.tokenizerJson());
        preparer = new CongressionalRecordPreparer(new TokenWindowChunker(tokenizer, model.spec().maxChunkTokens(),
                TokenWindowChunker.DEFAULT_OVERLAP_TOKENS));
        Path mods = Path.of(Objects.requireNonNull(CongressionalRecordFixtureTest.class
                .getResource("/congressional-record/CREC-2005-07-20/mods.xml")).toURI());
        corpus = mods.getParent().getParent().getParent();
        CongressionalRecordReader reader = new CongressionalRecordReader();
        granules = new ArrayList<>();
        positions = new ArrayList<>();
        SourceFile file = SourceFile.read(corpus, mods, reader.companions(mods));
        try (SourceFileReader.Cursor<Granule> cursor = reader.open(file)) {
            for (Granule g; (g = cursor.next()) != null; ) {
                granules.add(g);
                positions.add(cursor.position());
            }
        }
    }

    @AfterAll
    static void close() {
        tokenizer.close();
    }

    @Test
    void granulesComeInModsOrderThenTheFilesModsDoesNotList() {
        assertThat(granules).extracting(Granule::granuleId).containsExactly("CREC-2005-07-20-pt1-PgS8545",
                "CREC-2005-07-20-pt1-PgS8546", "CREC-2005-07-20-pt1-Pgnull-2");
        assertThat(granules.get(0).mods().title()).isEqualTo("MORNING BUSINESS");
        assertThat(granules.get(2).mods()).isNull();
        assertThat(positions.get(0)).isEqualTo("18:1");
        assertThat(positions.get(2)).isNull();
        assertThat(granules.get(0).htmlFile()).isEqualTo("congressional-record/CREC-2005-07-20/html/CREC-2005-07-20-pt1-PgS8545.htm");
        assertThat(granules.get(0).modsFile()).isEqualTo("congressional-record/CREC-2005-07-20/mods.xml");
    }

    @Test
    void theIssuesFactsComeFromMods() {
        IssueMods issue = granules.get(0).issue();
        assertThat(issue.volume()).isEqualTo(151);
        assertThat(issue.issueNumber()).isEqualTo(99);
        assertThat(issue.congress()).isEqualTo(109);
        assertThat(issue.session()).isEqualTo(1);
        assertThat(issue.dateIssued()).isEqualTo("2005-07-20");
        assertThat(issue.granules().get("CREC-2005-07-20-pt1-PgS8546").bills()).containsExactly("sres:109:200");
    }

    @Test
    void textBecomesMarkdownWithSpeakerTurns() throws RejectedRecordException {
        RecordGranule g = preparer.prepare(granules.get(0));
        assertThat(g.bodyMarkdown()).isEqualTo("""
                # MORNING BUSINESS

                ### Mr. WARNER

                Mr. President, I ask unanimous consent that there now be a period of morning business with \
                Senators permitted to speak therein for up to 10 minutes each, and that the time be charged under \
                the order of the Senate of July 19, 2005, as the leader proposed--[[Page S8546]] that is, equally \
                divided between the two sides.

                ### The PRESIDING OFFICER

                Without objection, it is so ordered.

                Mr. FRIST addressed the Chair.

                ### Mr. FRIST

                Mr. President, the resolution reads as follows:

                > Resolved, That the Senate commends the staff of the Senate for their service.

                > (1) the first finding; and

                > (2) the second finding.

                ## TABLE OF VOTES

                ```
                Year                     Yeas          Nays
                2004                       51            49
                2005                       55            45
                ```

                ### Mr. DROGAN

                Mr. President, I suggest the absence of a quorum.""");
    }

    @Test
    void turnsKeepTheirOffsetsAndSpeakersResolveThroughMods() throws RejectedRecordException {
        RecordGranule g = preparer.prepare(granules.get(0));
        assertThat(g.turns()).extracting(SpeakerTurn::label)
                .containsExactly("Mr. WARNER", "The PRESIDING OFFICER", "Mr. FRIST", "Mr. DROGAN");
        // WARNER from the granule's own MODS entry, FRIST from another granule's in the same chamber,
        // the officer and a name MODS never prints (a misprint upstream) stay unresolved.
        assertThat(g.turns()).extracting(SpeakerTurn::bioguideId).containsExactly("W000154", null, "F000439", null);
        for (SpeakerTurn t : g.turns()) {
            String turn = g.bodyMarkdown().substring(t.charStart(), t.charEnd());
            assertThat(turn).startsWith("### " + t.label() + "\n\n").doesNotEndWith("\n");
        }
        SpeakerTurn presiding = g.turns().get(1);
        assertThat(g.bodyMarkdown().substring(presiding.charStart(), presiding.charEnd()))
                .isEqualTo("### The PRESIDING OFFICER\n\nWithout objection, it is so ordered.\n\nMr. FRIST addressed the Chair.");
    }

    @Test
    void officersAreResolvedThroughTheMemberInTheChair() {
        assertThat(GranuleNormalizer.seatHolder("The SPEAKER pro tempore (Mr. Poe)")).isEqualTo("Mr. Poe");
        assertThat(GranuleNormalizer.seatHolder("The PRESIDING OFFICER [Mr. Brownback]")).isEqualTo("Mr. Brownback");
        assertThat(GranuleNormalizer.seatHolder("The SPEAKER pro tempore (during the vote)")).isNull();
        assertThat(GranuleNormalizer.seatHolder("Mr. SMITH of New Jersey")).isNull();
    }

    @Test
    void recordFieldsHeadingPathAndCitation() throws RejectedRecordException {
        RecordGranule g = preparer.prepare(granules.get(0));
        assertThat(g.id().value()).isEqualTo("crec:CREC-2005-07-20-pt1-PgS8545");
        assertThat(PublicId.parse(g.id().value()).type()).isEqualTo(IdType.CONGRESSIONAL_RECORD);
        assertThat(PublicId.of(IdType.CONGRESSIONAL_RECORD, g.granuleId()).value()).isEqualTo(g.id().value());
        assertThat(g.section()).isEqualTo("Senate");
        assertThat(g.pageStart()).isEqualTo("S8545");
        assertThat(g.pageEnd()).isEqualTo("S8546");
        assertThat(g.volume()).isEqualTo(151);
        assertThat(g.date()).isEqualTo("2005-07-20");
        assertThat(g.headingPath()).containsExactly("Congressional Record, Vol. 151 (July 20, 2005)", "Senate",
                "MORNING BUSINESS");
        CitationColumns c = CongressionalRecordCitations.cite(g, Instant.parse("2026-01-01T00:00:00Z"));
        assertThat(c.citationString()).isEqualTo("151 Cong. Rec. S8545 (daily ed. July 20, 2005)");
        assertThat(c.sourceUrl()).isEqualTo(
                "https://www.govinfo.gov/content/pkg/CREC-2005-07-20/html/CREC-2005-07-20-pt1-PgS8545.htm");
        assertThat(c.sourceOrg()).isEqualTo("U.S. Government Publishing Office (Congressional Record)");
        assertThat(c.publishedAt()).isEqualTo("2005-07-20");
        assertThat(CongressionalRecordCitations.displayTitle(g)).isEqualTo("151 Cong. Rec. S8545 — MORNING BUSINESS");
        assertThat(CongressionalRecordCitations.citation(143, "S571", LocalDate.of(1997, 1, 28)))
                .isEqualTo("143 Cong. Rec. S571 (daily ed. Jan. 28, 1997)");
    }

    @Test
    void chunksAreFiledUnderTheirTurnAndNeverSpanTwoTurnsUnlessOneIsTiny() throws RejectedRecordException {
        RecordGranule g = preparer.prepare(granules.get(0));
        assertThat(g.chunks()).isNotEmpty();
        for (TextChunk chunk : g.chunks()) {
            assertThat(g.bodyMarkdown().substring(chunk.charStart(), chunk.charEnd())).isEqualTo(chunk.text());
            assertThat(chunk.headingPath()).startsWith(
                    "Congressional Record, Vol. 151 (July 20, 2005) › Senate › MORNING BUSINESS");
            List<SpeakerTurn> touched = g.turns().stream()
                    .filter(t -> t.charStart() < chunk.charEnd() && chunk.charStart() < t.charEnd()).toList();
            if (touched.size() > 1) {
                assertThat(touched).anyMatch(t -> t.charEnd() - t.charStart() < GranuleNormalizer.MIN_SECTION_CHARS);
            }
        }
    }

    @Test
    void longTurnsAreChunkedApart() {
        String speech = "word ".repeat(300).strip();
        String pre = "\n[Congressional Record Volume 151, Number 99 (Wednesday, July 20, 2005)]\n[Senate]\n[Page S1]\n"
                + "From the Congressional Record Online through the Government Publishing Office\n\n"
                + "  Mr. WARNER. " + speech + "\n  Mr. FRIST. " + speech + "\n";
        NormalizedGranule n = new GranuleNormalizer().normalize(pre, "SPEECHES");
        assertThat(n.turns()).hasSize(2);
        // The title before the first turn and the blank line between the turns are too short to stand alone.
        assertThat(n.boundaries()).containsExactly(n.turns().get(0).charEnd());
    }

    @Test
    void aGranuleWithoutAPageIsRejected() {
        assertThat(granules.get(2).mods()).isNull();
        assertThatThrownBy(() -> preparer.prepare(granules.get(2)))
                .isInstanceOf(RejectedRecordException.class)
                .hasMessage("no page: the granule's header gives (and the issue's MODS does not list it) no page number, "
                        + "so it has no place in the issue and no citation");
    }
}
