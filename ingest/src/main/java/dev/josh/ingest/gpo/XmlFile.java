package dev.josh.ingest.gpo;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.XmlStreams;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * One GPO XML file open for streaming with Woodstox ({@link XmlStreams}). The file is decoded whole (strict UTF-8; the
 * largest, a Federal Register issue, is about 3 MB), so a record's exact source text can be cut
 * out by the parser's character offsets and hashed as its {@code raw_sha256}.
 */
public final class XmlFile implements AutoCloseable {

    private static final XMLInputFactory FACTORY = XmlStreams.factory();

    private final String text;
    private final XMLStreamReader2 xml;
    private String rootName;

    private XmlFile(String text, XMLStreamReader2 xml) {
        this.text = text;
        this.xml = xml;
    }

    /**
     * Opens the file and moves to its root element.
     *
     * @throws MalformedSourceException when it is not UTF-8 or holds no element
     */
    public static XmlFile open(SourceFile file) throws IOException, MalformedSourceException {
        String text = utf8(Files.readAllBytes(file.path()));
        XmlFile opened;
        try {
            opened = new XmlFile(text, (XMLStreamReader2) FACTORY.createXMLStreamReader(new StringReader(text)));
        } catch (XMLStreamException e) {
            throw XmlStreams.malformed(e);
        }
        opened.toRoot();
        return opened;
    }

    /** The bytes as UTF-8 text; a byte sequence that is not UTF-8 is reported with its offset. */
    private static String utf8(byte[] bytes) throws MalformedSourceException {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            throw new MalformedSourceException("not UTF-8 text: the bytes at offset " + in.position()
                    + " are no UTF-8 (a UTF-16 or Latin-1 file?)", null);
        }
        return out.flip().toString();
    }

    private void toRoot() throws MalformedSourceException {
        try {
            while (xml.next() != XMLStreamConstants.START_ELEMENT) {
                if (xml.getEventType() == XMLStreamConstants.END_DOCUMENT) {
                    throw new MalformedSourceException("the file holds no XML element", position());
                }
            }
            rootName = xml.getLocalName();
        } catch (XMLStreamException e) {
            throw XmlStreams.malformed(e);
        }
    }

    public XMLStreamReader2 xml() {
        return xml;
    }

    /** The local name of the root element. */
    public String rootName() {
        return rootName;
    }

    /** {@code line:column} of the current event. */
    public String position() {
        return XmlStreams.position(xml);
    }

    /**
     * The element the reader is at (a start tag) and everything in it, consumed through its end
     * tag, with the exact text it was written as.
     */
    public Read readElement() throws XMLStreamException {
        long start = xml.getLocationInfo().getStartingCharOffset();
        XmlNode.Element element = readTree();
        long end = xml.getLocationInfo().getEndingCharOffset();
        return new Read(element, text.substring((int) start, (int) end));
    }

    /** An element and its exact source text. */
    public record Read(XmlNode.Element element, String raw) {
    }

    private XmlNode.Element readTree() throws XMLStreamException {
        String name = xml.getLocalName();
        String position = position();
        Map<String, String> attributes = new LinkedHashMap<>();
        for (int i = 0; i < xml.getAttributeCount(); i++) {
            attributes.put(xml.getAttributeLocalName(i), xml.getAttributeValue(i));
        }
        List<XmlNode> children = new ArrayList<>();
        while (true) {
            switch (xml.next()) {
                case XMLStreamConstants.START_ELEMENT -> children.add(readTree());
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                        children.add(new XmlNode.Text(xml.getText()));
                case XMLStreamConstants.PROCESSING_INSTRUCTION ->
                        children.add(new XmlNode.Instruction(xml.getPITarget(), xml.getPIData()));
                case XMLStreamConstants.END_ELEMENT -> {
                    return new XmlNode.Element(name, attributes, children, position);
                }
                default -> {
                    // comments carry no content
                }
            }
        }
    }

    @Override
    public void close() {
        try {
            xml.closeCompletely();
        } catch (XMLStreamException e) {
            // closing a reader over a string; nothing left to report
        }
    }
}
