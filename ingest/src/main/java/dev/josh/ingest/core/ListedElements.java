package dev.josh.ingest.core;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/** The entries of an XML listing (an RSS feed's {@code item}s, a sitemap's {@code url}s or {@code sitemap}s). */
public final class ListedElements {

    private ListedElements() {
    }

    /**
     * Every element named {@code localName}, read whole, in document order.
     *
     * @throws IOException naming {@code from} when the listing is not well-formed XML
     */
    public static List<XmlElement> read(String xml, String localName, URI from) throws IOException {
        List<XmlElement> found = new ArrayList<>();
        try {
            XMLStreamReader reader = XmlStreams.factory().createXMLStreamReader(new StringReader(xml));
            try {
                while (reader.hasNext()) {
                    if (reader.next() == XMLStreamConstants.START_ELEMENT && reader.getLocalName().equals(localName)) {
                        found.add(XmlElement.read(reader));
                    }
                }
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            throw new IOException(from + ": " + XmlStreams.malformed(e).getMessage(), e);
        }
        return found;
    }
}
