package dev.josh.server.sources.hearings;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import java.util.List;

/**
 * A committee meeting or hearing from the House committee repository.
 *
 * @param meetingType  HHRG hearing, HMKP markup, HMTG meeting
 * @param status       the repository's status code (S scheduled, …)
 * @param committee    the first committee, by Thomas id
 * @param committees   every committee and subcommittee, as the repository lists them
 * @param bills        the bills among its documents
 * @param documents    the meeting's documents and their URLs
 */
public record MeetingRecord(String type, String id, String chamber, String eventId, String title, Integer congress,
                            Integer session, String meetingType, String status, Link committee, List<Object> committees,
                            String date, String startTime, String location, String meetingTitle, List<Link> bills,
                            List<Object> documents, List<Witness> witnesses, Citation citation)
        implements PublicRecord {

    public record Witness(String panel, String name, String position, String organization, String testified,
                          String witnessType, List<Object> documents) {
    }
}
