package dev.josh.ingest.gpo;

import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import javax.xml.stream.XMLStreamException;

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
