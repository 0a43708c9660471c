package dev.josh.ingest.bills;

import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoBulkDataFetcher;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Bills from GovInfo's bulk data: bill status ({@code /bulkdata/BILLSTATUS/<congress>/<type>/
 * BILLSTATUS-<congress><type><n>.xml}, 108th Congress on) into {@code billstatus/<congress>/}, bill
 * text in the GPO bill DTD ({@code /bulkdata/BILLS/<congress>/<session>/<type>/
 * BILLS-<congress><type><n><version>.xml}, every version, 113th on) into {@code bills-gpo-dtd/<congress>/},
 * and enrolled bills in USLM ({@code /bulkdata/BILLS/uslm/<congress>/<session>/<type>/…enr.xml},
 * 113th on) into {@code bills-uslm/<congress>/}. {@code --congress} picks one Congress; {@code --since}
 * keeps files the listing dates on or after that day. New bills can lag a day behind Congress.gov.
 */
public final class BillsFetcher extends GovInfoBulkDataFetcher {

    private static final Pattern STATUS = Pattern.compile("BILLSTATUS-[0-9]+[a-z]+[0-9]+\\.xml");
    private static final Pattern TEXT = Pattern.compile("BILLS-[0-9]+[a-z]+[0-9]+[a-z]+\\.xml");

    @Override
    public String source() {
        return BillsJobConfiguration.SOURCE;
    }

    @Override
    protected void discover(SyncScope scope, GovInfoBulkData bulk, List<RemoteFile> files) throws IOException {
        for (String congress : bulk.numberedFolders("BILLSTATUS", scope::coversCongress)) {
            bulk.collectInFolders("BILLSTATUS/" + congress, type -> true, STATUS,
                    BillsFiles.STATUS_DIRECTORY + "/" + congress, scope, files);
        }
        text(bulk, "BILLS", "bills-gpo-dtd", scope, files);
        if (bulk.list("BILLS").stream().anyMatch(e -> e.folder() && e.name().equals("uslm"))) {
            text(bulk, "BILLS/uslm", "bills-uslm", scope, files);
        }
    }

    /** Bill text under {@code root}: one folder per Congress, then per session, then per bill type. */
    private static void text(GovInfoBulkData bulk, String root, String directory, SyncScope scope, List<RemoteFile> files)
            throws IOException {
        for (String congress : bulk.numberedFolders(root, scope::coversCongress)) {
            for (String session : bulk.numberedFolders(root + "/" + congress, s -> true)) {
                bulk.collectInFolders(root + "/" + congress + "/" + session, type -> true, TEXT,
                        directory + "/" + congress, scope, files);
            }
        }
    }
}
