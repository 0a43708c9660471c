package dev.josh.server.sources.dockets;

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

/** A docket's dossier: the Federal Register documents filed in it. */
@Component
@Order(10)
public class DocketContext implements DossierSections {

    private final Links links;

    public DocketContext(Links links) {
        this.links = links;
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(LinkSection.out(links, "documents", "the Federal Register documents in the docket",
                Set.of(IdType.DOCKET), Depth.MINIMAL, List.of("includes"), List.of(IdType.FR_DOCUMENT)));
    }
}
