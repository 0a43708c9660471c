package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.BodyRecord;
import dev.josh.ingest.core.TextChunk;
import dev.josh.ingest.lawtext.MarkedText;
import java.util.List;

/**
 * A bill ready to write: its row, its body and chunks.
 *
 * @param latestTextVersion the version code of the text in the body, or null when no text is loaded
 * @param sourceFile        the BILLSTATUS file, else the text file of the latest version
 * @param rawSha256         SHA-256 over everything the record is made of: the BILLSTATUS file's hash
 *                          and the hash of every loaded text version, so a new or changed version
 *                          changes it and an unchanged bill is recognised as unchanged
 * @param status            the BILLSTATUS parse when the record is written from its file (its side
 *                          tables are then replaced); null when a text version rewrites the body
 */
public record BillRecord(BillHead head, String latestTextVersion, String sourceFile, MarkedText body,
                         List<String> headingPath, List<TextChunk> chunks, String rawSha256, BillStatus status)
        implements BodyRecord {
    public BillRecord {
        headingPath = List.copyOf(headingPath);
        chunks = List.copyOf(chunks);
    }

    /** The bill's ID, which its head carries. */
    @Override
    public PublicId id() {
        return head.id();
    }

    /** The bill's text follows its overview, which Josh renders from BILLSTATUS; without text, there is none. */
    @Override
    public int citedTextFrom() {
        return head.overview().markdown().length();
    }
}
