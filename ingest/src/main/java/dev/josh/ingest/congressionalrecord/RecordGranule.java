package dev.josh.ingest.congressionalrecord;

import dev.josh.ingest.core.BodyRecord;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/**
 * A granule ready to write: identity, what MODS and the granule's header say (MODS first, the
 * page from the granule), its Markdown, speaker turns with bioguide IDs where MODS has them, and
 * its chunks.
 *
 * @param issueId     {@code CREC-1997-01-28}
 * @param modsFile    the issue's MODS file relative to the corpus: the source file the row was loaded from
 * @param htmlFile    the granule's HTML file relative to the corpus
 * @param heading     the granule's title, e.g. {@code MORNING BUSINESS}
 * @param section     {@code Senate}, {@code House}, {@code Extensions of Remarks}, {@code Daily Digest}
 * @param date        ISO date of the issue the granule is in
 * @param pageStart   first page, e.g. {@code S693}; never null
 * @param listedInMods false for an HTML file the issue's MODS does not list
 * @param rawSha256   SHA-256 over the HTML file's hash and the MODS entry as read
 */
public record RecordGranule(PublicId id, String issueId, String granuleId, String modsFile, String htmlFile,
                            String heading, String section, String granuleClass, String subGranuleClass,
                            Integer volume, Integer issueNumber, Integer congress, Integer session, String date,
                            String pageStart, String pageEnd, boolean listedInMods, List<ModsSpeaker> speakers,
                            List<String> bills, String bodyMarkdown, List<String> headingPath,
                            List<SpeakerTurn> turns, List<TextChunk> chunks, String rawSha256)
        implements BodyRecord {
    public RecordGranule {
        speakers = List.copyOf(speakers);
        bills = List.copyOf(bills);
        headingPath = List.copyOf(headingPath);
        turns = List.copyOf(turns);
        chunks = List.copyOf(chunks);
    }
}
