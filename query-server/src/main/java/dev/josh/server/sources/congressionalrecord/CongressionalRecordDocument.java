package dev.josh.server.sources.congressionalrecord;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A Congressional Record granule: a speech, a motion, a Daily Digest entry.
 *
 * @param section  Senate, House, Extensions of Remarks or Daily Digest
 * @param speakers the members MODS names, with bioguide ids
 * @param bills    the bills MODS links to the granule
 */
public record CongressionalRecordDocument(String type, String id, String issueId, String granuleId, String title,
                                          String heading, String section, String granuleClass, Integer volume,
                                          Integer issueNumber, Integer congress, Integer session, String date,
                                          String pageStart, String pageEnd, List<Object> speakers, List<Link> bills,
                                          String bodyMarkdown, TextWindow.Shown body, Citation citation)
        implements PublicRecord {
}
