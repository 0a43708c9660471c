package dev.josh.ingest.gpo;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What GPO's USLM files (Federal Register and CFR alike) share: inline elements, headings whose
 * {@code style} keeps the bulk XML level ({@code -uslm-sgm:HD1}), XHTML tables, elided text,
 * authority notes ({@code **Authority:** 5 U.S.C. 552.}), and numbered divisions
 * ({@code <paragraph><num>(a)</num><heading>…</heading><content>…</content>}),
 * whose number and heading open their first paragraph as printed. A source's own rules are asked
 * first.
 */
public final class UslmRules implements BlockWalker.Rules {

    private static final Set<String> INLINE = Set.of("inline", "ref", "date", "sup", "sub", "span", "term",
            "amendingAction", "headingText", "br", "num");
    private static final Set<String> NUMBERED = Set.of("paragraph", "subparagraph", "clause", "subclause", "item",
            "subitem", "subsubitem", "level", "section", "subsection");
    private static final Pattern STYLE = Pattern.compile("-uslm-sgm:([A-Za-z0-9]+)");
    private static final Pattern HD_LEVEL = Pattern.compile("HD([1-8])");

    private final BlockWalker.Rules specific;
    private final int headingOffset;

    /**
     * @param specific      the source's rules, consulted first
     * @param headingOffset added to an {@code HDn} heading's level: {@code HD1} is level {@code 1 + headingOffset}
     */
    public UslmRules(BlockWalker.Rules specific, int headingOffset) {
        this.specific = specific;
        this.headingOffset = headingOffset;
    }

    @Override
    public boolean isInline(XmlNode.Element element) {
        return specific.isInline(element) || INLINE.contains(element.name())
                || element.is("content") && element.elements().stream().allMatch(this::isInline);
    }

    @Override
    public boolean render(XmlNode.Element element, BlockWalker walker) {
        if (specific.render(element, walker)) {
            return true;
        }
        MarkdownDocument out = walker.out();
        switch (element.name()) {
            case "heading" -> {
                Matcher level = HD_LEVEL.matcher(String.valueOf(style(element)));
                if (level.matches()) {
                    int n = Integer.parseInt(level.group(1)) + headingOffset;
                    out.heading(n, Whitespace.caption(element.text()), "");
                } else {
                    out.paragraph("**" + element.collapsedText() + "**");
                }
                return true;
            }
            case "table" -> {
                out.paragraph(Tables.flatten(element, Set.of("tr"), Set.of("td", "th")));
                return true;
            }
            case "authority" -> {
                XmlNode.Element heading = element.child("heading").orElse(null);
                if (heading == null) {
                    return false;
                }
                out.label("**" + heading.collapsedText() + "**");
                walker.walk(element.without(heading));
                out.flushLabel();
                return true;
            }
            case "elided" -> {
                out.paragraph("* * * * *");
                return true;
            }
            default -> {
                if (NUMBERED.contains(element.name()) && element.child("num").isPresent()) {
                    out.label(label(element));
                    walker.walk(element.without(Set.of("num", "heading")));
                    out.flushLabel();
                    return true;
                }
                return false;
            }
        }
    }

    /** A division's number and heading as printed: {@code (a) General rule.} */
    public static String label(XmlNode.Element division) {
        String num = division.child("num").map(XmlNode.Element::collapsedText).orElse("");
        String heading = division.child("heading").map(XmlNode.Element::collapsedText).orElse("");
        return heading.isEmpty() ? num : num.isEmpty() ? heading : num + " " + heading;
    }


    /** The bulk XML tag GPO kept in an element's style, e.g. {@code PRORULE}, or null. */
    public static String style(XmlNode.Element element) {
        String style = element.attribute("style");
        if (style == null) {
            return null;
        }
        Matcher m = STYLE.matcher(style);
        return m.find() ? m.group(1) : null;
    }
}
