package dev.josh.server.context;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * What became of one section of a dossier. Sections fail independently: the dossier always comes
 * back, and a section that is not {@code ok} says why, so a partial answer says what is missing.
 */
public enum SectionStatus {
    /** Everything the section holds for the record is shown. */
    OK,
    /** The section's sources are loaded and hold nothing for this record. */
    EMPTY,
    /** A source the section reads is not loaded in this database: no answer, which is not "none". */
    NOT_COVERED,
    /** The section ran out of its time budget; the rest of the dossier is unaffected. */
    TIMED_OUT,
    /** More exists than the depth shows (or the size bound allowed): {@code total} says how many. */
    TRUNCATED,
    /** The section failed for another reason, named in its note; the server log has the details. */
    FAILED;

    @JsonValue
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }
}
