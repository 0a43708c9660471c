package dev.josh.server.sources.bills;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.db.ConnectionClient;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordRef;
import dev.josh.server.records.Refs;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TextWindow;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/** A bill's text versions and a window of one version's text. */
@Service
public class BillTexts {

    /** A version's text is read in windows; a window holds at most this many characters. */
    public static final int MAX_TEXT_WINDOW = 100_000;
    public static final int DEFAULT_TEXT_WINDOW = 20_000;

    private final DataSource dataSource;
    private final Refs refs;

    public BillTexts(DataSource dataSource, Refs refs) {
        this.dataSource = dataSource;
        this.refs = refs;
    }

    // ---- text -------------------------------------------------------------------------------

    /**
     * The bill's versions, and a window of one version's text.
     *
     * @param versionCode the version to read (IH, RH, ENR …); null for the latest loaded one
     */
    public BillText text(String billId, String versionCode, TextWindow window) {
        PublicId id = RecordIds.expect(billId, IdType.BILL);
        try (Connection conn = dataSource.getConnection()) {
            RecordRef bill = refs.of(conn, id);
            List<BillText.Version> versions = BillRecords.versions(conn, id.value());
            List<BillText.Version> loaded = versions.stream().filter(BillText.Version::textLoaded).toList();
            String code = versionCode == null || versionCode.isBlank() ? null : versionCode.strip().toUpperCase(Locale.ROOT);
            if (code != null && loaded.stream().noneMatch(v -> code.equals(v.versionCode()))) {
                throw new ApiException(ErrorCode.NOT_FOUND, "no text of version '" + versionCode + "' of " + id.value()
                        + " is loaded", ApiException.newHint()
                        .put("reason", versions.stream().anyMatch(v -> code.equals(v.versionCode()))
                                ? "listed_not_loaded" : "no_such_version")
                        .put("loaded_versions", loaded.stream().map(BillText.Version::versionCode).toList())
                        .put("listed_versions", versions.stream().map(BillText.Version::versionCode)
                                .filter(java.util.Objects::nonNull).toList())
                        .build());
            }
            if (loaded.isEmpty()) {
                return new BillText(bill, versions, null, versions.isEmpty()
                        ? "no text version of this bill is listed or loaded"
                        : "the text of this bill is not loaded in this database; each listed version's url is where "
                                + "it is published");
            }
            String chosen = code != null ? code : latestLoaded(conn, id.value(), loaded);
            VersionText text = versionText(conn, bill, id.value(), chosen);
            TextWindow.Cut cut = window.apply(text.markdown());
            return new BillText(bill, versions, new BillText.Text(text.versionCode(), text.stage(), text.format(),
                    cut.text(), cut.shown(), text.citation()), null);
        } catch (SQLException e) {
            throw Rows.failure("text of " + id.value(), e);
        }
    }

    /** A version's text as stored, cited as the version where it has its own citation, else as the bill. */
    record VersionText(String versionCode, String stage, String date, String format, String markdown,
                       String sourceUrl, String publishedAt, String citationString) implements CitedRow {
    }

    /** The text of one version of the bill. */
    static VersionText versionText(Connection conn, RecordRef bill, String billId, String versionCode) {
        return ConnectionClient.on(conn).sql("""
                SELECT version_code, stage, coalesce(version_date, listed_date, processed_date) AS date, format,
                       markdown, source_url, coalesce(published_at, version_date) AS published_at,
                       coalesce(version_citation, ?) AS citation_string
                FROM bill_text_versions WHERE bill_id = ? AND version_code = ?""")
                .params(bill.citation().citationString(), billId, versionCode)
                .query(Rows.mapper(VersionText.class)).single();
    }

    /** The version in the bill's body (the ingester's choice of latest), else the newest loaded one. */
    static String latestLoaded(Connection conn, String billId, List<BillText.Version> loaded) {
        String latest = ConnectionClient.on(conn).sql("SELECT latest_text_version FROM bills WHERE id = ?").param(billId)
                .query(String.class).optional().orElse(null);
        if (latest != null && loaded.stream().anyMatch(v -> latest.equals(v.versionCode()))) {
            return latest;
        }
        return loaded.getFirst().versionCode();
    }
}
