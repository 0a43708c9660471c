package dev.josh.ingest.committees;

import static dev.josh.ingest.core.YamlValues.text;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import java.util.Map;
import java.util.Set;

/** A committee or subcommittee entry as a {@link Committee}; a subcommittee inherits its parent's chamber. */
public final class CommitteeMapper implements RecordPreparer<CommitteeEntry, Committee> {

    private static final Set<String> CHAMBERS = Set.of("house", "senate", "joint");

    @Override
    public Committee prepare(CommitteeEntry entry) throws RejectedRecordException {
        String id = entry.thomasId();
        entry.entry().requireReadable(id);
        if (entry.parent() != null && entry.parent().unreadable() != null) {
            throw new RejectedRecordException(id, "its committee's entry cannot be read, so neither can this "
                    + "subcommittee's place under it: " + entry.parent().unreadable());
        }
        if (id == null || PublicId.tryParse(id).map(PublicId::type).orElse(null) != IdType.COMMITTEE) {
            throw new RejectedRecordException(id, "no valid Thomas ID (thomas_id) for the "
                    + (entry.parent() == null ? "committee" : "subcommittee"));
        }
        Map<String, Object> values = entry.entry().values();
        String name = text(values, "name");
        if (name == null) {
            throw new RejectedRecordException(id, "the entry has no name");
        }
        Map<String, Object> top = entry.parent() == null ? values : entry.parent().values();
        String chamber = text(top, "type");
        if (chamber == null || !CHAMBERS.contains(chamber)) {
            throw new RejectedRecordException(id, "the committee's type is '" + chamber + "', not house, senate or joint");
        }
        boolean sub = entry.parent() != null;
        return new Committee(PublicId.committee(id).value(), sub ? text(top, "thomas_id") : null, name,
                sub ? text(top, "name") : null, chamber, sub ? "subcommittee" : "committee", text(values, "url"),
                text(values, "jurisdiction"), text(values, "address"), text(values, "phone"),
                entry.entry().rawSha256(), entry.entry().fileDate());
    }
}
