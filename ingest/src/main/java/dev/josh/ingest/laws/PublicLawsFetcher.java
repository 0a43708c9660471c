package dev.josh.ingest.laws;

import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoBulkDataFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Public and private laws and statute compilations in USLM from GovInfo's bulk data:
 * {@code /bulkdata/PLAW/<congress>/public|private/PLAW-<congress>publ|pvtl<n>.xml} (113th Congress
 * on) into {@code plaw-uslm/}, and {@code /bulkdata/COMPS/…/COMPS-<file id>.xml} into
 * {@code statute-compilations-uslm/} (layouts as GovInfo's bulk-data sitemaps, e.g.
 * {@code /sitemap/bulkdata/PLAW/117pvtl/sitemap.xml}, list them). The reader takes a law's number and
 * a compilation's file id from the document, so GovInfo's file names are kept. {@code --congress}
 * picks one Congress's laws and leaves out the compilations, which belong to no Congress;
 * {@code --since} keeps files the listing dates on or after that day.
 */
public final class PublicLawsFetcher extends GovInfoBulkDataFetcher {

    private static final List<String> KINDS = List.of("public", "private");
    private static final Pattern LAW = Pattern.compile("PLAW-[0-9]+(publ|pvtl)[0-9]+\\.xml");
    private static final Pattern COMPILATION = Pattern.compile("COMPS-[0-9]+\\.xml");

    @Override
    public String source() {
        return PublicLawsJobConfiguration.SOURCE;
    }

    @Override
    protected void discover(SyncScope scope, GovInfoBulkData bulk, List<RemoteFile> files) throws IOException {
        for (String congress : bulk.numberedFolders("PLAW", scope::coversCongress)) {
            bulk.collectInFolders("PLAW/" + congress, KINDS::contains, LAW, PublicLawsFiles.DIRECTORIES.getFirst(),
                    scope, files);
        }
        if (scope.congress() == null) {
            compilations(bulk, "COMPS", scope, files);
        }
    }

    /** Statute compilations, in whatever folders GovInfo files them under {@code COMPS}. */
    private static void compilations(GovInfoBulkData bulk, String folder, SyncScope scope, List<RemoteFile> files)
            throws IOException {
        for (GovInfoBulkData.Entry entry : bulk.list(folder)) {
            if (entry.folder()) {
                compilations(bulk, folder + "/" + entry.name(), scope, files);
            } else if (COMPILATION.matcher(entry.name()).matches() && scope.changedSince(entry.modified())) {
                files.add(bulk.file(folder, entry, PublicLawsFiles.DIRECTORIES.get(1) + "/" + entry.name(),
                        RemoteFile.Content.XML));
            }
        }
    }
}
