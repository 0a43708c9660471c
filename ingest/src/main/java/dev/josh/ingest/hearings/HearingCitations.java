package dev.josh.ingest.hearings;

import dev.josh.contracts.id.Congresses;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.CitationFormats;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The committee meeting citation formatter, modelled on the Bluebook's form for hearings:
 * {@code <title>: Meeting of the House Committee on Rules, 113th Cong. (May 19, 2014)} ("Hearing
 * Before the" for a hearing, "Markup Before the" for a markup). A meeting known only from its
 * witness list is cited as {@code Witness list, House committee meeting 102266 (May 23, 2014)}.
 *
 * <ul>
 *   <li>{@code source_url}: the meeting's page in the repository,
 *       {@code https://docs.house.gov/Committee/Calendar/ByEvent.aspx?EventID=102252}</li>
 *   <li>{@code published_at}: the date the repository first published the meeting, else the
 *       meeting's date; for a witness list alone, the list's creation date</li>
 *   <li>{@code raw_sha256}: over the hashes of the meeting file and the witness list file</li>
 * </ul>
 */
public final class HearingCitations {

    public static final String SOURCE_ORG = "U.S. House of Representatives, Committee Repository (docs.house.gov)";

    private HearingCitations() {
    }

    public static CitationColumns cite(MeetingPart.Details d, String rawSha256, Instant retrievedAt) {
        String published = d.publishedDate() != null ? d.publishedDate()
                : d.date() != null ? d.date() : CitationColumns.NO_DATE;
        return new CitationColumns(sourceUrl(d.eventId()), SOURCE_ORG, published, retrievedAt.toString(), rawSha256,
                citation(d));
    }

    /** The citation of a meeting whose details are not loaded, only its witness list. */
    public static CitationColumns citeWitnessList(String eventId, String createdDate, String rawSha256,
                                                  Instant retrievedAt) {
        String date = createdDate == null ? CitationColumns.NO_DATE : CitationFormats.bluebook(LocalDate.parse(createdDate));
        return new CitationColumns(sourceUrl(eventId), SOURCE_ORG,
                createdDate == null ? CitationColumns.NO_DATE : createdDate, retrievedAt.toString(), rawSha256,
                "Witness list, House committee meeting " + eventId + " (" + date + ")");
    }

    static String citation(MeetingPart.Details d) {
        StringBuilder out = new StringBuilder(title(d)).append(": ").append(switch (d.meetingType() == null ? "" : d.meetingType()) {
            case "HHRG" -> "Hearing Before the ";
            case "HMKP" -> "Markup Before the ";
            default -> "Meeting of the ";
        });
        out.append(d.committees().isEmpty() ? "House committee" : "House " + d.committees().getFirst().name());
        if (d.congress() != null) {
            out.append(", ").append(Congresses.ordinal(d.congress())).append(" Cong.");
        }
        out.append(" (").append(d.date() == null ? CitationColumns.NO_DATE : CitationFormats.bluebook(LocalDate.parse(d.date())))
                .append(')');
        return out.toString();
    }

    /** The display title: the meeting's title, else what it is. */
    static String title(MeetingPart.Details d) {
        return d.title() != null ? d.title() : "House committee meeting " + d.eventId();
    }

    static String witnessListTitle(String eventId) {
        return "Witness list for House committee meeting " + eventId;
    }

    public static String sourceUrl(String eventId) {
        return "https://docs.house.gov/Committee/Calendar/ByEvent.aspx?EventID=" + eventId;
    }
}
