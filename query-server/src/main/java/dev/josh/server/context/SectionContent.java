package dev.josh.server.context;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.CitedLink;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

/**
 * What a section read: its data, how many items exist and how many are shown, and the citations
 * of what it shows. The status follows from these ({@link #status()}); a section never decides
 * on its own that it is {@code ok}.
 *
 * @param total items that exist for the record (for a single-object section: 1, or 0 when absent)
 * @param shown items the data holds
 * @param note  what a reader should know (why not covered, what was cut); null when nothing
 */
public record SectionContent(Object data, long total, int shown, List<Citation> citations, String note,
                             boolean covered) {

    public SectionContent {
        citations = distinct(citations); // a record cited for two items of a section is cited once
    }

    /** A list of items, of which {@code total} exist. */
    public static SectionContent list(List<?> items, long total, Collection<Citation> citations) {
        return new SectionContent(items, Math.max(total, items.size()), items.size(), distinct(citations), null, true);
    }

    /**
     * Records by id, the first {@code request.limit()} of them with their titles and citations; where
     * one is not loaded, the dossier's record is cited for it, since that record names it.
     */
    public static SectionContent records(SectionRequest request, List<String> ids) throws SQLException {
        List<CitedLink> shown = request.links().cited(request.connection(),
                ids.subList(0, Math.min(ids.size(), request.limit())));
        return list(shown, ids.size(), citations(request, shown));
    }

    /** The citations of records shown, and the dossier's record's own when one of them is not loaded. */
    public static List<Citation> citations(SectionRequest request, List<CitedLink> shown) {
        List<Citation> out = new ArrayList<>(shown.stream().map(CitedLink::citation).filter(Objects::nonNull).toList());
        if (shown.stream().anyMatch(c -> c.citation() == null) && request.citation() != null) {
            out.add(request.citation());
        }
        return out;
    }

    /** One object (a summary, a breakdown), or nothing when {@code data} is null. */
    public static SectionContent single(Object data, Collection<Citation> citations) {
        return new SectionContent(data, data == null ? 0 : 1, data == null ? 0 : 1, distinct(citations), null, true);
    }

    /** The section's source is not loaded here: no answer, which is not "none". */
    public static SectionContent notCovered(String note) {
        return new SectionContent(null, 0, 0, List.of(), note, false);
    }

    public SectionContent withNote(String note) {
        return new SectionContent(data, total, shown, citations, note, covered);
    }

    public SectionStatus status() {
        if (!covered) {
            return SectionStatus.NOT_COVERED;
        }
        if (total == 0) {
            return SectionStatus.EMPTY;
        }
        return shown < total ? SectionStatus.TRUNCATED : SectionStatus.OK;
    }

    private static List<Citation> distinct(Collection<Citation> citations) {
        if (citations == null) {
            return List.of();
        }
        return List.copyOf(new LinkedHashSet<>(citations.stream().filter(Objects::nonNull)
                .filter(c -> c.citationString() != null).toList()));
    }
}
