package dev.josh.ingest.bills;

import java.util.List;

/**
 * One BILLSTATUS file as read (either layout: 3.0.0, or the older 1.0.0 of
 * {@code BILLSTATUS-117hr12.xml} and the GPO samples). Values are upstream text, dates ISO;
 * missing values are null, missing lists empty.
 *
 * @param sourceFile    the file, relative to the corpus
 * @param rawSha256     SHA-256 of the file's bytes
 * @param schemaVersion the {@code <version>} the file declares
 * @param typeCode      {@code <type>} (3.0.0) or {@code <billType>} (1.0.0), e.g. {@code HR}
 * @param displayTitle  {@code <title>}: the display title
 */
public record BillStatus(String sourceFile, String rawSha256, String schemaVersion, String typeCode, Integer congress,
                         Integer number, String displayTitle, String originChamber, String introducedDate,
                         String updateDate, Sponsor sponsor, List<Cosponsor> cosponsors, List<Title> titles,
                         List<Action> actions, LatestAction latestAction, List<Committee> committees,
                         String policyArea, List<String> subjects, List<Summary> summaries, List<RelatedBill> related,
                         List<Law> laws, List<ListedVersion> textVersions, List<String> committeeReports) {

    public BillStatus {
        cosponsors = List.copyOf(cosponsors);
        titles = List.copyOf(titles);
        actions = List.copyOf(actions);
        committees = List.copyOf(committees);
        subjects = List.copyOf(subjects);
        summaries = List.copyOf(summaries);
        related = List.copyOf(related);
        laws = List.copyOf(laws);
        textVersions = List.copyOf(textVersions);
        committeeReports = List.copyOf(committeeReports);
    }

    /** @param byRequest {@code isByRequest} (3.0.0, {@code Y}/{@code N}) or {@code byRequestType} (1.0.0) */
    public record Sponsor(String bioguideId, String fullName, String party, String state, Integer district,
                          String byRequest) {
    }

    public record Cosponsor(String bioguideId, String fullName, String party, String state, Integer district,
                            String sponsorshipDate, String withdrawnDate, boolean original) {
    }

    /** @param versionCode the bill text version the title is on ({@code billTextVersionCode}, 3.0.0 only) */
    public record Title(String titleType, String title, String chamber, String versionCode, String versionName) {
    }

    public record RecordedVote(String chamber, Integer congress, Integer session, Integer rollNumber, String date,
                               String url) {
    }

    /**
     * @param sourceSystemCode absent on Senate actions in 3.0.0 files
     * @param committees       system codes of the committees the action names
     */
    public record Action(String date, String time, String text, String type, String actionCode,
                         String sourceSystemCode, String sourceSystemName, List<String> committees,
                         List<RecordedVote> recordedVotes) {
        public Action {
            committees = List.copyOf(committees);
            recordedVotes = List.copyOf(recordedVotes);
        }
    }

    public record LatestAction(String date, String text) {
    }

    public record Activity(String name, String date) {
    }

    /** A committee or (with {@code parentSystemCode}) a subcommittee. */
    public record Committee(String systemCode, String name, String chamber, String type, String parentSystemCode,
                            List<Activity> activities) {
        public Committee {
            activities = List.copyOf(activities);
        }
    }

    /** A CRS summary; {@code html} is the upstream text (HTML inside CDATA). */
    public record Summary(String versionCode, String actionDate, String actionDesc, String updateDate, String html) {
    }

    public record Relationship(String type, String identifiedBy) {
    }

    public record RelatedBill(String typeCode, Integer congress, Integer number, String title,
                              String latestActionDate, String latestActionText, List<Relationship> relationships) {
        public RelatedBill {
            relationships = List.copyOf(relationships);
        }
    }

    /** @param number e.g. {@code 117-58}; @param type {@code Public Law} or {@code Private Law} */
    public record Law(String type, String number) {
    }

    /** A text version BILLSTATUS lists, with its govinfo URL (the text itself is not in the file). */
    public record ListedVersion(String stage, String date, String url) {
    }
}
