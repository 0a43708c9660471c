package dev.josh.ingest.legislators;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A row of {@code legislators-historical.csv} as a {@link Legislator} with one term: the CSV
 * alternate format keeps a former member's last term only, without its dates.
 */
public final class HistoricalLegislatorMapper implements RecordPreparer<CsvEntry, Legislator> {

    /** CSV ID columns as the YAML's {@code id} keys, so {@code other_ids} reads the same for both files. */
    private static final Map<String, String> ID_COLUMNS = idColumns();
    private static final List<String> NUMERIC_IDS = List.of("govtrack", "votesmart", "cspan", "icpsr");

    @Override
    public Legislator prepare(CsvEntry row) throws RejectedRecordException {
        String bioguide = row.text("bioguide_id");
        if (bioguide == null || PublicId.tryParse(bioguide).map(PublicId::type).orElse(null) != IdType.LEGISLATOR) {
            throw new RejectedRecordException(bioguide, "no valid bioguide ID (bioguide_id) in the row");
        }
        String last = row.text("last_name");
        if (last == null) {
            throw new RejectedRecordException(bioguide, "no last name (last_name) in the row");
        }
        String type = row.text("type");
        LegislatorTerm term = new LegislatorTerm(1, type, null, null, row.text("state"), row.integer("district"),
                row.text("party"), row.integer("senate_class"), null, row.text("url"));
        return new Legislator(PublicId.legislator(bioguide).value(), row.text("first_name"), row.text("middle_name"),
                last, row.text("suffix"), row.text("nickname"), row.text("full_name"), row.text("birthday"),
                row.text("gender"), LegislatorMapper.chamber(type), term.party(), term.state(), term.district(),
                row.text("lis_id"), row.text("thomas_id"), row.integer("govtrack_id"), Json.write(otherIds(row)),
                List.of(term), row.rawSha256(), row.fileDate(), LegislatorCitations.HISTORICAL_FILE, false);
    }

    private static Map<String, Object> otherIds(CsvEntry row) {
        Map<String, Object> ids = new LinkedHashMap<>();
        ID_COLUMNS.forEach((column, key) -> {
            String value = row.text(column);
            if (value == null) {
                return;
            }
            if (key.equals("fec")) {
                ids.put(key, Arrays.stream(value.split(",")).map(String::strip).filter(v -> !v.isEmpty()).toList());
            } else if (NUMERIC_IDS.contains(key) && value.matches("[0-9]{1,18}")) {
                ids.put(key, Long.valueOf(value));
            } else {
                ids.put(key, value);
            }
        });
        return ids;
    }

    private static Map<String, String> idColumns() {
        Map<String, String> columns = new LinkedHashMap<>();
        for (String key : List.of("bioguide", "thomas", "lis", "govtrack", "opensecrets", "votesmart", "cspan",
                "wikipedia", "ballotpedia", "washington_post", "icpsr")) {
            columns.put(key + "_id", key);
        }
        columns.put("fec_ids", "fec");
        return columns;
    }
}
