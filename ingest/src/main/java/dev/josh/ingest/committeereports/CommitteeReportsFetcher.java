package dev.josh.ingest.committeereports;

import dev.josh.ingest.govinfo.GovInfoBulkData;
import dev.josh.ingest.govinfo.GovInfoPackagesFetcher;
import dev.josh.ingest.govinfo.GovInfoSitemaps;
import dev.josh.ingest.sync.RemoteFile;
import dev.josh.ingest.sync.SyncScope;
import dev.josh.ingest.sync.Upstream;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Committee reports from GovInfo: the {@code CRPT} package sitemaps list one package per report
 * ({@code CRPT-<congress><hrpt|srpt|erpt><n>[-pt<k>]}) with its {@code lastmod}; each report's PDF,
 * {@code /content/pkg/<package>/pdf/<package>.pdf}, goes to {@code committee-reports/}.
 * {@code --congress} picks one Congress; {@code --year} a sitemap year; {@code --since} packages
 * changed since the day. GPO's USLM report samples have no published collection yet, so reports
 * come as PDF (the reader recovers their structure, CBO estimates included).
 */
public final class CommitteeReportsFetcher extends GovInfoPackagesFetcher {

    public CommitteeReportsFetcher() {
        super("CRPT", Pattern.compile("CRPT-([0-9]+)[hse]rpt[0-9]+(-pt[0-9]+)?"),
                "a report package CRPT-<congress><type><n>");
    }

    @Override
    public String source() {
        return CommitteeReportsJobConfiguration.SOURCE;
    }

    @Override
    protected void discover(GovInfoSitemaps.Package pkg, Matcher report, SyncScope scope, Upstream upstream,
                            List<RemoteFile> files) {
        if (scope.coversCongress(Integer.parseInt(report.group(1)))) {
            files.add(new RemoteFile(upstream.resolve(GovInfoBulkData.HOST, "/content/pkg/" + pkg.id() + "/pdf/"
                    + pkg.id() + ".pdf"), CommitteeReportsJobConfiguration.DIRECTORY + "/" + pkg.id() + ".pdf",
                    RemoteFile.Content.PDF, pkg.lastModified(), null));
        }
    }
}
