package dev.josh.contracts.api;

/**
 * The citation block every answer carries. It is a column read: the ingest formatter wrote
 * {@code citation_string}, {@code source_url} and {@code published_at} with the record.
 *
 * @param citationString the human citation, e.g. {@code 17 U.S.C. § 102}
 * @param url            where the cited text lives upstream (a deep link where one exists)
 * @param publishedAt    ISO date of the cited edition or publication
 */
public record Citation(String citationString, String url, String publishedAt) {
}
