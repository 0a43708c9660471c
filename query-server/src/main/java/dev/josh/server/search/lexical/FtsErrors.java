package dev.josh.server.search.lexical;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.db.Deadline;
import dev.josh.server.error.ApiException;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;

/** What a failed FTS5 query means to the client: its deadline passed, its input was at fault, or the server failed. */
public final class FtsErrors {

    private static final Logger log = LoggerFactory.getLogger(FtsErrors.class);

    private FtsErrors() {
    }

    /** The same for a statement run through Spring, whose exception carries SQLite's. */
    public static RuntimeException translate(DataAccessException e, Deadline deadline) {
        return e.getCause() instanceof SQLException cause ? translate(cause, deadline) : e;
    }

    /**
     * The parser quotes every word, so SQLite should never reject a MATCH; if it still does, the
     * input was at fault and the answer is a 400, not a 500.
     */
    public static RuntimeException translate(SQLException e, Deadline deadline) {
        if (Deadline.isInterrupt(e)) {
            return deadline.timeout();
        }
        String message = String.valueOf(e.getMessage());
        if (message.contains("fts5") || message.contains("syntax error") || message.contains("unterminated")
                || message.contains("no such column")) {
            // SQLite's own words name its internals and help no client; they stay in the log.
            log.info("FTS5 rejected a query: {}", message);
            return new ApiException(ErrorCode.INVALID_QUERY, "the full-text index could not read the query",
                    ApiException.newHint().put("syntax", LexicalQueryParser.SYNTAX_HELP)
                            .put("tip", "remove quotes and operators to search the plain words").build());
        }
        return new IllegalStateException("full-text query failed: " + message, e);
    }
}
