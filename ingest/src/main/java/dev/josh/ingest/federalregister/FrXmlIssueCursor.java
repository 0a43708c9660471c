package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.gpo.WrittenDates;
import dev.josh.ingest.gpo.XmlFile;
import dev.josh.ingest.gpo.XmlFileCursor;
import java.time.LocalDate;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import org.codehaus.stax2.XMLStreamReader2;

/**
 * The documents of a GPO bulk XML issue: every RULE, PRORULE, NOTICE and PRESDOCU, wherever it
 * sits (in its section, or in a separate part, {@code <NEWPART>}). The contents pages
 * ({@code <CNTNTS>}) are passed over unread; page markers elsewhere keep the page in effect.
 */
final class FrXmlIssueCursor extends XmlFileCursor<FrDocument> {

    private Integer volume;
    private Integer number;
    private LocalDate date;
    private Integer page;

    FrXmlIssueCursor(SourceFile file, XmlFile xml) {
        super(file, xml);
    }

    @Override
    protected FrDocument read(XMLStreamReader2 in) throws XMLStreamException, MalformedSourceException {
        while (in.hasNext()) {
            if (in.next() != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            String name = in.getLocalName();
            if (FrXmlDocuments.DOCUMENTS.contains(name)) {
                return document();
            }
            switch (name) {
                case "CNTNTS" -> in.skipElement();
                case "PRTPAGE" -> {
                    Integer p = PageMarkers.page(in.getAttributeValue(null, "P"));
                    page = p == null ? page : p;
                }
                case "VOL" -> volume = volume != null ? volume : number(in.getElementText());
                case "NO" -> number = number != null ? number : number(in.getElementText());
                case "DATE" -> date = date != null ? date : WrittenDates.parse(in.getElementText());
                default -> {
                    // descend: sections, separate parts and their title pages
                }
            }
        }
        return null;
    }

    private FrDocument document() throws XMLStreamException, MalformedSourceException {
        if (volume == null || date == null) {
            throw new MalformedSourceException("a document comes before the issue's <VOL> and <DATE>", xml.position());
        }
        XmlFile.Read read = readRecord();
        FrDocument document = FrXmlDocuments.read(read.element(), read.raw(),
                new FrXmlDocuments.Issue(file.relativePath(), volume, number, date), page);
        if (document.endPage() != null) {
            page = document.endPage();
        }
        return document;
    }

    private static Integer number(String text) {
        String digits = text.strip();
        return digits.matches("[0-9]{1,4}") ? Integer.valueOf(digits) : null;
    }
}
