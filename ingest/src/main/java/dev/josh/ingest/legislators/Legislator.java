package dev.josh.ingest.legislators;

import java.util.List;

/**
 * A member of Congress from {@code legislators-current.yaml} (with all terms) or a former one from
 * {@code legislators-historical.csv} (with the last term only), ready to write. Chamber, party,
 * state and district are those of the latest term.
 *
 * @param otherIdsJson the whole upstream {@code id} map as JSON
 * @param rawSha256    SHA-256 of the entry's exact text in its file
 * @param publishedAt  the file's date (see {@link dev.josh.ingest.core.YamlEntry#fileDate()})
 * @param file         the file the entry is from: {@link LegislatorCitations#FILE} or {@link LegislatorCitations#HISTORICAL_FILE}
 * @param current      whether the file lists current members
 */
public record Legislator(String id, String firstName, String middleName, String lastName, String suffix,
                         String nickname, String officialFullName, String birthday, String gender,
                         String chamber, String party, String state, Integer district,
                         String lisId, String thomasId, Integer govtrackId, String otherIdsJson,
                         List<LegislatorTerm> terms, String rawSha256, String publishedAt, String file,
                         boolean current) {

    public Legislator {
        terms = List.copyOf(terms);
    }

    /** The name to show: the official full name, else first and last. */
    public String displayName() {
        if (officialFullName != null) {
            return officialFullName;
        }
        return firstName == null ? lastName : firstName + " " + lastName;
    }

    public LegislatorTerm latestTerm() {
        return terms.isEmpty() ? null : terms.getLast();
    }
}
