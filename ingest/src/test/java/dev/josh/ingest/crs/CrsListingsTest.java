package dev.josh.ingest.crs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The listings are parsed a line at a time by the core CSV parser. */
class CrsListingsTest {

    @TempDir
    Path corpus;

    @Test
    void aLineWithAnOpenQuoteIsSkippedAloneAndTheRowsAfterItAreRead() throws Exception {
        Path dir = Files.createDirectories(corpus.resolve(CrsFiles.LISTINGS_DIRECTORY));
        Files.writeString(dir.resolve("2026-04-09.csv"), "\uFEFFProduct Number,Title,URL,Publication Date,Author(s),Topic(s)\n"
                + "IF00001,\"First, a title\",https://example/IF00001,04/09/2026,\"Doe, Jane\",Trade\n"
                + "IF00002,\"Broken title,https://example/IF00002,04/09/2026,\"Roe, Richard\",\n"
                + "IF00003,Third,https://example/IF00003,04/09/2026,\"Poe, Edgar A.\"\"\",\r\n");
        CrsListings listings = CrsListings.read(corpus);
        assertThat(listings.find("IF00001")).hasValueSatisfying(l -> {
            assertThat(l.title()).isEqualTo("First, a title");
            assertThat(l.authors()).containsExactly("Doe, Jane");
            assertThat(l.topics()).containsExactly("Trade");
        });
        assertThat(listings.find("IF00002")).isEmpty();
        assertThat(listings.find("IF00003")).hasValueSatisfying(l -> assertThat(l.authors()).containsExactly("Poe, Edgar A."));
    }
}
