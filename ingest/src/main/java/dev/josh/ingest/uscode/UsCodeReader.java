package dev.josh.ingest.uscode;

import com.ctc.wstx.stax.WstxInputFactory;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.XmlStreams;
import dev.josh.ingest.gpo.XmlNode;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * Streams the sections of an OLRC U.S. Code title (USLM 1.0) with Woodstox, one section at a time.
 *
 * <p>A real section is a {@code <section>} whose parent is a level of the title's hierarchy
 * (title, subtitle, chapter, subchapter, part, subpart, division). Everything else at those
 * levels (tables of contents, notes) is skipped unread, which also passes over the sections
 * quoted inside notes and amendments: they are text of another law, not sections of this title.
 */
public final class UsCodeReader implements SourceFileReader<UsCodeSection> {

    static final String USLM_NAMESPACE = "http://xml.house.gov/schemas/uslm/1.0";
    private static final Set<String> LEVELS = Set.of(
            "title", "subtitle", "chapter", "subchapter", "part", "subpart", "division", "subdivision");

    private final XMLInputFactory factory;

    public UsCodeReader() {
        WstxInputFactory f = new WstxInputFactory();
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        // Upstream files carry no DTD; refusing DTDs and external entities keeps parsing local and bounded.
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        this.factory = f;
    }

    @Override
    public Cursor<UsCodeSection> open(SourceFile file) throws IOException, MalformedSourceException {
        // The files are UTF-8 (OLRC declares it); decoding here, strictly, lets the reader keep
        // each section's characters, whose UTF-8 bytes are the file's bytes.
        RetainingReader text = new RetainingReader(new InputStreamReader(Files.newInputStream(file.path()),
                StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)));
        try {
            return new SectionCursor(file, text, (XMLStreamReader2) factory.createXMLStreamReader(text));
        } catch (XMLStreamException e) {
            text.close();
            throw XmlStreams.malformed(e);
        }
    }

    @Override
    public String keyOf(UsCodeSection section) {
        return section.publicId().map(PublicId::value).orElse(null);
    }

    /** A level of the hierarchy above the sections, with its num and heading once read. */
    private static final class Level {
        final int depth;
        String num = "";
        String heading = "";

        Level(int depth) {
            this.depth = depth;
        }

        String label() {
            return Text.join(Text.levelNum(num), heading);
        }
    }

    private static final class SectionCursor implements Cursor<UsCodeSection> {
        private final SourceFile file;
        private final RetainingReader text;
        private final XMLStreamReader2 xml;
        private final Deque<Level> levels = new ArrayDeque<>();
        private int depth;
        private boolean rootRead;
        private String titleNumber;
        private String releasePoint;
        private String created;
        private String position;

        SectionCursor(SourceFile file, RetainingReader text, XMLStreamReader2 xml) {
            this.file = file;
            this.text = text;
            this.xml = xml;
        }

        @Override
        public UsCodeSection next() throws MalformedSourceException {
            try {
                if (!rootRead) {
                    readRoot();
                    rootRead = true;
                }
                while (xml.hasNext()) {
                    int event = xml.next();
                    if (event == XMLStreamConstants.START_ELEMENT) {
                        depth++;
                        UsCodeSection section = startElement(xml.getLocalName());
                        if (section != null) {
                            return section;
                        }
                    } else if (event == XMLStreamConstants.END_ELEMENT) {
                        if (!levels.isEmpty() && levels.peek().depth == depth) {
                            levels.pop();
                        }
                        depth--;
                    }
                }
                return null;
            } catch (XMLStreamException e) {
                throw XmlStreams.malformed(e);
            }
        }

        /** Handles an element start; returns the section when it was one, consumed to its end. */
        private UsCodeSection startElement(String name) throws XMLStreamException, MalformedSourceException {
            Level parent = levels.peek();
            boolean inLevel = parent != null && parent.depth == depth - 1;
            if (depth == 2 && name.equals("meta")) {
                readMeta();
            } else if (depth == 2 && name.equals("main")) {
                return null; // descend
            } else if (LEVELS.contains(name) && (inLevel || (parent == null && depth == 3))) {
                levels.push(new Level(depth));
                return null; // descend
            } else if (inLevel && name.equals("num")) {
                parent.num = Text.collapse(elementText());
            } else if (inLevel && name.equals("heading")) {
                parent.heading = Text.collapse(elementText());
            } else if (inLevel && name.equals("section")) {
                UsCodeSection section = readSection();
                depth--;
                return section;
            } else {
                xml.skipElement();
            }
            depth--;
            return null;
        }

        private void readRoot() throws XMLStreamException, MalformedSourceException {
            while (xml.next() != XMLStreamConstants.START_ELEMENT) {
                if (xml.getEventType() == XMLStreamConstants.END_DOCUMENT) {
                    throw new MalformedSourceException("the file holds no XML element", location());
                }
            }
            if (!xml.getLocalName().equals("uscDoc") || !USLM_NAMESPACE.equals(xml.getNamespaceURI())) {
                throw new MalformedSourceException("not a U.S. Code title in USLM 1.0: the root element is <"
                        + xml.getLocalName() + "> in namespace " + xml.getNamespaceURI(), location());
            }
            String identifier = xml.getAttributeValue(null, "identifier");
            if (identifier != null && identifier.matches("/us/usc/t[0-9A-Za-z]+")) {
                titleNumber = identifier.substring("/us/usc/t".length());
            }
            depth = 1;
        }

        private void readMeta() throws XMLStreamException {
            while (true) {
                int event = xml.next();
                if (event == XMLStreamConstants.END_ELEMENT) {
                    return; // children are consumed whole, so this is </meta>
                }
                if (event == XMLStreamConstants.START_ELEMENT) {
                    String name = xml.getLocalName();
                    switch (name) {
                        case "docNumber" -> titleNumber = Text.collapse(elementText());
                        case "docPublicationName" -> releasePoint = releasePoint(Text.collapse(elementText()));
                        case "created" -> created = date(Text.collapse(elementText()));
                        default -> xml.skipElement();
                    }
                }
            }
        }

        private UsCodeSection readSection() throws XMLStreamException, MalformedSourceException {
            if (titleNumber == null) {
                throw new MalformedSourceException("the title has no <docNumber> in <meta>", location());
            }
            position = location();
            long start = xml.getLocationInfo().getStartingCharOffset();
            text.releaseBefore(start);
            XmlNode.Element element = readElement();
            long end = xml.getLocationInfo().getEndingCharOffset();
            String raw = text.slice(start, end);
            text.releaseBefore(end);
            List<String> ancestors = new ArrayList<>();
            levels.descendingIterator().forEachRemaining(level -> ancestors.add(level.label()));
            String number = element.child("num").map(n -> n.attribute("value")).map(String::strip)
                    .filter(v -> !v.isEmpty()).orElse(null);
            return new UsCodeSection(file.relativePath(), titleNumber, releasePoint, created, ancestors,
                    element.attribute("identifier"), number, element.attribute("status"), element, Sha256.of(raw));
        }

        /** The current element and everything in it, consumed through its end tag. */
        private XmlNode.Element readElement() throws XMLStreamException {
            String name = xml.getLocalName();
            String start = location();
            Map<String, String> attributes = new LinkedHashMap<>();
            for (int i = 0; i < xml.getAttributeCount(); i++) {
                attributes.put(xml.getAttributeLocalName(i), xml.getAttributeValue(i));
            }
            List<XmlNode> children = new ArrayList<>();
            while (true) {
                int event = xml.next();
                switch (event) {
                    case XMLStreamConstants.START_ELEMENT -> children.add(readElement());
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                            children.add(new XmlNode.Text(xml.getText()));
                    case XMLStreamConstants.END_ELEMENT -> {
                        return new XmlNode.Element(name, attributes, children, start);
                    }
                    default -> {
                        // comments and processing instructions carry no statutory text
                    }
                }
            }
        }

        /** All text inside the current element, consumed through its end tag. */
        private String elementText() throws XMLStreamException {
            return readElement().text();
        }

        private String location() {
            Location at = xml.getLocation();
            return at.getLineNumber() + ":" + at.getColumnNumber();
        }

        @Override
        public String position() {
            return position;
        }

        @Override
        public void close() {
            try {
                xml.closeCompletely();
            } catch (XMLStreamException e) {
                // closing a reader over a local file; nothing left to report
            }
        }
    }

    /** {@code Online@117-80} as {@code 117-80}. */
    static String releasePoint(String publicationName) {
        int at = publicationName.indexOf('@');
        return at < 0 ? publicationName : publicationName.substring(at + 1);
    }

    /** {@code 2021-04-13T11:25:27} as {@code 2021-04-13}; anything not starting with a date as null. */
    static String date(String timestamp) {
        return timestamp.matches("[0-9]{4}-[0-9]{2}-[0-9]{2}.*") ? timestamp.substring(0, 10) : null;
    }
}
