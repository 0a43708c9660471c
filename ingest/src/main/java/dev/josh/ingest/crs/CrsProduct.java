package dev.josh.ingest.crs;

import dev.josh.ingest.document.PdfText;

/**
 * One CRS product PDF as read, with the listing row that describes it.
 *
 * @param sourceFile the PDF, relative to the corpus
 * @param fileSha256 hash of the PDF's bytes
 * @param version    from the file name, or null
 * @param listing    the CSV listing row for the product number, or null when no listing has it
 */
public record CrsProduct(String sourceFile, String fileSha256, String number, Integer version, PdfText text,
                         CrsListing listing) {
}
