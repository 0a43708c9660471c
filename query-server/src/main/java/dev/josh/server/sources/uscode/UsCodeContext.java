package dev.josh.server.sources.uscode;

import dev.josh.contracts.id.IdType;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.DossierSections;
import dev.josh.server.links.LinkSection;
import dev.josh.server.records.Links;
import java.util.List;
import java.util.Set;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * A U.S. Code section's dossier: the laws in its source credit, what amends it, the regulations
 * issued under its authority, and the bills, rules and reports that cite it.
 */
@Component
@Order(10)
public class UsCodeContext implements DossierSections {

    private static final Set<IdType> SECTION = Set.of(IdType.US_CODE_SECTION);

    private final Links links;

    public UsCodeContext(Links links) {
        this.links = links;
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(
                LinkSection.out(links, "source_credit", "the laws its source credit lists (enacted and amended by)",
                        SECTION, Depth.MINIMAL, List.of("source_credit"), List.of()),
                LinkSection.in(links, "amended_by", "bills, laws and rules whose text amends it", SECTION,
                        Depth.STANDARD, List.of("amends"), List.of()),
                LinkSection.in(links, "regulations", "CFR sections and rules that name it as their authority", SECTION,
                        Depth.STANDARD, List.of("authority"), List.of()),
                LinkSection.in(links, "cited_by_bills", "bills whose text cites it", SECTION, Depth.STANDARD,
                        List.of("cites"), List.of(IdType.BILL)),
                LinkSection.in(links, "federal_register", "Federal Register documents that cite it", SECTION,
                        Depth.STANDARD, List.of("cites"), List.of(IdType.FR_DOCUMENT)),
                LinkSection.in(links, "crs_reports", "CRS reports that cite it", SECTION, Depth.STANDARD, List.of(),
                        List.of(IdType.CRS_REPORT)),
                LinkSection.in(links, "classified_from", "laws the Code's classification places here", SECTION,
                        Depth.DEEP, List.of("classified_to"), List.of()),
                LinkSection.in(links, "cited_by_sections", "other U.S. Code sections that cite it", SECTION, Depth.DEEP,
                        List.of("cites"), List.of(IdType.US_CODE_SECTION)));
    }
}
