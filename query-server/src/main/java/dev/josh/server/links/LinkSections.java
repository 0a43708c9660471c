package dev.josh.server.links;

import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DossierSections;
import java.util.List;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/** The two sections every dossier ends with: what the record links to and what links to it, counted. */
@Component
@Order(100)
public class LinkSections implements DossierSections {

    @Override
    public List<ContextSection> sections() {
        return List.of(LinkSummarySection.of(false), LinkSummarySection.of(true));
    }
}
