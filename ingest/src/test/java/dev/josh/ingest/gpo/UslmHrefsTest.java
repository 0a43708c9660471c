package dev.josh.ingest.gpo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.PublicId;
import org.junit.jupiter.api.Test;

/** USLM identifiers as GPO and the OLRC write them in the corpus's bills, laws and titles. */
class UslmHrefsTest {

    private static String target(String href) {
        return UslmHrefs.target(href).map(PublicId::value).orElse(null);
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
        assertThat(UslmHrefs.dtdTarget("usc", "usc/20/7221a").map(PublicId::value)).contains("usc:20:7221a");
        assertThat(UslmHrefs.dtdTarget("public-law", "pl/118/42").map(PublicId::value)).contains("pl:118:42");
        assertThat(UslmHrefs.dtdTarget("usc-chapter", "usc-chapter/31/37")).isEmpty();
    }
}
