package db.migration;

import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * CBO cost estimates (body-bearing): one record per estimate a committee report prints, named by
 * the report ({@code cbo:118:hrpt:728}), with the bill it estimates and the totals its text states.
 * The record table is created here; its chunks, indexes, vectors and document index in today's
 * layout come from {@link BodySourceSchema}.
 */
public class V80__Cbo_cost_estimates extends BaseJavaMigration {

    @Override
    public void migrate(Context context) throws SQLException {
        try (Statement st = context.getConnection().createStatement()) {
            st.execute("""
                    CREATE TABLE cbo_cost_estimates (
                        id              TEXT PRIMARY KEY,   -- cbo:118:hrpt:728; a report's second estimate cbo:…:310.2
                        report_id       TEXT NOT NULL,      -- the committee report that prints it: crpt:118:hrpt:728
                        congress        INTEGER NOT NULL,
                        bill_id         TEXT,               -- the bill estimated (hr:118:7437), when named
                        title           TEXT NOT NULL,      -- CBO cost estimate for H.R. 7437 (H. Rept. 118-728)
                        heading_path    TEXT NOT NULL,      -- JSON array: [title]
                        committee       TEXT,               -- the reporting committee
                        body_markdown   TEXT NOT NULL,
                        budget_effects  TEXT NOT NULL,      -- JSON array: the totals the text states (measure,
                                                            -- change, amount_usd, qualifier, period, statement)
                        cbo_url         TEXT,               -- the estimate's cbo.gov page, when the report links it
                        body_format     TEXT NOT NULL,      -- which file gave it: 'uslm' or 'pdf'
                        date_source     TEXT NOT NULL,      -- 'metadata' (USLM dc:date) or 'pdf' (CBO's letter or the cover)
                        source_file     TEXT NOT NULL,
                        other_files     TEXT,               -- JSON array: the same report in other formats
                        source_url      TEXT NOT NULL,
                        source_org      TEXT NOT NULL,
                        published_at    TEXT NOT NULL,
                        retrieved_at    TEXT NOT NULL,
                        raw_sha256      TEXT NOT NULL,
                        citation_string TEXT NOT NULL
                    )""");
            st.execute("CREATE INDEX cbo_cost_estimates_by_source_file ON cbo_cost_estimates (source_file)");
            st.execute("CREATE INDEX cbo_cost_estimates_by_bill ON cbo_cost_estimates (bill_id)");
            st.execute("CREATE INDEX cbo_cost_estimates_by_report ON cbo_cost_estimates (report_id)");
        }
        BodySourceSchema.create(context.getConnection(), "cbo_cost_estimates");
    }
}
