package dev.josh.ingest.gpo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** USLM identifiers as GPO and the OLRC write them in the corpus's bills, laws and titles. */
class UslmHrefsTest {

    private static String target(String href) {
        List<PublicId> targets = UslmHrefs.targets(href);
        assertThat(targets).hasSizeLessThan(2);
        return targets.stream().map(PublicId::value).findFirst().orElse(null);
    }

    @Test
    void namesTheRecordAboveThePinCite() {
        assertThat(target("/us/usc/t33/s2282/a/1")).isEqualTo("usc:33:2282");
        assertThat(target("/us/usc/t42/s4321/etseq")).isEqualTo("usc:42:4321");
        assertThat(target("/us/usc/t42/s1962d–5b/b")).isEqualTo("usc:42:1962d-5b");
        assertThat(target("/us/pl/94/553/tI/s101")).isEqualTo("pl:94:553");
        assertThat(target("/us/bill/113/hr/3080")).isEqualTo("hr:113:3080");
        assertThat(target("/us/cfr/t40/s1506.8")).isEqualTo("cfr:40:1506.8");
        assertThat(target("/us/hrpt/116/324/pt2")).isEqualTo("crpt:116:hrpt:324-2");
        assertThat(target("/us/srpt/110/238")).isEqualTo("crpt:110:srpt:238");
    }

    @Test
    void aTitleAChapterOrAPageNamesNoRecord() {
        assertThat(target("/us/usc/t54/stIII/dA")).isNull();
        assertThat(target("/us/usc/t42/ch6A")).isNull();
        assertThat(target("/us/cfr/t40/p112")).isNull();
        assertThat(target("/us/stat/90/2541")).isNull();
        assertThat(target("/us/act/1935-08-14/ch531")).isNull();
        assertThat(target(null)).isNull();
    }

    @Test
    void readsTheBillDtdsParsableCites() {
        assertThat(UslmHrefs.dtdTargets("usc", "usc/20/7221a")).extracting(PublicId::value).containsExactly("usc:20:7221a");
        assertThat(UslmHrefs.dtdTargets("public-law", "pl/118/42")).extracting(PublicId::value).containsExactly("pl:118:42");
        assertThat(UslmHrefs.dtdTargets("usc-chapter", "usc-chapter/31/37")).isEmpty();
    }

    @Test
    void aRangeOfSectionsNamesItsTwoEndsNotASectionThatCannotExist() {
        assertThat(UslmHrefs.targets("/us/usc/t5/s551–558")).extracting(PublicId::value)
                .containsExactly("usc:5:551", "usc:5:558");
        assertThat(UslmHrefs.targets("/us/usc/t16/s469–469c/a")).extracting(PublicId::value)
                .containsExactly("usc:16:469", "usc:16:469c");
        assertThat(UslmHrefs.dtdTargets("usc", "usc/20/1070-1099d")).extracting(PublicId::value)
                .containsExactly("usc:20:1070", "usc:20:1099d");
        // a hyphen within a section number: the number after it is below the one before
        assertThat(target("/us/usc/t20/s1078–3")).isEqualTo("usc:20:1078-3");
        assertThat(target("/us/usc/t16/s470–1")).isEqualTo("usc:16:470-1");
        assertThat(target("/us/usc/t42/s1320a–7b/b")).isEqualTo("usc:42:1320a-7b");
    }
}
