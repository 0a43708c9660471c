package dev.josh.server.sources.federalregister;

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

/** A Federal Register document's dossier: its docket, the CFR sections it amends, its authority and what it cites. */
@Component
@Order(10)
public class FrContext implements DossierSections {

    private static final Set<IdType> DOCUMENT = Set.of(IdType.FR_DOCUMENT);

    private final Links links;

    public FrContext(Links links) {
        this.links = links;
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(
                LinkSection.in(links, "dockets", "the Regulations.gov dockets it belongs to", DOCUMENT, Depth.MINIMAL,
                        List.of("includes"), List.of(IdType.DOCKET)),
                LinkSection.out(links, "cfr_amended", "CFR sections it amends or proposes to amend", DOCUMENT,
                        Depth.STANDARD, List.of("amends", "proposes_to_amend"), List.of(IdType.CFR_SECTION)),
                LinkSection.out(links, "authority", "the statutes it is issued under", DOCUMENT, Depth.STANDARD,
                        List.of("authority"), List.of()),
                LinkSection.out(links, "statutes_cited", "U.S. Code sections and laws its text cites", DOCUMENT,
                        Depth.DEEP, List.of("cites"), List.of(IdType.US_CODE_SECTION, IdType.LAW)));
    }
}
