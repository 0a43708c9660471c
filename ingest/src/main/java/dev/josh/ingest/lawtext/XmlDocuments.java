package dev.josh.ingest.lawtext;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.XmlStreams;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a whole XML file into a namespace-aware {@link XmlNode.Element} tree with the core
 * Woodstox set-up ({@link XmlStreams}): the encoding is the file's own (byte order mark, else
 * declaration), DTDs are not read (GPO bill files name {@code bill.dtd}, which is not shipped with
 * them). A file that is not well-formed to its end (truncated, empty, wrong encoding) is a
 * {@link MalformedSourceException} with the line and column where the parser stopped.
 */
public final class XmlDocuments {

    private static final XMLInputFactory FACTORY = XmlStreams.factory();

    private XmlDocuments() {
    }

    /** The root element of {@code file}. */
    public static XmlNode.Element read(SourceFile file) throws IOException, MalformedSourceException {
        try (InputStream in = Files.newInputStream(file.path())) {
            XMLStreamReader xml = FACTORY.createXMLStreamReader(in);
            try {
                while (xml.next() != XMLStreamConstants.START_ELEMENT) {
                    if (xml.getEventType() == XMLStreamConstants.END_DOCUMENT) {
                        throw new MalformedSourceException("the file holds no XML element", XmlStreams.position(xml));
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
            throw XmlStreams.malformed(e);
        }
    }

    /** The current element and everything in it, consumed through its end tag. */
    private static XmlNode.Element element(XMLStreamReader xml) throws XMLStreamException {
        String position = XmlStreams.position(xml);
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
}
