package dev.josh.server.sources.laws;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A public or private law ({@code pl:}, {@code pvtl:}), or a GPO statute compilation ({@code comp:},
 * an act as amended).
 *
 * @param kind            public-law, private-law or statute-compilation
 * @param lawNumber       e.g. 115-9; for a compilation, the compiled law's
 * @param bill            the measure the law names (e.g. hr:115:609)
 * @param amendedThrough  compilations: the latest amending law, e.g. 116-326
 */
public record LawRecord(String type, String id, String kind, Integer congress, String lawNumber, String title,
                        String heading, String officialTitle, String shortTitle, String statutesAtLarge,
                        String approvedDate, Link bill, String amendedThrough, String amendedThroughDate,
                        List<String> headingPath, String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {
}
