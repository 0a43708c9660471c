package dev.josh.embed.worker;

import dev.josh.db.JoshDatabase;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

/**
 * Real chunks without the ingest module (which depends on this one): the sections of U.S. Code
 * title 1 from the corpus ({@code josh.corpus}), their text cut into fixed word windows. No jobs
 * are queued; the worker queues what its model lacks.
 */
public final class TitleOneChunks {

    private TitleOneChunks() {
    }

    /** Sections of title 1 as records and their text in chunks of {@code wordsPerChunk} words; returns the chunk count. */
    public static int load(JoshDatabase db, int wordsPerChunk) throws Exception {
        Path title = Path.of(System.getProperty("josh.corpus"), "uscode", "usc01.xml");
        List<String[]> sections = sections(title);
        int chunkId = 0;
        try (Connection c = db.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement record = c.prepareStatement("INSERT INTO us_code (id, title_number, section_number, "
                    + "title, heading_path, body_markdown, source_file, source_url, source_org, published_at, "
                    + "retrieved_at, raw_sha256, citation_string) VALUES (?, '1', ?, ?, '[]', ?, 'usc01.xml', "
                    + "'https://uscode.house.gov/', 'OLRC', '2024-01-01', '2024-01-02', 'sha', ?)");
                 PreparedStatement chunk = c.prepareStatement("INSERT INTO us_code_chunks (chunk_id, document_id, "
                         + "ordinal, heading_path, anchor, char_start, char_end, token_count, text) "
                         + "VALUES (?, ?, ?, '', '', 0, 0, 0, ?)")) {
                for (String[] section : sections) {
                    String id = "usc:1:" + section[0];
                    record.setString(1, id);
                    record.setString(2, section[0]);
                    record.setString(3, "1 U.S.C. § " + section[0]);
                    record.setString(4, section[1]);
                    record.setString(5, "1 U.S.C. § " + section[0]);
                    record.executeUpdate();
                    List<String> words = Arrays.asList(section[1].split("\\s+"));
                    for (int start = 0, ordinal = 0; start < words.size(); start += wordsPerChunk, ordinal++) {
                        chunk.setInt(1, ++chunkId);
                        chunk.setString(2, id);
                        chunk.setInt(3, ordinal);
                        chunk.setString(4, String.join(" ", words.subList(start, Math.min(words.size(), start + wordsPerChunk))));
                        chunk.executeUpdate();
                    }
                }
            }
            c.commit();
        }
        return chunkId;
    }

    /** [section number, text] of each section, notes left out. */
    private static List<String[]> sections(Path xml) throws Exception {
        List<String[]> out = new ArrayList<>();
        try (InputStream in = Files.newInputStream(xml)) {
            XMLStreamReader r = XMLInputFactory.newFactory().createXMLStreamReader(in);
            String number = null;
            StringBuilder text = null;
            int skipDepth = 0;
            while (r.hasNext()) {
                int event = r.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    String name = r.getLocalName();
                    String identifier = r.getAttributeValue(null, "identifier");
                    if (name.equals("section") && identifier != null && identifier.matches("/us/usc/t1/s[0-9a-z]+")) {
                        number = identifier.substring(identifier.lastIndexOf("/s") + 2);
                        text = new StringBuilder();
                    } else if (text != null && (name.equals("notes") || skipDepth > 0)) {
                        skipDepth++;
                    }
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    if (skipDepth > 0) {
                        skipDepth--;
                    } else if (text != null && r.getLocalName().equals("section")) {
                        String body = text.toString().replaceAll("\\s+", " ").strip();
                        if (!body.isEmpty()) {
                            out.add(new String[] {number, body});
                        }
                        text = null;
                    }
                } else if (text != null && skipDepth == 0 && event == XMLStreamConstants.CHARACTERS) {
                    text.append(r.getText()).append(' ');
                }
            }
        }
        return out;
    }
}
