package dev.josh.ingest.federalregister;

import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoBulkDataFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Federal Register daily issues from GovInfo's bulk data ({@code /bulkdata/FR/<yyyy>/<mm>/
 * FR-<yyyy-mm-dd>.xml}, 2000 on, the FR XML the GPO user guide describes) into
 * {@code federal-register/fr-xml/}. {@code --year} and {@code --since} select issues by their date.
 * Bulk data has no 10,000-result cap (the federalregister.gov API does); one file is one issue.
 */
public final class FederalRegisterFetcher extends GovInfoBulkDataFetcher {

    private static final Pattern ISSUE = Pattern.compile("FR-([0-9]{4}-[0-9]{2}-[0-9]{2})\\.xml");

    @Override
    public String source() {
        return FederalRegisterJobConfiguration.SOURCE;
    }

    @Override
    protected void discover(SyncScope scope, GovInfoBulkData bulk, List<RemoteFile> files) throws IOException {
        for (String year : bulk.numberedFolders("FR", scope::coversYear)) {
            for (String month : bulk.numberedFolders("FR/" + year, m -> true)) {
                String folder = "FR/" + year + "/" + month;
                for (GovInfoBulkData.Entry entry : bulk.list(folder)) {
                    Matcher issue = ISSUE.matcher(entry.name());
                    if (!entry.folder() && issue.matches() && scope.covers(LocalDate.parse(issue.group(1)), entry.modified())) {
                        files.add(bulk.file(folder, entry, FederalRegisterFiles.DIRECTORY + "/fr-xml/" + entry.name(),
                                RemoteFile.Content.XML));
                    }
                }
            }
        }
    }
}
