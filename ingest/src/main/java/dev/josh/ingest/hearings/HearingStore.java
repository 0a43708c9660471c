package dev.josh.ingest.hearings;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.LinkTable;
import dev.josh.ingest.core.Params;
import dev.josh.ingest.core.RecordLink;
import dev.josh.ingest.core.RecordStore;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.RowBatch;
import dev.josh.ingest.core.Rows;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.WriteContext;
import dev.josh.ingest.core.WriteOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Writes {@code hearings} (one row per meeting) and {@code hearing_witnesses}. A meeting's details
 * and its witness list come from separate files, in either order: each file writes its own
 * columns of the row (creating it if needed) and leaves the other's alone, so the row is whole
 * once both are read. The citation is the meeting's when its details are loaded, else the witness
 * list's; {@code raw_sha256} covers both files.
 */
public final class HearingStore implements RecordStore<MeetingPart> {

    /** A meeting links the bills among its documents: the measures it holds a hearing or markup on. */
    static final String CONSIDERS = "considers";

    /** What the row holds of each file. */
    private record Stored(String meetingSha, String witnessSha) {
    }

    @Override
    public WriteOutcome write(WriteContext context, MeetingPart part) throws SQLException, RejectedRecordException {
        String id = HearingReader.id(part.eventId()).map(PublicId::value).orElseThrow(() ->
                new RejectedRecordException(part.eventId(), "the meeting ID does not fit the meeting: grammar"));
        Connection c = context.connection();
        Stored stored = stored(c, id);
        switch (part) {
            case MeetingPart.Details d -> {
                // cheap, and how meetings loaded before the link table get their links
                LinkTable.replace(c, HearingsJobConfiguration.SOURCE, id, d.bills().stream()
                        .map(bill -> new RecordLink(bill, CONSIDERS, "meeting documents", RecordLink.METADATA)).toList());
                if (stored != null && d.rawSha256().equals(stored.meetingSha())) {
                    return WriteOutcome.UNCHANGED;
                }
                String witnessSha = stored == null ? null : stored.witnessSha();
                writeDetails(c, id, d, HearingCitations.cite(d, rawSha(d.rawSha256(), witnessSha), context.retrievedAt()));
                for (MeetingPart.MeetingCommittee committee : d.committees()) {
                    if (committeeId(c, committee) == null) {
                        context.warn(id, "committee " + committee.houseCode() + " (" + committee.name() + ") is not in "
                                + "committees as " + committee.thomasId() + "; the meeting is kept without a committee_id");
                    }
                }
            }
            case MeetingPart.Witnesses w -> {
                if (stored != null && w.rawSha256().equals(stored.witnessSha())) {
                    return WriteOutcome.UNCHANGED;
                }
                writeWitnessList(c, id, w, stored, context.retrievedAt());
            }
        }
        return stored == null ? WriteOutcome.ADDED : WriteOutcome.CHANGED;
    }

    /**
     * A file holds one meeting part: when it no longer holds the part a row took from it, the
     * part's columns are cleared, and a row left with neither part is removed.
     */
    @Override
    public int retainOnly(Connection c, SourceFile file, Set<String> keys) throws SQLException {
        int changed = 0;
        for (String id : idsFrom(c, "meeting_file", file, keys)) {
            try (PreparedStatement ps = c.prepareStatement("""
                    UPDATE hearings SET meeting_file = NULL, meeting_sha256 = NULL, congress = NULL, session = NULL,
                           meeting_type = NULL, status = NULL, committee_id = NULL, committee_code = NULL,
                           committee_name = NULL, committees = '[]', date = NULL, start_time = NULL, location = NULL,
                           meeting_title = NULL, bills = '[]', documents = '[]'
                    WHERE id = ?""")) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
            LinkTable.delete(c, id);
            changed += recite(c, id);
        }
        for (String id : idsFrom(c, "witness_file", file, keys)) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM hearing_witnesses WHERE meeting_id = ?")) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE hearings SET witness_file = NULL, witness_sha256 = NULL, witness_list_date = NULL WHERE id = ?")) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
            changed += recite(c, id);
        }
        return changed;
    }

    private static void writeDetails(Connection c, String id, MeetingPart.Details d, CitationColumns citation)
            throws SQLException {
        MeetingPart.MeetingCommittee first = d.committees().isEmpty() ? null : d.committees().getFirst();
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO hearings (id, chamber, event_id, title, congress, session, meeting_type, status,
                        committee_id, committee_code, committee_name, committees, date, start_time, location,
                        meeting_title, bills, documents, meeting_file, meeting_sha256,
                        source_url, source_org, published_at, retrieved_at, raw_sha256, citation_string)
                VALUES (?, 'house', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET
                    title = excluded.title, congress = excluded.congress, session = excluded.session,
                    meeting_type = excluded.meeting_type, status = excluded.status,
                    committee_id = excluded.committee_id, committee_code = excluded.committee_code,
                    committee_name = excluded.committee_name, committees = excluded.committees,
                    date = excluded.date, start_time = excluded.start_time, location = excluded.location,
                    meeting_title = excluded.meeting_title, bills = excluded.bills, documents = excluded.documents,
                    meeting_file = excluded.meeting_file, meeting_sha256 = excluded.meeting_sha256,
                    source_url = excluded.source_url, source_org = excluded.source_org,
                    published_at = excluded.published_at, retrieved_at = excluded.retrieved_at,
                    raw_sha256 = excluded.raw_sha256, citation_string = excluded.citation_string""")) {
            Params.bind(ps, 1, id, d.eventId(), HearingCitations.title(d), d.congress(), d.session(),
                    d.meetingType(), d.status(), first == null ? null : committeeId(c, first),
                    first == null ? null : first.houseCode(), first == null ? null : first.name(),
                    Json.write(d.committees()), d.date(), d.startTime(), d.location(), d.title(),
                    Json.write(d.bills()), Json.write(d.documents()), d.sourceFile(), d.rawSha256());
            citation.bind(ps, 20);
            ps.executeUpdate();
        }
    }

    private static void writeWitnessList(Connection c, String id, MeetingPart.Witnesses w, Stored stored, Instant now)
            throws SQLException {
        String meetingSha = stored == null ? null : stored.meetingSha();
        String raw = rawSha(meetingSha, w.rawSha256());
        if (meetingSha == null) {
            CitationColumns citation = HearingCitations.citeWitnessList(w.eventId(), w.createdDate(), raw, now);
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO hearings (id, chamber, event_id, title, committees, bills, documents, witness_file,
                            witness_sha256, witness_list_date,
                            source_url, source_org, published_at, retrieved_at, raw_sha256, citation_string)
                    VALUES (?, 'house', ?, ?, '[]', '[]', '[]', ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET
                        title = excluded.title, witness_file = excluded.witness_file,
                        witness_sha256 = excluded.witness_sha256, witness_list_date = excluded.witness_list_date,
                        source_url = excluded.source_url, source_org = excluded.source_org,
                        published_at = excluded.published_at, retrieved_at = excluded.retrieved_at,
                        raw_sha256 = excluded.raw_sha256, citation_string = excluded.citation_string""")) {
                Params.bind(ps, 1, id, w.eventId(), HearingCitations.witnessListTitle(w.eventId()), w.sourceFile(),
                        w.rawSha256(), w.createdDate());
                citation.bind(ps, 7);
                ps.executeUpdate();
            }
        } else {
            try (PreparedStatement ps = c.prepareStatement("""
                    UPDATE hearings SET witness_file = ?, witness_sha256 = ?, witness_list_date = ?, raw_sha256 = ?,
                           retrieved_at = ?
                    WHERE id = ?""")) {
                Params.bind(ps, 1, w.sourceFile(), w.rawSha256(), w.createdDate(), raw, now.toString(), id);
                ps.executeUpdate();
            }
        }
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM hearing_witnesses WHERE meeting_id = ?")) {
            ps.setString(1, id);
            ps.executeUpdate();
        }
        RowBatch.write(c, """
                INSERT INTO hearing_witnesses (meeting_id, ordinal, panel, honorific, first_name, middle_name, last_name,
                                               position, organization, testified, witness_type, documents)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", w.witnesses(),
                (witness, index) -> new Object[] {id, witness.ordinal(), witness.panel(), witness.honorific(),
                        witness.firstName(), witness.middleName(), witness.lastName(), witness.position(),
                        witness.organization(), witness.testified(), witness.witnessType(),
                        Json.write(witness.documents())});
    }

    /**
     * After a part was cleared: a row with neither part left is removed; a row left with its
     * witness list alone is cited as that; a row with its details keeps their citation, with the
     * hash updated.
     */
    private static int recite(Connection c, String id) throws SQLException {
        Optional<Recited> stored = Rows.on(c).sql(
                "SELECT meeting_file, meeting_sha256, witness_sha256, witness_list_date, event_id FROM hearings WHERE id = ?")
                .param(id).query(Rows.of(Recited.class)).optional();
        if (stored.isEmpty()) {
            return 0;
        }
        String meetingFile = stored.get().meetingFile();
        String meetingSha = stored.get().meetingSha256();
        String witnessSha = stored.get().witnessSha256();
        String witnessListDate = stored.get().witnessListDate();
        String eventId = stored.get().eventId();
        if (meetingFile == null && witnessSha == null) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM hearings WHERE id = ?")) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
            return 1;
        }
        String raw = rawSha(meetingSha, witnessSha);
        if (meetingFile == null) {
            CitationColumns citation = HearingCitations.citeWitnessList(eventId, witnessListDate, raw,
                    Instant.now().truncatedTo(ChronoUnit.SECONDS));
            try (PreparedStatement ps = c.prepareStatement("""
                    UPDATE hearings SET title = ?, source_url = ?, source_org = ?, published_at = ?, retrieved_at = ?,
                           raw_sha256 = ?, citation_string = ?
                    WHERE id = ?""")) {
                ps.setString(1, HearingCitations.witnessListTitle(eventId));
                citation.bind(ps, 2);
                ps.setString(8, id);
                ps.executeUpdate();
            }
        } else {
            try (PreparedStatement ps = c.prepareStatement("UPDATE hearings SET raw_sha256 = ? WHERE id = ?")) {
                ps.setString(1, raw);
                ps.setString(2, id);
                ps.executeUpdate();
            }
        }
        return 1;
    }

    /** The columns {@link #recite} cites a hearing from. */
    private record Recited(String meetingFile, String meetingSha256, String witnessSha256, String witnessListDate,
                           String eventId) {
    }

    private static List<String> idsFrom(Connection c, String column, SourceFile file, Set<String> keys) {
        return Rows.on(c).sql("SELECT id FROM hearings WHERE " + column + " = ?").param(file.relativePath())
                .query(String.class).stream().filter(id -> !keys.contains(id)).toList();
    }

    private static Stored stored(Connection c, String id) {
        return Rows.on(c).sql("SELECT meeting_sha256 AS meeting_sha, witness_sha256 AS witness_sha FROM hearings WHERE id = ?")
                .param(id)
                .query(Rows.of(Stored.class)).optional().orElse(null);
    }

    /** The committee's Thomas ID when {@code committees} has it, else null. */
    private static String committeeId(Connection c, MeetingPart.MeetingCommittee committee) throws SQLException {
        if (committee.thomasId() == null) {
            return null;
        }
        return Rows.on(c).sql("SELECT id FROM committees WHERE id = ?").param(committee.thomasId())
                .query(String.class).optional().orElse(null);
    }

    private static String rawSha(String meetingSha, String witnessSha) {
        return Sha256.of((meetingSha == null ? "-" : meetingSha) + "+" + (witnessSha == null ? "-" : witnessSha));
    }
}
