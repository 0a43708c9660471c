package dev.josh.ingest.cfr;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.RejectedRecordException;

/** Gives a section its ID and chunks its Markdown by paragraph; logs what stands in for a section. */
public final class CfrPreparer extends ChunkingPreparer<CfrSection, CfrRecord> {

    public CfrPreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public CfrRecord prepare(CfrSection section) throws RejectedRecordException {
        PublicId id = section.publicId().orElseThrow(() -> noId(section));
        var chunks = chunker.chunk(new ChunkableText(id.value(), section.body().markdown(), section.headingPath(), "",
                section.body().landmarks()));
        return new CfrRecord(id, section, chunks);
    }

    private static RejectedRecordException noId(CfrSection section) {
        String where = section.title() + " CFR " + section.number();
        return switch (section.kind()) {
            case RESERVED_RANGE -> new RejectedRecordException(where, RejectedRecordException.Level.WARNING,
                    "placeholder for reserved sections " + section.number()
                            + ": no single section number, so no ID of its own; not loaded");
            case APPENDIX -> new RejectedRecordException(section.title() + " CFR part " + section.part() + " "
                    + section.number(), RejectedRecordException.Level.WARNING, "appendix '" + section.label()
                    + "': an appendix has no section number, so no cfr: ID; not loaded");
            case SECTION -> new RejectedRecordException(where, section.number() == null
                    ? "the section has no number, so it cannot get an ID or a citation"
                    : "section number '" + section.number()
                            + "' does not fit the ID grammar cfr:{title}:{part}.{section}; not loaded");
        };
    }
}
