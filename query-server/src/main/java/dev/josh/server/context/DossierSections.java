package dev.josh.server.context;

import java.util.List;

/**
 * The context sections one package contributes (a source's package for its records, the links
 * package for what cites what). Each is a Spring bean; dossiers list their sections in the beans'
 * {@code @Order}, then in the order each returns them.
 */
public interface DossierSections {

    List<ContextSection> sections();
}
