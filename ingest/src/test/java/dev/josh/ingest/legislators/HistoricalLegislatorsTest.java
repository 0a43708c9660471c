package dev.josh.ingest.legislators;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.ingest.core.CsvFile;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** legislators-historical.csv, the congress-legislators alternate format: one row per former member, last term only. */
class HistoricalLegislatorsTest {

    private static final String HEADER = "last_name,first_name,middle_name,suffix,nickname,full_name,birthday,gender,type,"
            + "state,district,senate_class,party,url,address,phone,contact_form,rss_url,twitter,twitter_id,facebook,"
            + "youtube,youtube_id,mastodon,bioguide_id,thomas_id,opensecrets_id,lis_id,fec_ids,cspan_id,govtrack_id,"
            + "votesmart_id,ballotpedia_id,washington_post_id,icpsr_id,wikipedia_id";
    private static final String BLAND = "Bland,Theodorick,,,,,1742-03-21,M,rep,VA,9,,,,,,,,,,,,,,B000546,,,,,,401521,,,,786,"
            + "Theodorick Bland (congressman)";
    private static final String SASSE = "Sasse,Benjamin,Eric,,Ben,Ben Sasse,1972-02-22,M,sen,NE,,2,Republican,"
            + "https://www.sasse.senate.gov/public,\"139 Russell Senate Office Building, Washington DC 20510\",202-224-4224,"
            + ",,,,,,,,S001197,02289,N00035544,S382,\"S4NE00090,H0NE00001\",77429,412671,150182,Ben Sasse,,41503,"
            + "\"Ben \"\"Sasse\"\"\"";

    @TempDir
    Path tmp;

    @Test
    void rowsBecomeFormerMembersWithTheirLastTerm() throws Exception {
        List<CsvEntry> rows = read(HEADER + "\n" + BLAND + "\r\n" + SASSE + "\n");
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).rawSha256()).isEqualTo(Sha256.of(BLAND));

        Legislator bland = new HistoricalLegislatorMapper().prepare(rows.get(0));
        assertThat(bland.id()).isEqualTo("B000546");
        assertThat(bland.current()).isFalse();
        assertThat(bland.chamber()).isEqualTo("house");
        assertThat(bland.district()).isEqualTo(9);
        assertThat(bland.party()).isNull();
        assertThat(bland.terms()).containsExactly(new LegislatorTerm(1, "rep", null, null, "VA", 9, null, null, null, null));
        assertThat(LegislatorCitations.citation(bland))
                .isEqualTo("Rep. Theodorick Bland, bioguide B000546 — congress-legislators, legislators-historical.csv");
        assertThat(LegislatorCitations.cite(bland, Instant.parse("2026-01-01T00:00:00Z")).sourceUrl())
                .isEqualTo("https://unitedstates.github.io/congress-legislators/legislators-historical.csv");

        Legislator sasse = new HistoricalLegislatorMapper().prepare(rows.get(1));
        assertThat(sasse.lisId()).isEqualTo("S382");
        assertThat(sasse.officialFullName()).isEqualTo("Ben Sasse");
        assertThat(sasse.nickname()).isEqualTo("Ben");
        assertThat(sasse.govtrackId()).isEqualTo(412671);
        assertThat(sasse.terms().getFirst().senateClass()).isEqualTo(2);
        assertThat(sasse.otherIdsJson()).isEqualTo("{\"bioguide\":\"S001197\",\"thomas\":\"02289\",\"lis\":\"S382\","
                + "\"govtrack\":412671,\"opensecrets\":\"N00035544\",\"votesmart\":150182,\"cspan\":77429,"
                + "\"wikipedia\":\"Ben \\\"Sasse\\\"\",\"ballotpedia\":\"Ben Sasse\",\"icpsr\":41503,"
                + "\"fec\":[\"S4NE00090\",\"H0NE00001\"]}");
        assertThat(LegislatorCitations.citation(sasse))
                .isEqualTo("Sen. Ben Sasse (R-NE), bioguide S001197 — congress-legislators, legislators-historical.csv");
    }

    @Test
    void aRowWithoutABioguideIsRejectedAndAnOpenQuoteIsAMalformedFile() throws Exception {
        List<CsvEntry> rows = read(HEADER + "\n" + BLAND.replace("B000546", "") + "\n");
        assertThatThrownBy(() -> new HistoricalLegislatorMapper().prepare(rows.getFirst())).hasMessageContaining("bioguide");
        assertThatThrownBy(() -> read(HEADER + "\n" + BLAND + "\n\"unclosed,\n"))
                .isInstanceOf(MalformedSourceException.class).hasMessageContaining("quoted field")
                .satisfies(e -> assertThat(((MalformedSourceException) e).position()).isEqualTo("3:1"));
    }

    @Test
    void positionsAreTheRowsLines() throws Exception {
        Path file = tmp.resolve("rows.csv");
        Files.writeString(file, "a,b\n1,\"two\nlines\"\n3,4\n");
        assertThat(CsvFile.read(SourceFile.read(tmp, file))).extracting(CsvFile.Row::line).containsExactly(2, 4);
    }

    private List<CsvEntry> read(String csv) throws Exception {
        Path file = tmp.resolve("legislators-historical.csv");
        Files.writeString(file, csv);
        List<CsvEntry> rows = new ArrayList<>();
        try (SourceFileReader.Cursor<CsvEntry> cursor = new HistoricalLegislatorsReader().open(SourceFile.read(tmp, file))) {
            for (CsvEntry e; (e = cursor.next()) != null; ) {
                rows.add(e);
            }
        }
        return rows;
    }
}
