package dev.josh.server.sources.laws;

import dev.josh.contracts.id.IdType;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.DossierSections;
import dev.josh.server.context.SectionContent;
import dev.josh.server.links.LinkSection;
import dev.josh.server.records.Links;
import java.util.List;
import java.util.Set;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/** A public law's dossier: the bill it was, the U.S. Code sections it amends and where the Code classifies it. */
@Component
@Order(10)
public class LawContext implements DossierSections {

    private static final Set<IdType> LAW = Set.of(IdType.LAW);

    private final Links links;

    public LawContext(Links links) {
        this.links = links;
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(
                DeclaredSection.of("enacted_from", "the bill that became this law", LAW, Depth.MINIMAL, List.of("bills"),
                        r -> SectionContent.records(r, links, r.rows(String.class, "SELECT bill_id FROM bill_laws "
                                + "WHERE law_id = ? ORDER BY bill_id", r.id().value()))),
                LinkSection.out(links, "us_code_amended", "U.S. Code sections its text amends", LAW, Depth.STANDARD,
                        List.of("amends"), List.of(IdType.US_CODE_SECTION)),
                LinkSection.out(links, "classified_to", "where the Code's classification tables place it", LAW,
                        Depth.STANDARD, List.of("classified_to"), List.of()),
                LinkSection.in(links, "credited_in", "U.S. Code sections whose source credit lists it", LAW, Depth.DEEP,
                        List.of("source_credit"), List.of(IdType.US_CODE_SECTION)));
    }
}
