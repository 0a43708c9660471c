package dev.josh.ingest.govinfo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.ingest.bills.BillsFetcher;
import dev.josh.ingest.cfr.EcfrFetcher;
import dev.josh.ingest.federalregister.FederalRegisterFetcher;
import dev.josh.ingest.laws.PublicLawsFetcher;
import dev.josh.ingest.sync.CorpusUpstream;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SourceFetcher;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The four GovInfo bulk-data fetchers against GovInfo's layout over the real corpus. */
class GovInfoFetchersTest {

    private static final Path CORPUS = Path.of(System.getProperty("josh.corpus"));
    @RegisterExtension
    static final CorpusUpstream UPSTREAM = new CorpusUpstream(GovInfoTestLayout::new);

    private static List<RemoteFile> discover(SourceFetcher fetcher, SyncScope scope) throws IOException {
        return UPSTREAM.discover(fetcher, scope);
    }

    private static Set<String> names(List<RemoteFile> files) {
        return Set.copyOf(files.stream().map(f -> Path.of(f.corpusPath()).getFileName().toString()).toList());
    }

    private static Set<String> corpusNames(String directory, String regex) throws IOException {
        try (Stream<Path> walk = Files.walk(CORPUS.resolve(directory))) {
            return Set.copyOf(walk.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                    .filter(n -> n.matches(regex)).toList());
        }
    }

    @Test
    void billStatusAndBillTextCoverTheCorpusFilesGovInfoHolds() throws IOException {
        List<RemoteFile> files = discover(new BillsFetcher(), SyncScope.everything());
        Set<String> status = corpusNames("billstatus", "BILLSTATUS-.*\\.xml");
        Set<String> text = corpusNames("bills-gpo-dtd", "BILLS-.*\\.xml");
        Set<String> enrolled = Set.copyOf(corpusNames("bills-uslm", ".*enr_good\\.xml").stream()
                .map(n -> "BILLS-" + n.replace("_good", "")).toList());
        assertThat(status).hasSizeGreaterThan(700);
        assertThat(enrolled).hasSize(16);
        assertThat(names(files)).containsAll(status).containsAll(text).containsAll(enrolled)
                .hasSize(status.size() + text.size() + enrolled.size());
        assertThat(files).filteredOn(f -> f.corpusPath().equals("billstatus/117/BILLSTATUS-117hr3684.xml")).singleElement()
                .satisfies(f -> {
                    assertThat(f.url().getPath()).endsWith("/bulkdata/BILLSTATUS/117/hr/BILLSTATUS-117hr3684.xml");
                    assertThat(f.listedModified()).isNotNull();
                    assertThat(f.listedSize()).isEqualTo(Files.size(CORPUS.resolve("billstatus/117/BILLSTATUS-117hr3684.xml")));
                });
        assertThat(files).filteredOn(f -> f.corpusPath().equals("bills-gpo-dtd/119/BILLS-119hr1enr.xml")).singleElement()
                .satisfies(f -> assertThat(f.url().getPath()).endsWith("/bulkdata/BILLS/119/1/hr/BILLS-119hr1enr.xml"));
        for (RemoteFile file : files.subList(0, 5)) {
            assertThat(get(file.url())).isEqualTo(Files.readAllBytes(corpusFile(file)));
        }
        assertThat(files).filteredOn(f -> f.corpusPath().equals("bills-uslm/115/BILLS-115hr255enr.xml")).singleElement()
                .satisfies(f -> assertThat(get(f.url())).isEqualTo(
                        Files.readAllBytes(CORPUS.resolve("bills-uslm/gpo-enrolled-samples/115hr255enr_good.xml"))));
    }

    @Test
    void congressNarrowsBills() throws IOException {
        List<RemoteFile> files = discover(new BillsFetcher(), new SyncScope(119, null, null, Set.of()));
        assertThat(files).isNotEmpty().allMatch(f -> f.corpusPath().matches("[a-z-]+/119/.*"));
        assertThat(names(files)).contains("BILLS-119hr1enr.xml", "BILLS-119hr1968enr.xml");
    }

    @Test
    void federalRegisterIssuesByDay() throws IOException {
        assertThat(names(discover(new FederalRegisterFetcher(), SyncScope.everything())))
                .isEqualTo(corpusNames("federal-register/fr-xml", "FR-.*\\.xml"));
        assertThat(discover(new FederalRegisterFetcher(), new SyncScope(null, 2024, null, Set.of())))
                .extracting(RemoteFile::corpusPath).containsExactly("federal-register/fr-xml/FR-2024-02-12.xml");
        assertThat(discover(new FederalRegisterFetcher(), new SyncScope(null, null, LocalDate.now().plusDays(1), Set.of())))
                .isEmpty();
    }

    @Test
    void ecfrTitlesByNumber() throws IOException {
        assertThat(discover(new EcfrFetcher(), SyncScope.everything())).extracting(RemoteFile::corpusPath)
                .containsExactlyInAnyOrder("ecfr/ECFR-title1.xml", "ecfr/ECFR-title2.xml", "ecfr/ECFR-title3.xml",
                        "ecfr/ECFR-title4.xml");
        assertThat(discover(new EcfrFetcher(), new SyncScope(null, null, null, Set.of("3"))))
                .extracting(RemoteFile::corpusPath).containsExactly("ecfr/ECFR-title3.xml");
    }

    @Test
    void lawsAndCompilationsUnderGovInfosNames() throws IOException {
        List<RemoteFile> files = discover(new PublicLawsFetcher(), SyncScope.everything());
        assertThat(files).hasSize(corpusNames("plaw-uslm", "[0-9]+(publ|pvtl)[0-9]+-uslm\\.xml").size()
                + corpusNames("statute-compilations-uslm", "COMPS-[0-9]+\\.xml").size());
        assertThat(files).extracting(RemoteFile::corpusPath).contains("plaw-uslm/PLAW-115publ9.xml",
                "plaw-uslm/PLAW-112pvtl1.xml", "statute-compilations-uslm/COMPS-1656.xml");
        RemoteFile privateLaw = files.stream().filter(f -> f.corpusPath().endsWith("PLAW-112pvtl1.xml")).findFirst().orElseThrow();
        assertThat(privateLaw.url().getPath()).endsWith("/bulkdata/PLAW/112/private/PLAW-112pvtl1.xml");
        assertThat(get(privateLaw.url())).isEqualTo(Files.readAllBytes(CORPUS.resolve("plaw-uslm/112pvtl001-uslm.xml")));
        // A Congress's laws only: compilations belong to none.
        assertThat(discover(new PublicLawsFetcher(), new SyncScope(114, null, null, Set.of())))
                .extracting(RemoteFile::corpusPath).allMatch(p -> p.startsWith("plaw-uslm/PLAW-114publ")).hasSize(3);
    }

    private static Path corpusFile(RemoteFile file) throws IOException {
        String name = Path.of(file.corpusPath()).getFileName().toString();
        try (Stream<Path> walk = Files.walk(CORPUS)) {
            return walk.filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow();
        }
    }

    private static byte[] get(URI uri) throws IOException {
        try (HttpClient client = HttpClient.newHttpClient()) {
            return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofByteArray()).body();
        } catch (InterruptedException e) {
            throw new IOException(e);
        }
    }
}
