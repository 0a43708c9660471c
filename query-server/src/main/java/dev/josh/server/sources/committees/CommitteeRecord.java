package dev.josh.server.sources.committees;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.PublicRecord;
import java.util.List;

/**
 * A committee or subcommittee, with its parent (subcommittees) or its subcommittees.
 *
 * @param membersPath where its members are listed
 */
public record CommitteeRecord(
        String type,
        String id,
        String name,
        String chamber,
        String committeeType,
        String url,
        String jurisdiction,
        String address,
        String phone,
        boolean isCurrent,
        CommitteeRef parent,
        List<CommitteeRef> subcommittees,
        String membersPath,
        Citation citation) implements PublicRecord {

    public record CommitteeRef(String id, String name) {
    }
}
