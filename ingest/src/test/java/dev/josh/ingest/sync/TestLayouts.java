package dev.josh.ingest.sync;

import dev.josh.ingest.committeereports.CrptTestLayout;
import dev.josh.ingest.congressionalrecord.CrecTestLayout;
import dev.josh.ingest.crs.CongressApiTestLayout;
import dev.josh.ingest.crs.CongressGovTestLayout;
import dev.josh.ingest.gao.GaoTestLayout;
import dev.josh.ingest.gao.GovinfoGaoReportsTestLayout;
import dev.josh.ingest.govinfo.GovInfoTestLayout;
import dev.josh.ingest.lda.SenateTestLayout;
import dev.josh.ingest.lda.SoprwebTestLayout;
import dev.josh.ingest.legislators.CongressLegislatorsTestLayout;
import dev.josh.ingest.sap.SapArchiveTestLayout;
import dev.josh.ingest.uscode.OlrcTestLayout;
import java.nio.file.Path;
import java.util.List;

/** Every upstream host's test layout over one corpus: the whole test upstream that {@code sync all} meets. */
public final class TestLayouts {

    /** A large file (the U.S. Code's title 14, zipped) that a test can slow down to cut a sync mid-body. */
    public static final String SLOW_FILE = "/uscode/download/releasepoints/us/pl/117/80/xml_usc14@117-80.zip";
    /** The source whose sync downloads {@link #SLOW_FILE}, and the corpus folder it writes. */
    public static final String SLOW_FILE_SOURCE = "us-code";
    public static final String SLOW_FILE_FOLDER = "uscode";

    private TestLayouts() {
    }

    public static List<TestUpstream.Layout> all(Path corpus) {
        return List.of(
                new GovInfoTestLayout(corpus),
                new CrecTestLayout(corpus),
                new CrptTestLayout(corpus),
                new OlrcTestLayout(corpus),
                new CongressLegislatorsTestLayout(corpus),
                new SenateTestLayout(corpus),
                new SoprwebTestLayout(corpus),
                new SapArchiveTestLayout(corpus),
                new CongressApiTestLayout(corpus),
                new CongressGovTestLayout(corpus),
                new GaoTestLayout(corpus),
                new GovinfoGaoReportsTestLayout(corpus));
    }
}
