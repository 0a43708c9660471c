package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.db.SourceCatalog;
import dev.josh.db.SourceCatalog.Shape;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SearchFilterTest {

    private static final SourceTables BILLS = source("bills", Shape.BODY, "id", "congress", "sponsor_id",
            "policy_area", "published_at");
    private static final SourceTables FEDERAL_REGISTER = source("federal-register", Shape.BODY, "id", "agency",
            "sub_agency", "document_type", "published_at");
    private static final SourceTables RECORD = source("congressional-record", Shape.BODY, "id", "congress", "bills");
    private static final SourceTables SAP = source("statements-of-administration-policy", Shape.SHORT_BODY, "id",
            "congress", "bill_id");
    private static final SourceTables CFR = source("ecfr-and-cfr", Shape.BODY, "id", "cfr_title");

    private static SourceTables source(String name, Shape shape, String... columns) {
        return new SourceTables(new SourceCatalog.Source(name, shape, name.replace('-', '_')), true, List.of("text"),
                List.of(), shape == Shape.BODY, Set.of(columns), 0, 0);
    }

    private static SearchFilter fields(Map<DocumentField, String> fields) {
        return SearchFilter.parse(null, null, null, fields);
    }

    @Test
    void aFieldIsSupportedWhereTheRecordsCarryItsColumn() {
        SearchFilter congress = fields(Map.of(DocumentField.CONGRESS, " 117 "));
        assertThat(congress.fields()).containsEntry(DocumentField.CONGRESS, "117");
        assertThat(congress.unsupportedBy(BILLS)).isEmpty();
        assertThat(congress.unsupportedBy(FEDERAL_REGISTER)).containsExactly(DocumentField.CONGRESS);
        assertThat(congress.condition(BILLS, "r")).isEqualTo("r.congress = ?");
        assertThat(congress.describe()).containsEntry("congress", "117");
    }

    @Test
    void aBillIdSelectsTheBillItselfTheDocumentsOnItAndTheRecordGranulesNamingIt() {
        SearchFilter bill = fields(Map.of(DocumentField.BILL_ID, "hr:117:3684"));
        assertThat(bill.condition(BILLS, "r")).isEqualTo("r.id = ?");
        assertThat(bill.condition(SAP, "r")).isEqualTo("r.bill_id = ?");
        assertThat(bill.condition(RECORD, "r")).contains("json_each(r.bills)");
        assertThat(bill.unsupportedBy(FEDERAL_REGISTER)).containsExactly(DocumentField.BILL_ID);
        assertThatThrownBy(() -> fields(Map.of(DocumentField.BILL_ID, "usc:17:107")))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.hint()).containsEntry("parameter", "bill_id"));
    }

    @Test
    void agencyMatchesAnyPartOfTheAgencyOrSubAgencyWithWildcardsEscaped() {
        SearchFilter agency = fields(Map.of(DocumentField.AGENCY, "100%_Pure"));
        assertThat(agency.condition(FEDERAL_REGISTER, "r")).contains("r.agency LIKE ?").contains("r.sub_agency LIKE ?");
        assertThat(DocumentField.AGENCY.values("100%_Pure")).containsExactly("%100\\%\\_pure%", "%100\\%\\_pure%");
        assertThat(fields(Map.of(DocumentField.TITLE_NUMBER, "40")).condition(CFR, "r"))
                .isEqualTo("CAST(r.cfr_title AS TEXT) = ?");
        assertThatThrownBy(() -> fields(Map.of(DocumentField.CONGRESS, "one hundred"))).isInstanceOf(ApiException.class);
    }

    @Test
    void yearsAndMonthsCoverTheirWholePeriod() {
        SearchFilter f = SearchFilter.parse("2021", "2022-02", null);
        assertThat(f.since()).isEqualTo(LocalDate.of(2021, 1, 1));
        assertThat(f.until()).isEqualTo(LocalDate.of(2022, 2, 28));
        assertThat(SearchFilter.parse("2021-04", "2021", null).until()).isEqualTo(LocalDate.of(2021, 12, 31));
        assertThat(f.describe()).containsEntry("since", "2021-01-01").containsEntry("until", "2022-02-28");
    }

    @Test
    void noParametersIsNoFilter() {
        assertThat(SearchFilter.parse(null, " ", "").isEmpty()).isTrue();
        assertThat(SearchFilter.NONE.condition(BILLS, "r")).isEqualTo("1");
    }

    @Test
    void badInputIsAClientError() {
        assertThatThrownBy(() -> SearchFilter.parse("2021-13-01", null, null))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_PARAMETER));
        assertThatThrownBy(() -> SearchFilter.parse("last week", null, null)).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> SearchFilter.parse("2022", "2021", null))
                .isInstanceOf(ApiException.class).hasMessageContaining("after");
        assertThatThrownBy(() -> SearchFilter.parse(null, null, "section 107"))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_ID));
    }

    @Test
    void aDocumentFilterRestrictsTheSearchToItsSource() {
        SearchRequest r = SearchRequest.of("fair use", "lexical", null, null, null,
                SearchFilter.parse(null, null, "usc:17:107"), SearchProperties.defaults());
        assertThat(r.sources()).containsExactly("us-code");
        assertThatThrownBy(() -> SearchRequest.of("fair use", "lexical", "legislators", null, null,
                SearchFilter.parse(null, null, "usc:17:107"), SearchProperties.defaults()))
                .isInstanceOf(ApiException.class).hasMessageContaining("leaves out");
    }
}
