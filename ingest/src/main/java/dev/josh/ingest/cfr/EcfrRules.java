package dev.josh.ingest.cfr;

import dev.josh.ingest.gpo.BlockWalker;
import dev.josh.ingest.gpo.MarkdownDocument;
import dev.josh.ingest.gpo.Tables;
import dev.josh.ingest.gpo.XmlNode;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The eCFR vocabulary (bulk and API renderer XML alike) of a section's text. Paragraphs are
 * {@code <P>} whose text begins with their designation, so a top-level paragraph, {@code (a)},
 * {@code (b)}…, is found by its label: the next letter in sequence. A roman-looking letter
 * ({@code (i)}, {@code (v)}, {@code (x)}) counts only straight after the letter before it, since
 * after {@code (h)(1)} an {@code (i)} is the first item under {@code (1)}. Each top-level paragraph
 * is a landmark with ecfr.gov's paragraph anchor ({@code p-1.1(a)}); headings inside a section
 * ({@code <HD1>}…) are headings from level 2.
 */
final class EcfrRules implements BlockWalker.Rules {

    private static final Set<String> INLINE = Set.of("I", "E", "B", "SU", "FR", "FTREF", "PRTPAGE", "AC", "PSPACE");
    private static final Set<String> LEFT_OUT = Set.of("GPH", "GID", "PRTPAGE");
    private static final Pattern LABEL = Pattern.compile("^\\(([a-z])\\)");
    private static final Pattern ANY_LABEL = Pattern.compile("^\\(([0-9]+|[a-zA-Z]+)\\)");
    private static final Pattern HEADING = Pattern.compile("HD([1-6])");
    private static final Set<Character> ROMAN_LOOKING = Set.of('i', 'v', 'x');

    private final String anchorPrefix;
    private char expected = 'a';
    private boolean lastWasTopLevel;

    /** @param anchorPrefix the section's anchor stem, {@code p-1.1}; null when upstream has no paragraph anchors */
    EcfrRules(String anchorPrefix) {
        this.anchorPrefix = anchorPrefix;
    }

    @Override
    public boolean isInline(XmlNode.Element element) {
        return INLINE.contains(element.name());
    }

    @Override
    public boolean render(XmlNode.Element element, BlockWalker walker) {
        MarkdownDocument out = walker.out();
        String name = element.name();
        if (LEFT_OUT.contains(name)) {
            return true;
        }
        Matcher heading = HEADING.matcher(name);
        if (heading.matches()) {
            out.heading(Integer.parseInt(heading.group(1)) + 1, element.collapsedText(), "");
            return true;
        }
        switch (name) {
            case "P", "FP" -> {
                String text = element.collapsedText();
                String label = topLevelLabel(text);
                if (label != null) {
                    out.division("(" + label + ")", anchorPrefix == null ? "" : anchorPrefix + "(" + label + ")");
                }
                walker.walk(element);
                return true;
            }
            case "TABLE" -> {
                out.paragraph(Tables.flatten(element, Set.of("TR"), Set.of("TH", "TD")));
                return true;
            }
            case "GPOTABLE" -> {
                out.paragraph(Tables.flatten(element, Set.of("BOXHD", "ROW"), Set.of("CHED", "ENT")));
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /** The letter of a top-level paragraph's label, or null when the text opens no top-level paragraph. */
    private String topLevelLabel(String text) {
        Matcher any = ANY_LABEL.matcher(text);
        if (!any.find()) {
            return null;
        }
        Matcher m = LABEL.matcher(text);
        char letter = m.find() ? m.group(1).charAt(0) : 0;
        boolean topLevel = letter == expected && (!ROMAN_LOOKING.contains(letter) || lastWasTopLevel);
        lastWasTopLevel = topLevel;
        if (!topLevel) {
            return null;
        }
        expected++;
        return String.valueOf(letter);
    }
}
