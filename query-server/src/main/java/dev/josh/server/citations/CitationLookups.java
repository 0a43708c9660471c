package dev.josh.server.citations;

import dev.josh.contracts.cite.FoundCitation;
import dev.josh.db.ConnectionClient;
import dev.josh.server.records.CitedRow;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Rows;
import dev.josh.server.records.TitledRow;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;

/**
 * Checks one found citation against the corpus. A cite is {@code invalid} only where the corpus
 * can say so: a U.S. Code title or a CFR part that is loaded (whole, as the sources load them) but
 * lacks the section, a section that is repealed or reserved, or a form that cannot exist; a cite
 * of something the corpus does not hold at all is {@code not_loaded}, not a verdict on it.
 */
final class CitationLookups {

    static final String FOUND = "found";
    static final String NOT_LOADED = "not_loaded";
    static final String INVALID = "invalid";
    static final String NEEDS_CONGRESS = "needs_congress";

    private static final String RECORD = "id, title, citation_string, source_url, published_at";

    private final Connection conn;
    private final Coverage coverage;

    CitationLookups(Connection conn, Coverage coverage) {
        this.conn = conn;
        this.coverage = coverage;
    }

    CheckedCitation check(FoundCitation c) throws SQLException {
        if (c.problem() != null) {
            return result(c, c.id() == null ? null : c.id().value(), INVALID, c.problem(), null, null);
        }
        return switch (c.kind()) {
            case US_CODE_SECTION -> usCode(c);
            case CFR_SECTION -> cfrSection(c);
            case CFR_PART -> cfrPart(c);
            case FEDERAL_REGISTER_PAGE -> onPage(c, "federal-register", "volume = ? AND start_page <= ? AND end_page >= ?",
                    "ORDER BY start_page DESC", "no document of the loaded Federal Register issues is on that page");
            case STATUTES_AT_LARGE -> onPage(c, "public-laws", "statutes_at_large = ? || ' Stat. ' || ?", "",
                    "no loaded law begins on that page (a pin cite inside a law is not resolved)");
            case LAW -> byId(c, "public-laws", "the law is not loaded");
            case BILL -> c.id() == null
                    ? result(c, null, NEEDS_CONGRESS, "the text does not say which Congress: pass congress, or "
                    + "write the cite as \"H.R. 3684, 117th Cong.\"", null, null)
                    : byId(c, "bills", "the bill is not loaded");
        };
    }

    private CheckedCitation usCode(FoundCitation c) throws SQLException {
        if (!coverage.holds("us-code")) {
            return result(c, c.id().value(), NOT_LOADED, "no U.S. Code title is loaded", null, null);
        }
        String table = coverage.covered("us-code").table();
        String title = c.id().part("title");
        UsCodeRow row = ConnectionClient.on(conn).sql("SELECT " + RECORD + ", status, release_point FROM " + table
                + " WHERE id = ?").param(c.id().value()).query(Rows.mapper(UsCodeRow.class)).optional().orElse(null);
        if (row != null) {
            String edition = "U.S. Code release point " + row.releasePoint();
            return row.status() == null
                    ? result(c, c.id().value(), FOUND, null, row.record(), edition)
                    : result(c, c.id().value(), INVALID, "the section is " + row.status().toLowerCase(Locale.ROOT)
                    + " (its text is gone; the heading stays in the Code)", row.record(), edition);
        }
        String releasePoint = first("SELECT release_point FROM " + table + " WHERE title_number = ? LIMIT 1", title);
        return releasePoint == null
                ? result(c, c.id().value(), NOT_LOADED, "title " + title + " of the U.S. Code is not loaded", null, null)
                : result(c, c.id().value(), INVALID, "title " + title + " has no section " + c.id().part("section")
                + " in the loaded edition", null, "U.S. Code release point " + releasePoint);
    }

    private CheckedCitation cfrSection(FoundCitation c) throws SQLException {
        if (!coverage.holds("ecfr-and-cfr")) {
            return result(c, c.id().value(), NOT_LOADED, "no CFR title is loaded", null, null);
        }
        String table = coverage.covered("ecfr-and-cfr").table();
        CfrRow row = ConnectionClient.on(conn).sql("SELECT " + RECORD + ", reserved, edition, edition_date FROM " + table
                + " WHERE id = ?").param(c.id().value()).query(Rows.mapper(CfrRow.class)).optional().orElse(null);
        if (row != null) {
            String edition = cfrEdition(row.edition(), row.editionDate());
            return !row.reserved()
                    ? result(c, c.id().value(), FOUND, null, row.record(), edition)
                    : result(c, c.id().value(), INVALID, "the section is reserved (it holds no rule)", row.record(),
                    edition);
        }
        String section = c.id().part("section");
        String part = section.substring(0, section.indexOf('.'));
        String edition = partEdition(table, c.id().part("title"), part);
        return edition == null
                ? result(c, c.id().value(), NOT_LOADED, "part " + part + " of title " + c.id().part("title")
                + " is not loaded", null, null)
                : result(c, c.id().value(), INVALID, "part " + part + " has no section " + section
                + " in the loaded edition", null, edition);
    }

    private CheckedCitation cfrPart(FoundCitation c) throws SQLException {
        String title = String.valueOf(c.volume());
        String part = c.canonical().substring(c.canonical().lastIndexOf(' ') + 1);
        String edition = coverage.holds("ecfr-and-cfr")
                ? partEdition(coverage.covered("ecfr-and-cfr").table(), title, part) : null;
        return edition == null
                ? result(c, null, NOT_LOADED, "part " + part + " of title " + title + " is not loaded", null, null)
                : new CheckedCitation(c.start(), c.end(), c.text(), kind(c), c.canonical(), null, false, FOUND, null, null,
                edition, "/v1/ecfr-and-cfr?title=" + title + "&part=" + part);
    }

    /** The record on a cited page: a Federal Register document spanning it, a law beginning on it. */
    private CheckedCitation onPage(FoundCitation c, String source, String where, String order, String missing)
            throws SQLException {
        if (!coverage.holds(source)) {
            return result(c, null, NOT_LOADED, "the source " + source + " is not loaded", null, null);
        }
        boolean span = where.contains("end_page");
        List<Object> params = span ? List.of(c.volume(), c.page(), c.page()) : List.of(c.volume(), c.page());
        return ConnectionClient.on(conn).sql("SELECT " + RECORD + " FROM " + coverage.covered(source).table() + " WHERE "
                        + where + " " + order + " LIMIT 1").params(params).query(Rows.mapper(TitledRow.class))
                .optional().map(r -> result(c, r.id(), FOUND, null, record(r), null))
                .orElseGet(() -> result(c, null, NOT_LOADED, missing, null, null));
    }

    private CheckedCitation byId(FoundCitation c, String source, String missing) throws SQLException {
        if (!coverage.holds(source)) {
            return result(c, c.id().value(), NOT_LOADED, "the source " + source + " is not loaded", null, null);
        }
        return ConnectionClient.on(conn).sql("SELECT " + RECORD + " FROM " + coverage.covered(source).table() + " WHERE id = ?")
                .param(c.id().value()).query(Rows.mapper(TitledRow.class)).optional()
                .map(r -> result(c, c.id().value(), FOUND, null, record(r), null))
                .orElseGet(() -> result(c, c.id().value(), NOT_LOADED, missing, null, null));
    }

    /** The edition of a loaded CFR part, or null when none of its sections is loaded. */
    private String partEdition(String table, String title, String part) {
        return ConnectionClient.on(conn).sql("SELECT edition, edition_date FROM " + table
                        + " WHERE cfr_title = ? AND part = ? LIMIT 1").params(title, part)
                .query(Rows.mapper(EditionRow.class)).optional()
                .map(e -> cfrEdition(e.edition(), e.editionDate())).orElse(null);
    }

    private String first(String sql, String parameter) {
        return ConnectionClient.on(conn).sql(sql).param(parameter).query(String.class).optional().orElse(null);
    }

    /** A U.S. Code section with its status (repealed, …) and release point. */
    private record UsCodeRow(String id, String title, String status, String releasePoint,
                             String sourceUrl, String publishedAt, String citationString) implements CitedRow {

        CheckedCitation.CitedRecord record() {
            return new CheckedCitation.CitedRecord(id, title, citation());
        }
    }

    /** A CFR section, reserved or not, with its edition. */
    private record CfrRow(String id, String title, boolean reserved, String edition, String editionDate,
                          String sourceUrl, String publishedAt, String citationString) implements CitedRow {

        CheckedCitation.CitedRecord record() {
            return new CheckedCitation.CitedRecord(id, title, citation());
        }
    }

    /** The edition a CFR section was read from. */
    private record EditionRow(String edition, String editionDate) {
    }

    private static String cfrEdition(String edition, String date) {
        String name = switch (edition) {
            case "cfr-annual" -> "annual CFR";
            case "ecfr-bulk", "ecfr-api" -> "eCFR";
            default -> edition;
        };
        return date == null ? name : name + " as of " + date;
    }

    private static CheckedCitation.CitedRecord record(TitledRow row) {
        return new CheckedCitation.CitedRecord(row.id(), row.title(), row.citation());
    }

    private static CheckedCitation result(FoundCitation c, String id, String status, String reason,
                                          CheckedCitation.CitedRecord record, String edition) {
        return new CheckedCitation(c.start(), c.end(), c.text(), kind(c), c.canonical(), id,
                id != null && FOUND.equals(status), status, reason, record, edition, null);
    }

    private static String kind(FoundCitation c) {
        return c.kind().name().toLowerCase(Locale.ROOT);
    }
}
