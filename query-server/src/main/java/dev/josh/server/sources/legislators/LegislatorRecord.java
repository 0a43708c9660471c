package dev.josh.server.sources.legislators;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.PublicRecord;
import java.util.List;
import java.util.Map;

/** A member of Congress with every term served and current committee seats. */
public record LegislatorRecord(
        String type,
        String id,
        String name,
        String firstName,
        String middleName,
        String lastName,
        String suffix,
        String nickname,
        String birthday,
        String gender,
        boolean isCurrent,
        String chamber,
        String party,
        String state,
        Integer district,
        Map<String, Object> otherIds,
        List<Term> terms,
        List<CommitteeSeat> committees,
        Citation citation) implements PublicRecord {

    public record Term(String type, String startDate, String endDate, String state, Integer district, String party,
                       Integer senateClass, String stateRank, String url) {
    }

    /** A seat on a committee; {@code side} is majority or minority. */
    public record CommitteeSeat(String committeeId, String committeeName, int congress, String role, Integer rank,
                                String side) {
    }
}
