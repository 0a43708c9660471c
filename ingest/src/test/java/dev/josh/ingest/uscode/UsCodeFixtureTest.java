package dev.josh.ingest.uscode;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Reader, normalizer and citation formatter on a small title written in the OLRC format. */
class UsCodeFixtureTest {

    private static Path fixture;
    private static String xml;
    private static List<UsCodeSection> sections;
    private static List<String> positions;

    @BeforeAll
    static void read() throws IOException, URISyntaxException, MalformedSourceException {
        fixture = Path.of(Objects.requireNonNull(UsCodeFixtureTest.class.getResource("/uscode/usc17-fixture.xml")).toURI());
        xml = Files.readString(fixture);
        sections = new ArrayList<>();
        positions = new ArrayList<>();
        try (SourceFileReader.Cursor<UsCodeSection> cursor =
                     new UsCodeReader().open(SourceFile.read(fixture.getParent().getParent(), fixture))) {
            for (UsCodeSection s; (s = cursor.next()) != null; ) {
                sections.add(s);
                positions.add(cursor.position());
            }
        }
    }

    @Test
    void readsRealSectionsOnlyNotTheOneQuotedInANote() {
        assertThat(sections).extracting(UsCodeSection::identifier)
                .containsExactly("/us/usc/t17/s101", "/us/usc/t17/s102");
        assertThat(sections).extracting(UsCodeSection::number).containsExactly("101", "102");
    }

    @Test
    void keepsTheTitleContext() {
        UsCodeSection s = sections.get(1);
        assertThat(s.sourceFile()).isEqualTo("uscode/usc17-fixture.xml");
        assertThat(s.titleNumber()).isEqualTo("17");
        assertThat(s.releasePoint()).isEqualTo("117-80");
        assertThat(s.titleCreated()).isEqualTo("2021-04-27");
        assertThat(s.ancestors()).containsExactly("Title 17—COPYRIGHTS", "Chapter 1—SUBJECT MATTER AND SCOPE OF COPYRIGHT");
        assertThat(s.publicId()).hasValueSatisfying(id -> assertThat(id.value()).isEqualTo("usc:17:102"));
    }

    @Test
    void positionIsTheLineAndColumnOfTheSectionTag() {
        int line = lineOf("<section identifier=\"/us/usc/t17/s102\"");
        assertThat(positions.get(1)).isEqualTo(line + ":1");
    }

    @Test
    void rawHashIsTheHashOfTheSectionsExactText() {
        int start = xml.indexOf("<section identifier=\"/us/usc/t17/s102\"");
        int end = xml.indexOf("</section>\n</chapter>") + "</section>".length();
        assertThat(sections.get(1).rawSha256()).isEqualTo(Sha256.of(xml.substring(start, end)));
        int start101 = xml.indexOf("<section identifier=\"/us/usc/t17/s101\"");
        int end101 = xml.indexOf("</section>", start101) + "</section>".length();
        assertThat(sections.get(0).rawSha256()).isEqualTo(Sha256.of(xml.substring(start101, end101)));
    }

    @Test
    void sectionWithSubsectionsBecomesMarkdownWithLabelsAndHeadings() {
        NormalizedSection n = new UsCodeNormalizer().normalize(sections.get(1));
        assertThat(n.bodyMarkdown()).isEqualTo("""
                # § 102. Subject matter of copyright: In general

                **(a)** Copyright protection subsists, in accordance with this title, in original works of \
                authorship fixed in any tangible medium of expression. Works of authorship include the following categories:

                **(1)** literary works;

                **(2)** musical works, including any accompanying words; and

                as further described in section 101.

                ## (b) Limitation

                In no case does copyright protection extend to any idea, procedure, or process.

                (Pub. L. 94–553, title I, § 101, Oct. 19, 1976, 90 Stat. 2544.)""");
        assertThat(n.notesMarkdown()).isEqualTo("""
                ## Amendments

                1990—Subsec. (a)(8). Pub. L. 101–650 added par. (8), which read as follows:

                **“(8) Architectural works.** architectural works.”""");
        assertThat(n.headingPath()).containsExactly("Title 17—COPYRIGHTS",
                "Chapter 1—SUBJECT MATTER AND SCOPE OF COPYRIGHT", "§ 102. Subject matter of copyright: In general");
        assertThat(n.anchor()).isEqualTo("s102");
        assertThat(n.landmarks()).containsExactly(
                new Landmark(n.bodyMarkdown().indexOf("**(a)**"), List.of("(a)"), "s102-a"),
                new Landmark(n.bodyMarkdown().indexOf("## (b)"), List.of("(b) Limitation"), "s102-b"));
    }

    @Test
    void notesGoToNotesNotTheBody() {
        NormalizedSection n = new UsCodeNormalizer().normalize(sections.get(0));
        assertThat(n.bodyMarkdown()).isEqualTo("""
                # § 101. Definitions

                Except as otherwise provided in this title, as used in this title, the following terms mean the following:

                An “anonymous work” is a work on the copies or phonorecords of which no natural person is identified as author.

                (Pub. L. 94–553, title I, § 101, Oct. 19, 1976, 90 Stat. 2541.)""");
        assertThat(n.notesMarkdown()).isEqualTo("""
                ## Editorial Notes

                ## Amendments

                1990—Pub. L. 101–650 inserted definition of “architectural work”.""");
        assertThat(n.landmarks()).isEmpty();
    }

    @Test
    void citationColumnsAndDisplayTitle() throws Exception {
        UsCodeSection s = sections.get(1);
        UsCodeRecord record = new UsCodeRecord(s.publicId().orElseThrow(), s, new UsCodeNormalizer().normalize(s), List.of());
        Instant now = Instant.parse("2026-06-15T10:00:00Z");
        CitationColumns c = UsCodeCitations.cite(record, now);
        assertThat(c.citationString()).isEqualTo("17 U.S.C. § 102");
        assertThat(c.sourceUrl()).isEqualTo(
                "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title17-section102&num=0&edition=prelim");
        assertThat(c.sourceOrg()).isEqualTo("Office of the Law Revision Counsel, U.S. House of Representatives");
        assertThat(c.publishedAt()).isEqualTo("2021-04-27");
        assertThat(c.retrievedAt()).isEqualTo("2026-06-15T10:00:00Z");
        assertThat(c.rawSha256()).isEqualTo(s.rawSha256());
        assertThat(UsCodeCitations.displayTitle(c, s.heading()))
                .isEqualTo("17 U.S.C. § 102 — Subject matter of copyright: In general");
    }

    @Test
    void truncatedTitleIsMalformedWithAPosition() throws Exception {
        Path truncated = Files.createTempFile("usc-truncated", ".xml");
        try {
            Files.writeString(truncated, xml.substring(0, xml.indexOf("<subsection identifier=\"/us/usc/t17/s102/b\"")));
            List<String> read = new ArrayList<>();
            MalformedSourceException failure = null;
            try (var cursor = new UsCodeReader().open(SourceFile.read(truncated.getParent(), truncated))) {
                for (UsCodeSection s; (s = cursor.next()) != null; ) {
                    read.add(s.number());
                }
            } catch (MalformedSourceException e) {
                failure = e;
            }
            assertThat(read).containsExactly("101");
            assertThat(failure).isNotNull();
            assertThat(failure.getMessage()).startsWith("not well-formed XML: ");
            assertThat(failure.position()).matches("[0-9]+:[0-9]+");
        } finally {
            Files.delete(truncated);
        }
    }

    private static int lineOf(String text) {
        return (int) xml.substring(0, xml.indexOf(text)).chars().filter(ch -> ch == '\n').count() + 1;
    }
}
