package dev.josh.ingest.legislators;

import static dev.josh.ingest.core.YamlValues.integer;
import static dev.josh.ingest.core.YamlValues.list;
import static dev.josh.ingest.core.YamlValues.map;
import static dev.josh.ingest.core.YamlValues.text;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.YamlEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** An entry of {@code legislators-current.yaml} as a {@link Legislator}. */
public final class LegislatorMapper implements RecordPreparer<YamlEntry, Legislator> {

    @Override
    public Legislator prepare(YamlEntry entry) throws RejectedRecordException {
        Map<String, Object> e = entry.values();
        String bioguide = text(e, "id", "bioguide");
        entry.requireReadable(bioguide);
        if (bioguide == null || PublicId.tryParse(bioguide).map(PublicId::type).orElse(null) != IdType.LEGISLATOR) {
            throw new RejectedRecordException(bioguide, "no valid bioguide ID (id.bioguide) in the entry");
        }
        String last = text(e, "name", "last");
        if (last == null) {
            throw new RejectedRecordException(bioguide, "no last name (name.last) in the entry");
        }
        List<LegislatorTerm> terms = new ArrayList<>();
        for (Object item : list(e, "terms")) {
            if (item instanceof Map<?, ?> raw) {
                @SuppressWarnings("unchecked")
                Map<String, Object> t = (Map<String, Object>) raw;
                terms.add(new LegislatorTerm(terms.size() + 1, text(t, "type"), text(t, "start"), text(t, "end"),
                        text(t, "state"), integer(t, "district"), text(t, "party"), integer(t, "class"),
                        text(t, "state_rank"), text(t, "url")));
            }
        }
        LegislatorTerm latest = terms.isEmpty() ? null : terms.getLast();
        return new Legislator(PublicId.legislator(bioguide).value(), text(e, "name", "first"), text(e, "name", "middle"),
                last, text(e, "name", "suffix"), text(e, "name", "nickname"), text(e, "name", "official_full"),
                text(e, "bio", "birthday"), text(e, "bio", "gender"),
                latest == null ? null : chamber(latest.type()), latest == null ? null : latest.party(),
                latest == null ? null : latest.state(), latest == null ? null : latest.district(),
                text(e, "id", "lis"), text(e, "id", "thomas"), integer(e, "id", "govtrack"),
                Json.write(map(e, "id")), terms, entry.rawSha256(), entry.fileDate(), LegislatorCitations.FILE, true);
    }

    static String chamber(String termType) {
        return switch (termType == null ? "" : termType) {
            case "rep" -> "house";
            case "sen" -> "senate";
            default -> null;
        };
    }
}
