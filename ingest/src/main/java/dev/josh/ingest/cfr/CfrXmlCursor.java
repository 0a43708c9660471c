package dev.josh.ingest.cfr;

import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.gpo.MarkdownDocument;
import dev.josh.ingest.gpo.RenderedText;
import dev.josh.ingest.gpo.XmlFile;
import dev.josh.ingest.gpo.XmlFileCursor;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * What the eCFR and the annual CFR cursors walk alike: the levels of the hierarchy the stream is in,
 * tracked by element depth, the title and edition date the file states, and the section they make
 * of a section element under those levels.
 */
abstract class CfrXmlCursor extends XmlFileCursor<CfrSection> {

    protected final CfrLevel.Stack levels = new CfrLevel.Stack();
    protected String title;
    protected LocalDate editionDate;
    /** The depth of the element the stream is in; the root is 1. */
    protected int depth = 1;

    protected CfrXmlCursor(SourceFile file, XmlFile xml) {
        super(file, xml);
    }

    /**
     * Moves to the next element's start and counts it a level deeper, closing the levels of the
     * elements that end on the way; false at the end of the file. The caller takes {@link #depth}
     * back down once it skips or reads the element.
     */
    protected boolean nextStart(XMLStreamReader2 in) throws XMLStreamException {
        while (in.hasNext()) {
            int event = in.next();
            if (event == XMLStreamConstants.END_ELEMENT) {
                levels.close(depth);
                depth--;
            } else if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
                return true;
            }
        }
        return false;
    }

    /**
     * The section {@code read} holds, under the levels the stream is in: its heading path is theirs and
     * its label, its hash covers the edition, the edition date and the raw XML.
     */
    protected CfrSection section(XmlFile.Read read, CfrEdition edition, String annualPackage, String number,
                                 CfrSection.Kind kind, String label, String heading, boolean reserved,
                                 MarkdownDocument body) {
        List<String> path = new ArrayList<>(levels.labels());
        path.add(label);
        return new CfrSection(file.relativePath(), edition, editionDate, annualPackage, title,
                levels.number(CfrLevel.Type.CHAPTER), levels.number(CfrLevel.Type.SUBCHAPTER),
                levels.number(CfrLevel.Type.PART), levels.number(CfrLevel.Type.SUBPART), number, kind, label, heading,
                reserved, path, RenderedText.of(body),
                Sha256.of(edition.column() + " " + editionDate + "\n" + read.raw()), levels.authority());
    }
}
