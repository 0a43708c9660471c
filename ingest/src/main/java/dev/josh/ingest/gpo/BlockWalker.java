package dev.josh.ingest.gpo;

/**
 * Walks mixed content into a {@link MarkdownDocument}: runs of text and inline elements gather
 * into one paragraph; any other element is a block, which the format's {@link Rules} render, or
 * which is walked in turn as a container. A block holding only text and inline elements (a
 * paragraph, an agency line, a signature name) thereby becomes one paragraph, and an element the
 * rules do not know still contributes its text.
 */
public final class BlockWalker {

    /** What one XML vocabulary says about its elements. */
    public interface Rules {

        /** Whether the element runs on inside a paragraph (emphasis, a reference, a footnote mark). */
        boolean isInline(XmlNode.Element element);

        /**
         * Renders a block element into the walker's document.
         *
         * @return false to have the element walked as a container instead
         */
        boolean render(XmlNode.Element element, BlockWalker walker);
    }

    private final Rules rules;
    private final MarkdownDocument out;

    public BlockWalker(Rules rules, MarkdownDocument out) {
        this.rules = rules;
        this.out = out;
    }

    public MarkdownDocument out() {
        return out;
    }

    /** Renders the content of {@code container} (not the container's own rule). */
    public void walk(XmlNode.Element container) {
        StringBuilder inline = new StringBuilder();
        for (XmlNode node : container.children()) {
            switch (node) {
                case XmlNode.Text text -> inline.append(text.text());
                case XmlNode.Instruction instruction -> {
                    // page breaks and typesetting hints carry no text
                }
                case XmlNode.Element element when rules.isInline(element) -> inline.append(element.text());
                case XmlNode.Element element -> {
                    flush(inline);
                    block(element);
                }
            }
        }
        flush(inline);
    }

    /** Renders one block element: by the rules, else as a container. */
    public void block(XmlNode.Element element) {
        if (!rules.render(element, this)) {
            walk(element);
        }
    }

    private void flush(StringBuilder inline) {
        String text = Whitespace.collapse(inline.toString());
        inline.setLength(0);
        out.paragraph(text);
    }
}
