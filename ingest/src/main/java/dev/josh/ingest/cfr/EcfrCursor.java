package dev.josh.ingest.cfr;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.gpo.BlockWalker;
import dev.josh.ingest.gpo.MarkdownDocument;
import dev.josh.ingest.gpo.Whitespace;
import dev.josh.ingest.gpo.WrittenDates;
import dev.josh.ingest.gpo.XmlFile;
import dev.josh.ingest.gpo.XmlNode;
import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * Streams the sections of an eCFR file, bulk ({@code <DLPSTEXTCLASS>}) or API renderer output (a
 * whole title, {@code <ECFR>}, or one part, {@code <DIV5>}): the hierarchy is {@code <DIVn TYPE=…>}
 * (DIV1 title … DIV5 part, DIV6 subpart, DIV7 subject group), sections are {@code <DIV8>},
 * appendices {@code <DIV9>}. Part-level notes (authority, source) and tables of contents are
 * passed over unread.
 *
 * <p>The edition date is what the file states its text is current to: the title's
 * {@code <AMDDATE>} ({@code Dec. 29, 2022(fm)}; the API's {@code <VOLUME AMDDATE="2015-03-17">}
 * when there is no such element). A single part from the API states no date at all (its own
 * path reads {@code /on/_SUBSTITUTE_DATE_/title-1/part-51}); its date is the point-in-time date
 * the file was requested for, from its name ({@code title-1-part-51-2024-05-17.xml}).
 */
final class EcfrCursor extends CfrXmlCursor {

    private static final Map<String, CfrLevel.Type> LEVELS = Map.of(
            "TITLE", CfrLevel.Type.TITLE, "SUBTITLE", CfrLevel.Type.SUBTITLE, "CHAPTER", CfrLevel.Type.CHAPTER,
            "SUBCHAP", CfrLevel.Type.SUBCHAPTER, "PART", CfrLevel.Type.PART, "SUBPART", CfrLevel.Type.SUBPART,
            "SUBJGRP", CfrLevel.Type.SUBJECT_GROUP);
    private static final Set<String> DESCEND = Set.of("TEXT", "BODY", "ECFRBRWS");
    private static final Pattern DIV = Pattern.compile("DIV[1-9]");
    private static final Pattern TITLE_IN_PATH = Pattern.compile("title-([0-9]+)");
    private static final Pattern DATE_IN_NAME = Pattern.compile("([0-9]{4}-[0-9]{2}-[0-9]{2})\\.xml$");
    private static final Pattern VOLUME_SUFFIX = Pattern.compile("\\s*--\\s*Volume\\s+[0-9]+$");
    private static final Pattern SECTION_NUMBER = Pattern.compile("^§+\\s*");


    EcfrCursor(SourceFile file, XmlFile xml) throws MalformedSourceException {
        super(file, xml);
        XMLStreamReader2 in = xml.xml();
        if (in.getLocalName().equals("DIV5")) {
            // One part from the API: the root is the part; the title is in its metadata.
            Matcher t = TITLE_IN_PATH.matcher(String.valueOf(in.getAttributeValue(null, "hierarchy_metadata")));
            Matcher d = DATE_IN_NAME.matcher(file.path().getFileName().toString());
            if (!t.find()) {
                throw new MalformedSourceException("an eCFR part without a title in its hierarchy_metadata",
                        xml.position());
            }
            title = t.group(1);
            editionDate = d.find() ? LocalDate.parse(d.group(1)) : null;
            CfrLevel titleLevel = new CfrLevel(0, CfrLevel.Type.TITLE, title);
            titleLevel.label = "Title " + title;
            levels.push(titleLevel);
            levels.push(new CfrLevel(1, CfrLevel.Type.PART, in.getAttributeValue(null, "N")));
        }
    }

    static CfrEdition edition(String root) {
        return root.equals("DLPSTEXTCLASS") ? CfrEdition.ECFR_BULK : CfrEdition.ECFR_API;
    }

    @Override
    protected CfrSection read(XMLStreamReader2 in) throws XMLStreamException, MalformedSourceException {
        while (nextStart(in)) {
            String name = in.getLocalName();
            if (DIV.matcher(name).matches()) {
                String type = String.valueOf(in.getAttributeValue(null, "TYPE"));
                if (type.equals("SECTION") || type.equals("APPENDIX")) {
                    CfrSection section = section(type.equals("APPENDIX"));
                    depth--;
                    return section;
                }
                CfrLevel.Type level = LEVELS.get(type);
                if (level != null) {
                    levels.push(new CfrLevel(depth, level, Whitespace.collapseToNull(
                            String.valueOf(in.getAttributeValue(null, "N")))));
                    if (level == CfrLevel.Type.TITLE && title == null) {
                        title = titleNumber(in.getAttributeValue(null, "NODE"), in.getAttributeValue(null, "N"));
                    }
                    continue; // descend
                }
                in.skipElement();
            } else if (name.equals("HEAD") && levels.parentOf(depth) != null) {
                levels.parentOf(depth).label = headLabel(xml.readElement().element());
            } else if (name.equals("AUTH") && levels.parentOf(depth) != null) {
                levels.parentOf(depth).authority = authority(xml.readElement().element());
            } else if (name.equals("AMDDATE") && editionDate == null) {
                editionDate = WrittenDates.parse(in.getElementText());
            } else if (name.equals("VOLUME")) {
                String date = in.getAttributeValue(null, "AMDDATE");
                if (editionDate == null && date != null && date.matches("[0-9]{4}-[0-9]{2}-[0-9]{2}")) {
                    editionDate = LocalDate.parse(date);
                }
                in.skipElement();
            } else if (DESCEND.contains(name)) {
                continue;
            } else {
                in.skipElement();
            }
            depth--;
        }
        return null;
    }

    /**
     * The title number of a {@code <DIV1>}: in bulk data its {@code N} is the volume and the title
     * leads its {@code NODE} ({@code NODE="2:1"} is title 2, volume 1); the API has {@code N} only.
     */
    private static String titleNumber(String node, String n) {
        if (node != null && node.indexOf(':') > 0) {
            return node.substring(0, node.indexOf(':')).strip();
        }
        return n == null ? null : n.strip();
    }

    /** {@code <AUTH><HED>Authority:</HED><PSPACE>31 U.S.C. 503; …</PSPACE></AUTH>} as {@code 31 U.S.C. 503; …}. */
    private static String authority(XmlNode.Element auth) {
        return Whitespace.collapseToNull(auth.without(Set.of("HED")).collapsedText());
    }

    /** {@code Title 1—General Provisions--Volume 1} as {@code Title 1—General Provisions}: volumes are print. */
    private static String headLabel(XmlNode.Element head) {
        return VOLUME_SUFFIX.matcher(head.collapsedText()).replaceAll("");
    }

    private CfrSection section(boolean appendix) throws XMLStreamException, MalformedSourceException {
        if (title == null) {
            throw new MalformedSourceException("a section comes before its title's <DIV1 N=…>", xml.position());
        }
        XmlFile.Read read = readRecord();
        XmlNode.Element div = read.element();
        String n = Whitespace.collapse(String.valueOf(div.attribute("N")));
        String label = div.child("HEAD").map(XmlNode.Element::collapsedText).orElse(n);
        // Bulk data writes a run of reserved numbers as N="§§ 102.104-102.109", the API as N="102.104-102.109";
        // both head it "§§ …".
        CfrSection.Kind kind = appendix ? CfrSection.Kind.APPENDIX
                : n.startsWith("§§") || label.startsWith("§§") ? CfrSection.Kind.RESERVED_RANGE
                : CfrSection.Kind.SECTION;
        String number = appendix ? n : SECTION_NUMBER.matcher(n).replaceAll("");
        String heading = Whitespace.collapseToNull(label.replaceFirst("^§+\\s*" + Pattern.quote(number) + "\\s*", ""));
        CfrEdition edition = edition(xml.rootName());
        MarkdownDocument out = new MarkdownDocument();
        out.title(label);
        new BlockWalker(new EcfrRules("p-" + number), out).walk(div.without(Set.of("HEAD")));
        return section(read, edition, null, number, kind, label, heading, label.contains("[Reserved]"), out);
    }
}
