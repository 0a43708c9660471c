package dev.josh.ingest.publiclaws;

import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoBulkDataFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Public laws in USLM from GovInfo's bulk data ({@code /bulkdata/PLAW/<congress>/public/
 * PLAW-<congress>publ<n>.xml}, 113th Congress on) into {@code plaw-uslm/}; the reader takes the law's
 * number from the document, so GovInfo's file name is kept. {@code --congress} picks one Congress;
 * {@code --since} keeps laws the listing dates on or after that day. Private laws and the statute
 * compilations (COMPS) have no USLM bulk-data folder and are not fetched.
 */
public final class PublicLawsFetcher extends GovInfoBulkDataFetcher {

    private static final Pattern LAW = Pattern.compile("PLAW-[0-9]+publ[0-9]+\\.xml");

    @Override
    public String source() {
        return PublicLawsJobConfiguration.SOURCE;
    }

    @Override
    protected void discover(SyncScope scope, GovInfoBulkData bulk, List<RemoteFile> files) throws IOException {
        for (String congress : bulk.numberedFolders("PLAW", scope::coversCongress)) {
            if (bulk.list("PLAW/" + congress).stream().noneMatch(e -> e.folder() && e.name().equals("public"))) {
                continue;
            }
            String folder = "PLAW/" + congress + "/public";
            for (GovInfoBulkData.Entry entry : bulk.list(folder)) {
                if (!entry.folder() && LAW.matcher(entry.name()).matches() && scope.changedSince(entry.modified())) {
                    files.add(bulk.file(folder, entry, PublicLawsFiles.DIRECTORIES.getFirst() + "/" + entry.name(),
                            RemoteFile.Content.XML));
                }
            }
        }
    }
}
