package dev.josh.server.sources.bills;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.RecordRef;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A bill's text versions and, when one is loaded, a window of one version's text.
 *
 * @param versions every version BILLSTATUS lists or a text file supplied, newest first
 * @param text     the requested (default: the latest loaded) version's text, or null when none is loaded
 * @param note     why no text is shown, and where the listed versions are published
 */
public record BillText(RecordRef bill, List<Version> versions, Text text, String note) {

    /**
     * @param textLoaded whether Josh holds this version's text (else only its listing in BILLSTATUS)
     * @param chars      length of the loaded text
     * @param url        where the version is published (govinfo), from BILLSTATUS or the text file
     */
    public record Version(String versionCode, String stage, String date, boolean textLoaded, String format,
                          Integer chars, String url) {
    }

    /**
     * @param window which part of the text {@code markdown} holds, and where the next window starts
     */
    public record Text(String versionCode, String stage, String format, String markdown, TextWindow.Shown window,
                       Citation citation) {
    }
}
