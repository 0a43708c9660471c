package dev.josh.server.sources.committees;

import dev.josh.contracts.api.Citation;
import java.util.List;

/**
 * A committee's roster for one Congress: majority side first, each side by rank.
 *
 * @param congress      the Congress listed (the latest the database holds unless asked), null when
 *                      no roster is loaded for the committee
 * @param rostersOnFile the Congresses whose rosters this database holds (upstream publishes only the current one)
 * @param note          why the list is empty, when it is: no roster of that Congress is loaded (not
 *                      covered), or the roster lists nobody for this committee
 */
public record CommitteeMembers(CommitteeRecord.CommitteeRef committee, Integer congress, int count,
                               List<Member> members, List<Integer> rostersOnFile, String note) {

    /**
     * @param name  the legislator's name, or the name the roster lists when the legislator is not
     *              in the database ({@code legislator_found} false)
     * @param party the legislator's party (Democrat, Republican, …)
     * @param side  majority or minority on this committee
     * @param role  Chairman, Ranking Member, … or Member
     */
    public record Member(String bioguideId, String name, boolean legislatorFound, String party, String state,
                         Integer district, String role, Integer rank, String side, Citation citation) {
    }

    /** The role as listed, or {@code Member} where the roster names none. */
    public static String roleOrMember(String role) {
        return role == null || role.isBlank() ? "Member" : role;
    }
}
