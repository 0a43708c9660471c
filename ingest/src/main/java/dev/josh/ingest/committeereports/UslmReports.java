package dev.josh.ingest.committeereports;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.document.Block;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * GPO USLM legislative reports ({@code <legislativeReport>}, uslm-2.1.1): metadata from
 * {@code <reportMeta>}, the body as blocks from {@code <reportPreface>} and {@code <reportMain>}.
 *
 * <p>The files are a few dozen kilobytes, so they are parsed whole (DOM, no DTDs, no external
 * entities). Rendering: a report segment's {@code <heading>} is a Markdown heading one level below
 * the segment it sits in, a {@code <subheading>} one level further; provisions of the bill text
 * quoted in the report (section, subsection, paragraph, …) keep their number and heading as a
 * bold label opening their text, not as headings of the report; layout rows become one line with
 * their columns separated by {@code |}; the table of contents and images are left out.
 */
public final class UslmReports {

    static final String NAMESPACE = "http://schemas.gpo.gov/xml/uslm";
    private static final String DC = "http://purl.org/dc/elements/1.1/";
    private static final Set<String> SKIP = Set.of("reportMeta", "toc", "img", "tallySheetMeta");
    private static final Set<String> PROVISIONS = Set.of("section", "subsection", "paragraph", "subparagraph", "clause",
            "subclause", "item", "subitem", "subsubitem", "level");
    private static final Set<String> INLINE = Set.of("i", "b", "u", "inline", "sup", "sub", "ref", "shortTitle", "term",
            "sponsor", "committee", "affected", "type", "docNumber", "date", "elided", "deletedText", "insertedText",
            "existingLawName", "designator", "role", "target", "label", "span", "quotedText", "footnoteRef",
            "cboCostEstimateLine", "accompanies", "legislator", "relatedDocument", "jacketId", "num", "br", "page",
            "officialTitle", "congress", "session", "entity", "organization", "marker", "actionDescription");
    private static final Pattern ACCOMPANIES = Pattern.compile("([1-9][0-9]{0,2})(hr|s|hres|sres|hjres|sjres|hconres|sconres)([1-9][0-9]{0,5})");

    /** The root element's local name and, for a legislative report, its number (for the corpus index). */
    public record Head(String root, Optional<ReportNumber> number) {
    }

    private UslmReports() {
    }

    public static Document parse(Path file) throws IOException, MalformedSourceException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            factory.setExpandEntityReferences(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null);
            return builder.parse(file.toFile());
        } catch (SAXParseException e) {
            throw new MalformedSourceException("not well-formed XML: " + e.getMessage(),
                    e.getLineNumber() + ":" + e.getColumnNumber(), e);
        } catch (SAXException e) {
            throw new MalformedSourceException("not well-formed XML: " + e.getMessage(), null, e);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser refuses its secure settings", e);
        }
    }

    public static Head head(Document document) {
        Element root = document.getDocumentElement();
        if (!"legislativeReport".equals(root.getLocalName()) || !NAMESPACE.equals(root.getNamespaceURI())) {
            return new Head(root.getLocalName(), Optional.empty());
        }
        Element meta = child(root, "reportMeta");
        Optional<ReportNumber> number = Optional.empty();
        if (meta != null) {
            for (Element citable : children(meta, "citableAs")) {
                number = number.or(() -> ReportNumber.fromGpoName(text(citable)));
            }
            for (Element citable : children(meta, "citableAs")) {
                number = number.or(() -> ReportNumber.fromCitation(text(citable)));
            }
            Element title = childNs(meta, DC, "title");
            if (title != null) {
                number = number.or(() -> ReportNumber.fromCitation(text(title)));
            }
        }
        return new Head(root.getLocalName(), number);
    }

    /** The report's title from {@code dc:title} ("H. Rept. 118-9: Parents Bill of Rights Act"), else {@code reportTitle}. */
    static String title(Document document) {
        Element meta = child(document.getDocumentElement(), "reportMeta");
        Element title = meta == null ? null : childNs(meta, DC, "title");
        if (title != null && !text(title).isBlank()) {
            String t = text(title);
            int colon = t.indexOf(": ");
            return colon < 0 ? t : t.substring(colon + 2).strip();
        }
        return firstText(document.getDocumentElement(), "reportTitle");
    }

    public static String metaText(Document document, String namespace, String name) {
        Element meta = child(document.getDocumentElement(), "reportMeta");
        Element element = meta == null ? null : namespace == null ? child(meta, name) : childNs(meta, namespace, name);
        return element == null || text(element).isBlank() ? null : text(element);
    }

    public static String dcMeta(Document document, String name) {
        return metaText(document, DC, name);
    }

    /** The bill in {@code <reportMeta><accompanies>118hr7437</accompanies>}, as a public id. */
    public static Optional<PublicId> accompanies(Document document) {
        String text = metaText(document, null, "accompanies");
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = ACCOMPANIES.matcher(text);
        return m.find() ? Optional.of(PublicId.bill(m.group(2), Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(3)))) : Optional.empty();
    }

    /** The preface and main body as blocks; top-level segment headings are level 2. */
    static List<Block> blocks(Document document) {
        Renderer renderer = new Renderer();
        for (Node n = document.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && !SKIP.contains(e.getLocalName())) {
                renderer.render(e, 2);
            }
        }
        renderer.flush();
        return renderer.blocks;
    }

    /**
     * One element's content as blocks, its headings from {@code level} down: a part of a report read
     * on its own (the cost estimate a report prints).
     */
    public static List<Block> blocks(Element element, int level) {
        Renderer renderer = new Renderer();
        renderer.render(element, level);
        return renderer.blocks;
    }

    /** Walks the tree once, collecting inline text into paragraphs. */
    private static final class Renderer {
        private final List<Block> blocks = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private String label;

        void render(Element element, int level) {
            String name = element.getLocalName();
            if (PROVISIONS.contains(name)) {
                flush();
                String num = firstText(element, "num");
                String heading = child(element, "heading") == null ? "" : text(child(element, "heading"));
                String provisionLabel = (num + " " + heading).strip();
                label = provisionLabel.isEmpty() ? null : "**" + provisionLabel + "**";
            }
            boolean headed = child(element, "heading") != null && !PROVISIONS.contains(name);
            int inner = headed ? level + 1 : level;
            for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n.getNodeType() == Node.TEXT_NODE || n.getNodeType() == Node.CDATA_SECTION_NODE) {
                    text.append(n.getNodeValue());
                } else if (n instanceof Element child) {
                    String childName = child.getLocalName();
                    if (SKIP.contains(childName)) {
                        continue;
                    }
                    if ((PROVISIONS.contains(name) || headed) && childName.equals("num")
                            || PROVISIONS.contains(name) && childName.equals("heading")) {
                        continue; // in the provision's label or the segment's heading
                    }
                    if (childName.equals("heading") || childName.equals("subheading")) {
                        flush();
                        int at = childName.equals("heading") ? level : inner;
                        String num = childName.equals("heading") ? firstText(element, "num") : "";
                        blocks.add(new Block.Heading(Math.min(at, 6), collapse(num + " " + text(child))));
                    } else if (childName.equals("row")) {
                        flush();
                        List<String> columns = new ArrayList<>();
                        for (Element column : children(child, null)) {
                            String c = collapse(text(column));
                            if (!c.isEmpty()) {
                                columns.add(c);
                            }
                        }
                        paragraph(String.join(" | ", columns));
                    } else if (INLINE.contains(childName)) {
                        text.append(childName.equals("br") ? " " : " " + text(child) + " ");
                    } else {
                        flush();
                        render(child, inner);
                    }
                }
            }
            flush();
        }

        void flush() {
            paragraph(collapse(text.toString()));
            text.setLength(0);
        }

        private void paragraph(String content) {
            if (content.isEmpty()) {
                return;
            }
            blocks.add(new Block.Paragraph(label == null ? content : label + " " + content));
            label = null;
        }
    }

    private static String collapse(String text) {
        return text.replaceAll("[\\s\\p{Zs}]+", " ").replaceAll(" ([,.;:)’”])", "$1").replaceAll("([(“‘]) ", "$1").strip();
    }

    private static String text(Element element) {
        return collapse(element.getTextContent());
    }

    private static String firstText(Element element, String name) {
        Element child = child(element, name);
        return child == null ? "" : text(child);
    }

    private static Element child(Element parent, String localName) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && localName.equals(e.getLocalName())) {
                return e;
            }
        }
        return null;
    }

    private static Element childNs(Element parent, String namespace, String localName) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && localName.equals(e.getLocalName()) && namespace.equals(e.getNamespaceURI())) {
                return e;
            }
        }
        return null;
    }

    /** Child elements, all of them or those with one local name. */
    private static List<Element> children(Element parent, String localName) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && (localName == null || localName.equals(e.getLocalName()))) {
                out.add(e);
            }
        }
        return out;
    }
}
