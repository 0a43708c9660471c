package dev.josh.ingest.hearings;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.core.XmlElement;
import dev.josh.ingest.core.XmlStreams;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a file of the House committee repository (docs.house.gov): a {@code <committee-meeting>}
 * or a {@code <witness-list>}, one {@link MeetingPart} per file.
 */
public final class HearingReader implements SourceFileReader<MeetingPart> {

    private static final Pattern EVENT_ID = Pattern.compile("[A-Z]*([0-9]{3,9})");
    private static final Pattern HOUSE_CODE = Pattern.compile("([A-Z]{2})([0-9]{2})");
    private static final Pattern BILL = Pattern.compile("(hr|s|hres|sres|hjres|sjres|hconres|sconres)([0-9]{1,6})");

    private final XMLInputFactory factory = XmlStreams.factory();

    @Override
    public Cursor<MeetingPart> open(SourceFile file) throws IOException, MalformedSourceException {
        XmlElement root;
        String position;
        try (InputStream in = Files.newInputStream(file.path())) {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            try {
                while (xml.next() != XMLStreamConstants.START_ELEMENT) {
                    if (xml.getEventType() == XMLStreamConstants.END_DOCUMENT) {
                        throw new MalformedSourceException("the file holds no XML element", XmlStreams.position(xml));
                    }
                }
                position = XmlStreams.position(xml);
                root = XmlElement.read(xml);
            } finally {
                xml.close();
            }
        } catch (XMLStreamException e) {
            throw XmlStreams.malformed(e);
        }
        if (!root.name().equals("committee-meeting") && !root.name().equals("witness-list")) {
            throw new MalformedSourceException("not a House committee repository file: the root element is <"
                    + root.name() + ">, not <committee-meeting> or <witness-list>", position);
        }
        String eventId = eventId(root.attribute("meeting-id"));
        if (eventId == null) {
            throw new MalformedSourceException("no meeting-id on <" + root.name() + ">", position);
        }
        MeetingPart part = root.name().equals("committee-meeting") ? details(root, eventId, file)
                : witnesses(root, eventId, file);
        return new ListCursor<>(List.of(new ListCursor.Positioned<>(part, position)));
    }

    @Override
    public String keyOf(MeetingPart part) {
        return id(part.eventId()).map(PublicId::value).orElse(null);
    }

    static Optional<PublicId> id(String eventId) {
        try {
            return Optional.of(PublicId.of(IdType.MEETING, "h", eventId));
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }

    private static MeetingPart.Details details(XmlElement root, String eventId, SourceFile file) {
        XmlElement details = root.child("meeting-details").orElse(root);
        Integer congress = integer(root.attribute("congress-num"));
        List<MeetingPart.MeetingCommittee> committees = new ArrayList<>();
        details.child("committees").ifPresent(list -> {
            for (XmlElement c : list.children()) {
                String code = c.attribute("id");
                committees.add(new MeetingPart.MeetingCommittee(code, thomasId(code), c.text().strip()));
            }
        });
        List<MeetingPart.MeetingDocument> documents = new ArrayList<>();
        List<String> bills = new ArrayList<>();
        root.child("meeting-documents").ifPresent(list -> {
            for (XmlElement d : list.children("meeting-document")) {
                MeetingPart.MeetingDocument document = document(d, d.attribute("type"));
                documents.add(document);
                String bill = billId(document.legisNum(), congress);
                if (bill != null && !bills.contains(bill)) {
                    bills.add(bill);
                }
            }
        });
        List<String> location = new ArrayList<>();
        details.child("meeting-location").ifPresent(l -> leafTexts(l, location));
        return new MeetingPart.Details(eventId, file.relativePath(), file.sha256(), congress,
                integer(root.attribute("session-num")), root.attribute("meeting-type"), root.text("current-status"),
                committees, details.text("meeting-date", "calendar-date"), details.text("meeting-date", "start-time"),
                location.isEmpty() ? null : String.join(", ", location), details.text("meeting-title"), bills,
                documents, isoDate(firstNonNull(root.attribute("orig-publish-date"), root.attribute("create-date"))));
    }

    private static MeetingPart.Witnesses witnesses(XmlElement root, String eventId, SourceFile file) {
        List<MeetingPart.Witness> witnesses = new ArrayList<>();
        for (XmlElement panel : root.children("panel")) {
            for (XmlElement w : panel.children("witness")) {
                List<MeetingPart.MeetingDocument> documents = new ArrayList<>();
                w.child("witness-documents").ifPresent(list -> {
                    for (XmlElement d : list.children("witness-document")) {
                        documents.add(document(d, d.text("type")));
                    }
                });
                witnesses.add(new MeetingPart.Witness(witnesses.size() + 1, panel.attribute("sort-order"),
                        w.text("honorific"), w.text("firstname"), w.text("middlename"), w.text("lastname"),
                        w.text("position"), w.text("organization"),
                        firstNonNull(w.text("testified"), w.attribute("testified")),
                        firstNonNull(w.text("witness-type"), w.attribute("witness-type")), documents));
            }
        }
        return new MeetingPart.Witnesses(eventId, file.relativePath(), file.sha256(),
                isoDate(root.attribute("create-date")), witnesses);
    }

    private static MeetingPart.MeetingDocument document(XmlElement d, String type) {
        List<String> urls = new ArrayList<>();
        d.child("files").ifPresent(files -> files.children("file").forEach(f -> {
            if (f.attribute("doc-url") != null) {
                urls.add(f.attribute("doc-url"));
            }
        }));
        return new MeetingPart.MeetingDocument(type, d.text("description"), d.text("legis-num"), urls);
    }

    /** {@code HMTG102252} or {@code 102252} as {@code 102252}. */
    static String eventId(String meetingId) {
        if (meetingId == null) {
            return null;
        }
        Matcher m = EVENT_ID.matcher(meetingId);
        return m.matches() ? m.group(1) : null;
    }

    /** The repository's committee code as a Thomas ID: {@code RU00} is {@code HSRU}, {@code GO25} is {@code HSGO25}. */
    static String thomasId(String houseCode) {
        if (houseCode == null) {
            return null;
        }
        Matcher m = HOUSE_CODE.matcher(houseCode);
        if (!m.matches()) {
            return null;
        }
        return "HS" + m.group(1) + (m.group(2).equals("00") ? "" : m.group(2));
    }

    /** {@code H.R. 4435} in the 113th Congress as {@code hr:113:4435}; null for anything else. */
    static String billId(String legisNum, Integer congress) {
        if (legisNum == null || congress == null) {
            return null;
        }
        Matcher m = BILL.matcher(legisNum.replaceAll("[\\s.]", "").toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return null;
        }
        try {
            return PublicId.bill(m.group(1), congress, Integer.parseInt(m.group(2))).value();
        } catch (InvalidIdException e) {
            return null;
        }
    }

    private static void leafTexts(XmlElement element, List<String> out) {
        if (element.children().isEmpty()) {
            String text = element.text().strip();
            if (!text.isEmpty()) {
                out.add(text);
            }
        }
        element.children().forEach(c -> leafTexts(c, out));
    }

    private static String isoDate(String timestamp) {
        LocalDate date = CitationFormats.isoDate(timestamp);
        return date == null ? null : date.toString();
    }

    private static Integer integer(String text) {
        return text != null && text.matches("[0-9]{1,9}") ? Integer.valueOf(text) : null;
    }

    private static String firstNonNull(String a, String b) {
        return a != null ? a : b;
    }
}
