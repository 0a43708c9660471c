package dev.josh.ingest.cfr;

import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoBulkDataFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The eCFR from GovInfo's bulk data: one file per title, rewritten when the title is amended
 * ({@code /bulkdata/ECFR/title-<n>/ECFR-title<n>.xml}, the eCFR XML the GPO user guide describes)
 * into {@code ecfr/}. {@code --title} picks titles; {@code --since} keeps titles the listing dates
 * on or after that day. The annual CFR in USLM has no bulk-data folder (GovInfo's annual CFR bulk
 * data is the older GPO XML, which ingest does not read), so it is not fetched.
 */
public final class EcfrFetcher extends GovInfoBulkDataFetcher {

    private static final Pattern TITLE_FOLDER = Pattern.compile("title-([0-9]+)");
    private static final Pattern TITLE_FILE = Pattern.compile("ECFR-title[0-9]+\\.xml");

    @Override
    public String source() {
        return CfrJobConfiguration.SOURCE;
    }

    @Override
    protected void discover(SyncScope scope, GovInfoBulkData bulk, List<RemoteFile> files) throws IOException {
        bulk.collectInFolders("ECFR", folder -> {
            Matcher number = TITLE_FOLDER.matcher(folder);
            return number.matches() && scope.coversTitle(number.group(1));
        }, TITLE_FILE, "ecfr", scope, files);
    }
}
