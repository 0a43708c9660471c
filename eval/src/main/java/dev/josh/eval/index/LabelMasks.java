package dev.josh.eval.index;

import dev.josh.eval.set.SetDefinition;
import java.util.Map;

/** The label masks an eval set may name in its {@code set.json}, by name. */
public final class LabelMasks {

    private static final Map<String, LabelMask> MASKS = Map.of(
            SetDefinition.SECTION_HEADING_MASK, new SectionHeadingMask(),
            SetDefinition.BILL_SUBJECTS_MASK, new BillSubjectsMask());

    private LabelMasks() {
    }

    public static LabelMask named(String name) {
        LabelMask mask = MASKS.get(name);
        if (mask == null) {
            throw new IllegalArgumentException("unknown label mask '" + name + "'; known: " + MASKS.keySet());
        }
        return mask;
    }
}
