package dev.josh.ingest.bills;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import java.util.Map;

/** Checks that a stored ID parses and formats back to itself. */
public final class Ids {

    private Ids() {
    }

    /** The ID's type, after checking that {@code PublicId.of(type, parts in grammar order)} gives the ID back. */
    public static IdType roundTrip(String id) {
        PublicId parsed = PublicId.parse(id);
        assertThat(parsed.value()).isEqualTo(id);
        Object[] parts = parsed.type().grammar().namedGroups().entrySet().stream()
                .sorted(Map.Entry.comparingByValue()).map(e -> parsed.part(e.getKey())).toArray();
        assertThat(PublicId.of(parsed.type(), parts).value()).isEqualTo(id);
        return parsed.type();
    }
}
