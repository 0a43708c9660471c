package dev.josh.ingest.uscode;

import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.gpo.XmlNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A section's XML as Markdown.
 *
 * <p>The body holds the statutory text only: {@code # § 102. Heading}, then each subdivision with
 * its {@code <num>} label, as a Markdown heading ({@code ## (a) In general}, deeper levels with
 * more {@code #}) when it has a {@code <heading>}, else as a bold label opening its first
 * paragraph ({@code **(1)** literary works;}); chapeau, content and continuation text as
 * paragraphs; tables flattened to one line per row; and the source credit last. Quoted matter
 * (text of other laws) keeps its labels in bold but gets no headings or landmarks of its own.
 *
 * <p>Notes ({@code <notes>}, {@code <note>}) go to the notes Markdown, not the body: they are
 * often longer than the law itself (amendment histories, tables of derivations), and keeping them
 * out of the body keeps them out of the chunks and so out of the embedding bill.
 *
 * <p>Landmarks (for chunk heading paths and anchors) sit at every top-level subdivision and every
 * headed subdivision; the anchor comes from the identifier: {@code /us/usc/t17/s102/a} is {@code s102-a}.
 */
public final class UsCodeNormalizer {

    private static final Set<String> SUBDIVISIONS = Set.of("section", "subsection", "paragraph", "subparagraph",
            "clause", "subclause", "item", "subitem", "subsubitem", "level");
    private static final Set<String> TABLES = Set.of("table", "layout", "toc");
    private static final Set<String> ROWS = Set.of("tr", "header", "tocItem", "row");
    private static final Set<String> CELLS = Set.of("td", "th", "column");
    private static final Set<String> NOTES = Set.of("notes", "note", "footnote");
    private static final Set<String> TEXT_BLOCKS = Set.of("chapeau", "content", "continuation", "proviso", "p",
            "sourceCredit", "quotedContent");
    private static final Pattern IDENTIFIER = Pattern.compile("/us/usc/t[^/]+/(.+)");

    /**
     * Where rendering goes and under what.
     *
     * @param plain inside quoted matter or notes: subdivisions get bold labels only
     */
    private record Context(MarkdownBuilder out, MarkdownBuilder notes, int depth, List<String> path, boolean plain) {
        Context plainText() {
            return new Context(out, notes, depth, path, true);
        }

        Context forNotes() {
            return new Context(notes, notes, 0, List.of(), true);
        }
    }

    public NormalizedSection normalize(UsCodeSection section) {
        MarkdownBuilder body = new MarkdownBuilder();
        MarkdownBuilder notes = new MarkdownBuilder();
        body.heading(1, section.label(), null);
        renderMixed(section.element(), new Context(body, notes, 0, List.of(), false), true);
        List<String> headingPath = new ArrayList<>(section.ancestors());
        headingPath.add(section.label());
        String anchor = anchor(section.identifier());
        return new NormalizedSection(body.markdown(), notes.isEmpty() ? null : notes.markdown(), headingPath,
                anchor != null ? anchor : "s" + section.number(), body.landmarks());
    }

    /** {@code /us/usc/t17/s102/a/1} as {@code s102-a-1}; null for anything else. */
    static String anchor(String identifier) {
        if (identifier == null) {
            return null;
        }
        var m = IDENTIFIER.matcher(identifier);
        return m.matches() ? m.group(1).replace('/', '-') : null;
    }

    /**
     * Mixed content: runs of text and inline elements become paragraphs, block elements render
     * themselves. {@code labelsDone}: the element's own num and heading were already written.
     */
    private void renderMixed(XmlNode.Element element, Context ctx, boolean labelsDone) {
        StringBuilder inline = new StringBuilder();
        for (XmlNode node : element.children()) {
            if (node instanceof XmlNode.Text text) {
                inline.append(text.text());
                continue;
            }
            if (!(node instanceof XmlNode.Element child)) {
                continue; // the reader keeps no processing instructions, and they carry no text
            }
            String name = child.name();
            if (labelsDone && (name.equals("num") || name.equals("heading"))) {
                continue;
            }
            if (name.equals("img")) {
                continue;
            }
            if (!isBlock(name)) {
                inline.append(child.text());
                continue;
            }
            flush(inline, ctx);
            renderBlock(child, ctx);
        }
        flush(inline, ctx);
    }

    private static boolean isBlock(String name) {
        return SUBDIVISIONS.contains(name) || TABLES.contains(name) || NOTES.contains(name) || TEXT_BLOCKS.contains(name);
    }

    private static void flush(StringBuilder inline, Context ctx) {
        String text = Text.collapse(inline.toString());
        inline.setLength(0);
        if (!text.isEmpty()) {
            ctx.out().paragraph(text);
        }
    }

    private void renderBlock(XmlNode.Element element, Context ctx) {
        String name = element.name();
        if (NOTES.contains(name)) {
            renderNote(element, ctx.forNotes());
        } else if (SUBDIVISIONS.contains(name)) {
            renderSubdivision(element, ctx);
        } else if (TABLES.contains(name)) {
            ctx.out().paragraph(flattenTable(element));
        } else if (name.equals("quotedContent")) {
            renderMixed(element, ctx.plainText(), false);
        } else {
            renderMixed(element, ctx, false);
        }
    }

    private void renderNote(XmlNode.Element note, Context ctx) {
        if (note.name().equals("notes")) {
            renderMixed(note, ctx, false);
            return;
        }
        String heading = note.child("heading").map(h -> Text.collapse(h.text())).orElse("");
        if (!heading.isEmpty()) {
            ctx.out().heading(2, heading, null);
        }
        String num = note.child("num").map(n -> Text.collapse(n.text())).orElse("");
        if (!num.isEmpty()) {
            ctx.out().label(num, null);
        }
        renderMixed(note, ctx, true);
        ctx.out().flushLabel();
    }

    private void renderSubdivision(XmlNode.Element element, Context ctx) {
        String num = element.child("num").map(n -> Text.collapse(n.text())).orElse("");
        String heading = element.child("heading").map(h -> Text.collapse(h.text())).orElse("");
        int depth = ctx.depth() + 1;
        List<String> path = ctx.path();
        if (ctx.plain()) {
            String label = Text.join(num, heading);
            if (!label.isEmpty()) {
                ctx.out().label("**" + label + "**", null);
            }
        } else if (!heading.isEmpty()) {
            String label = Text.join(num, Text.bareHeading(heading));
            path = append(path, label);
            ctx.out().heading(Math.min(depth + 1, 6), label, landmark(element, path));
        } else if (!num.isEmpty()) {
            Landmark landmark = null;
            if (depth == 1) {
                path = append(path, num);
                landmark = landmark(element, path);
            }
            ctx.out().label("**" + num + "**", landmark);
        }
        renderMixed(element, new Context(ctx.out(), ctx.notes(), depth, path, ctx.plain()), true);
        ctx.out().flushLabel();
    }

    private static Landmark landmark(XmlNode.Element element, List<String> path) {
        String anchor = anchor(element.attribute("identifier"));
        return anchor == null ? null : new Landmark(0, path, anchor);
    }

    private static List<String> append(List<String> path, String label) {
        List<String> longer = new ArrayList<>(path);
        longer.add(label);
        return longer;
    }

    /** One line per row, cells joined with {@code " | "}; a table without rows as its text. */
    static String flattenTable(XmlNode.Element table) {
        List<String> lines = new ArrayList<>();
        collectRows(table, lines);
        return lines.isEmpty() ? Text.collapse(table.text()) : String.join("\n", lines);
    }

    private static void collectRows(XmlNode.Element element, List<String> lines) {
        for (XmlNode node : element.children()) {
            if (!(node instanceof XmlNode.Element child)) {
                continue;
            }
            if (ROWS.contains(child.name())) {
                List<String> cells = new ArrayList<>();
                for (XmlNode cellNode : child.children()) {
                    if (cellNode instanceof XmlNode.Element cell && CELLS.contains(cell.name())) {
                        String text = Text.collapse(cell.text());
                        if (!text.isEmpty()) {
                            cells.add(text);
                        }
                    }
                }
                if (!cells.isEmpty()) {
                    lines.add(String.join(" | ", cells));
                }
            } else {
                collectRows(child, lines);
            }
        }
    }
}
