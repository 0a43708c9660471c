package dev.josh.ingest.legislators;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.core.YamlEntry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LegislatorCitationsTest {

    @Test
    void representativeWithDistrictAndDelegateAtLarge() throws Exception {
        Legislator pelosi = new LegislatorMapper().prepare(new YamlEntry(Map.of(
                "id", Map.of("bioguide", "P000197", "govtrack", 400314L),
                "name", Map.of("first", "Nancy", "last", "Pelosi", "official_full", "Nancy Pelosi"),
                "terms", List.of(Map.of("type", "rep", "start", "2025-01-03", "end", "2027-01-03", "state", "CA",
                        "district", 11L, "party", "Democrat"))), "0".repeat(64), "2026-11-22", null));
        assertThat(LegislatorCitations.citation(pelosi))
                .isEqualTo("Rep. Nancy Pelosi (D-CA-11), bioguide P000197 — congress-legislators, legislators-current.yaml");
        assertThat(pelosi.chamber()).isEqualTo("house");
        assertThat(pelosi.district()).isEqualTo(11);
        assertThat(pelosi.govtrackId()).isEqualTo(400314);

        Legislator norton = new LegislatorMapper().prepare(new YamlEntry(Map.of(
                "id", Map.of("bioguide", "N000147"),
                "name", Map.of("first", "Eleanor", "last", "Norton", "official_full", "Eleanor Holmes Norton"),
                "terms", List.of(Map.of("type", "rep", "start", "2025-01-03", "state", "DC", "district", 0L,
                        "party", "Democrat"))), "0".repeat(64), "2026-11-22", null));
        assertThat(LegislatorCitations.citation(norton)).startsWith("Rep. Eleanor Holmes Norton (D-DC), bioguide N000147");
    }

    @Test
    void entryWithoutABioguideIsRejected() {
        YamlEntry entry = new YamlEntry(Map.of("name", Map.of("last", "Nobody")), "0".repeat(64), "2026-11-22", null);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new LegislatorMapper().prepare(entry))
                .hasMessageContaining("bioguide");
    }
}
