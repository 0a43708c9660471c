package dev.josh.server.sources.cfr;

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

/** A CFR section's dossier: the statutes it is issued under and the Federal Register rules that amend it. */
@Component
@Order(10)
public class CfrContext implements DossierSections {

    private static final Set<IdType> SECTION = Set.of(IdType.CFR_SECTION);

    private final Links links;

    public CfrContext(Links links) {
        this.links = links;
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(
                LinkSection.out(links, "authority", "the statutes (and parts) its part names as authority", SECTION,
                        Depth.MINIMAL, List.of("authority"), List.of()),
                LinkSection.in(links, "rules", "Federal Register rules that amend it or propose to", SECTION,
                        Depth.STANDARD, List.of("amends", "proposes_to_amend"), List.of(IdType.FR_DOCUMENT)),
                LinkSection.in(links, "cited_by", "records that cite it", SECTION, Depth.DEEP, List.of("cites"),
                        List.of()));
    }
}
