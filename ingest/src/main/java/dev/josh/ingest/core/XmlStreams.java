package dev.josh.ingest.core;

import com.ctc.wstx.stax.WstxInputFactory;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Woodstox set up for upstream data files, and its errors as {@link MalformedSourceException}s.
 * Given an {@code InputStream}, Woodstox finds the encoding itself (byte order mark, else the
 * first bytes and the XML declaration, as XML 1.0 Appendix F says), so UTF-8 and UTF-16 files,
 * with or without a byte order mark, read alike.
 */
public final class XmlStreams {

    private XmlStreams() {
    }

    /** Namespace-aware, coalescing, no DTDs and no external entities: parsing stays local and bounded. */
    public static XMLInputFactory factory() {
        WstxInputFactory f = new WstxInputFactory();
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        f.setProperty(XMLInputFactory.IS_COALESCING, true);
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return f;
    }

    /** The stream's position as {@code line:column}, 1-based. */
    public static String position(XMLStreamReader xml) {
        Location at = xml.getLocation();
        return at.getLineNumber() + ":" + Math.max(1, at.getColumnNumber());
    }

    /** A parse error as a malformed file, with Woodstox's message trimmed to its reason and its position. */
    public static MalformedSourceException malformed(XMLStreamException e) {
        Location at = e.getLocation();
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        // Woodstox appends " at [row,col ...]: [r,c]" on a second line; the position has its own column.
        int newline = message.indexOf('\n');
        String reason = (newline < 0 ? message : message.substring(0, newline)).strip();
        if (reason.startsWith("ParseError at")) {
            reason = reason.substring(reason.indexOf("Message:") + "Message:".length()).strip();
        }
        // Woodstox reports column 0 at an end of file; positions here are 1-based.
        return new MalformedSourceException("not well-formed XML: " + reason,
                at == null ? null : at.getLineNumber() + ":" + Math.max(1, at.getColumnNumber()), e);
    }
}
