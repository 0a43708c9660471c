package dev.josh.server.citations;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * Whether the provision a text cites holds the words quoted from it.
 *
 * @param status   {@code verified} (the cited provision holds the quote: {@code match} says where),
 *                 {@code misattributed} (the cited provision exists and does not hold it, or holds it outside
 *                 the paragraph a pin cite names; {@code found_in} names the provisions of the corpus that do,
 *                 empty when none does), {@code not_found}
 *                 (the cited provision does not exist: repealed, reserved, no such section),
 *                 {@code not_loaded} (its source or title is not in this corpus, so the quote cannot be
 *                 judged) or {@code unresolved} (no citation could be read, or a bill without its Congress)
 * @param citation the citation the quote was checked against, in its standard form, or null when none was read
 * @param reason   why it is not verified, in words, or null when it is
 * @param match    where the cited provision holds the quote, when verified
 * @param foundIn  when misattributed, the provisions holding the quote (the cited section itself when only the
 *                 pin was wrong) (at most
 *                 {@value QuoteLookups#MAX_FOUND_IN}): the cited source's first, then the codes
 */
public record QuoteCheck(String status, String citation, @JsonInclude(JsonInclude.Include.NON_NULL) String reason,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Located match,
                         @JsonInclude(JsonInclude.Include.NON_NULL) List<Located> foundIn) {

    /**
     * The place of the quoted words in a provision.
     *
     * @param id             the record holding them
     * @param citationString the record's citation
     * @param url            its source URL, with the anchor of the passage where it has one
     * @param start          offset of the first matched character in the record's {@code body_markdown}
     * @param end            offset just past the last
     * @param label          the paragraph label there, e.g. {@code (b)(1)(ii)}, or null in unlabelled text
     * @param passage        the matched text as the record has it (long ones cut in the middle, marked {@code …})
     */
    public record Located(String id, String title, String citationString, String url, int start, int end,
                          @JsonInclude(JsonInclude.Include.NON_NULL) String label, String passage) {
    }
}
