package dev.josh.server.sources.bills;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.josh.contracts.api.Citation;
import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.error.ApiException;
import dev.josh.server.paging.Cursor;
import dev.josh.server.paging.PageParams;
import dev.josh.server.paging.PageRequest;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.RecordRef;
import dev.josh.server.records.Refs;
import dev.josh.server.records.Rows;
import dev.josh.server.sources.bills.BillTextDiff.ProvisionChange;
import dev.josh.server.sources.bills.BillTextDiff.ProvisionLocator;
import dev.josh.server.sources.bills.ProvisionAligner.Entry;
import dev.josh.server.sources.bills.ProvisionAligner.Kind;
import dev.josh.server.sources.bills.Provisions.Provision;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import javax.sql.DataSource;
import org.springframework.stereotype.Service;

/**
 * What changed between two text versions of a bill, or between a version of one bill and a version
 * of another: the two Markdown bodies cut into provisions ({@link Provisions}), the provisions
 * aligned ({@link ProvisionAligner}), and for each changed one its hunks of struck and inserted
 * words ({@link TextDiff}). Bounded: a page of changes ({@code limit}, an opaque offset cursor) and
 * at most {@code max_chars} characters of hunks or text per provision.
 */
@Service
public class BillTextDiffs {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;
    public static final int DEFAULT_MAX_CHARS = 2_000;
    public static final int MAX_MAX_CHARS = 20_000;

    static final String NOTE = "Provisions are the version's sections (and the divisions, titles, subtitles and parts "
            + "above them) cut at its headings, the text before the first heading being the preamble; a text without "
            + "headings is cut into its top-level paragraphs. Provisions are compared with their designations left out, "
            + "so a section renumbered by an insertion before it is unchanged (counted in renumbered). Unchanged "
            + "provisions are counted, not listed; read any provision whole with GET /v1/bills/{id}/text?version=…"
            + "&offset= its locator's offset.";

    /**
     * Alignments of recently compared versions, so reading on page by page does not cut and align the
     * texts again; weighed by the characters they hold (64 million at most), dropped after ten idle minutes.
     */
    private final Cache<String, Aligned> alignments = Caffeine.newBuilder()
            .maximumWeight(64_000_000).weigher((String scope, Aligned a) -> a.chars())
            .expireAfterAccess(Duration.ofMinutes(10)).build();
    private final DataSource dataSource;
    private final Refs refs;

    public BillTextDiffs(DataSource dataSource, Refs refs) {
        this.dataSource = dataSource;
        this.refs = refs;
    }

    /** REST's page bounds: 20 changes by default, at most 100. */
    public static PageParams restPage(Integer limit, String cursor) {
        return new PageParams(limit, cursor, DEFAULT_LIMIT, MAX_LIMIT);
    }

    /** {@code max_chars} (named {@code parameter}): the default when absent, a 400 outside 1..max. */
    public static int maxChars(Integer value, int defaultValue, int max, String parameter) {
        int v = value == null ? defaultValue : value;
        if (v < 1 || v > max) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, parameter + " must be between 1 and " + max + ", got " + v,
                    ApiException.newHint().put("parameter", parameter).put("min", 1).put("max", max)
                            .put("try", "a truncated provision can be read whole from its locator's offset").build());
        }
        return v;
    }

    /**
     * Compares two text versions.
     *
     * @param billId      the bill whose version {@code from} names
     * @param from        version code of {@code billId}; default its earliest loaded version (with
     *                    {@code otherBillId}: its latest)
     * @param to          version code of {@code otherBillId} when given, else of {@code billId}; default the
     *                    latest loaded version
     * @param otherBillId a second bill to compare with, or null to compare two versions of {@code billId}
     * @param otherBillParameter what the caller calls {@code otherBillId} ({@code to_bill}, {@code other_bill_id})
     * @param maxChars    characters of hunks or text per provision
     */
    public BillTextDiff diff(String billId, String from, String to, String otherBillId, String otherBillParameter,
                             PageParams page, int maxChars) {
        PublicId fromId = RecordIds.expect(billId, IdType.BILL);
        boolean twoBills = otherBillId != null && !otherBillId.isBlank();
        PublicId toId = twoBills ? RecordIds.parameter(otherBillParameter, otherBillId.strip(), IdType.BILL) : fromId;
        try (Connection conn = dataSource.getConnection()) {
            Version a = load(conn, fromId, from, !twoBills, "from", "bill_id");
            Version b = load(conn, toId, to, false, "to", twoBills ? otherBillParameter : "bill_id");
            String scope = "bill-text-diff|" + a.bill().id() + "|" + a.code() + "|" + a.markdown().length() + "|"
                    + a.markdown().hashCode() + "|" + b.bill().id() + "|" + b.code() + "|" + b.markdown().length()
                    + "|" + b.markdown().hashCode();
            PageRequest request = page.forScope(scope);
            Aligned aligned = alignments.get(scope, k -> align(a.markdown(), b.markdown()));
            Provisions.Cut cutA = aligned.from();
            Provisions.Cut cutB = aligned.to();
            List<Entry> entries = aligned.entries();
            List<Entry> changes = aligned.changes();
            int start = request.after() == null ? 0 : position(request.after().key(), changes.size());
            int end = Math.min(changes.size(), start + request.limit());
            List<ProvisionChange> shown = changes.subList(start, end).stream().map(e -> change(e, maxChars)).toList();
            boolean more = end < changes.size();
            return new BillTextDiff(side(a, cutA), side(b, cutB), summary(entries, changes.size()), shown,
                    more ? new Cursor(end, end).encode(scope) : null, more, NOTE);
        } catch (SQLException e) {
            throw Rows.failure("text versions of " + fromId.value(), e);
        }
    }

    /** Two versions cut and aligned, and the entries that are changes (what the pages list). */
    private record Aligned(Provisions.Cut from, Provisions.Cut to, List<Entry> entries, List<Entry> changes,
                           int chars) {
    }

    private static Aligned align(String from, String to) {
        Provisions.Cut cutA = Provisions.cut(from);
        Provisions.Cut cutB = Provisions.cut(to);
        List<Entry> entries = ProvisionAligner.align(cutA.provisions(), cutB.provisions());
        return new Aligned(cutA, cutB, entries, entries.stream().filter(e -> e.kind() != Kind.UNCHANGED).toList(),
                (int) Math.min(Integer.MAX_VALUE, 2L * (from.length() + to.length())));
    }

    private static int position(Object key, int size) {
        int p = key instanceof Number n ? n.intValue() : -1;
        if (p < 0 || p > size) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, "the cursor is not one this server handed out",
                    ApiException.newHint().put("parameter", "cursor").build());
        }
        return p;
    }

    private record Version(RecordRef bill, String code, String stage, String date, String markdown, Citation citation) {
    }

    /**
     * One side's version: the one asked for, else the earliest or the latest loaded; a 404 naming the
     * versions that can be compared when it is not loaded.
     */
    private Version load(Connection conn, PublicId id, String requested, boolean earliest, String parameter,
                         String billParameter) throws SQLException {
        RecordRef bill = refs.of(conn, id);
        List<BillText.Version> versions = BillRecords.versions(conn, id.value());
        List<BillText.Version> loaded = versions.stream().filter(BillText.Version::textLoaded).toList();
        List<String> listed = versions.stream().map(BillText.Version::versionCode).filter(Objects::nonNull).toList();
        if (loaded.isEmpty()) {
            throw new ApiException(ErrorCode.NOT_FOUND, "no text version of " + id.value() + " is loaded in this "
                    + "database, so there is nothing to compare", ApiException.newHint()
                    .put("parameter", billParameter)
                    .put("reason", "no_text_loaded")
                    .put("listed_versions", listed)
                    .put("try", "GET /v1/bills/" + id.value() + "/text lists where each version is published")
                    .build());
        }
        String code;
        if (requested != null && !requested.isBlank()) {
            code = requested.strip().toUpperCase(Locale.ROOT);
            if (loaded.stream().noneMatch(v -> code.equals(v.versionCode()))) {
                throw new ApiException(ErrorCode.NOT_FOUND, "no text of version '" + requested + "' of " + id.value()
                        + " is loaded", ApiException.newHint()
                        .put("parameter", parameter)
                        .put("reason", listed.contains(code) ? "listed_not_loaded" : "no_such_version")
                        .put("loaded_versions", loaded.stream().map(BillText.Version::versionCode).toList())
                        .put("listed_versions", listed)
                        .build());
            }
        } else {
            code = earliest ? earliest(loaded) : BillTexts.latestLoaded(conn, id.value(), loaded);
        }
        BillTexts.VersionText text = BillTexts.versionText(conn, bill, id.value(), code);
        return new Version(bill, text.versionCode(), text.stage(), text.date(), text.markdown(), text.citation());
    }

    /** The loaded version with the earliest date (versions come newest first; undated ones last). */
    private static String earliest(List<BillText.Version> loaded) {
        return loaded.stream().filter(v -> v.date() != null).reduce((newer, older) -> older)
                .orElse(loaded.getLast()).versionCode();
    }

    private static BillTextDiff.ComparedVersion side(Version v, Provisions.Cut cut) {
        return new BillTextDiff.ComparedVersion(v.bill(), v.code(), v.stage(), v.date(), v.markdown().length(),
                cut.provisions().size(), cut.split().name().toLowerCase(Locale.ROOT), v.citation());
    }

    private static BillTextDiff.DiffSummary summary(List<Entry> entries, int changes) {
        int[] counts = new int[Kind.values().length];
        int renumbered = 0;
        for (Entry e : entries) {
            counts[e.kind().ordinal()]++;
            if (e.renumbered()) {
                renumbered++;
            }
        }
        return new BillTextDiff.DiffSummary(counts[Kind.INSERTED.ordinal()], counts[Kind.STRUCK.ordinal()],
                counts[Kind.CHANGED.ordinal()], counts[Kind.MOVED.ordinal()], counts[Kind.UNCHANGED.ordinal()],
                renumbered, changes);
    }

    private static ProvisionChange change(Entry e, int maxChars) {
        String kind = e.kind().name().toLowerCase(Locale.ROOT);
        ProvisionLocator from = locator(e.from());
        ProvisionLocator to = locator(e.to());
        if (e.from() == null || e.to() == null) {
            String text = (e.from() == null ? e.to() : e.from()).text();
            return new ProvisionChange(kind, from, to, true, null, null, null, TextDiff.cut(text, maxChars),
                    text.length() > maxChars);
        }
        if (!e.textChanged()) {
            return new ProvisionChange(kind, from, to, false, e.similarity(), 0, List.of(), null, false);
        }
        TextDiff.Result hunks = TextDiff.hunks(e.from().text(), e.to().text(), maxChars);
        return new ProvisionChange(kind, from, to, true, e.similarity(), hunks.total(), hunks.hunks(), null,
                hunks.truncated());
    }

    private static ProvisionLocator locator(Provision p) {
        return p == null ? null : new ProvisionLocator(p.index(), p.heading(), p.path(), p.offset(), p.text().length());
    }
}
