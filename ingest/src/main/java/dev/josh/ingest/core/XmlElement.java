package dev.josh.ingest.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A small XML subtree read whole from a StAX stream: for record-sized elements of data formats
 * (a MODS granule entry, a lobbying filing, a committee meeting), where the fields sit in
 * attributes and leaf elements and no mixed content matters. Names are local names.
 *
 * @param attributes by local name, in document order
 * @param text       the character data directly inside the element (not its children's), as written
 */
public record XmlElement(String name, Map<String, String> attributes, List<XmlElement> children, String text) {

    public XmlElement {
        attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
        children = List.copyOf(children);
    }

    /** Reads the element the stream is at (a START_ELEMENT) and everything in it, through its end tag. */
    public static XmlElement read(XMLStreamReader xml) throws XMLStreamException {
        String name = xml.getLocalName();
        Map<String, String> attributes = new LinkedHashMap<>();
        for (int i = 0; i < xml.getAttributeCount(); i++) {
            attributes.put(xml.getAttributeLocalName(i), xml.getAttributeValue(i));
        }
        List<XmlElement> children = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        while (true) {
            switch (xml.next()) {
                case XMLStreamConstants.START_ELEMENT -> children.add(read(xml));
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                        text.append(xml.getText());
                case XMLStreamConstants.END_ELEMENT -> {
                    return new XmlElement(name, attributes, children, text.toString());
                }
                default -> {
                    // comments and processing instructions carry no data
                }
            }
        }
    }

    /** The attribute's value stripped, or null when it is absent or blank. */
    public String attribute(String localName) {
        return blankToNull(attributes.get(localName));
    }

    /** The first child element with this name. */
    public Optional<XmlElement> child(String localName) {
        return children.stream().filter(c -> c.name.equals(localName)).findFirst();
    }

    /** All child elements with this name, in document order. */
    public List<XmlElement> children(String localName) {
        return children.stream().filter(c -> c.name.equals(localName)).toList();
    }

    /** The stripped text of the child at {@code path} (nested names), or null when absent or blank. */
    public String text(String... path) {
        XmlElement current = this;
        for (String step : path) {
            Optional<XmlElement> next = current.child(step);
            if (next.isEmpty()) {
                return null;
            }
            current = next.get();
        }
        return blankToNull(current.text);
    }

    private static String blankToNull(String value) {
        if (value == null) {
            return null;
        }
        String stripped = value.strip();
        return stripped.isEmpty() ? null : stripped;
    }
}
