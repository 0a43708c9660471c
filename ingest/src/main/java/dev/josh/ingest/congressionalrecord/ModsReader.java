package dev.josh.ingest.congressionalrecord;

import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.XmlElement;
import dev.josh.ingest.core.XmlStreams;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads an issue-level MODS file of the Congressional Record: the issue's volume, number,
 * Congress, session and date from its top-level {@code <extension>} and {@code <originInfo>},
 * and one {@link GranuleMods} per {@code <relatedItem type="constituent">}.
 */
final class ModsReader {

    static final String MODS_NAMESPACE = "http://www.loc.gov/mods/v3";

    private final XMLInputFactory factory = XmlStreams.factory();

    IssueMods read(Path file, String issueId) throws IOException, MalformedSourceException {
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            try {
                return read(xml, issueId);
            } finally {
                xml.close();
            }
        } catch (XMLStreamException e) {
            throw XmlStreams.malformed(e);
        }
    }

    private static IssueMods read(XMLStreamReader xml, String issueId) throws XMLStreamException, MalformedSourceException {
        while (xml.next() != XMLStreamConstants.START_ELEMENT) {
            if (xml.getEventType() == XMLStreamConstants.END_DOCUMENT) {
                throw new MalformedSourceException("the file holds no XML element", XmlStreams.position(xml));
            }
        }
        if (!xml.getLocalName().equals("mods") || !MODS_NAMESPACE.equals(xml.getNamespaceURI())) {
            throw new MalformedSourceException("not a MODS record: the root element is <" + xml.getLocalName()
                    + "> in namespace " + xml.getNamespaceURI(), XmlStreams.position(xml));
        }
        Integer volume = null;
        Integer number = null;
        Integer congress = null;
        Integer session = null;
        String dateIssued = null;
        Map<String, GranuleMods> granules = new LinkedHashMap<>();
        Map<String, String> positions = new LinkedHashMap<>();
        while (xml.nextTag() == XMLStreamConstants.START_ELEMENT) {
            String position = XmlStreams.position(xml);
            XmlElement element = XmlElement.read(xml);
            switch (element.name()) {
                case "extension" -> {
                    volume = firstNonNull(volume, integer(element.text("volume")));
                    number = firstNonNull(number, integer(element.text("issue")));
                    congress = firstNonNull(congress, integer(element.text("congress")));
                    session = firstNonNull(session, integer(element.text("session")));
                }
                case "originInfo" -> dateIssued = firstNonNull(dateIssued, element.text("dateIssued"));
                case "relatedItem" -> {
                    if ("constituent".equals(element.attribute("type"))) {
                        GranuleMods granule = granule(element);
                        if (granule.granuleId() != null) {
                            granules.put(granule.granuleId(), granule);
                            positions.put(granule.granuleId(), position);
                        }
                    }
                }
                default -> {
                    // publisher, classification, record info: nothing a granule record carries
                }
            }
        }
        return new IssueMods(issueId, volume, number, congress, session, dateIssued, granules, positions);
    }

    private static GranuleMods granule(XmlElement item) {
        XmlElement extension = item.child("extension").orElse(empty());
        String id = extension.text("accessId");
        if (id == null && item.attribute("ID") != null) {
            id = item.attribute("ID").replaceFirst("^id-", "");
        }
        XmlElement pages = item.children("part").stream().filter(p -> "article".equals(p.attribute("type")))
                .findFirst().flatMap(p -> p.child("extent")).orElse(empty());
        String citation = item.children("identifier").stream()
                .filter(i -> "preferred citation".equals(i.attribute("type")))
                .map(i -> i.text().strip()).findFirst().orElse(null);
        List<ModsSpeaker> speakers = new ArrayList<>();
        for (XmlElement member : extension.children("congMember")) {
            speakers.add(new ModsSpeaker(member.attribute("bioGuideId"), name(member, "parsed"),
                    name(member, "authority-fnf"), member.attribute("chamber"), member.attribute("party"),
                    member.attribute("state"), member.attribute("role")));
        }
        List<String> bills = new ArrayList<>();
        for (XmlElement bill : extension.children("bill")) {
            String billId = billId(bill);
            if (billId != null && !bills.contains(billId)) {
                bills.add(billId);
            }
        }
        return new GranuleMods(id, item.text("titleInfo", "title"), item.text("titleInfo", "partName"),
                extension.text("granuleClass"), extension.text("subGranuleClass"), extension.text("chamber"),
                pages.text("start"), pages.text("end"), citation, extension.text("granuleDate"), speakers, bills);
    }

    /** {@code <bill congress="105" number="12" type="SJRES">} as {@code sjres:105:12}; null for a type the grammar lacks. */
    private static String billId(XmlElement bill) {
        Integer congress = integer(bill.attribute("congress"));
        Integer number = integer(bill.attribute("number"));
        String type = bill.attribute("type");
        if (congress == null || number == null || type == null) {
            return null;
        }
        try {
            return PublicId.bill(type.toLowerCase(Locale.ROOT), congress, number).value();
        } catch (InvalidIdException e) {
            return null;
        }
    }

    private static String name(XmlElement member, String type) {
        return member.children("name").stream().filter(n -> type.equals(n.attribute("type")))
                .map(n -> n.text().strip()).filter(n -> !n.isEmpty()).findFirst().orElse(null);
    }

    private static XmlElement empty() {
        return new XmlElement("", Map.of(), List.of(), "");
    }

    private static Integer integer(String text) {
        return text != null && text.matches("[0-9]{1,9}") ? Integer.valueOf(text) : null;
    }

    private static <T> T firstNonNull(T current, T next) {
        return current != null ? current : next;
    }
}
