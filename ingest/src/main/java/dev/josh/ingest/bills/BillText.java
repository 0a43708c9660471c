package dev.josh.ingest.bills;

import dev.josh.ingest.lawtext.MarkedText;

/**
 * One file of bill text as read: which bill and version the document says it is, its metadata
 * and its text as Markdown.
 *
 * @param format        {@code uslm}, {@code gpo-bill-dtd}, {@code xhtml} or {@code text} (a plain-text rendition)
 * @param document      what the document's own metadata says (dc:title, citableAs, legis-num, stage…)
 * @param fileName      what a govinfo-style file name says ({@code BILLS-116hr1865eas.xml}); empty otherwise
 * @param stage         the stage as the document names it ({@code Introduced in House}), or null
 * @param date          the version's date (its last dated action), ISO, or null
 * @param processedDate when GPO produced this file ({@code <processedDate>}), ISO, or null
 * @param officialTitle the long title ({@code To amend…}), or null
 * @param sponsorId     the sponsor's bioguide ID as the text names it, or null
 */
public record BillText(String sourceFile, String rawSha256, String format, Claim document, Claim fileName,
                       String stage, String date, String processedDate, String officialTitle, String sponsorId,
                       String sponsorName, MarkedText text) {

    /** What one piece of evidence says about the bill and version; any part may be unknown (null). */
    public record Claim(String type, Integer congress, Integer number, String versionCode) {
        public static final Claim NONE = new Claim(null, null, null, null);

        /** This claim with its unknown parts taken from {@code other}. */
        Claim orElse(Claim other) {
            return new Claim(type != null ? type : other.type, congress != null ? congress : other.congress,
                    number != null ? number : other.number, versionCode != null ? versionCode : other.versionCode);
        }
    }
}
