package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.gpo.BlockWalker;
import dev.josh.ingest.gpo.MarkdownDocument;
import dev.josh.ingest.gpo.RenderedText;
import dev.josh.ingest.gpo.UslmRules;
import dev.josh.ingest.gpo.Whitespace;
import dev.josh.ingest.gpo.XmlNode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One document of a Federal Register issue in USLM ({@code <rule>}, {@code <notice>},
 * {@code <presidentialDoc>}) as an {@link FrDocument}. GPO keeps the bulk XML tag of every
 * element in its {@code style} ({@code -uslm-sgm:PRORULE}); that is how a proposed rule, which
 * USLM also calls {@code <rule>}, is told from a final one.
 *
 * <p>Markdown follows the bulk XML rendering ({@link FrXmlDocuments}): captions (the preface's
 * AGENCY and ACTION, each {@code <statement>}'s heading) at level 2, the list of subjects at 3,
 * {@code HD1} to {@code HD4} headings at 3 to 6, amended parts, subparts and sections at 4 to 6;
 * the rest as {@link UslmRules} renders it.
 *
 * <p>Pages come from the {@code <?page num?>} markers as in bulk XML ({@link PageMarkers}); the
 * document's {@code <startingPage>} metadata is used only when there is no marker at all, since
 * GPO's converter sets it to the first marker inside the document even when the document begins
 * on the page before (2018-09924 starts on 21808, its metadata says 21811).
 */
final class FrUslmDocuments {

    static final String FORMAT = "fr-uslm";
    static final Set<String> DOCUMENTS = Set.of("rule", "notice", "presidentialDoc");

    private static final Set<String> LEFT_OUT = Set.of("meta", "notes", "img", "figure", "autograph", "toc");
    private static final Pattern DOCUMENT_NUMBER = Pattern.compile("([A-Z]?[0-9]+)[-–]([0-9]+)");

    private FrUslmDocuments() {
    }

    /** The issue a document is read in, from the file's {@code <meta>}. */
    record Issue(String sourceFile, int volume, Integer number, LocalDate date) {
    }

    /**
     * @param pageBefore the page in effect where the document starts (the last page marker
     *                   before it), or null
     */
    static FrDocument read(XmlNode.Element document, String raw, Issue issue, Integer pageBefore) {
        String style = UslmRules.style(document);
        FrDocumentType type = switch (document.name()) {
            case "notice" -> FrDocumentType.NOTICE;
            case "presidentialDoc" -> FrDocumentType.PRESIDENTIAL_DOCUMENT;
            default -> "PRORULE".equals(style) ? FrDocumentType.PROPOSED_RULE : FrDocumentType.RULE;
        };
        boolean presidential = type == FrDocumentType.PRESIDENTIAL_DOCUMENT;
        XmlNode.Element meta = document.child("meta").orElse(null);
        XmlNode.Element preface = document.child("preface").orElse(null);

        XmlNode.Element titleElement = presidential
                ? document.child("main").flatMap(m -> m.child("content")).flatMap(c -> c.child("heading")).orElse(null)
                : child(preface, "subject").orElse(null);
        String subject = titleElement == null ? null : Whitespace.collapseToNull(titleElement.text());
        String designation = presidential ? child(meta, "title").map(XmlNode.Element::collapsedText).orElse(null)
                : null;
        String agency = presidential ? FrDocumentType.PRESIDENT : styled(preface, "organization", "AGENCY");
        String subAgency = presidential ? null : styled(preface, "organization", "SUBAGY");
        String action = property(meta, "ACTION");
        String dates = statement(document, "dates").or(() -> statement(document, "effectiveDate")).orElse(null);

        List<CfrReference> cfr = new ArrayList<>();
        Set<String> rins = new LinkedHashSet<>();
        List<String> dockets = new ArrayList<>();
        if (preface != null) {
            for (XmlNode.Element line : preface.children("affected")) {
                cfr.addAll(CfrReference.parse(line.collapsedText()));
            }
            for (XmlNode.Element property : preface.children("property")) {
                String text = property.collapsedText();
                switch (String.valueOf(property.attribute("role"))) {
                    case "RIN" -> rins.addAll(PreambleLines.rins(text));
                    case "DEPDOC" -> dockets.addAll(PreambleLines.docketIds(text));
                    default -> {
                        // other properties (part numbers, titles) are not identifiers
                    }
                }
            }
        }
        PageMarkers.Pages pages = PageMarkers.USLM.of(document, pageBefore);
        Integer start = pages.start() != null ? pages.start()
                : child(meta, "startingPage").map(p -> PageMarkers.page(p.text())).orElse(null);
        Integer end = pages.end() != null ? pages.end() : start;

        MarkdownDocument out = new MarkdownDocument();
        if (subject != null) {
            out.title(FrDocument.title(designation, subject));
        }
        new BlockWalker(new UslmRules(new Rules(titleElement), 2), out).walk(document);

        return new FrDocument(issue.sourceFile(), FORMAT, documentNumber(document, meta), type,
                presidential ? FrDocumentType.presidentialType(style == null ? "presidentialDoc" : style) : null,
                designation, subject, agency, subAgency, action, statement(document, "summary").orElse(null), dates,
                DatesText.effectiveDate(dates), DatesText.commentDate(dates), List.copyOf(rins), dockets, cfr,
                issue.volume(), issue.number(), issue.date(), start, end,
                subject == null ? List.of() : List.of(subject), RenderedText.of(out),
                Sha256.of(issue.volume() + " FR " + start + " " + issue.date() + "\n" + raw),
                RegulatoryText.of(document, type));
    }

    /** {@code <docNumber>2018–09910</docNumber>} as {@code 2018-09910}, else from the identifier. */
    private static String documentNumber(XmlNode.Element document, XmlNode.Element meta) {
        for (String candidate : new String[] {child(meta, "docNumber").map(XmlNode.Element::text).orElse(null),
                document.attribute("identifier")}) {
            if (candidate != null) {
                Matcher m = DOCUMENT_NUMBER.matcher(candidate);
                if (m.find()) {
                    return m.group(1) + "-" + m.group(2);
                }
            }
        }
        return null;
    }

    /** A statement's text ({@code role="summary"}), its heading ({@code SUMMARY:}) left out. */
    private static Optional<String> statement(XmlNode.Element document, String role) {
        for (XmlNode.Element statement : document.descendants("statement")) {
            if (role.equals(statement.attribute("role"))) {
                XmlNode.Element content = statement.child("content").orElse(statement);
                return Optional.ofNullable(Whitespace.collapseToNull(content.without(Set.of("heading")).text()));
            }
        }
        return Optional.empty();
    }

    /** The text of a {@code <property role="…">} in the metadata. */
    private static String property(XmlNode.Element meta, String role) {
        if (meta == null) {
            return null;
        }
        return meta.children("property").stream().filter(p -> role.equals(p.attribute("role")))
                .map(p -> Whitespace.collapseToNull(p.text())).findFirst().orElse(null);
    }

    /** The text of the first {@code name} child with GPO style {@code sgm}. */
    private static String styled(XmlNode.Element parent, String name, String sgm) {
        if (parent == null) {
            return null;
        }
        return parent.children(name).stream().filter(e -> sgm.equals(UslmRules.style(e)))
                .map(e -> Whitespace.collapseToNull(e.text())).findFirst().orElse(null);
    }

    private static Optional<XmlNode.Element> child(XmlNode.Element parent, String name) {
        return parent == null ? Optional.empty() : parent.child(name);
    }

    /** What FR documents add to the shared USLM rules: captions and amended parts, subparts and sections. */
    private record Rules(XmlNode.Element titleElement) implements BlockWalker.Rules {

        @Override
        public boolean isInline(XmlNode.Element element) {
            return false;
        }

        @Override
        public boolean render(XmlNode.Element element, BlockWalker walker) {
            MarkdownDocument out = walker.out();
            if (element == titleElement || LEFT_OUT.contains(element.name())) {
                return true;
            }
            switch (element.name()) {
                case "statement" -> {
                    XmlNode.Element content = element.child("content").orElse(element);
                    XmlNode.Element heading = content.child("heading").orElse(null);
                    if (heading == null) {
                        return false;
                    }
                    int level = "listOfSubjects".equals(element.attribute("role")) ? 3 : 2;
                    out.heading(level, Whitespace.caption(heading.text()), "");
                    walker.walk(content.without(heading));
                    return true;
                }
                case "organization", "actionDescription" -> {
                    XmlNode.Element label = element.child("headingText").orElse(null);
                    if (label == null) {
                        return false;
                    }
                    out.heading(2, Whitespace.caption(label.text()), "");
                    out.paragraph(element.without(label).collapsedText());
                    return true;
                }
                case "part", "subpart", "section" -> {
                    if (element.child("heading").isEmpty()) {
                        return false; // an amending instruction ("■ 1."): a numbered paragraph
                    }
                    int level = switch (element.name()) {
                        case "part" -> 4;
                        case "subpart" -> 5;
                        default -> 6;
                    };
                    out.heading(level, UslmRules.label(element).replace("— ", "—"), "");
                    walker.walk(element.without(Set.of("num", "heading")));
                    return true;
                }
                default -> {
                    return false;
                }
            }
        }
    }
}
