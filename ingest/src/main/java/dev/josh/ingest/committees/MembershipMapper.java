package dev.josh.ingest.committees;

import static dev.josh.ingest.core.YamlValues.integer;
import static dev.josh.ingest.core.YamlValues.text;

import dev.josh.contracts.id.Congresses;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.LocalDate;
import java.util.Map;

/**
 * A membership entry as a {@link Membership}. The file lists the current Congress's assignments
 * but names no Congress: it is the one sitting on the file's date.
 */
public final class MembershipMapper implements RecordPreparer<MembershipEntry, Membership> {

    @Override
    public Membership prepare(MembershipEntry entry) throws RejectedRecordException {
        Map<String, Object> values = entry.entry().values();
        String bioguide = text(values, "bioguide");
        String key = Membership.key(entry.committeeId(), bioguide);
        entry.entry().requireReadable(key);
        if (PublicId.tryParse(entry.committeeId()).map(PublicId::type).orElse(null) != IdType.COMMITTEE) {
            throw new RejectedRecordException(key, "'" + entry.committeeId() + "' is not a Thomas committee ID");
        }
        if (bioguide == null || PublicId.tryParse(bioguide).map(PublicId::type).orElse(null) != IdType.LEGISLATOR) {
            throw new RejectedRecordException(key, "no valid bioguide ID in the membership entry");
        }
        int congress = Congresses.at(LocalDate.parse(entry.entry().fileDate()));
        return new Membership(entry.committeeId(), bioguide, congress, text(values, "party"), integer(values, "rank"),
                text(values, "title"), text(values, "name"), entry.entry().rawSha256(), entry.entry().fileDate());
    }
}
