package dev.josh.ingest.lda;

import dev.josh.ingest.core.XmlElement;

/** One {@code <Filing>} element as parsed, and the file it is in (relative to the corpus). */
public record FilingElement(XmlElement element, String sourceFile) {
}
