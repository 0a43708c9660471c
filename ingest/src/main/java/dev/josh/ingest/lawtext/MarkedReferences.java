package dev.josh.ingest.lawtext;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.gpo.UslmHrefs;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The references a bill's or law's XML marks up, as links: USLM {@code <ref href="/us/usc/t33/s2282">}
 * and the GPO bill DTD's {@code <external-xref legal-doc="usc" parsable-cite="usc/33/2282">}
 * ({@link UslmHrefs} says which record each names). Each is located by its provision, the levels
 * and numbers above it ({@code TITLE I › SEC. 1002(a)(2)}), and related by what the provision does:
 *
 * <ul>
 *   <li>{@code amends}: the reference names what an amending instruction amends: it stands in a text
 *       block before the block's action ({@code <amendingAction type="amend|repeal">} in USLM, "is
 *       amended", "is repealed" in both formats), outside quoted matter, and before any "as amended
 *       by", "as added by" that brings in the laws that changed the amended text earlier
 *       ("Section 119 of … (42 U.S.C. 1395b–3 note), as amended by … (Public Law 111–148), is
 *       amended—" amends the first and cites the second);</li>
 *   <li>{@code classified_to}: a public law's margin note ({@code <sidenote>}) puts the provision in
 *       the Code at that section ("33 USC 2282c") or in a note under it;</li>
 *   <li>{@code cites}: any other reference, including those inside quoted matter (the text an
 *       amendment inserts cites what it names), located at the instruction that quotes it.</li>
 * </ul>
 */
final class MarkedReferences {

    static final String AMENDS = "amends";
    static final String CLASSIFIED_TO = "classified_to";
    static final String CITES = "cites";

    private static final Pattern AMENDING = Pattern.compile(
            "\\b(?:is|are)\\s+(?:hereby\\s+|further\\s+)?(?:amended|repealed)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern EARLIER_CHANGE = Pattern.compile(
            "\\b(?:amended|added|redesignated|inserted|enacted|transferred)\\s+by\\b", Pattern.CASE_INSENSITIVE);
    private static final Set<String> AMENDING_ACTIONS = Set.of("amend", "repeal");
    private static final Set<String> INLINE_QUOTES = Set.of("quotedText", "quote");

    private final LegislativeMarkdown.Vocabulary vocabulary;

    MarkedReferences(LegislativeMarkdown.Vocabulary vocabulary) {
        this.vocabulary = vocabulary;
    }

    /** The links of the references in {@code parts} and everything below them, each once per provision and relation. */
    List<RecordLink> in(List<XmlNode.Element> parts) {
        Set<RecordLink> links = new LinkedHashSet<>();
        // each text block is read as an instruction once, for all the references it holds
        Map<XmlNode.Element, Instruction> instructions = new IdentityHashMap<>();
        for (XmlNode.Element part : parts) {
            walk(part, new Place(List.of(), "", null, false, false), instructions, links);
        }
        return List.copyOf(links);
    }

    /**
     * Where a reference stands.
     *
     * @param levels    labels of the parts above the section ({@code TITLE I})
     * @param provision the section and subdivisions ({@code SEC. 1002(a)(2)}), empty above sections
     * @param block     the innermost text block, whose words say whether it amends
     * @param quoted    inside quoted matter: numbers below belong to the quoted law
     * @param sidenote  inside a margin note
     */
    private record Place(List<String> levels, String provision, XmlNode.Element block, boolean quoted,
                         boolean sidenote) {

        String locator() {
            List<String> labels = new ArrayList<>(levels);
            if (!provision.isEmpty()) {
                labels.add(provision);
            }
            return String.join(" › ", labels);
        }
    }

    private void walk(XmlNode.Element element, Place place, Map<XmlNode.Element, Instruction> instructions,
                      Set<RecordLink> links) {
        for (XmlNode.Element child : element.elements()) {
            String name = child.name();
            links.addAll(references(child, place, instructions));
            boolean sidenote = name.equals("sidenote");
            if (vocabulary.skipped().contains(name) && !sidenote) {
                continue;
            }
            walk(child, enter(child, place, sidenote), instructions, links);
        }
    }

    private Place enter(XmlNode.Element child, Place place, boolean sidenote) {
        String name = child.name();
        if (sidenote) {
            return new Place(place.levels(), place.provision(), place.block(), place.quoted(), true);
        }
        if (vocabulary.quoted().contains(name) || INLINE_QUOTES.contains(name)) {
            return new Place(place.levels(), place.provision(), place.block(), true, place.sidenote());
        }
        if (vocabulary.textBlocks().contains(name) && !place.quoted()) {
            return new Place(place.levels(), place.provision(), child, false, place.sidenote());
        }
        if (place.quoted()) {
            return place;
        }
        String num = number(child);
        if (vocabulary.levels().containsKey(name) && !num.isEmpty()) {
            List<String> levels = new ArrayList<>(place.levels());
            levels.add(num);
            return new Place(levels, "", null, false, false);
        }
        if (name.equals(vocabulary.section())) {
            return new Place(place.levels(), num, null, false, false);
        }
        if (vocabulary.subdivisions().contains(name)) {
            return new Place(place.levels(), place.provision() + num, null, false, false);
        }
        return place;
    }

    /** The links of a reference element: none when {@code element} is none or names no record, two for a range. */
    private List<RecordLink> references(XmlNode.Element element, Place place,
                                        Map<XmlNode.Element, Instruction> instructions) {
        String href = element.attribute("href");
        List<PublicId> targets;
        String foundBy;
        if (element.name().equals("ref") && href != null) {
            targets = UslmHrefs.targets(href);
            foundBy = "uslm-ref";
        } else if (element.name().equals("external-xref")) {
            targets = UslmHrefs.dtdTargets(element.attribute("legal-doc"), element.attribute("parsable-cite"));
            foundBy = "gpo-xref";
        } else {
            return List.of();
        }
        List<RecordLink> links = new ArrayList<>();
        for (PublicId target : targets) {
            String relation;
            if (place.sidenote()) {
                if (target.type() != IdType.US_CODE_SECTION) {
                    continue; // a margin note's bill number repeats what the law's metadata says
                }
                relation = CLASSIFIED_TO;
            } else {
                relation = !place.quoted() && place.block() != null && amends(place.block(), element, instructions)
                        ? AMENDS : CITES;
            }
            links.add(new RecordLink(target.value(), relation, place.locator(), foundBy));
        }
        return links;
    }

    /** Whether {@code ref} names what its block's amending instruction amends (see the class comment). */
    private boolean amends(XmlNode.Element block, XmlNode.Element ref, Map<XmlNode.Element, Instruction> instructions) {
        Instruction instruction = instructions.computeIfAbsent(block, this::instruction);
        Integer at = instruction.references().get(ref);
        return at != null && at < instruction.firstNonTarget();
    }

    /**
     * A text block read as an instruction: where each reference stands in its own words (quoted matter
     * left out), and the offset from which references no longer name the amended text: its action, or
     * an earlier "as amended by"; 0 in a block that amends nothing.
     */
    private record Instruction(Map<XmlNode.Element, Integer> references, int firstNonTarget) {
    }

    private Instruction instruction(XmlNode.Element block) {
        StringBuilder words = new StringBuilder();
        Map<XmlNode.Element, Integer> references = new IdentityHashMap<>();
        int action = collect(block, words, references);
        Matcher said = AMENDING.matcher(words);
        if (said.find()) {
            action = Math.min(action, said.start());
        }
        if (action == Integer.MAX_VALUE) {
            return new Instruction(references, 0); // it amends nothing: no reference names an amended text
        }
        Matcher earlier = EARLIER_CHANGE.matcher(words);
        int firstNonTarget = earlier.find() && earlier.start() < action ? earlier.start() : action;
        return new Instruction(references, firstNonTarget);
    }

    /**
     * Appends the block's words outside quotations to {@code words}, noting where each reference
     * starts; returns the offset of the first amending action it marks up, else {@link Integer#MAX_VALUE}.
     */
    private int collect(XmlNode.Element element, StringBuilder words, Map<XmlNode.Element, Integer> references) {
        int action = Integer.MAX_VALUE;
        for (XmlNode node : element.children()) {
            if (node instanceof XmlNode.Text text) {
                words.append(text.text());
            } else if (node instanceof XmlNode.Element e && !vocabulary.quoted().contains(e.name())
                    && !INLINE_QUOTES.contains(e.name())) {
                if (e.name().equals("amendingAction") && AMENDING_ACTIONS.contains(e.attribute("type"))) {
                    action = Math.min(action, words.length());
                }
                if (e.name().equals("ref") || e.name().equals("external-xref")) {
                    references.put(e, words.length());
                }
                action = Math.min(action, collect(e, words, references));
            }
        }
        return action;
    }

    /** A part's number as printed, without trailing punctuation: {@code TITLE I}, {@code SEC. 1002}, {@code (a)}. */
    private String number(XmlNode.Element element) {
        String num = element.child(vocabulary.num()).map(XmlNode.Element::collapsedText).orElse("");
        num = num.replaceAll("[\\s.—:-]+$", "");
        String prefix = vocabulary.numPrefixes().get(element.name());
        return prefix == null || num.isEmpty() || num.toUpperCase(Locale.ROOT).startsWith(prefix.strip().toUpperCase(Locale.ROOT))
                ? num : prefix + num;
    }
}
