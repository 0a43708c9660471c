package dev.josh.server.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.stream.Stream;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.ParameterDisposer;
import org.springframework.jdbc.core.PreparedStatementCreator;
import org.springframework.jdbc.core.PreparedStatementSetter;
import org.springframework.jdbc.core.ResultSetExtractor;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * Spring's {@link JdbcTemplate} for the reads of one request on a connection its caller holds, each
 * statement under the request's {@link Deadline}: cancelled when the budget runs out (Spring's query
 * timeout cannot serve: sqlite-jdbc's bounds lock waits only), and a statement so cancelled surfaces
 * as the deadline's timeout. Every read of {@link JdbcClient} with positional parameters but
 * {@code stream()} ({@code list()}, {@code optional()}, {@code single()}, a row callback) ends in the
 * one method guarded here; a stream would outlive its guard, so it is refused.
 */
public final class TimedJdbcTemplate extends JdbcTemplate {

    private final Deadline deadline;

    private TimedJdbcTemplate(Connection conn, Deadline deadline) {
        super(new SingleConnectionDataSource(conn, true));
        this.deadline = deadline;
    }

    /** A client that runs every statement on {@code conn} (never closing it) under {@code deadline}. */
    public static JdbcClient client(Connection conn, Deadline deadline) {
        return JdbcClient.create(new TimedJdbcTemplate(conn, deadline));
    }

    @Override
    public <T> T query(PreparedStatementCreator psc, PreparedStatementSetter pss, ResultSetExtractor<T> rse) {
        try {
            return super.query(psc, new Guarded(pss), rse);
        } catch (DataAccessException e) {
            if (e.getCause() instanceof SQLException cause && Deadline.isInterrupt(cause)) {
                throw deadline.timeout();
            }
            throw e;
        }
    }

    @Override
    public <T> Stream<T> queryForStream(PreparedStatementCreator psc, PreparedStatementSetter pss,
                                        RowMapper<T> rowMapper) {
        throw new UnsupportedOperationException("a timed read is read whole (list() or a row callback), not streamed");
    }

    /** Binds the parameters and starts the statement's guard; Spring calls the disposer once the statement is done. */
    private final class Guarded implements PreparedStatementSetter, ParameterDisposer {

        private final PreparedStatementSetter params;
        private Deadline.Guard guard;

        Guarded(PreparedStatementSetter params) {
            this.params = params;
        }

        @Override
        public void setValues(PreparedStatement ps) throws SQLException {
            guard = deadline.guard(ps);
            if (params != null) {
                params.setValues(ps);
            }
        }

        @Override
        public void cleanupParameters() {
            if (params instanceof ParameterDisposer disposer) {
                disposer.cleanupParameters();
            }
            if (guard != null) {
                guard.close();
            }
        }
    }
}
