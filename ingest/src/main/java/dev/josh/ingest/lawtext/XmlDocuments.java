package dev.josh.ingest.lawtext;

import com.ctc.wstx.stax.WstxInputFactory;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a whole XML file into an {@link XmlNode.Element} tree with Woodstox.
 *
 * <p>The encoding is taken from the file itself (BOM or declaration), as XML prescribes. DTDs are
 * not read: GPO bill files name {@code bill.dtd}, which is not shipped with them, and refusing
 * DTDs and external entities keeps parsing local and bounded. A file that is not well-formed to
 * its end (truncated, empty, wrong encoding) is a {@link MalformedSourceException} with the line
 * and column where the parser stopped.
 */
public final class XmlDocuments {

    private static final XMLInputFactory FACTORY = factory();

    private XmlDocuments() {
    }

    private static XMLInputFactory factory() {
        WstxInputFactory f = new WstxInputFactory();
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return f;
    }

    /** The root element of {@code file}. */
    public static XmlNode.Element read(SourceFile file) throws IOException, MalformedSourceException {
        try (InputStream in = Files.newInputStream(file.path())) {
            XMLStreamReader xml = FACTORY.createXMLStreamReader(in);
            try {
                while (xml.next() != XMLStreamConstants.START_ELEMENT) {
                    if (xml.getEventType() == XMLStreamConstants.END_DOCUMENT) {
                        throw new MalformedSourceException("the file holds no XML element", position(xml.getLocation()));
                    }
                }
                XmlNode.Element root = element(xml);
                while (xml.hasNext()) {
                    xml.next(); // reads to the end, so trailing garbage is reported too
                }
                return root;
            } finally {
                xml.close();
            }
        } catch (XMLStreamException e) {
            throw malformed(e);
        }
    }

    /** The current element and everything in it, consumed through its end tag. */
    private static XmlNode.Element element(XMLStreamReader xml) throws XMLStreamException {
        String position = position(xml.getLocation());
        String namespace = xml.getNamespaceURI() == null ? "" : xml.getNamespaceURI();
        String name = xml.getLocalName();
        Map<String, String> attributes = new LinkedHashMap<>();
        for (int i = 0; i < xml.getAttributeCount(); i++) {
            attributes.put(xml.getAttributeLocalName(i), xml.getAttributeValue(i));
        }
        List<XmlNode> children = new ArrayList<>();
        while (true) {
            switch (xml.next()) {
                case XMLStreamConstants.START_ELEMENT -> children.add(element(xml));
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                        children.add(new XmlNode.Text(xml.getText()));
                case XMLStreamConstants.END_ELEMENT -> {
                    return new XmlNode.Element(namespace, name, attributes, children, position);
                }
                default -> {
                    // comments and processing instructions carry no text of the document
                }
            }
        }
    }

    private static String position(Location at) {
        // Woodstox reports column 0 at an end of file; positions here are 1-based.
        return at == null ? null : at.getLineNumber() + ":" + Math.max(1, at.getColumnNumber());
    }

    private static MalformedSourceException malformed(XMLStreamException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        // Woodstox appends " at [row,col ...]" on a second line; the position has its own column.
        int newline = message.indexOf('\n');
        String reason = (newline < 0 ? message : message.substring(0, newline)).strip();
        if (reason.startsWith("ParseError at")) {
            reason = reason.substring(reason.indexOf("Message:") + "Message:".length()).strip();
        }
        return new MalformedSourceException("not well-formed XML: " + reason, position(e.getLocation()), e);
    }
}
