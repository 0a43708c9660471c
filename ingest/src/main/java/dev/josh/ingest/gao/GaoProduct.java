package dev.josh.ingest.gao;

import dev.josh.ingest.document.PdfText;

/**
 * One GAO PDF as read, with its catalog entry.
 *
 * @param number  {@code GAO-06-282}
 * @param catalog the catalog's entry for it, or null when the catalog does not list it
 */
public record GaoProduct(String sourceFile, String fileSha256, String number, PdfText text, GaoCatalog.Entry catalog) {
}
