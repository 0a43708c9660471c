package dev.josh.ingest.cfr;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.gpo.XmlFile;
import java.io.IOException;

/**
 * Streams the sections of a CFR file, one at a time, in any of its three upstream formats, told
 * apart by the root element: eCFR bulk ({@code <DLPSTEXTCLASS>}), eCFR API renderer output
 * ({@code <ECFR>} for a title, {@code <DIV5>} for a part), annual edition in USLM ({@code <cfrDoc>}).
 */
public final class CfrReader implements SourceFileReader<CfrSection> {

    static final String USLM_NAMESPACE = "http://schemas.gpo.gov/xml/uslm";

    @Override
    public Cursor<CfrSection> open(SourceFile file) throws IOException, MalformedSourceException {
        XmlFile xml = XmlFile.open(file);
        String root = xml.rootName();
        String namespace = xml.xml().getNamespaceURI();
        boolean noNamespace = namespace == null || namespace.isEmpty();
        try {
            if (noNamespace && (root.equals("DLPSTEXTCLASS") || root.equals("ECFR") || root.equals("DIV5"))) {
                return new EcfrCursor(file, xml);
            }
            if (root.equals("cfrDoc") && USLM_NAMESPACE.equals(namespace)) {
                return new UslmCfrCursor(file, xml);
            }
            throw new MalformedSourceException("not a CFR file: the root element is <" + root + ">"
                    + (noNamespace ? "" : " in namespace " + namespace) + "; expected <DLPSTEXTCLASS> (eCFR bulk), "
                    + "<ECFR> or <DIV5> (eCFR API) or <cfrDoc> (annual edition, USLM)", xml.position());
        } catch (MalformedSourceException | RuntimeException e) {
            xml.close();
            throw e;
        }
    }

    @Override
    public String keyOf(CfrSection section) {
        return section.publicId().map(PublicId::value).orElse(null);
    }
}
