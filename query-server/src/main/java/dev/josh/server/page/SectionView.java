package dev.josh.server.page;

import dev.josh.server.context.DossierSection;
import dev.josh.server.context.SectionStatus;
import java.util.List;
import java.util.Objects;

/**
 * A dossier section as the page shows it: named in words, with a line only when it is not all there,
 * and its data as fields. A section that holds nothing, and the record section the page shows above,
 * are left out.
 *
 * @param id the section's name, for its heading's anchor
 */
public record SectionView(String id, String label, String note, RecordFields.Field content) {

    static List<SectionView> of(List<DossierSection> sections, RecordFields fields) {
        return sections.stream()
                .filter(s -> s.status() != SectionStatus.EMPTY && !s.name().equals("record"))
                .map(s -> of(s, fields))
                .filter(Objects::nonNull)
                .toList();
    }

    private static SectionView of(DossierSection s, RecordFields fields) {
        RecordFields.Field content = s.data() == null ? null : fields.of(s.name(), s.data());
        String note = switch (s.status()) {
            case OK -> null;
            case TRUNCATED -> s.shown() + " of " + s.total() + " shown";
            case NOT_COVERED -> "Not loaded in this database.";
            case TIMED_OUT -> "Took too long this time; try again.";
            case FAILED, EMPTY -> "Could not be read" + (s.note() == null ? "." : ": " + s.note());
        };
        if (content == null && note == null) {
            return null;
        }
        return new SectionView(s.name(), Labels.of(s.name()), note, content);
    }
}
