package dev.josh.ingest.federalregister;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.gpo.XmlFile;
import java.io.IOException;

/**
 * Streams the documents of a Federal Register daily issue, one at a time, in either upstream
 * format, told apart by the root element: GPO bulk XML ({@code <FEDREG>}) or USLM
 * ({@code <frDoc>} in the USLM namespace).
 */
public final class FederalRegisterReader implements SourceFileReader<FrDocument> {

    static final String USLM_NAMESPACE = "http://schemas.gpo.gov/xml/uslm";

    @Override
    public Cursor<FrDocument> open(SourceFile file) throws IOException, MalformedSourceException {
        XmlFile xml = XmlFile.open(file);
        String root = xml.xml().getLocalName();
        String namespace = xml.xml().getNamespaceURI();
        try {
            if (root.equals("FEDREG") && (namespace == null || namespace.isEmpty())) {
                return new FrXmlIssueCursor(file, xml);
            }
            if (root.equals("frDoc") && USLM_NAMESPACE.equals(namespace)) {
                return new FrUslmIssueCursor(file, xml);
            }
            throw new MalformedSourceException("not a Federal Register issue: the root element is <" + root
                    + ">" + (namespace == null || namespace.isEmpty() ? "" : " in namespace " + namespace)
                    + "; expected <FEDREG> (GPO bulk XML) or <frDoc> (USLM)", xml.position());
        } catch (MalformedSourceException | RuntimeException e) {
            xml.close();
            throw e;
        }
    }

    @Override
    public String keyOf(FrDocument document) {
        return FederalRegisterCitations.publicId(document.documentNumber()).map(Object::toString).orElse(null);
    }
}
