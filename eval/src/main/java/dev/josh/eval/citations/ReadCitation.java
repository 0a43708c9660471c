package dev.josh.eval.citations;

/** A citation one reader found in one document: where, as written, and what it names ({@link CitationKeys}). */
record ReadCitation(String doc, int start, int end, String text, String key) {

    boolean overlaps(ReadCitation other) {
        return doc.equals(other.doc) && start < other.end && other.start < end;
    }
}
