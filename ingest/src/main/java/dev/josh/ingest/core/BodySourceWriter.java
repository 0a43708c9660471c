package dev.josh.ingest.core;

import dev.josh.db.SourceCatalog;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes records of any body-bearing source: the record row, its chunks, their embedding jobs.
 *
 * <p>A record whose stored {@code raw_sha256} equals the new one is skipped but for its links: no
 * chunk is rewritten and nothing is queued again. Otherwise the row is upserted, the record's chunks are
 * deleted and inserted anew (the table's triggers keep FTS5 in step and drop the old chunks'
 * vectors and queued jobs), and one pending job per chunk is queued for the target model. The
 * citations written in its chunks replace its links ({@link TextCitations}); a format reader's own
 * links come with the record ({@link BodyRecordTable#links}) and stand for the text's citations of
 * the same records.
 */
public final class BodySourceWriter<R extends BodyRecord> implements RecordStore<R> {

    private final BodyRecordTable<R> table;
    private final EmbeddingTarget target;
    private final String chunkTable;

    public BodySourceWriter(BodyRecordTable<R> table, EmbeddingTarget target) {
        this.table = table;
        this.target = target;
        this.chunkTable = new SourceCatalog.Source(SourceCatalog.sourceName(table.table()), SourceCatalog.Shape.BODY,
                table.table()).chunksTable();
    }

    @Override
    public WriteOutcome write(WriteContext context, R record) throws SQLException, RejectedRecordException {
        CitationColumns citation = table.cite(record, context.retrievedAt());
        Connection c = context.connection();
        String id = record.id().value();
        String stored = StoredHash.of(c, table.table(), id);
        List<TextChunk> chunks = record.chunks();
        if (citation.rawSha256().equals(stored)) {
            writeLinks(c, id, record, chunks); // cheap, and how a corpus loaded before the link table gets its links
            return WriteOutcome.UNCHANGED;
        }
        table.upsert(c, record, citation);
        deleteChunks(c, id);
        insertChunks(c, id, chunks);
        writeLinks(c, id, record, chunks);
        target.enqueue(c, chunkTable, chunks, context.retrievedAt());
        return stored == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        int removed = 0;
        for (String id : table.idsFromFile(c, file)) {
            if (!keys.contains(id)) {
                deleteChunks(c, id);
                LinkTable.delete(c, id);
                try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table.table() + " WHERE id = ?")) {
                    ps.setString(1, id);
                    removed += ps.executeUpdate();
                }
            }
        }
        return removed;
    }

    private void writeLinks(Connection c, String id, R record, List<TextChunk> chunks) throws SQLException {
        List<RecordLink> links = new ArrayList<>(table.links(record));
        // Where the format marks a reference up, the same citation found again in the text adds nothing.
        Set<String> marked = links.stream().filter(RecordLink::marksUpTheText).map(RecordLink::toId)
                .collect(Collectors.toSet());
        TextCitations.in(chunks, record.citedTextFrom(), record.congress()).stream().filter(link -> !marked.contains(link.toId())).forEach(links::add);
        LinkTable.replace(c, SourceCatalog.sourceName(table.table()), id, links);
    }

    private void deleteChunks(Connection c, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + chunkTable + " WHERE document_id = ?")) {
            ps.setString(1, id);
            ps.executeUpdate();
        }
    }

    private void insertChunks(Connection c, String id, List<TextChunk> chunks) throws SQLException {
        RowBatch.write(c, "INSERT INTO " + chunkTable
                + " (chunk_id, document_id, ordinal, heading_path, anchor, char_start, char_end, token_count, text)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", chunks,
                (chunk, index) -> new Object[] {chunk.chunkId(), id, chunk.ordinal(), chunk.headingPath(),
                        chunk.anchor(), chunk.charStart(), chunk.charEnd(), chunk.tokenCount(), chunk.text()});
    }
}
