package dev.josh.ingest.cfr;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.gpo.BlockWalker;
import dev.josh.ingest.gpo.MarkdownDocument;
import dev.josh.ingest.gpo.UslmRules;
import dev.josh.ingest.gpo.Whitespace;
import dev.josh.ingest.gpo.XmlFile;
import dev.josh.ingest.gpo.XmlNode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * Streams the sections of an annual CFR volume in USLM ({@code <cfrDoc>}): a section is a
 * {@code <section>} whose parent is a level of the hierarchy (title, chapter, subchapter, part,
 * subpart); tables of contents, part notes and running heads are passed over unread.
 *
 * <p>The edition date is the volume's {@code <docReleasePoint>} ({@code Revised as of April 1,
 * 2017}); the govinfo package it belongs to is named by the file ({@code CFR-2018-title27-vol3-uslm.xml}
 * is package {@code CFR-2018-title27-vol3}). In GPO's sample these two disagree on the year; both
 * are kept as the file states them.
 */
final class UslmCfrCursor extends CfrXmlCursor {

    private static final Map<String, CfrLevel.Type> LEVELS = Map.of(
            "title", CfrLevel.Type.TITLE, "subtitle", CfrLevel.Type.SUBTITLE, "chapter", CfrLevel.Type.CHAPTER,
            "subchapter", CfrLevel.Type.SUBCHAPTER, "part", CfrLevel.Type.PART, "subpart", CfrLevel.Type.SUBPART,
            "subjectGroup", CfrLevel.Type.SUBJECT_GROUP);
    private static final Pattern PRINTED_NUMBER = Pattern.compile("[0-9]+[A-Za-z]?\\.[0-9]+[0-9A-Za-z-]*");
    private static final Pattern PACKAGE = Pattern.compile("^(CFR-[0-9]{4}-title[0-9]+-vol[0-9]+)");

    private final String annualPackage;

    UslmCfrCursor(SourceFile file, XmlFile xml) {
        super(file, xml);
        Matcher m = PACKAGE.matcher(file.path().getFileName().toString());
        this.annualPackage = m.find() ? m.group(1) : null;
    }

    @Override
    protected CfrSection read(XMLStreamReader2 in) throws XMLStreamException, MalformedSourceException {
        while (nextStart(in)) {
            String name = in.getLocalName();
            CfrLevel parent = levels.parentOf(depth);
            if (depth == 2 && name.equals("meta")) {
                meta(xml.readElement().element());
            } else if (depth == 2 && name.equals("main")) {
                continue; // descend
            } else if (LEVELS.containsKey(name) && (parent != null || depth == 3)) {
                levels.push(new CfrLevel(depth, LEVELS.get(name), null));
                continue; // descend
            } else if (parent != null && (name.equals("num") || name.equals("heading"))) {
                XmlNode.Element element = xml.readElement().element();
                if (name.equals("num")) {
                    parent.number = Whitespace.collapseToNull(String.valueOf(element.attribute("value")));
                    parent.label = element.collapsedText();
                } else {
                    parent.label = join(parent.label, element.collapsedText());
                }
            } else if (parent != null && name.equals("authority")) {
                parent.authority = Whitespace.collapseToNull(
                        xml.readElement().element().without(Set.of("heading")).collapsedText());
            } else if (parent != null && name.equals("section")) {
                CfrSection section = section();
                depth--;
                return section;
            } else {
                in.skipElement();
            }
            depth--;
        }
        return null;
    }

    private void meta(XmlNode.Element meta) throws MalformedSourceException {
        title = meta.child("docNumber").map(XmlNode.Element::collapsedText).orElse(null);
        String release = meta.child("docReleasePoint").map(XmlNode.Element::collapsedText).orElse("");
        try {
            editionDate = LocalDate.parse(release);
        } catch (DateTimeParseException e) {
            throw new MalformedSourceException("the volume's <docReleasePoint> is no ISO date: '" + release + "'",
                    meta.position());
        }
    }

    /** {@code PART 447—} and {@code IMPORTATION OF ARMS…} as {@code PART 447—IMPORTATION OF ARMS…}. */
    private static String join(String num, String heading) {
        if (num.isEmpty()) {
            return heading;
        }
        return num.endsWith("—") || num.endsWith("-") ? num + heading : num + " " + heading;
    }

    /**
     * The section number as printed ({@code § 478.25a} is {@code 478.25a}), else the num's
     * {@code value}. The printed form is preferred because GPO's converter cut letter suffixes off
     * the value and the identifier: nine sections of title 27 ({@code 478.25a} …) carry the value
     * of the section before them ({@code 478.25}).
     */
    static String sectionNumber(String printed, String value) {
        String number = printed.replaceFirst("^§+\\s*", "").strip();
        if (PRINTED_NUMBER.matcher(number).matches()) {
            return number;
        }
        return value == null ? null : Whitespace.collapseToNull(value);
    }

    private CfrSection section() throws XMLStreamException, MalformedSourceException {
        if (title == null) {
            throw new MalformedSourceException("a section comes before the volume's <meta> with its title number",
                    xml.position());
        }
        XmlFile.Read read = readRecord();
        XmlNode.Element section = read.element();
        String num = section.child("num").map(XmlNode.Element::collapsedText).orElse("");
        String number = sectionNumber(num, section.child("num").map(n -> n.attribute("value")).orElse(null));
        String heading = section.child("heading").map(h -> Whitespace.collapseToNull(h.text())).orElse(null);
        String label = heading == null ? num : num + " " + heading;
        boolean reserved = "reserved".equals(section.attribute("role"))
                || heading != null && heading.contains("[Reserved]");
        MarkdownDocument out = new MarkdownDocument();
        out.title(label);
        XmlNode.Element body = section.without(Set.of("num", "heading"));
        new BlockWalker(new UslmRules(new AnnualRules(body.children("paragraph")), 1), out).walk(body);
        return section(read, CfrEdition.ANNUAL, annualPackage, number, CfrSection.Kind.SECTION, label, heading,
                reserved, out);
    }

    /**
     * What a section of the annual edition adds to the shared USLM rules: its top-level paragraphs
     * are landmarks (without anchors: govinfo has no paragraph anchors), and running heads,
     * tables of contents and graphics are left out.
     */
    private record AnnualRules(List<XmlNode.Element> topLevel) implements BlockWalker.Rules {

        private static final Set<String> LEFT_OUT = Set.of("leftRunningHead", "rightRunningHead", "ear", "toc", "img",
                "figure");

        @Override
        public boolean isInline(XmlNode.Element element) {
            return false;
        }

        @Override
        public boolean render(XmlNode.Element element, BlockWalker walker) {
            if (LEFT_OUT.contains(element.name())) {
                return true;
            }
            if (topLevel.stream().anyMatch(p -> p == element)) {
                String num = element.child("num").map(XmlNode.Element::collapsedText).orElse("");
                if (!num.isEmpty()) {
                    walker.out().division(num, "");
                }
            }
            return false; // the shared rules render it (a numbered division) once it is marked
        }
    }
}
