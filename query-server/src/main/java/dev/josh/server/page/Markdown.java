package dev.josh.server.page;

import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.commonmark.node.Heading;
import org.commonmark.node.ListBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * The Markdown the sources hold (a statute's text and notes, a bill's overview, a search passage) as
 * HTML for the page, by commonmark: HTML written in a record is escaped, never passed through, and a
 * link that is not http(s) or mailto loses its target, so a record cannot add markup or script.
 */
final class Markdown {

    private static final Parser PARSER = Parser.builder().build();
    /** The search marks query words with {@code <mark>}; private-use characters carry them through the parser. */
    private static final char OPEN = '\uE000';
    private static final char CLOSE = '\uE001';
    /**
     * A search passage is a cut of the text with its lines joined: a heading's {@code ##} lands mid-line and
     * emphasis may be cut in half; neither means anything there.
     */
    private static final Pattern CUT_MARKUP = Pattern.compile("(?<=^|\\s)#{1,6}(?=\\s|$)|\\*{2,}|_{2,}");

    private Markdown() {
    }

    /**
     * A document's Markdown as HTML.
     *
     * @param below the heading level the page already uses around it: its {@code #} becomes {@code h(below+1)}
     */
    static String html(String markdown, int below) {
        if (markdown == null || markdown.isBlank()) {
            return "";
        }
        return renderer(below, false).render(PARSER.parse(markdown));
    }

    /** A snippet or passage the search marked, as HTML with its marks and without the markup its cut broke. */
    static String passage(String marked) {
        if (marked == null || marked.isBlank()) {
            return "";
        }
        String text = marked.replace("<mark>", String.valueOf(OPEN)).replace("</mark>", String.valueOf(CLOSE));
        return renderer(2, true).render(PARSER.parse(text));
    }

    private static HtmlRenderer renderer(int below, boolean passage) {
        return HtmlRenderer.builder().escapeHtml(true).sanitizeUrls(true)
                .nodeRendererFactory(context -> new ShiftedHeadings(context, below))
                .nodeRendererFactory(context -> new MarkedText(context, passage))
                .nodeRendererFactory(context -> new IndentedParagraphs(context))
                .build();
    }

    /** Headings moved below the page's own, so the outline stays one document. */
    private static final class ShiftedHeadings implements NodeRenderer {
        private final HtmlNodeRendererContext context;
        private final int below;

        ShiftedHeadings(HtmlNodeRendererContext context, int below) {
            this.context = context;
            this.below = below;
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(Heading.class);
        }

        @Override
        public void render(Node node) {
            String tag = "h" + Math.min(6, ((Heading) node).getLevel() + below);
            HtmlWriter html = context.getWriter();
            html.line();
            html.tag(tag);
            for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
                context.render(child);
            }
            html.tag("/" + tag);
            html.line();
        }
    }

    /**
     * A statute's or regulation's paragraphs indented by their level, as the publishers set them: the sources
     * write each as a paragraph that opens with its label (bold in the U.S. Code), {@code **(a)**} subsection, {@code **(1)**} paragraph,
     * {@code **(A)**} subparagraph, {@code **(i)**} clause, {@code **(I)**} subclause, {@code **(aa)**} item.
     * A label that reads both ways ({@code (i)}, {@code (I)}) is a numeral below a subparagraph, a letter above.
     */
    private static final class IndentedParagraphs implements NodeRenderer {
        private static final Pattern LABEL = Pattern.compile("\\(([0-9]+[a-z]?|[a-z]{1,2}|[A-Z]{1,2}|[ivxl]+|[IVXL]+)\\)");
        private static final Pattern ROMAN = Pattern.compile("[ivxl]+|[IVXL]+");
        private final HtmlNodeRendererContext context;
        private int level;

        IndentedParagraphs(HtmlNodeRendererContext context) {
            this.context = context;
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(Paragraph.class);
        }

        @Override
        public void render(Node node) {
            int at = level(node.getFirstChild());
            HtmlWriter html = context.getWriter();
            boolean tight = node.getParent() instanceof ListItem li
                    && li.getParent() instanceof ListBlock list && list.isTight();
            if (!tight) {
                html.line();
                html.tag("p", at > 0 ? Map.of("class", "level-" + at) : Map.of());
            }
            for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
                context.render(child);
            }
            if (!tight) {
                html.tag("/p");
                html.line();
            }
        }

        /** The level of a paragraph that opens with a label, bold (the U.S. Code) or plain (the eCFR), or 0. */
        private int level(Node first) {
            String label;
            if (first instanceof StrongEmphasis strong && strong.getFirstChild() instanceof Text text) {
                label = text.getLiteral();
            } else if (first instanceof Text text && text.getLiteral().indexOf(") ") > 0) {
                label = text.getLiteral().substring(0, text.getLiteral().indexOf(") ") + 1);
            } else {
                return 0;
            }
            if (!LABEL.matcher(label).matches()) {
                return 0;
            }
            String inner = label.substring(1, label.length() - 1);
            boolean roman = ROMAN.matcher(inner).matches();
            if (Character.isDigit(inner.charAt(0))) {
                level = 2;
            } else if (Character.isUpperCase(inner.charAt(0))) {
                level = roman && level >= 4 ? 5 : 3;
            } else if (roman && level >= 3) {
                level = 4;
            } else {
                level = inner.length() == 2 && !roman ? 6 : 1;
            }
            return level;
        }
    }

    /**
     * Text with the search's marks as {@code <mark>}; a mark that spans emphasis is closed and reopened
     * around it, so the HTML stays well nested.
     */
    private static final class MarkedText implements NodeRenderer {
        private final HtmlNodeRendererContext context;
        private final boolean passage;
        private boolean inside;

        MarkedText(HtmlNodeRendererContext context, boolean passage) {
            this.context = context;
            this.passage = passage;
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(Text.class);
        }

        @Override
        public void render(Node node) {
            String literal = ((Text) node).getLiteral();
            if (passage) {
                literal = CUT_MARKUP.matcher(literal).replaceAll("");
            }
            HtmlWriter html = context.getWriter();
            boolean open = false;
            int from = 0;
            for (int i = 0; i <= literal.length(); i++) {
                char c = i < literal.length() ? literal.charAt(i) : CLOSE;
                if (c != OPEN && c != CLOSE) {
                    continue;
                }
                if (i > from) {
                    if (inside && !open) {
                        html.tag("mark");
                        open = true;
                    }
                    html.text(literal.substring(from, i));
                }
                if (open && (c == CLOSE || i == literal.length())) {
                    html.tag("/mark");
                    open = false;
                }
                if (i < literal.length()) {
                    inside = c == OPEN;
                }
                from = i + 1;
            }
        }
    }
}
