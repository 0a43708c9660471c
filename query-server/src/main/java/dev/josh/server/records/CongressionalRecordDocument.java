package dev.josh.server.records;

import dev.josh.contracts.api.Citation;
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
