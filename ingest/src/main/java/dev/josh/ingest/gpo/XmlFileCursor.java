package dev.josh.ingest.gpo;

import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.XmlStreams;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * A cursor whose records are elements of one {@link XmlFile}, read whole as it comes to them: a
 * record's position is where its element starts, and closing the cursor closes the file.
 */
public abstract class XmlFileCursor<T> implements SourceFileReader.Cursor<T> {

    protected final SourceFile file;
    protected final XmlFile xml;
    private String position;

    protected XmlFileCursor(SourceFile file, XmlFile xml) {
        this.file = file;
        this.xml = xml;
    }

    /**
     * The next record, or null at the end of the file; a stream that is not well-formed XML is a
     * malformed file, wherever the cursor is in it.
     */
    @Override
    public final T next() throws MalformedSourceException {
        try {
            return read(xml.xml());
        } catch (XMLStreamException e) {
            throw XmlStreams.malformed(e);
        }
    }

    /** Reads on from where the last record ended to the next record; null at the end of the file. */
    protected abstract T read(XMLStreamReader2 in) throws XMLStreamException, MalformedSourceException;

    /** Reads the element the stream is on, the next record's, and notes where it starts. */
    protected XmlFile.Read readRecord() throws XMLStreamException {
        position = xml.position();
        return xml.readElement();
    }

    @Override
    public final String position() {
        return position;
    }

    @Override
    public final void close() {
        xml.close();
    }
}
