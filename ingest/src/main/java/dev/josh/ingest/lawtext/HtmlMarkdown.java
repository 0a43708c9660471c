package dev.josh.ingest.lawtext;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * An HTML fragment (a CRS summary, say) as Markdown paragraphs: each block ({@code p}, {@code div},
 * {@code li}, {@code h1}…) is a paragraph, list items start with {@code - }, table rows are one
 * line with cells joined by {@code " | "}, a paragraph that is wholly bold stays bold. Other markup
 * is dropped; entities are decoded; whitespace is collapsed.
 */
public final class HtmlMarkdown {

    private static final Set<String> BLOCKS = Set.of("p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6",
            "table", "thead", "tbody", "tr", "blockquote", "pre", "section", "body", "dl", "dt", "dd", "center");

    private HtmlMarkdown() {
    }

    public static String render(String html) {
        List<String> paragraphs = new ArrayList<>();
        block(Jsoup.parseBodyFragment(html).body(), paragraphs);
        return String.join("\n\n", paragraphs);
    }

    private static void block(Element element, List<String> out) {
        String tag = element.tagName();
        if (tag.equals("tr")) {
            List<String> cells = element.children().stream().map(c -> LawText.collapse(c.text()))
                    .filter(t -> !t.isEmpty()).toList();
            if (!cells.isEmpty()) {
                out.add(String.join(" | ", cells));
            }
            return;
        }
        if (!hasBlockChild(element)) {
            paragraph(element, out);
            return;
        }
        StringBuilder inline = new StringBuilder();
        for (Node node : element.childNodes()) {
            if (node instanceof Element child && BLOCKS.contains(child.tagName())) {
                add(inline.toString(), out);
                inline.setLength(0);
                block(child, out);
            } else if (node instanceof Element child) {
                inline.append(child.text());
            } else if (node instanceof TextNode text) {
                inline.append(text.getWholeText());
            }
        }
        add(inline.toString(), out);
    }

    private static void paragraph(Element element, List<String> out) {
        String text = LawText.collapse(element.text());
        if (text.isEmpty()) {
            return;
        }
        boolean bold = element.children().size() == 1
                && Set.of("strong", "b").contains(element.child(0).tagName())
                && LawText.collapse(element.child(0).text()).equals(text);
        String prefix = element.tagName().equals("li") ? "- " : "";
        out.add(prefix + (bold ? "**" + text + "**" : text));
    }

    private static void add(String text, List<String> out) {
        String collapsed = LawText.collapse(text);
        if (!collapsed.isEmpty()) {
            out.add(collapsed);
        }
    }

    private static boolean hasBlockChild(Element element) {
        for (Element child : element.children()) {
            if (BLOCKS.contains(child.tagName())) {
                return true;
            }
        }
        return false;
    }
}
