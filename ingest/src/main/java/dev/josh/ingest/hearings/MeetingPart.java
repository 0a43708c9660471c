package dev.josh.ingest.hearings;

import java.util.List;

/**
 * What one file of the House committee repository says about a meeting: its details
 * ({@code <committee-meeting>}) or its witnesses ({@code <witness-list>}). The two come as
 * separate files; either may arrive first, and each makes or completes the meeting's record.
 */
public sealed interface MeetingPart permits MeetingPart.Details, MeetingPart.Witnesses {

    /** The repository's event ID, e.g. {@code 102252}. */
    String eventId();

    /** The file relative to the corpus. */
    String sourceFile();

    /** SHA-256 of the file's bytes. */
    String rawSha256();

    /**
     * A {@code <committee-meeting>}.
     *
     * @param meetingType    {@code HHRG} hearing, {@code HMKP} markup, {@code HMTG} meeting
     * @param committees     the committees and subcommittees holding it, in file order
     * @param date           ISO date ({@code <calendar-date>})
     * @param bills          the measures among its documents, as bill public IDs
     * @param documents      its documents (type, description, legislation number, file URLs)
     * @param publishedDate  ISO date the repository first published it ({@code orig-publish-date})
     */
    record Details(String eventId, String sourceFile, String rawSha256, Integer congress, Integer session,
                   String meetingType, String status, List<MeetingCommittee> committees, String date,
                   String startTime, String location, String title, List<String> bills,
                   List<MeetingDocument> documents, String publishedDate) implements MeetingPart {
        public Details {
            committees = List.copyOf(committees);
            bills = List.copyOf(bills);
            documents = List.copyOf(documents);
        }
    }

    /**
     * A {@code <witness-list>}.
     *
     * @param createdDate ISO date the list was created ({@code create-date})
     */
    record Witnesses(String eventId, String sourceFile, String rawSha256, String createdDate,
                     List<Witness> witnesses) implements MeetingPart {
        public Witnesses {
            witnesses = List.copyOf(witnesses);
        }
    }

    /**
     * A committee holding the meeting.
     *
     * @param houseCode the repository's code, e.g. {@code RU00} (full committee), {@code GO25} (subcommittee)
     * @param thomasId  the same as a Thomas ID: {@code HSRU}, {@code HSGO25}
     */
    record MeetingCommittee(String houseCode, String thomasId, String name) {
    }

    /** A document of the meeting, e.g. the bill text it considers. */
    record MeetingDocument(String type, String description, String legisNum, List<String> urls) {
        public MeetingDocument {
            urls = List.copyOf(urls);
        }
    }

    /** A witness and what they filed. */
    record Witness(int ordinal, String panel, String honorific, String firstName, String middleName,
                   String lastName, String position, String organization, String testified, String witnessType,
                   List<MeetingDocument> documents) {
        public Witness {
            documents = List.copyOf(documents);
        }
    }
}
