package dev.josh.ingest.uscode;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.RejectedRecordException;

/** Gives a section its ID, normalizes it to Markdown and chunks the body. */
public final class UsCodePreparer extends ChunkingPreparer<UsCodeSection, UsCodeRecord> {

    private final UsCodeNormalizer normalizer;

    public UsCodePreparer(UsCodeNormalizer normalizer, Chunker chunker) {
        super(chunker);
        this.normalizer = normalizer;
    }

    @Override
    public UsCodeRecord prepare(UsCodeSection section) throws RejectedRecordException {
        PublicId id = section.publicId().orElseThrow(() -> noId(section));
        NormalizedSection normalized = normalizer.normalize(section);
        var chunks = chunker.chunk(new ChunkableText(id.value(), normalized.bodyMarkdown(), normalized.headingPath(),
                normalized.anchor(), normalized.landmarks()));
        return new UsCodeRecord(id, section, normalized, chunks);
    }

    private static RejectedRecordException noId(UsCodeSection section) {
        String number = section.number();
        if (number == null) {
            return new RejectedRecordException(section.identifier(), "the section has no number (<num value>), so it "
                    + "cannot get an ID or a citation");
        }
        if (number.contains(" to ") || number.contains(",")) {
            // OLRC keeps one placeholder for a run of repealed or omitted sections ("§§ 202 to 204. Repealed.").
            return new RejectedRecordException(section.identifier(), RejectedRecordException.Level.WARNING,
                    "placeholder for sections " + number + (section.status() == null ? "" : " (" + section.status() + ")")
                            + ": no single section number, so no ID of its own; not loaded");
        }
        return new RejectedRecordException(section.identifier(), "section number '" + number
                + "' does not fit the ID grammar usc:{title}:{section}; not loaded");
    }
}
