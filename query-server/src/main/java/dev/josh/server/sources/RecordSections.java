package dev.josh.server.sources;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.DossierSections;
import dev.josh.server.context.SectionContent;
import dev.josh.server.context.SectionRequest;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * The section every dossier starts with, the record itself as its source serves it, its body cut to
 * the depth's excerpt (none at {@code minimal}); then the sections each source declares in its
 * {@link SourceDefinition#dossier()}.
 */
@Component
@Order(0)
public class RecordSections implements DossierSections {

    private final RecordSources records;

    public RecordSections(RecordSources records) {
        this.records = records;
    }

    @Override
    public List<ContextSection> sections() {
        ContextSection record = DeclaredSection.of("record",
                "the record as fetch returns it, its body cut to the depth's excerpt", Set.of(), Depth.MINIMAL,
                List.of(), this::record);
        return Stream.concat(Stream.of(record), records.all().stream()
                .flatMap(source -> source.definition().dossier().stream())).toList();
    }

    private SectionContent record(SectionRequest request) {
        try {
            PublicRecord record = records.fetch(request.id().value(), new TextWindow(0, request.depth().excerpt()));
            return SectionContent.single(record, List.of(record.citation()));
        } catch (ApiException e) {
            if (e.code() == ErrorCode.NOT_FOUND) {
                return SectionContent.single(null, List.of()).withNote(e.getMessage());
            }
            throw e;
        }
    }
}
