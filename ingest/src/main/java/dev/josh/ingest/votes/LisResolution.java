package dev.josh.ingest.votes;

import dev.josh.db.JoshDatabase;
import dev.josh.ingest.core.Rows;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.batch.core.scope.context.ChunkContext;
import org.springframework.batch.core.step.StepContribution;
import org.springframework.batch.core.step.tasklet.Tasklet;
import org.springframework.batch.infrastructure.repeat.RepeatStatus;

/**
 * Runs after the votes are written: Senate member votes still without a bioguide ID are looked up
 * in {@code legislators.lis_id} again, so votes loaded before the legislators who cast them (or
 * in a run whose vote files were all unchanged) are resolved once the legislators are there. What
 * stays unresolved is reported in one log line; each vote's warning in {@code ingestion_logs}
 * names the IDs.
 */
final class LisResolution implements Tasklet {

    /** Senate member votes still naming no legislator, the LIS IDs among them, and all Senate member votes. */
    private record Unresolved(int votes, int lisIds, int senateVotes) {
    }

    private static final Logger log = LoggerFactory.getLogger(LisResolution.class);

    private final JoshDatabase database;

    LisResolution(JoshDatabase database) {
        this.database = database;
    }

    @Override
    public RepeatStatus execute(StepContribution contribution, ChunkContext chunkContext) throws SQLException {
        try (Connection c = database.getConnection()) {
            int resolved;
            try (PreparedStatement ps = c.prepareStatement("""
                    UPDATE roll_call_member_votes
                    SET bioguide_id = (SELECT l.id FROM legislators l WHERE l.lis_id = roll_call_member_votes.voter_id)
                    WHERE bioguide_id IS NULL
                      AND vote_id IN (SELECT id FROM roll_call_votes WHERE chamber = 'senate')
                      AND EXISTS (SELECT 1 FROM legislators l WHERE l.lis_id = roll_call_member_votes.voter_id)""")) {
                resolved = ps.executeUpdate();
            }
            if (resolved > 0) {
                log.info("roll-call-votes: {} Senate member votes resolved to bioguide IDs through legislators loaded since",
                        resolved);
            }
            Unresolved unresolved = Rows.on(c).sql("""
                    SELECT COUNT(*) AS votes, COUNT(DISTINCT m.voter_id) AS lis_ids,
                           (SELECT COUNT(*) FROM roll_call_member_votes x
                            JOIN roll_call_votes y ON y.id = x.vote_id WHERE y.chamber = 'senate') AS senate_votes
                    FROM roll_call_member_votes m JOIN roll_call_votes v ON v.id = m.vote_id
                    WHERE v.chamber = 'senate' AND m.bioguide_id IS NULL""").query(Rows.of(Unresolved.class)).single();
            if (unresolved.votes() > 0) {
                log.warn("roll-call-votes: {} of {} Senate member votes ({} distinct LIS IDs) name no legislator; "
                        + "kept with bioguide_id NULL (see ingestion_logs)", unresolved.votes(),
                        unresolved.senateVotes(), unresolved.lisIds());
            }
        }
        return RepeatStatus.FINISHED;
    }
}
