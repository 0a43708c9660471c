package dev.josh.server.sources.bills;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.RecordRef;
import java.util.List;

/**
 * What changed between two text versions of a bill (or of two bills): the versions compared, counts
 * of provisions by what happened to them, and one page of the provisions that did not stay as they
 * were, in the reading order of the {@code to} version (a struck provision where it stood).
 *
 * @param from       the version compared from
 * @param to         the version compared to
 * @param summary    counts over the whole comparison, not only this page
 * @param changes    this page of inserted, struck, changed and moved provisions
 * @param nextCursor pass as {@code cursor} to read the next page; null on the last page
 * @param hasMore    whether another page follows
 * @param note       how provisions were found and compared, and what the counts mean
 */
public record BillTextDiff(ComparedVersion from, ComparedVersion to, DiffSummary summary,
                           List<ProvisionChange> changes, String nextCursor, boolean hasMore, String note) {

    public BillTextDiff {
        changes = List.copyOf(changes);
    }

    /**
     * One side of the comparison.
     *
     * @param bill        the bill, with its citation
     * @param versionCode the text version (IH, RH, RFS, ENR …)
     * @param stage       the version's stage in words ("Reported in House")
     * @param date        the version's date
     * @param chars       length of the version's Markdown
     * @param provisions  how many provisions it was cut into
     * @param split       {@code headings} (sections, titles … by their headings) or {@code paragraphs} (a text
     *                    without headings, cut into its top-level paragraphs)
     * @param citation    the version's citation and where it is published
     */
    public record ComparedVersion(RecordRef bill, String versionCode, String stage, String date, int chars,
                                  int provisions, String split, Citation citation) {
    }

    /**
     * Provisions by what happened to them; {@code inserted + changed + moved + unchanged} is the
     * {@code to} version's count, {@code struck + changed + moved + unchanged} the {@code from} version's.
     *
     * @param changes    inserted + struck + changed + moved: the length of the list all pages make up
     * @param renumbered paired provisions (unchanged, changed or moved) whose designation changed (SEC. 4. became
     *                   SEC. 5.)
     */
    public record DiffSummary(int inserted, int struck, int changed, int moved, int unchanged, int renumbered,
                          int changes) {
    }

    /**
     * One provision that did not stay as it was.
     *
     * @param kind        {@code inserted}, {@code struck}, {@code changed} (same place, other text) or
     *                    {@code moved} (another place among the provisions, its text changed or not)
     * @param from        where it is in the {@code from} version; null when inserted
     * @param to          where it is in the {@code to} version; null when struck
     * @param textChanged whether its text differs (designation aside): always for changed, inserted and struck
     * @param similarity  share of words the two versions of the provision have in common, for changed and moved
     * @param hunkCount   how many hunks the provision's change has (changed and moved provisions)
     * @param hunks       the hunks, within max_chars: struck and inserted text with unchanged words around it
     * @param text        an inserted or struck provision's text, within max_chars
     * @param truncated   whether hunks or text were cut to max_chars (read the whole provision from its offset)
     */
    public record ProvisionChange(String kind, ProvisionLocator from, ProvisionLocator to, boolean textChanged,
                                  Double similarity, Integer hunkCount, List<TextHunk> hunks, String text,
                                  boolean truncated) {
    }

    /**
     * A provision's place in one version.
     *
     * @param index   its position among the version's provisions, from 0
     * @param heading its heading as printed ("SEC. 4. RULE OF CONSTRUCTION REGARDING INTELLIGENCE SHARING."),
     *                "(preamble)" for the text before the first heading, "¶ n" in a text without headings
     * @param path    the division, title, subtitle … headings it sits under, joined with " › "
     * @param offset  where it starts in the version's Markdown: GET /v1/bills/{id}/text?version=…&offset=…
     * @param chars   its length in characters
     */
    public record ProvisionLocator(int index, String heading, String path, int offset, int chars) {
    }

    /**
     * One change inside a provision.
     *
     * @param before   unchanged words just before it
     * @param deleted  the struck text ("" when only inserted)
     * @param inserted the inserted text ("" when only struck)
     * @param after    unchanged words just after it
     */
    public record TextHunk(String before, String deleted, String inserted, String after) {
    }
}
