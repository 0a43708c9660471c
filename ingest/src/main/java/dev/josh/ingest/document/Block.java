package dev.josh.ingest.document;

/** One block of a document's body on its way to Markdown: a heading or a paragraph. */
public sealed interface Block permits Block.Heading, Block.Paragraph {

    String text();

    /**
     * A section heading.
     *
     * @param level Markdown level, 2 to 6 (level 1 is the document title)
     */
    record Heading(int level, String text) implements Block {
        public Heading {
            if (level < 2 || level > 6) {
                throw new IllegalArgumentException("heading level must be 2..6, got " + level);
            }
        }
    }

    /** Running text; a list item carries its {@code - } marker in the text. */
    record Paragraph(String text) implements Block {
    }
}
