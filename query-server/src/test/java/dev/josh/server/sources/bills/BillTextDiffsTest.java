package dev.josh.server.sources.bills;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.Refs;
import dev.josh.server.sources.bills.BillTextDiff.ProvisionChange;
import dev.josh.server.support.CorpusFacts;
import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.Flow1Services;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/**
 * Comparing text versions over the database the real ingest built: H.J.Res. 37 (116th) as reported
 * in the House (RH) and as referred in the Senate (RFS) after the House passed it with a new section
 * and four new findings.
 */
class BillTextDiffsTest {

    static final String BILL = "hjres:116:37";
    static final String SAMPLES = "bills-uslm/gpo-bill-version-samples-2024/";
    @AutoClose
    static final Flow1Services services = new Flow1Services(Flow1Database.path());
    static final BillTextDiffs diffs = new BillTextDiffs(services.pool, new Refs(services.coverage));

    static BillTextDiff diff(String from, String to, Integer limit, String cursor) {
        return diffs.diff(BILL, from, to, null, "to_bill", BillTextDiffs.restPage(limit, cursor),
                BillTextDiffs.DEFAULT_MAX_CHARS);
    }

    @Test
    void theSectionTheHouseAddedIsInsertedAndTheCountsAddUp() {
        BillTextDiff d = diff("RH", "RFS", null, null);
        assertThat(d.from().versionCode()).isEqualTo("RH");
        assertThat(d.to().versionCode()).isEqualTo("RFS");
        assertThat(d.from().citation().url()).isEqualTo("https://www.govinfo.gov/app/details/BILLS-116hjres37rh");
        assertThat(d.to().citation().citationString()).isEqualTo("H.J.Res. 37, 116th Cong. (2019) (Referred in Senate)");
        assertThat(d.from().split()).isEqualTo("headings");

        // the sections of each version, read from the USLM files themselves
        List<String> before = CorpusFacts.xml(SAMPLES + "HJ37_RH.XML").texts("//section/heading");
        List<String> after = CorpusFacts.xml(SAMPLES + "HJ37_RFS.XML").texts("//section/heading");
        List<String> added = after.stream().filter(h -> !before.contains(h)).toList();
        assertThat(added).containsExactly("RULE OF CONSTRUCTION REGARDING INTELLIGENCE SHARING.");
        List<ProvisionChange> inserted = d.changes().stream().filter(c -> c.kind().equals("inserted")).toList();
        assertThat(inserted).singleElement().satisfies(c -> {
            assertThat(c.from()).isNull();
            assertThat(c.to().heading()).isEqualTo("SEC. 4. " + added.getFirst());
            assertThat(c.text()).contains("the sharing of intelligence between the United States and any foreign country");
            assertThat(c.truncated()).isFalse();
        });

        BillTextDiff.DiffSummary s = d.summary();
        assertThat(s.inserted()).isEqualTo(1);
        assertThat(s.struck()).isZero();
        assertThat(s.moved()).isZero();
        assertThat(s.changes()).isEqualTo(d.changes().size()).isEqualTo(s.inserted() + s.struck() + s.changed() + s.moved());
        assertThat(s.inserted() + s.changed() + s.moved() + s.unchanged()).isEqualTo(d.to().provisions());
        assertThat(s.struck() + s.changed() + s.moved() + s.unchanged()).isEqualTo(d.from().provisions());
        // the preamble and one section per <section>
        assertThat(d.to().provisions()).isEqualTo(after.size() + 1);
        // the two reports after the new section only got new numbers
        assertThat(s.renumbered()).isEqualTo(2);
        assertThat(d.hasMore()).isFalse();
        assertThat(d.nextCursor()).isNull();

        // findings (11) to (14) were added, and "refueling," became "refueling of,"
        ProvisionChange findings = d.changes().stream().filter(c -> c.to().heading().equals("SECTION 1. FINDINGS.")).findFirst()
                .orElseThrow();
        assertThat(findings.kind()).isEqualTo("changed");
        assertThat(findings.hunks()).anySatisfy(h -> assertThat(h.inserted())
                .startsWith("**(11)** It is in the national security interest of the United States to combat anti-Semitism"));
        ProvisionChange removal = d.changes().stream().filter(c -> c.to().heading().startsWith("SEC. 2.")).findFirst().orElseThrow();
        assertThat(removal.hunks()).singleElement().satisfies(h -> {
            assertThat(h.deleted()).isEqualTo("refueling,");
            assertThat(h.inserted()).isEqualTo("refueling of,");
            assertThat(h.before()).endsWith("includes in-flight");
        });
        // a locator's offset is where the text route reads the provision
        String markdown = services.billTexts.text(BILL, "RFS", dev.josh.server.records.TextWindow.WHOLE).text().markdown();
        assertThat(markdown.substring(inserted.getFirst().to().offset())).startsWith("#### SEC. 4. RULE OF CONSTRUCTION");
    }

    @Test
    void withoutVersionsTheEarliestIsComparedWithTheLatest() {
        BillTextDiff d = diff(null, null, null, null);
        assertThat(d.from().versionCode()).isEqualTo("RH");
        assertThat(d.to().versionCode()).isEqualTo("RFS");
        assertThat(d.summary()).isEqualTo(diff("RH", "RFS", null, null).summary());
    }

    @Test
    void pagesAreDisjointAndCoverEveryChange() {
        BillTextDiff whole = diff("RH", "RFS", null, null);
        List<ProvisionChange> paged = new ArrayList<>();
        Set<String> cursors = new HashSet<>();
        String cursor = null;
        do {
            BillTextDiff page = diff("RH", "RFS", 1, cursor);
            assertThat(page.changes()).hasSize(1);
            assertThat(page.summary()).isEqualTo(whole.summary());
            paged.addAll(page.changes());
            cursor = page.nextCursor();
            assertThat(page.hasMore()).isEqualTo(cursor != null);
            assertThat(cursor == null || cursors.add(cursor)).isTrue();
        } while (cursor != null);
        assertThat(paged).isEqualTo(whole.changes());
        assertThat(paged).hasSize(whole.summary().changes());

        // a cursor of one comparison is refused by another
        String first = diff("RH", "RFS", 1, null).nextCursor();
        assertThatThrownBy(() -> diff("RFS", "RH", 1, first)).isInstanceOfSatisfying(ApiException.class,
                e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_PARAMETER));
    }

    @Test
    void aVersionComparedWithItselfHasNoChanges() {
        BillTextDiff d = diff("RFS", "rfs", null, null);
        assertThat(d.changes()).isEmpty();
        assertThat(d.summary().changes()).isZero();
        assertThat(d.summary().unchanged()).isEqualTo(d.to().provisions()).isPositive();
    }

    @Test
    void anUnknownVersionIsA404ThatListsTheVersions() {
        assertThatThrownBy(() -> diff("IH", "ENR", null, null)).isInstanceOfSatisfying(ApiException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.NOT_FOUND);
            assertThat(e.getMessage()).contains("'IH'");
            assertThat(e.hint()).containsEntry("parameter", "from").containsEntry("loaded_versions", List.of("RFS", "RH"));
        });
        assertThatThrownBy(() -> diff("RH", "XYZ", null, null)).isInstanceOfSatisfying(ApiException.class,
                e -> assertThat(e.hint()).containsEntry("parameter", "to").containsEntry("reason", "no_such_version"));
        // a bill whose versions are listed in BILLSTATUS but whose text is not loaded
        assertThatThrownBy(() -> diffs.diff("hr:117:5376", null, null, null, "to_bill",
                BillTextDiffs.restPage(null, null), 100)).isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.NOT_FOUND);
                    assertThat(e.hint()).containsEntry("reason", "no_text_loaded");
                    assertThat(String.valueOf(e.hint().get("listed_versions"))).contains("ENR");
                });
        assertThatThrownBy(() -> BillTextDiffs.maxChars(0, 10, 20, "max_chars")).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> diff("RH", "RFS", 101, null)).isInstanceOf(ApiException.class);
    }

    @Test
    void twoBillsCompareTheirLatestVersionsAndOneAnswerStaysBounded() {
        BillTextDiff d = diffs.diff(BILL, null, null, "hr:119:6028", "to_bill", BillTextDiffs.restPage(null, null), 200);
        assertThat(d.from().bill().id()).isEqualTo(BILL);
        assertThat(d.from().versionCode()).isEqualTo("RFS");
        assertThat(d.to().bill().id()).isEqualTo("hr:119:6028");
        assertThat(d.to().versionCode()).isEqualTo("EH");
        BillTextDiff.DiffSummary s = d.summary();
        assertThat(s.inserted() + s.changed() + s.moved() + s.unchanged()).isEqualTo(d.to().provisions());
        assertThat(s.struck() + s.changed() + s.moved() + s.unchanged()).isEqualTo(d.from().provisions());
        assertThat(s.inserted()).isPositive();
        assertThat(s.struck()).isPositive();
        for (ProvisionChange c : d.changes()) {
            int chars = (c.text() == null ? 0 : c.text().length()) + (c.hunks() == null ? 0 : c.hunks().stream()
                    .mapToInt(h -> h.before().length() + h.deleted().length() + h.inserted().length()
                            + h.after().length()).sum());
            assertThat(chars).as(c.kind() + " " + c.to()).isLessThanOrEqualTo(200);
        }
        assertThat(d.changes()).anySatisfy(c -> assertThat(c.truncated()).isTrue());
        assertThatThrownBy(() -> diffs.diff(BILL, null, null, "S000033", "to_bill", BillTextDiffs.restPage(null, null),
                100)).isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.hint()).containsEntry("parameter",
                "to_bill"));
    }
}
