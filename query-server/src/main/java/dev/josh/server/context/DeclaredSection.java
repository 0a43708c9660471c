package dev.josh.server.context;

import dev.josh.contracts.id.IdType;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * A section declared by its parts and a function that reads it: how source packages write most of
 * theirs ({@code DeclaredSection.of("cosponsors", "…", Set.of(IdType.BILL), Depth.MINIMAL, List.of(), this::cosponsors)}).
 */
public record DeclaredSection(String name, String description, Set<IdType> types, Depth depth, List<String> reads,
                              Reader reader) implements ContextSection {

    /** Reads a section for a request. */
    @FunctionalInterface
    public interface Reader {
        SectionContent read(SectionRequest request) throws SQLException;
    }

    public DeclaredSection {
        types = Set.copyOf(types);
        reads = List.copyOf(reads);
    }

    public static DeclaredSection of(String name, String description, Set<IdType> types, Depth depth,
                                     List<String> reads, Reader reader) {
        return new DeclaredSection(name, description, types, depth, reads, reader);
    }

    @Override
    public SectionContent build(SectionRequest request) throws SQLException {
        return reader.read(request);
    }
}
