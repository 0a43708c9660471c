package dev.josh.ingest.federalregister;

import dev.josh.contracts.cite.FoundCitation;
import dev.josh.contracts.cite.LegalCitations;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.gpo.Whitespace;
import dev.josh.ingest.gpo.XmlNode;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a rule's regulatory text changes, as links: the CFR sections whose new text it prints
 * ({@code amends}; {@code proposes_to_amend} in a proposed rule) and the statutes the authority
 * citation of each amended part names ({@code authority}), located at the part
 * ({@code 12 CFR part 324}).
 *
 * <ul>
 *   <li>GPO bulk XML: {@code <REGTEXT TITLE="12" PART="324">} holding the {@code <SECTION>}s it
 *       revises or adds ({@code <SECTNO>§ 324.403</SECTNO>}) and the part's {@code <AUTH>};</li>
 *   <li>USLM: {@code <level role="amending">} holding quoted {@code <section identifier="/us/cfr/t20/s404.2">}
 *       and the part's {@code <authority>} (GPO writes {@code /us/cfr/t 20 /s404.2}, spaces and all).</li>
 * </ul>
 *
 * A section an instruction removes prints no new text and is not linked.
 */
final class RegulatoryText {

    static final String AMENDS = "amends";
    static final String PROPOSES_TO_AMEND = "proposes_to_amend";
    static final String AUTHORITY = "authority";

    private static final int CFR_TITLES = 50;
    private static final Pattern SECTNO = Pattern.compile("§+\\s*([0-9]+[A-Za-z]?\\.[0-9]+[0-9A-Za-z-]*)");
    private static final Pattern USLM_SECTION = Pattern.compile("/us/cfr/t([0-9]+)/s([0-9]+[A-Za-z]?\\.[0-9]+[0-9A-Za-z-]*)");
    private static final Pattern USLM_PART = Pattern.compile("/us/cfr/t([0-9]+)/p([0-9]+[A-Za-z]?)");
    /** Any reference into a part: the part itself or one of its sections. */
    private static final Pattern USLM_REFERENCE = Pattern.compile("/us/cfr/t([0-9]+)/(?:p|s)([0-9]+[A-Za-z]?)(?:[./].*)?");

    private RegulatoryText() {
    }

    static List<RecordLink> of(XmlNode.Element document, FrDocumentType type) {
        String amends = type == FrDocumentType.PROPOSED_RULE ? PROPOSES_TO_AMEND : AMENDS;
        Set<RecordLink> links = new LinkedHashSet<>();
        LegalCitations parser = new LegalCitations(LocalDate.now(ZoneOffset.UTC));
        bulkXml(document, amends, parser, links);
        uslm(document, amends, parser, links);
        return List.copyOf(links);
    }

    private static void bulkXml(XmlNode.Element document, String amends, LegalCitations parser, Set<RecordLink> links) {
        for (XmlNode.Element regtext : document.descendants("REGTEXT")) {
            String title = regtext.attribute("TITLE");
            String locator = title + " CFR part " + regtext.attribute("PART");
            for (XmlNode.Element section : regtext.descendants("SECTION")) { // not the part's CONTENTS list
                Matcher m = SECTNO.matcher(section.child("SECTNO").map(XmlNode.Element::collapsedText).orElse(""));
                if (title != null && m.find()) {
                    section(title, m.group(1)).ifPresent(id -> links.add(new RecordLink(id, amends, locator, RecordLink.METADATA)));
                }
            }
            for (XmlNode.Element auth : regtext.descendants("AUTH")) {
                authority(parser, auth.without(Set.of("HD")).collapsedText(), locator, links);
            }
        }
    }

    private static void uslm(XmlNode.Element document, String amends, LegalCitations parser, Set<RecordLink> links) {
        // GPO has written a section of 23 CFR part 710 as /us/cfr/t56/s710.603: the document's other
        // references to that part (/us/cfr/t23/p710, /us/cfr/t23/s710.603/a) say which title it is
        Map<String, String> titleOfPart = new HashMap<>();
        for (XmlNode.Element ref : document.descendants("ref")) {
            Matcher r = USLM_REFERENCE.matcher(identifier(ref.attribute("href")));
            if (r.matches() && Integer.parseInt(r.group(1)) <= CFR_TITLES) {
                titleOfPart.put(r.group(2), r.group(1));
            }
        }
        for (XmlNode.Element level : document.descendants("level")) {
            if (!"amending".equals(level.attribute("role"))) {
                continue;
            }
            String part = null;
            for (XmlNode.Element ref : level.descendants("ref")) {
                Matcher p = USLM_PART.matcher(identifier(ref.attribute("href")));
                if (p.matches()) {
                    part = p.group(1) + " CFR part " + p.group(2);
                }
            }
            for (XmlNode.Element section : level.descendants("section")) {
                Matcher m = USLM_SECTION.matcher(identifier(section.attribute("identifier")));
                if (m.matches()) {
                    String number = m.group(2);
                    String partNumber = number.substring(0, number.indexOf('.'));
                    String title = Integer.parseInt(m.group(1)) <= CFR_TITLES ? m.group(1) : titleOfPart.get(partNumber);
                    if (title != null) {
                        section(title, number).ifPresent(id -> links.add(
                                new RecordLink(id, amends, title + " CFR part " + partNumber, RecordLink.METADATA)));
                    }
                }
            }
            for (XmlNode.Element auth : level.descendants("authority")) {
                authority(parser, auth.without(Set.of("heading")).collapsedText(),
                        part == null ? "authority citation" : part, links);
            }
        }
    }

    /** {@code /us/cfr/t 20 /s404.2} as {@code /us/cfr/t20/s404.2}. */
    private static String identifier(String value) {
        return value == null ? "" : value.replaceAll("\\s+", "");
    }

    private static Optional<String> section(String title, String number) {
        try {
            return Optional.of(PublicId.of(IdType.CFR_SECTION, title, number).value());
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }

    private static void authority(LegalCitations parser, String text, String locator, Set<RecordLink> links) {
        for (FoundCitation c : parser.find(Whitespace.collapse(text), null)) {
            if (c.id() != null && c.problem() == null && c.id().type() != IdType.CFR_SECTION) {
                links.add(new RecordLink(c.id().value(), AUTHORITY, locator, RecordLink.METADATA));
            }
        }
    }
}
