package dev.josh.server.records;

import dev.josh.contracts.api.Citation;

/** Anything fetched by public id: every one carries its id, its type and its citation. */
public sealed interface PublicRecord permits LegislatorRecord, CommitteeRecord, UsCodeSectionRecord,
        BillRecord, VoteRecord, LawRecord, CfrSectionRecord, FrDocumentRecord, CrsReportRecord, GaoReportRecord,
        CommitteeReportRecord, CongressionalRecordDocument, SapRecord, MeetingRecord, LdaFilingRecord {

    /** The id type in snake case, e.g. {@code us_code_section}; tells a client which shape follows. */
    String type();

    String id();

    Citation citation();
}
