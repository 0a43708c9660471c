package dev.josh.ingest.crs;

import java.time.LocalDate;
import java.util.List;

/**
 * One row of the archive's CSV listings of CRS products.
 *
 * @param file      the listing it came from, relative to the corpus
 * @param published the "Publication Date" column
 * @param authors   "Author(s)", split at {@code ;}
 * @param topics    "Topic(s)", split at {@code ;}; empty when the column is blank
 * @param row       the row's fields as read, for the record's hash
 */
public record CrsListing(String file, String number, String title, String url, LocalDate published,
                         List<String> authors, List<String> topics, String row) {
    public CrsListing {
        authors = List.copyOf(authors);
        topics = List.copyOf(topics);
    }
}
