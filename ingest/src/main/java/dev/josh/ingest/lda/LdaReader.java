package dev.josh.ingest.lda;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.XmlElement;
import dev.josh.ingest.core.XmlStreams;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Streams the {@code <Filing>} elements of a Senate LDA bulk file ({@code <PublicFilings>}).
 *
 * <p>The Senate writes these files in UTF-16 LE with a byte order mark. The parser is given the
 * bytes, not text, and finds the encoding itself: from the byte order mark, else from the first
 * bytes ({@code 3C 00 3F 00} is {@code <?} in UTF-16 LE) and the XML declaration, so a copy that
 * lost its byte order mark reads the same. A file cut off mid-way yields the filings before the
 * cut and is then logged as malformed.
 */
public final class LdaReader implements SourceFileReader<FilingElement> {

    private final XMLInputFactory factory = XmlStreams.factory();

    @Override
    public Cursor<FilingElement> open(SourceFile file) throws IOException, MalformedSourceException {
        InputStream in = Files.newInputStream(file.path());
        try {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            while (xml.next() != XMLStreamConstants.START_ELEMENT) {
                if (xml.getEventType() == XMLStreamConstants.END_DOCUMENT) {
                    throw new MalformedSourceException("the file holds no XML element", XmlStreams.position(xml));
                }
            }
            if (!xml.getLocalName().equals("PublicFilings")) {
                throw new MalformedSourceException("not a Senate LDA bulk file: the root element is <"
                        + xml.getLocalName() + ">, not <PublicFilings>", XmlStreams.position(xml));
            }
            return new FilingCursor(file, xml, in);
        } catch (XMLStreamException e) {
            in.close();
            throw XmlStreams.malformed(e);
        } catch (MalformedSourceException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    @Override
    public String keyOf(FilingElement filing) {
        return LdaMapper.id(filing.element()).orElse(null);
    }

    private static final class FilingCursor implements Cursor<FilingElement> {
        private final SourceFile file;
        private final XMLStreamReader xml;
        private final InputStream in;
        private String position;

        FilingCursor(SourceFile file, XMLStreamReader xml, InputStream in) {
            this.file = file;
            this.xml = xml;
            this.in = in;
        }

        @Override
        public FilingElement next() throws MalformedSourceException {
            try {
                while (true) {
                    int event = xml.next();
                    if (event == XMLStreamConstants.START_ELEMENT) {
                        position = XmlStreams.position(xml);
                        XmlElement element = XmlElement.read(xml);
                        if (element.name().equals("Filing")) {
                            return new FilingElement(element, file.relativePath());
                        }
                    } else if (event == XMLStreamConstants.END_ELEMENT || event == XMLStreamConstants.END_DOCUMENT) {
                        return null; // </PublicFilings>
                    }
                }
            } catch (XMLStreamException e) {
                throw XmlStreams.malformed(e);
            }
        }

        @Override
        public String position() {
            return position;
        }

        @Override
        public void close() {
            try {
                xml.close();
                in.close();
            } catch (XMLStreamException | IOException e) {
                // closing a reader over a local file; nothing left to report
            }
        }
    }
}
