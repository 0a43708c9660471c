package dev.josh.ingest.uscode;

import dev.josh.contracts.id.IdType;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.gpo.UslmHrefs;
import dev.josh.ingest.gpo.XmlNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The references a section's USLM marks up with {@code <ref href>}, as links:
 *
 * <ul>
 *   <li>{@code source_credit}: the public laws its source credit names, the law that enacted the
 *       section and each that amended it ({@code (Pub. L. 94–553, title I, § 101, …; Pub. L. 101–650 …)}),
 *       located at {@code source credit};</li>
 *   <li>{@code cites}: every other reference, in the text (located by its subdivision, {@code (a)(1)})
 *       or in a note (located by the note's heading, {@code notes › Amendments}).</li>
 * </ul>
 */
final class UsCodeReferences {

    static final String SOURCE_CREDIT = "source_credit";
    private static final String FOUND_BY = "uslm-ref";
    private static final Set<String> SUBDIVISIONS = Set.of("subsection", "paragraph", "subparagraph", "clause",
            "subclause", "item", "subitem", "subsubitem");

    private UsCodeReferences() {
    }

    static List<RecordLink> of(UsCodeSection section) {
        Set<RecordLink> links = new LinkedHashSet<>();
        walk(section.element(), "", links);
        return List.copyOf(links);
    }

    /** @param locator where the elements below stand: empty in the section's own text, else a subdivision or note */
    private static void walk(XmlNode.Element element, String locator, Set<RecordLink> links) {
        for (XmlNode.Element child : element.elements()) {
            if (child.is("ref")) {
                links.addAll(references(child, locator));
                continue;
            }
            walk(child, place(child, locator), links);
        }
    }

    private static String place(XmlNode.Element element, String locator) {
        if (element.is("sourceCredit")) {
            return "source credit";
        }
        if (element.is("note") || element.is("notes")) {
            String heading = element.child("heading").map(XmlNode.Element::collapsedText)
                    .map(h -> h.replaceAll("[.\\s]+$", "")).orElse("");
            if (locator.startsWith("notes")) {
                return heading.isEmpty() || element.is("notes") ? locator : "notes › " + heading;
            }
            return heading.isEmpty() || element.is("notes") ? "notes" : "notes › " + heading;
        }
        if (SUBDIVISIONS.contains(element.name()) && !locator.startsWith("notes")) {
            String num = element.child("num").map(n -> n.attribute("value")).orElse(null);
            return num == null ? locator : locator + "(" + num + ")";
        }
        return locator;
    }

    private static List<RecordLink> references(XmlNode.Element ref, String locator) {
        return UslmHrefs.targets(ref.attribute("href")).stream().map(target -> {
            boolean credit = locator.equals("source credit") && target.type() == IdType.LAW;
            return new RecordLink(target.value(), credit ? SOURCE_CREDIT : "cites", locator.isEmpty() ? "text" : locator,
                    FOUND_BY);
        }).toList();
    }
}
