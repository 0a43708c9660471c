package dev.josh.ingest.committees;

import dev.josh.ingest.core.YamlEntry;
import dev.josh.ingest.core.YamlValues;

/** A committee entry, or a subcommittee entry with its parent's. */
public record CommitteeEntry(YamlEntry entry, YamlEntry parent) {

    /** The Thomas ID the row will have, or null when the entry lacks one. */
    public String thomasId() {
        String own = YamlValues.text(entry.values(), "thomas_id");
        if (parent == null || own == null) {
            return own;
        }
        String parentId = YamlValues.text(parent.values(), "thomas_id");
        return parentId == null ? null : parentId + own;
    }
}
