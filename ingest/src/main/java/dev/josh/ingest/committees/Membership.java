package dev.josh.ingest.committees;

/**
 * One seat on a committee or subcommittee, from {@code committee-membership-current.yaml}.
 *
 * @param congress   the Congress the file describes, from the file's date
 * @param party      {@code majority} or {@code minority}
 * @param role       the upstream {@code title} (Chairman, Chair, Ranking Member, Ex Officio, …), or null
 * @param listedName the name as the membership file lists it
 */
public record Membership(String committeeId, String legislatorId, int congress, String party, Integer rank,
                         String role, String listedName, String rawSha256, String publishedAt) {

    /** The key {@link MembershipStore#retainOnly} compares: {@code HSWM/S001195}. */
    public static String key(String committeeId, String legislatorId) {
        return committeeId + "/" + legislatorId;
    }
}
