package dev.josh.ingest.federalregister;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.RejectedRecordException;

/** Gives a document its ID and chunks its Markdown, section by section. */
public final class FederalRegisterPreparer extends ChunkingPreparer<FrDocument, FederalRegisterRecord> {

    public FederalRegisterPreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public FederalRegisterRecord prepare(FrDocument document) throws RejectedRecordException {
        String number = document.documentNumber();
        if (number == null) {
            throw new RejectedRecordException(null, "the document has no FR document number (<FRDOC>), so it "
                    + "cannot get an ID or a citation");
        }
        PublicId id = FederalRegisterCitations.publicId(number).orElseThrow(() -> new RejectedRecordException(number,
                "document number '" + number + "' does not fit the ID grammar fr:{document number}; not loaded"));
        if (document.subject() == null) {
            throw new RejectedRecordException(id.value(), "the document has no subject (<SUBJECT>, or a presidential "
                    + "document's heading); a record needs a title");
        }
        var chunks = chunker.chunk(new ChunkableText(id.value(), document.body().markdown(), document.headingPath(),
                "", document.body().landmarks()));
        return new FederalRegisterRecord(id, document, chunks);
    }
}
