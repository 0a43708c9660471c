package dev.josh.server.records;

import dev.josh.contracts.api.Citation;
import io.swagger.v3.oas.annotations.media.Schema;

/** Anything fetched by public id: every one carries its id, its type and its citation. */
@Schema(description = "a record by public id; type says which shape follows", oneOf = {LegislatorRecord.class,
        CommitteeRecord.class, UsCodeSectionRecord.class, BillRecord.class, VoteRecord.class, LawRecord.class,
        CfrSectionRecord.class, FrDocumentRecord.class, CrsReportRecord.class, GaoReportRecord.class,
        CommitteeReportRecord.class, CongressionalRecordDocument.class, SapRecord.class, MeetingRecord.class,
        LdaFilingRecord.class})
public sealed interface PublicRecord permits LegislatorRecord, CommitteeRecord, UsCodeSectionRecord,
        BillRecord, VoteRecord, LawRecord, CfrSectionRecord, FrDocumentRecord, CrsReportRecord, GaoReportRecord,
        CommitteeReportRecord, CongressionalRecordDocument, SapRecord, MeetingRecord, LdaFilingRecord {

    /** The id type in snake case, e.g. {@code us_code_section}; tells a client which shape follows. */
    String type();

    String id();

    Citation citation();
}
