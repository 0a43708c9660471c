package dev.josh.server.context;

import dev.josh.contracts.id.IdType;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * One section of a context dossier: what it holds, for which records, from which depth, and how it
 * is read. Sections are contributed by the packages that own their data ({@link DossierSections});
 * the dossier core runs them without knowing any of them.
 */
public interface ContextSection {

    /** The section's name in the dossier and in {@code sections=}, snake case. */
    String name();

    /** One line for agents and the docs: what the section holds. */
    String description();

    /** The id types whose dossiers carry this section; empty for every type. */
    Set<IdType> types();

    /** The least depth whose dossiers carry it (a section named in {@code sections=} runs at any depth). */
    Depth depth();

    /** Sources (resource names) the section reads; when one is not loaded the section is {@code not_covered}. */
    List<String> reads();

    /** Reads the section for {@code request.id()}, bounded by {@code request.depth()}. */
    SectionContent build(SectionRequest request) throws SQLException;

    default boolean appliesTo(IdType type) {
        return types().isEmpty() || types().contains(type);
    }
}
