package dev.josh.eval.index;

import dev.josh.eval.set.SetDefinition;
import java.util.Map;
import java.util.Set;

/** The label masks an eval set may name in its {@code set.json}, by name. */
public final class LabelMasks {

    private static final Map<String, LabelMask> MASKS = Map.of(
            SetDefinition.SECTION_HEADING_MASK, new SectionHeadingMask(),
            SetDefinition.BILL_SUBJECTS_MASK, new BillSubjectsMask(),
            SetDefinition.NO_MASK, document -> document);

    private LabelMasks() {
    }

    public static LabelMask named(String name) {
        LabelMask mask = MASKS.get(name);
        if (mask == null) {
            throw new IllegalArgumentException("unknown label mask '" + name + "'; known: " + MASKS.keySet()
                    + " and " + SetDefinition.QUERY_SUMMARY_MASK);
        }
        return mask;
    }

    /** The mask of {@code set}: one of the named ones, or one over the documents its queries were made of. */
    public static LabelMask of(SetDefinition set) {
        return set.mask().equals(SetDefinition.QUERY_SUMMARY_MASK)
                ? new BillSummaryMask(Set.copyOf(set.maskedDocuments())) : named(set.mask());
    }
}
