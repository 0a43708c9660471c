package dev.josh.ingest.cfr;

import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.Set;
import org.springframework.jdbc.core.RowMapper;

/**
 * Keeps one copy of a section that several files hold (eCFR bulk, the eCFR API, an annual
 * edition): the one with the latest edition date, on a tie the edition of higher
 * {@link CfrEdition#precedence()}. A copy that loses to the stored one is not written; a warning in
 * {@code ingestion_logs} names the file whose copy is kept, and the copy counts as unchanged
 * (nothing was written). A copy that wins replaces the stored row, whichever file that came from,
 * so the outcome does not depend on the order files are read in.
 */
public final class PreferredEditionStore implements RecordStore<CfrRecord> {

    private final RecordStore<CfrRecord> delegate;

    public PreferredEditionStore(RecordStore<CfrRecord> delegate) {
        this.delegate = delegate;
    }

    /** What the table holds for a section. */
    private record Stored(CfrEdition edition, LocalDate date, String sourceFile) {
    }

    /** The edition is stored as its column name ({@link CfrEdition#column()}). */
    private static final RowMapper<Stored> STORED = Rows.of(Stored.class,
            conversions -> conversions.addConverter(String.class, CfrEdition.class, CfrEdition::ofColumn));

    @Override
    public WriteOutcome write(WriteContext context, CfrRecord record) throws SQLException, RejectedRecordException {
        CfrSection candidate = record.section();
        Stored stored = stored(context.connection(), record.id().value());
        if (stored != null && !stored.sourceFile().equals(candidate.sourceFile()) && keeps(stored, candidate)) {
            context.warn(record.id().value(), "also in " + stored.sourceFile() + " (" + stored.edition().column()
                    + ", " + stored.date() + "), which is kept over this copy (" + candidate.edition().column() + ", "
                    + candidate.editionDate() + "): latest edition date first, then eCFR API, eCFR bulk, annual");
            return WriteOutcome.UNCHANGED;
        }
        return delegate.write(context, record);
    }

    /** Whether the stored copy stays: a later date, or the same date and a higher precedence. */
    static boolean keeps(Stored stored, CfrSection candidate) {
        LocalDate date = candidate.editionDate();
        if (date == null || stored.date().isAfter(date)) {
            return true;
        }
        return stored.date().isEqual(date) && stored.edition().precedence() >= candidate.edition().precedence();
    }

    private static Stored stored(Connection c, String id) {
        return Rows.on(c).sql("SELECT edition, edition_date AS date, source_file FROM " + CfrTable.TABLE + " WHERE id = ?")
                .param(id).query(STORED).optional().orElse(null);
    }

    @Override
    public int retainOnly(Connection connection, SourceFile file, Set<String> keys) throws SQLException {
        return delegate.retainOnly(connection, file, keys);
    }
}
