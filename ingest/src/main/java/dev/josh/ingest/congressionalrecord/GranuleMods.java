package dev.josh.ingest.congressionalrecord;

import java.util.List;

/**
 * What an issue's MODS says about one granule ({@code <relatedItem type="constituent">}).
 *
 * @param section         the part of the Record: {@code Senate}, {@code House}, {@code Extensions of Remarks},
 *                        {@code Daily Digest} ({@code <partName>})
 * @param pageStart       first page, e.g. {@code S693} ({@code <part type="article">})
 * @param bills           the measures MODS links to the granule, as bill public IDs ({@code hr:109:3057})
 */
public record GranuleMods(String granuleId, String title, String section, String granuleClass,
                          String subGranuleClass, String chamber, String pageStart, String pageEnd,
                          String preferredCitation, String granuleDate, List<ModsSpeaker> speakers,
                          List<String> bills) {
    public GranuleMods {
        speakers = List.copyOf(speakers);
        bills = List.copyOf(bills);
    }
}
