package dev.josh.ingest.sap;

import dev.josh.ingest.document.PdfText;

/** One statement PDF as read, with its index entry; {@code sourceFile} is relative to the corpus. */
public record SapStatement(String sourceFile, String fileSha256, PdfText text, SapIndex.Entry entry) {
}
