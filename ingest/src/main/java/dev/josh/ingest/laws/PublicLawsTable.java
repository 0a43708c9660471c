package dev.josh.ingest.laws;

import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordRowTable;
import java.util.ArrayList;
import java.util.List;

/** The {@code public_laws} table: one row per law or statute compilation. */
public final class PublicLawsTable extends RecordRowTable<PublicLawRecord> {

    public PublicLawsTable() {
        super("public_laws", PublicLawCitations::cite, "kind", "congress", "law_number", "title", "heading",
                "official_title", "short_title", "statutes_at_large", "approved_date", "bill_id", "amended_through",
                "amended_through_date", "body_markdown", "heading_path", "source_file");
    }

    @Override
    protected Object[] values(PublicLawRecord record, CitationColumns citation) {
        LawDocument d = record.document();
        return new Object[] {d.kind().column(), d.congress(), PublicLawCitations.number(d.lawNumber()),
                record.title(), record.heading(), d.officialTitle(), d.shortTitle(), d.statutesAtLarge(),
                d.approvedDate(), record.billId() == null ? null : record.billId().value(),
                PublicLawCitations.number(d.amendedThrough()), d.amendedThroughDate(), record.body().markdown(),
                Json.write(record.headingPath()), d.sourceFile()};
    }

    /** The bill the law enacted, as the law names it, and the references its XML marks up. */
    @Override
    public List<RecordLink> links(PublicLawRecord record) {
        List<RecordLink> links = new ArrayList<>(record.body().references());
        if (record.billId() != null) {
            links.add(new RecordLink(record.billId().value(), "enacts", "metadata", RecordLink.METADATA));
        }
        return links;
    }
}
