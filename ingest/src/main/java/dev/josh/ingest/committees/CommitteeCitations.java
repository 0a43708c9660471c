package dev.josh.ingest.committees;

import dev.josh.contracts.id.Congresses;
import dev.josh.ingest.core.CitationColumns;
import java.time.Instant;

/**
 * The committees citation formatter, for committees, subcommittees and memberships. The YAML
 * files carry no date: {@code published_at} is the file's date.
 *
 * <ul>
 *   <li>{@code House Committee on Ways and Means (HSWM) — congress-legislators, committees-current.yaml}</li>
 *   <li>{@code House Committee on Ways and Means, Subcommittee on Health (HSWM02) — …}</li>
 *   <li>{@code Jason Smith (majority, rank 1, Chair) — House Committee on Ways and Means (HSWM), 119th Congress
 *       — congress-legislators, committee-membership-current.yaml}</li>
 * </ul>
 */
public final class CommitteeCitations {

    public static final String SOURCE_ORG = "@unitedstates congress-legislators project (CC0)";
    public static final String COMMITTEES_FILE = "committees-current.yaml";
    public static final String MEMBERSHIP_FILE = "committee-membership-current.yaml";
    private static final String BASE_URL = "https://unitedstates.github.io/congress-legislators/";

    private CommitteeCitations() {
    }

    public static CitationColumns cite(Committee committee, Instant retrievedAt) {
        return new CitationColumns(BASE_URL + COMMITTEES_FILE, SOURCE_ORG, committee.publishedAt(),
                retrievedAt.toString(), committee.rawSha256(),
                displayName(committee.name(), committee.parentName()) + " (" + committee.id()
                        + ") — congress-legislators, " + COMMITTEES_FILE);
    }

    /**
     * @param committeeName the committee's name as stored
     * @param parentName    its parent's name when it is a subcommittee, else null
     */
    public static CitationColumns cite(Membership membership, String committeeName, String parentName,
                                       Instant retrievedAt) {
        StringBuilder who = new StringBuilder(membership.listedName() == null ? membership.legislatorId()
                : membership.listedName());
        StringBuilder seat = new StringBuilder();
        if (membership.party() != null) {
            seat.append(membership.party());
        }
        if (membership.rank() != null) {
            seat.append(seat.isEmpty() ? "" : ", ").append("rank ").append(membership.rank());
        }
        if (membership.role() != null) {
            seat.append(seat.isEmpty() ? "" : ", ").append(membership.role());
        }
        if (!seat.isEmpty()) {
            who.append(" (").append(seat).append(')');
        }
        String citation = who + " — " + displayName(committeeName, parentName) + " (" + membership.committeeId() + "), "
                + Congresses.ordinal(membership.congress()) + " Congress — congress-legislators, "
                + MEMBERSHIP_FILE;
        return new CitationColumns(BASE_URL + MEMBERSHIP_FILE, SOURCE_ORG, membership.publishedAt(),
                retrievedAt.toString(), membership.rawSha256(), citation);
    }

    /** A subcommittee is named with its parent: {@code House Committee on Ways and Means, Subcommittee on Health}. */
    static String displayName(String name, String parentName) {
        if (parentName == null) {
            return name;
        }
        return parentName + ", " + (name.startsWith("Subcommittee") ? name : "Subcommittee on " + name);
    }
}
