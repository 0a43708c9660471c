package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.gpo.BlockWalker;
import dev.josh.ingest.gpo.MarkdownDocument;
import dev.josh.ingest.gpo.RenderedText;
import dev.josh.ingest.gpo.Tables;
import dev.josh.ingest.gpo.Whitespace;
import dev.josh.ingest.gpo.XmlNode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One document of a GPO Federal Register bulk XML issue ({@code <FEDREG>}) as an {@link FrDocument}:
 * its metadata from the preamble and its text as Markdown.
 *
 * <p>Markdown: {@code # subject}; the preamble's agency, CFR, docket and RIN lines as paragraphs;
 * each caption (AGENCY, ACTION, SUMMARY, DATES, ADDRESSES, FOR FURTHER INFORMATION CONTACT,
 * SUPPLEMENTARY INFORMATION, and a Sunshine Act notice's TIME AND DATE, PLACE, …) as a level-2
 * heading; {@code <HD SOURCE="HD1">} to {@code HD4} as levels 3 to 6; in regulatory text, a PART
 * as level 4, a SUBPART as level 5 and an amended section ({@code § 324.403 …}) as level 6.
 * Tables are flattened to one line per row. The FR doc line, billing code and graphics are left
 * out. Every heading is a landmark; federalregister.gov's fragment ids are not derivable from the
 * XML, so landmark anchors are empty and passages link to the document itself.
 *
 * <p>Pages: see {@link PageMarkers}.
 */
final class FrXmlDocuments {

    static final String FORMAT = "fr-xml";
    static final Set<String> DOCUMENTS = Set.of("RULE", "PRORULE", "NOTICE", "PRESDOCU");

    private static final Map<String, FrDocumentType> TYPES = Map.of(
            "RULE", FrDocumentType.RULE, "PRORULE", FrDocumentType.PROPOSED_RULE,
            "NOTICE", FrDocumentType.NOTICE, "PRESDOCU", FrDocumentType.PRESIDENTIAL_DOCUMENT);
    private static final Set<String> CAPTIONS = Set.of(
            "AGY", "ACT", "SUM", "DATES", "EFFDATE", "ADD", "FURINF", "SUPLINF", "PREAMHD");
    private static final Set<String> INLINE = Set.of("E", "SU", "FTREF", "PRTPAGE", "I", "B", "AC", "FR", "LI");
    private static final Set<String> LEFT_OUT = Set.of("FRDOC", "BILCOD", "FILED", "GPH", "GID", "PRTPAGE");
    private static final Pattern FR_DOC = Pattern.compile("FR\\s+Doc\\.?\\s*([A-Z]?[0-9]+)\\s*[-–]\\s*([0-9]+)");
    private static final Pattern HD_LEVEL = Pattern.compile("HD([1-8])");

    private FrXmlDocuments() {
    }

    /** The issue a document is read in, from the {@code <VOL>}, {@code <NO>} and {@code <DATE>} heads. */
    record Issue(String sourceFile, int volume, Integer number, LocalDate date) {
    }

    /**
     * @param document   a RULE, PRORULE, NOTICE or PRESDOCU element
     * @param raw        its exact XML text
     * @param pageBefore the page in effect where it starts, or null
     */
    static FrDocument read(XmlNode.Element document, String raw, Issue issue, Integer pageBefore) {
        FrDocumentType type = TYPES.get(document.name());
        boolean presidential = type == FrDocumentType.PRESIDENTIAL_DOCUMENT;
        XmlNode.Element content = presidential ? document.elements().stream().findFirst().orElse(document) : document;
        XmlNode.Element preamble = document.child("PREAMB").orElse(null);

        XmlNode.Element titleElement = presidential ? firstHeading(content) : lastChild(preamble, "SUBJECT");
        String subject = titleElement == null ? null : Whitespace.collapseToNull(titleElement.text());
        String agency = presidential ? FrDocumentType.PRESIDENT : text(child(preamble, "AGENCY"));
        String subAgency = presidential ? null : text(child(preamble, "SUBAGY"));
        String designation = presidential ? text(content.child("PROC").or(() -> content.child("PNOTICE")).orElse(null))
                : null;
        String dates = captionText(child(preamble, "DATES"));
        if (dates == null) {
            dates = captionText(child(preamble, "EFFDATE"));
        }
        List<CfrReference> cfr = new ArrayList<>();
        for (XmlNode.Element line : children(preamble, "CFR")) {
            cfr.addAll(CfrReference.parse(line.collapsedText()));
        }
        Set<String> rins = new LinkedHashSet<>();
        for (XmlNode.Element line : children(preamble, "RIN")) {
            rins.addAll(PreambleLines.rins(line.collapsedText()));
        }
        List<String> dockets = new ArrayList<>();
        for (XmlNode.Element line : children(preamble, "DEPDOC")) {
            dockets.addAll(PreambleLines.docketIds(line.collapsedText()));
        }
        PageMarkers.Pages pages = PageMarkers.FR_XML.of(document, pageBefore);

        MarkdownDocument out = new MarkdownDocument();
        if (subject != null) {
            out.title(FrDocument.title(designation, subject));
        }
        new BlockWalker(new Rules(titleElement), out).walk(document);

        return new FrDocument(issue.sourceFile(), FORMAT, documentNumber(document), type,
                presidential ? FrDocumentType.presidentialType(content.name()) : null,
                designation, subject, agency, subAgency, captionText(child(preamble, "ACT")),
                captionText(child(preamble, "SUM")), dates, DatesText.effectiveDate(dates),
                DatesText.commentDate(dates),
                List.copyOf(rins), dockets, cfr, issue.volume(), issue.number(), issue.date(), pages.start(),
                pages.end(), subject == null ? List.of() : List.of(subject), RenderedText.of(out),
                Sha256.of(issue.volume() + " FR " + pages.start() + " " + issue.date() + "\n" + raw),
                RegulatoryText.of(document, type));
    }

    /** {@code [FR Doc. 2016-08717 Filed 4-14-16; 8:45 am]} as {@code 2016-08717}; null when there is none. */
    static String documentNumber(XmlNode.Element document) {
        for (XmlNode.Element frdoc : document.descendants("FRDOC")) {
            Matcher m = FR_DOC.matcher(frdoc.collapsedText());
            if (m.find()) {
                return m.group(1) + "-" + m.group(2);
            }
        }
        return null;
    }

    /** A caption's text without its heading ({@code SUMMARY:}), or null. */
    private static String captionText(XmlNode.Element caption) {
        if (caption == null) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        for (XmlNode node : caption.children()) {
            switch (node) {
                case XmlNode.Element e when e.is("HD") -> {
                    // the caption's own heading
                }
                case XmlNode.Element e -> text.append(' ').append(e.text());
                case XmlNode.Text t -> text.append(t.text());
                case XmlNode.Instruction i -> {
                    // no text
                }
            }
        }
        return Whitespace.collapseToNull(text.toString());
    }

    private static XmlNode.Element firstHeading(XmlNode.Element content) {
        return content.children("HD").stream().filter(hd -> "HED".equals(hd.attribute("SOURCE"))).findFirst()
                .orElse(null);
    }

    private static XmlNode.Element child(XmlNode.Element parent, String name) {
        return parent == null ? null : parent.child(name).orElse(null);
    }

    private static List<XmlNode.Element> children(XmlNode.Element parent, String name) {
        return parent == null ? List.of() : parent.children(name);
    }

    /** The last of several (a preamble may carry a mis-tagged sub-agency line as a first SUBJECT). */
    private static XmlNode.Element lastChild(XmlNode.Element parent, String name) {
        List<XmlNode.Element> all = children(parent, name);
        return all.isEmpty() ? null : all.getLast();
    }

    private static String text(XmlNode.Element element) {
        return element == null ? null : Whitespace.collapseToNull(element.text());
    }


    /** The FR bulk XML vocabulary. */
    private record Rules(XmlNode.Element titleElement) implements BlockWalker.Rules {

        @Override
        public boolean isInline(XmlNode.Element element) {
            return INLINE.contains(element.name());
        }

        @Override
        public boolean render(XmlNode.Element element, BlockWalker walker) {
            MarkdownDocument out = walker.out();
            String name = element.name();
            if (element == titleElement || LEFT_OUT.contains(name)) {
                return true;
            }
            if (CAPTIONS.contains(name)) {
                return headed(element, 2, walker);
            }
            switch (name) {
                case "LSTSUB" -> {
                    return headed(element, 3, walker);
                }
                case "PART" -> {
                    return headed(element, 4, walker);
                }
                case "SUBPART" -> {
                    return headed(element, 5, walker);
                }
                case "SECTION" -> {
                    String heading = Whitespace.collapse(element.child("SECTNO").map(XmlNode.Element::text).orElse("")
                            + " " + element.child("SUBJECT").map(XmlNode.Element::text).orElse(""));
                    if (!heading.isEmpty()) {
                        out.heading(6, heading, "");
                    }
                    walker.walk(element.without(Set.of("SECTNO", "SUBJECT")));
                    return true;
                }
                case "HD" -> {
                    Matcher level = HD_LEVEL.matcher(String.valueOf(element.attribute("SOURCE")));
                    if (level.matches()) {
                        out.heading(Integer.parseInt(level.group(1)) + 2, Whitespace.caption(element.text()), "");
                    } else {
                        out.paragraph("**" + element.collapsedText() + "**");
                    }
                    return true;
                }
                case "AUTH" -> {
                    String label = element.child("HD").map(XmlNode.Element::collapsedText).orElse("");
                    String rest = element.without(Set.of("HD")).collapsedText();
                    out.paragraph(label.isEmpty() ? rest : "**" + label + "** " + rest);
                    return true;
                }
                case "GPOTABLE" -> {
                    out.paragraph(Tables.flatten(element, Set.of("BOXHD", "ROW"), Set.of("CHED", "ENT")));
                    return true;
                }
                case "STARS" -> {
                    out.paragraph("* * * * *");
                    return true;
                }
                default -> {
                    return false;
                }
            }
        }

        /** A container whose first {@code <HD>} is its heading at {@code level}, then the rest of it. */
        private static boolean headed(XmlNode.Element element, int level, BlockWalker walker) {
            XmlNode.Element hd = element.child("HD").orElse(null);
            if (hd == null) {
                return false;
            }
            walker.out().heading(level, Whitespace.caption(hd.text()), "");
            walker.walk(element.without(hd));
            return true;
        }
    }
}
