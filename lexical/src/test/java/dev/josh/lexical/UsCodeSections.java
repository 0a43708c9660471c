package dev.josh.lexical;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

/**
 * Real U.S. Code sections (USLM files of the shared corpus, read in place) as {@code us_code} records
 * and {@code us_code_chunks} rows of about 80 words, written with plain SQL so that the database's
 * own triggers fill FTS5 and the lexical log. Not the ingest's chunker: the tests here are about the
 * index mirroring whatever rows the table holds.
 */
final class UsCodeSections {

    record Section(String id, String heading, String text) {
    }

    private static final int WORDS_PER_CHUNK = 80;

    private UsCodeSections() {
    }

    static Path corpus() {
        Path corpus = Path.of(System.getProperty("josh.corpus", "../../shared/corpus"));
        if (!Files.isDirectory(corpus.resolve("uscode"))) {
            throw new IllegalStateException("no corpus at " + corpus.toAbsolutePath() + ": set -Djosh.corpus");
        }
        return corpus;
    }

    /** The sections of one title file, e.g. {@code usc09.xml}, with their headings and text. */
    static List<Section> read(String file) throws Exception {
        List<Section> sections = new ArrayList<>();
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        try (InputStream in = Files.newInputStream(corpus().resolve("uscode").resolve(file))) {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            String id = null;
            StringBuilder heading = null;
            StringBuilder text = null;
            int depth = 0;
            boolean inHeading = false;
            while (xml.hasNext()) {
                int event = xml.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    if (id == null && xml.getLocalName().equals("section")
                            && xml.getAttributeValue(null, "identifier") != null) {
                        id = xml.getAttributeValue(null, "identifier");
                        heading = new StringBuilder();
                        text = new StringBuilder();
                        depth = 0;
                    }
                    if (id != null) {
                        depth++;
                        inHeading = depth == 2 && xml.getLocalName().equals("heading");
                    }
                } else if (event == XMLStreamConstants.CHARACTERS && id != null) {
                    (inHeading ? heading : text).append(xml.getText()).append(' ');
                } else if (event == XMLStreamConstants.END_ELEMENT && id != null) {
                    inHeading = false;
                    if (--depth == 0) {
                        sections.add(new Section(id, heading.toString().strip(), text.toString().strip()));
                        id = null;
                    }
                }
            }
        }
        return sections;
    }

    /** Writes each section as a record and its chunks; returns the chunks written. */
    static int insert(Connection conn, List<Section> sections, long firstChunkId) throws SQLException {
        int chunks = 0;
        try (PreparedStatement record = conn.prepareStatement("INSERT INTO us_code (id, title_number, "
                + "section_number, title, heading, heading_path, body_markdown, source_file, source_url, source_org, "
                + "published_at, retrieved_at, raw_sha256, citation_string) VALUES (?, ?, ?, ?, ?, '[]', ?, 'f.xml', "
                + "'https://uscode.house.gov', 'OLRC', ?, '2026-01-01', 'abc', ?)");
             PreparedStatement chunk = conn.prepareStatement("INSERT INTO us_code_chunks (chunk_id, document_id, "
                     + "ordinal, heading_path, anchor, char_start, char_end, token_count, text) "
                     + "VALUES (?, ?, ?, ?, '', 0, 0, 0, ?)")) {
            int n = 0;
            for (Section s : sections) {
                String[] parts = s.id().split("/");
                String id = "usc:" + parts[3].substring(1) + ":" + parts[4].substring(1);
                record.setString(1, id);
                record.setString(2, parts[3].substring(1));
                record.setString(3, parts[4].substring(1));
                record.setString(4, s.heading());
                record.setString(5, s.heading());
                record.setString(6, s.text());
                // Spread over three years, so that date filters have something to cut.
                record.setString(7, (2022 + n++ % 3) + "-06-01");
                record.setString(8, id);
                record.executeUpdate();
                String[] words = s.text().split("\\s+");
                for (int i = 0, ordinal = 0; i < Math.max(1, words.length); i += WORDS_PER_CHUNK, ordinal++) {
                    chunk.setLong(1, firstChunkId + chunks++);
                    chunk.setString(2, id);
                    chunk.setInt(3, ordinal);
                    chunk.setString(4, "Title " + parts[3].substring(1) + " › " + s.heading());
                    chunk.setString(5, String.join(" ",
                            Arrays.copyOfRange(words, i, Math.min(words.length, i + WORDS_PER_CHUNK))));
                    chunk.executeUpdate();
                }
            }
        }
        return chunks;
    }
}
