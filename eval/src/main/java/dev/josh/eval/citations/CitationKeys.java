package dev.josh.eval.citations;

import dev.josh.contracts.cite.FoundCitation;
import java.util.Optional;

/**
 * What a citation Josh read names, in the form the differential compares: its id ({@code usc:42:1983},
 * {@code cfr:40:141.61}, {@code pl:117:58}), the page it cites ({@code fr:81:22154}, {@code stat:135:429}), or the
 * CFR part ({@code cfr-part:17:240}). Empty for forms the other reader does not read at all (bills, private laws).
 */
final class CitationKeys {

    private CitationKeys() {
    }

    static Optional<String> of(FoundCitation c) {
        return switch (c.kind()) {
            case FEDERAL_REGISTER_PAGE -> Optional.of("fr:" + c.volume() + ":" + c.page());
            case STATUTES_AT_LARGE -> Optional.of("stat:" + c.volume() + ":" + c.page());
            case US_CODE_SECTION, CFR_SECTION -> Optional.of(c.id() != null ? c.id().value() : unread(c));
            case LAW -> c.canonical().startsWith("Priv.") ? Optional.empty()
                    : Optional.of(c.id() != null ? c.id().value() : unread(c));
            // the part as written: {@code page} holds its number without a letter (part 9A is not part 9)
            case CFR_PART -> Optional.of("cfr-part:" + c.volume() + ":"
                    + c.canonical().substring(c.canonical().lastIndexOf(' ') + 1));
            case BILL -> Optional.empty();
        };
    }

    /** A citation Josh read but names no id for (a title that does not exist …): it says so instead of guessing. */
    private static String unread(FoundCitation c) {
        return "unresolved:" + c.canonical();
    }
}
