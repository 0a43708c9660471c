package dev.josh.ingest.sap;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.document.MarkdownComposer;
import dev.josh.ingest.document.PdfLayout;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Gives a statement its ID ({@code sap:{date issued}:{first bill}}) and its bills from the index,
 * and its Markdown from the PDF. A statement is short, so it is not chunked: its full text is
 * searched through the FTS index over the record itself.
 */
public final class SapPreparer implements RecordPreparer<SapStatement, SapRecord> {

    /** What the index says identifies a statement: the date it was issued and its bills, the first giving the ID. */
    record Identity(PublicId id, LocalDate issued, List<PublicId> bills) {
    }

    /** The statement's ID and bills from its index entry, or why it has none. */
    static Identity identify(SapIndex.Entry entry, String file) throws RejectedRecordException {
        if (entry.congress() == null || entry.dateIssued() == null || entry.bills().isEmpty()) {
            throw new RejectedRecordException(file, "the index entry lacks a congress, a date issued or a bill, "
                    + "which the ID sap:{date}:{bill} needs; not loaded");
        }
        LocalDate issued;
        try {
            issued = LocalDate.parse(entry.dateIssued());
        } catch (DateTimeParseException e) {
            throw new RejectedRecordException(file, "date_issued '" + entry.dateIssued() + "' is not a date; not loaded");
        }
        List<PublicId> bills = new ArrayList<>();
        for (String bill : entry.bills()) {
            Optional<PublicId> id = SapBills.publicId(bill, entry.congress());
            if (id.isEmpty()) {
                throw new RejectedRecordException(file, "bill '" + bill + "' in the index is no bill id (hr4346); "
                        + "not loaded");
            }
            bills.add(id.get());
        }
        PublicId first = bills.get(0);
        PublicId id = PublicId.of(IdType.SAP, issued, first.part("billType"), first.part("congress"), first.part("number"));
        return new Identity(id, issued, bills);
    }

    /** The key the reader files a statement under: its ID, or null when it cannot have one. */
    static String key(SapStatement statement) {
        try {
            return identify(statement.entry(), statement.sourceFile()).id().value();
        } catch (RejectedRecordException e) {
            return null;
        }
    }

    @Override
    public SapRecord prepare(SapStatement statement) throws RejectedRecordException {
        Identity identity = identify(statement.entry(), statement.sourceFile());
        List<PublicId> bills = identity.bills();
        SapIndex.Entry entry = statement.entry();
        PdfLayout.Laid laid = PdfLayout.lay(statement.text());
        String title = entry.title() == null || entry.title().isBlank()
                ? "Statement of Administration Policy on " + SapBills.printed(bills) : entry.title();
        return new SapRecord(identity.id(), statement, identity.issued(), bills, title, laid.title(),
                MarkdownComposer.compose(title, laid.blocks()).markdown());
    }
}
