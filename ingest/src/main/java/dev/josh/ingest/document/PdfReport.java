package dev.josh.ingest.document;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.TextChunk;
import java.util.List;

/**
 * A report PDF made ready to store, the one way CRS and GAO products are: its ID from its number,
 * its title (the one its source's metadata lists, else the largest type on page 1), its Markdown
 * recovered from the layout and composed under that title, and its chunks by section. The date,
 * which each source reads from its own metadata, is the preparer's.
 *
 * @param printedTitle the title page 1 shows, or null
 */
public record PdfReport(PublicId id, String title, String printedTitle, ComposedMarkdown body,
                        List<TextChunk> chunks) {

    /**
     * @param type        the ID type whose grammar {@code type:{number}} the number must fit
     * @param noun        what the source calls the number, for a rejection ("report number")
     * @param listedTitle the title the source's metadata lists, or null where it lists none
     * @param noTitle     why a report is rejected when neither the metadata nor page 1 gives a title
     */
    public static PdfReport prepare(IdType type, String number, String noun, PdfText text, String listedTitle,
                                    String noTitle, Chunker chunker) throws RejectedRecordException {
        PublicId id;
        try {
            id = PublicId.of(type, number);
        } catch (InvalidIdException e) {
            throw new RejectedRecordException(number, noun + " '" + number + "' does not fit the ID grammar "
                    + type.prefix() + ":{number}; not loaded");
        }
        PdfLayout.Laid laid = PdfLayout.lay(text);
        String title = listedTitle != null && !listedTitle.isBlank() ? listedTitle : laid.title();
        if (title == null || title.isBlank()) {
            throw new RejectedRecordException(id.value(), noTitle);
        }
        ComposedMarkdown body = MarkdownComposer.compose(title, laid.blocks());
        return new PdfReport(id, title, laid.title(), body, DocumentChunks.chunk(chunker, id.value(), title, body));
    }
}
