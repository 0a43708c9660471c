package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.gpo.XmlFile;
import dev.josh.ingest.gpo.XmlFileCursor;
import dev.josh.ingest.gpo.XmlNode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * The documents of a USLM issue ({@code <frDoc>}): every {@code <rule>}, {@code <notice>} and
 * {@code <presidentialDoc>}; the issue's volume, number and date come from its first {@code <meta>},
 * the contents ({@code <toc>}) are passed over unread, and page markers elsewhere keep the page in
 * effect.
 */
final class FrUslmIssueCursor extends XmlFileCursor<FrDocument> {

    private FrUslmDocuments.Issue issue;
    private Integer page;

    FrUslmIssueCursor(SourceFile file, XmlFile xml) {
        super(file, xml);
    }

    @Override
    protected FrDocument read(XMLStreamReader2 in) throws XMLStreamException, MalformedSourceException {
        while (in.hasNext()) {
            int event = in.next();
            if (event == XMLStreamConstants.PROCESSING_INSTRUCTION) {
                Integer p = PageMarkers.USLM.marker(new XmlNode.Instruction(in.getPITarget(), in.getPIData()));
                page = p == null ? page : p;
            }
            if (event != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            String name = in.getLocalName();
            if (issue == null && name.equals("meta")) {
                issue = issue(xml.readElement().element());
            } else if (name.equals("toc")) {
                in.skipElement();
            } else if (FrUslmDocuments.DOCUMENTS.contains(name)) {
                if (issue == null) {
                    throw new MalformedSourceException("a document comes before the issue's <meta> with its "
                            + "volume and date", xml.position());
                }
                XmlFile.Read read = readRecord();
                FrDocument document = FrUslmDocuments.read(read.element(), read.raw(), issue, page);
                if (document.endPage() != null) {
                    page = document.endPage();
                }
                return document;
            }
        }
        return null;
    }

    private FrUslmDocuments.Issue issue(XmlNode.Element meta) throws MalformedSourceException {
        String volume = meta.child("volume").map(XmlNode.Element::collapsedText).orElse("");
        String number = meta.child("issue").map(XmlNode.Element::collapsedText).orElse("");
        String date = meta.child("date").map(XmlNode.Element::collapsedText).orElse("");
        if (!volume.matches("[0-9]{1,4}")) {
            throw new MalformedSourceException("the issue's <meta> has no <volume> number", meta.position());
        }
        try {
            return new FrUslmDocuments.Issue(file.relativePath(), Integer.parseInt(volume),
                    number.matches("[0-9]{1,4}") ? Integer.valueOf(number) : null, LocalDate.parse(date));
        } catch (DateTimeParseException e) {
            throw new MalformedSourceException("the issue's <meta> has no ISO <dc:date>: '" + date + "'",
                    meta.position());
        }
    }
}
