package dev.josh.ingest.lawtext;

import dev.josh.ingest.core.Landmark;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The text of a bill or law (USLM 2.x or the GPO bill DTD) as Markdown with section landmarks.
 *
 * <ul>
 *   <li>Levels above the section (division, title, subtitle, part, chapter…) become headings at
 *       {@code headingBase}, sections one level deeper, each with a landmark: the chunker files a
 *       chunk under the section its new text begins in. Anchors come from the numbers:
 *       {@code sec-101}, {@code title-i}, inside a division {@code div-a-sec-101} (divisions restart
 *       section numbers).</li>
 *   <li>Appropriations headings: major and intermediate ones are headings with landmarks, small
 *       ones bold lines.</li>
 *   <li>Subdivisions (subsection and below) open their first paragraph with a bold label,
 *       {@code **(a) In general.—**}; text blocks are paragraphs; tables one line per row.</li>
 *   <li>Quoted matter (the text an amendment inserts) keeps its labels in bold but gets no
 *       headings or landmarks: it is text of another law, not a part of this one.</li>
 *   <li>Page markers, tables of contents (every heading is in the body anyway), signatures and
 *       end marks are left out.</li>
 * </ul>
 */
public final class LegislativeMarkdown {

    /**
     * How one XML vocabulary spells the parts of a bill or law.
     *
     * @param levels       levels above the section, element name to anchor key ({@code division → div})
     * @param section      the section element
     * @param subdivisions levels below the section
     * @param num          the number element ({@code num}, {@code enum})
     * @param heading      the heading element ({@code heading}, {@code header})
     * @param numPrefixes  words the vocabulary leaves out of the number ({@code section → "SEC. "} in the DTD)
     * @param textBlocks   elements whose text is a paragraph of its own
     * @param quoted       block quotations of other law
     * @param quote        an inline quotation whose marks the format leaves to its stylesheet
     *                     ({@code <quote>} in the DTD, printed “…”), or null when the text carries them
     * @param skipped      elements left out of the body
     * @param rows         table rows
     * @param cells        table cells
     */
    public record Vocabulary(Map<String, String> levels, String section, Set<String> subdivisions, String num,
                             String heading, Map<String, String> numPrefixes, Set<String> textBlocks,
                             Set<String> quoted, String quote, Set<String> skipped, Set<String> rows,
                             Set<String> cells) {
    }

    private static final Set<String> SUBDIVISIONS = Set.of("subsection", "paragraph", "subparagraph", "clause",
            "subclause", "item", "subitem", "subsubitem", "level");

    /** USLM 2.x: bills, resolutions, engrossed amendments, public laws, statute compilations. */
    public static final Vocabulary USLM = new Vocabulary(
            Map.of("division", "div", "subdivision", "subdiv", "title", "title", "subtitle", "subtitle",
                    "chapter", "chapter", "subchapter", "subchapter", "part", "part", "subpart", "subpart"),
            "section", SUBDIVISIONS, "num", "heading", Map.of(),
            Set.of("chapeau", "content", "continuation", "p", "recital", "resolvingClause", "enactingFormula",
                    "listItem", "sourceCredit", "table"),
            Set.of("quotedContent", "amendmentContent"), null,
            Set.of("page", "toc", "tableOfContents", "sidenote", "endMarker", "signatures", "attestation", "longTitle",
                    "meta", "preface", "endorsement", "img", "slugLine", "distributionCode", "coverTitle"),
            Set.of("tr"), Set.of("td", "th"));

    /** The GPO bill and resolution DTD ({@code bill.dtd}, {@code res.dtd}). */
    public static final Vocabulary GPO_BILL_DTD = new Vocabulary(
            Map.of("division", "div", "subdivision", "subdiv", "title", "title", "subtitle", "subtitle",
                    "chapter", "chapter", "subchapter", "subchapter", "part", "part", "subpart", "subpart"),
            "section", SUBDIVISIONS, "enum", "header",
            Map.of("section", "SEC. ", "division", "DIVISION ", "title", "TITLE ", "subtitle", "Subtitle ",
                    "chapter", "CHAPTER ", "subchapter", "Subchapter ", "part", "PART ", "subpart", "Subpart "),
            Set.of("text", "continuation-text", "after-quoted-block", "whereas", "enacting-clause", "resolving-clause",
                    "paragraph-text", "table"),
            Set.of("quoted-block"), "quote",
            Set.of("pagebreak", "toc", "attestation", "endorsement", "form", "metadata", "official-title-amendment",
                    "graphic"),
            Set.of("row", "tr"), Set.of("entry", "td", "th"));

    private final Vocabulary vocabulary;
    private final MarkedReferences references;
    private final int headingBase;

    /** @param headingBase the Markdown heading level of the outermost parts (sections are one deeper) */
    public LegislativeMarkdown(Vocabulary vocabulary, int headingBase) {
        this.vocabulary = vocabulary;
        this.references = new MarkedReferences(vocabulary);
        this.headingBase = headingBase;
    }

    /**
     * Renders the children of each element in {@code parts} (e.g. {@code <main>}), in order, with
     * the references they mark up.
     *
     * @param path   labels every landmark's path starts with, e.g. {@code ["Text (ENR)"]}
     * @param anchor the anchor of the text as a whole, for landmarks that have no number of their own
     */
    public MarkedText render(List<XmlNode.Element> parts, List<String> path, String anchor) {
        MarkdownBody out = new MarkdownBody();
        Context ctx = new Context(out, List.copyOf(path), anchor, "", false);
        for (XmlNode.Element part : parts) {
            renderMixed(part, ctx, false);
        }
        return new MarkedText(out.markdown(), out.landmarks(), references.in(parts));
    }

    /**
     * Where rendering goes and under what.
     *
     * @param path     labels of the enclosing parts
     * @param anchor   anchor of the innermost enclosing part that has one
     * @param division anchor prefix of the enclosing division ({@code div-a-}), empty outside divisions
     * @param plain    inside quoted matter: labels only, no headings or landmarks
     */
    private record Context(MarkdownBody out, List<String> path, String anchor, String division, boolean plain) {
        Context under(String label, String partAnchor, String divisionPrefix) {
            List<String> longer = new ArrayList<>(path);
            longer.add(label);
            return new Context(out, longer, partAnchor == null ? anchor : partAnchor, divisionPrefix, plain);
        }

        Context plainText() {
            return new Context(out, path, anchor, division, true);
        }
    }

    /** Runs of text and inline elements become paragraphs; blocks render themselves. */
    private void renderMixed(XmlNode.Element element, Context ctx, boolean labelsDone) {
        StringBuilder inline = new StringBuilder();
        for (XmlNode node : element.children()) {
            if (node instanceof XmlNode.Text text) {
                inline.append(text.text());
                continue;
            }
            XmlNode.Element child = (XmlNode.Element) node;
            String name = child.name();
            if (vocabulary.skipped().contains(name)
                    || labelsDone && (name.equals(vocabulary.num()) || name.equals(vocabulary.heading()))) {
                continue;
            }
            if (isBlock(child)) {
                flush(inline, ctx);
                renderBlock(child, ctx);
            } else {
                inline.append(inline(child));
            }
        }
        flush(inline, ctx);
    }

    /** Text of an inline element's content, without the parts the body leaves out (a page marker inside a sentence). */
    private String inlineText(XmlNode.Element element) {
        StringBuilder out = new StringBuilder();
        for (XmlNode node : element.children()) {
            switch (node) {
                case XmlNode.Text t -> out.append(t.text());
                case XmlNode.Element e -> out.append(inline(e));
            }
        }
        return out.toString();
    }

    /** An inline element as running text: a line break as a space, a footnote mark as {@code [5]}, a DTD quote in marks. */
    private String inline(XmlNode.Element e) {
        if (e.name().equals("br")) {
            return " ";
        }
        if (vocabulary.skipped().contains(e.name())) {
            return "";
        }
        if (isFootnoteRef(e)) {
            return " [" + e.collapsedText() + "]";
        }
        if (e.name().equals(vocabulary.quote())) {
            return "“" + inlineText(e) + "”";
        }
        return inlineText(e);
    }

    /** A footnote's mark in the text ({@code <ref class="footnoteRef">5</ref>}), written {@code [5]}. */
    private static boolean isFootnoteRef(XmlNode.Element element) {
        return "footnoteRef".equals(element.attribute("class"));
    }

    private boolean isBlock(XmlNode.Element element) {
        String name = element.name();
        return isStructural(name) || name.equals("footnote") || vocabulary.textBlocks().contains(name)
                || vocabulary.quoted().contains(name)
                || appropriationsLevel(element) != null || containsBlock(element);
    }

    private boolean isStructural(String name) {
        return vocabulary.levels().containsKey(name) || name.equals(vocabulary.section())
                || vocabulary.subdivisions().contains(name);
    }

    /** A container the vocabulary does not name ({@code <main>}, {@code <preamble>}) is a block when it holds one. */
    private boolean containsBlock(XmlNode.Element element) {
        for (XmlNode.Element child : element.elements()) {
            if (!vocabulary.skipped().contains(child.name()) && isBlock(child)) {
                return true;
            }
        }
        return false;
    }

    private void renderBlock(XmlNode.Element element, Context ctx) {
        String name = element.name();
        String appropriations = appropriationsLevel(element);
        if (vocabulary.levels().containsKey(name) || name.equals(vocabulary.section())) {
            renderPart(element, ctx);
        } else if (vocabulary.subdivisions().contains(name)) {
            renderSubdivision(element, ctx);
        } else if (appropriations != null) {
            renderAppropriations(element, appropriations, ctx);
        } else if (vocabulary.quoted().contains(name)) {
            renderMixed(element, ctx.plainText(), false);
        } else if (name.equals("table")) {
            ctx.out().paragraph(flattenTable(element));
        } else if (name.equals("footnote")) {
            renderFootnote(element, ctx);
        } else {
            renderMixed(element, ctx, false);
        }
    }

    /** A level above the section, or a section: a heading with a landmark (a bold label in quoted matter). */
    private void renderPart(XmlNode.Element element, Context ctx) {
        String name = element.name();
        boolean section = name.equals(vocabulary.section());
        String num = numText(element);
        String heading = headingText(element);
        String label = section ? LawText.join(num, heading) : levelLabel(num, heading);
        if (ctx.plain() || label.isEmpty()) {
            if (!label.isEmpty()) {
                ctx.out().label(label);
            }
            renderMixed(element, ctx, true);
            ctx.out().flushLabel();
            return;
        }
        String value = numValue(element);
        String key = section ? "sec" : vocabulary.levels().get(name);
        String anchor = value == null ? null : ctx.division() + key + "-" + value;
        String division = name.equals("division") && anchor != null ? anchor + "-" : ctx.division();
        Context inner = ctx.under(label, anchor, division);
        ctx.out().heading(headingBase + (section ? 1 : 0), label, new Landmark(0, inner.path(), inner.anchor()));
        renderMixed(element, inner, true);
    }

    /** A footnote as one paragraph, {@code [5] So in original. …}, where it stands in the text. */
    private void renderFootnote(XmlNode.Element footnote, Context ctx) {
        String mark = footnote.child("sup").map(XmlNode.Element::collapsedText).orElse("");
        StringBuilder text = new StringBuilder();
        for (XmlNode node : footnote.children()) {
            if (node instanceof XmlNode.Text t) {
                text.append(t.text());
            } else if (node instanceof XmlNode.Element e && !e.name().equals("sup")) {
                text.append(' ').append(inlineText(e)).append(' ');
            }
        }
        ctx.out().paragraph((mark.isEmpty() ? "" : "[" + mark + "] ") + LawText.collapse(text.toString()));
    }

    private void renderSubdivision(XmlNode.Element element, Context ctx) {
        String label = LawText.join(numText(element), headingText(element));
        if (!label.isEmpty()) {
            ctx.out().label(label);
        }
        renderMixed(element, ctx, true);
        ctx.out().flushLabel();
    }

    private void renderAppropriations(XmlNode.Element element, String level, Context ctx) {
        String heading = headingText(element);
        if (heading.isEmpty() || ctx.plain() || level.equals("small")) {
            if (!heading.isEmpty()) {
                ctx.out().label(heading);
            }
        } else {
            List<String> path = new ArrayList<>(ctx.path());
            path.add(heading);
            ctx.out().heading(headingBase + 1, heading, new Landmark(0, path, ctx.anchor()));
        }
        renderMixed(element, ctx, true);
        ctx.out().flushLabel();
    }

    /** {@code major}, {@code intermediate} or {@code small} for an appropriations heading, else null. */
    private static String appropriationsLevel(XmlNode.Element element) {
        String name = element.name();
        if (name.equals("appropriations")) {
            String level = element.attribute("level");
            return level == null ? "small" : level;
        }
        return name.startsWith("appropriations-") ? name.substring("appropriations-".length()) : null;
    }

    private String numText(XmlNode.Element element) {
        String num = element.child(vocabulary.num()).map(XmlNode.Element::collapsedText).orElse("");
        String prefix = vocabulary.numPrefixes().get(element.name());
        return prefix == null || num.isEmpty() ? num : prefix + num;
    }

    private String headingText(XmlNode.Element element) {
        return element.child(vocabulary.heading()).map(this::inlineText).map(LawText::collapse).orElse("");
    }

    /** {@code TITLE I} + {@code GENERAL PROVISIONS} as {@code TITLE I—GENERAL PROVISIONS}, the way GPO prints it. */
    private static String levelLabel(String num, String heading) {
        if (num.isEmpty() || heading.isEmpty() || num.endsWith("—") || num.endsWith("-") || num.endsWith(".")) {
            return LawText.join(num, heading);
        }
        return num + "—" + heading;
    }

    /** The number as an anchor part: {@code @value} where given, else the number's text; {@code (a)} as {@code a}. */
    private String numValue(XmlNode.Element element) {
        String value = element.child(vocabulary.num())
                .map(n -> n.attribute("value") != null ? n.attribute("value") : n.collapsedText())
                .orElse("");
        value = value.toLowerCase(Locale.ROOT)
                .replaceAll("^(sec(tion)?|title|division|subtitle|part|chapter|subchapter|subpart)\\.?\\s*", "")
                .replaceAll("[^0-9a-z]+", "-").replaceAll("^-+|-+$", "");
        return value.isEmpty() ? null : value;
    }

    private void flush(StringBuilder inline, Context ctx) {
        String text = LawText.collapse(inline.toString());
        inline.setLength(0);
        if (!text.isEmpty()) {
            ctx.out().paragraph(text);
        }
    }

    /** One line per row, cells joined with {@code " | "}; a table without rows as its text. */
    private String flattenTable(XmlNode.Element table) {
        List<String> lines = new ArrayList<>();
        collectRows(table, lines);
        return lines.isEmpty() ? LawText.collapse(inlineText(table)) : String.join("\n", lines);
    }

    private void collectRows(XmlNode.Element element, List<String> lines) {
        for (XmlNode.Element child : element.elements()) {
            if (vocabulary.rows().contains(child.name())) {
                List<String> cells = new ArrayList<>();
                for (XmlNode.Element cell : child.elements()) {
                    String text = vocabulary.cells().contains(cell.name()) ? LawText.collapse(inlineText(cell)) : "";
                    if (!text.isEmpty()) {
                        cells.add(text);
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
