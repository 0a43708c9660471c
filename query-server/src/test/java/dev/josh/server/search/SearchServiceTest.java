package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.HashingEmbedder;
import dev.josh.server.support.SearchStack;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearchServiceTest {

    @TempDir
    static Path dir;
    static TestDatabase db;
    static SearchStack stack;

    @BeforeAll
    static void library() {
        db = TestDatabase.create(dir);
        Map<Long, String> chunks = Fixtures.sections(db);
        db.activeModel();
        Fixtures.embedAll(db, chunks);
        db.shortBodySource();
        Fixtures.people(db);
        stack = new SearchStack(db);
    }

    @AfterAll
    static void close() {
        stack.close();
    }

    private static SearchResponse search(String q, String mode, String source, Integer limit, Integer offset) {
        return stack.search.search(SearchRequest.of(q, mode, source, limit, offset, SearchProperties.defaults()));
    }

    private static SearchResponse search(String q, String mode) {
        return search(q, mode, "us-code", null, null);
    }

    private static List<String> ids(SearchResponse r) {
        return r.results().stream().map(Result::id).toList();
    }

    @Test
    void lexicalFindsEveryDocumentWithTheWordOnceEachWithSnippetPassagesAndCitation() {
        SearchResponse r = search("copyright", "lexical");
        assertThat(ids(r)).containsExactlyInAnyOrder(Fixtures.COPYRIGHT_SUBJECT, Fixtures.FAIR_USE);
        assertThat(r.total()).isEqualTo(2);
        assertThat(r.totalExact()).isTrue();
        assertThat(r.lexicalPlan()).isEqualTo("all_words");
        Result subject = r.results().stream().filter(x -> x.id().equals(Fixtures.COPYRIGHT_SUBJECT)).findFirst().orElseThrow();
        assertThat(subject.passages()).hasSize(2); // both chunks match, one result
        assertThat(subject.snippet()).contains("<mark>Copyright</mark>");
        assertThat(subject.passages().get(0).url()).startsWith("https://uscode.house.gov/").contains("#s102");
        assertThat(subject.citation().citationString()).isEqualTo("17 U.S.C. § 102");
        assertThat(subject.citation().url()).isNotBlank();
        assertThat(subject.citation().publishedAt()).isEqualTo("2022-01-06");
        assertThat(subject.ranks().lexical()).isNotNull();
        assertThat(subject.ranks().semantic()).isNull();
        assertThat(r.searchedSources()).singleElement().satisfies(s -> {
            assertThat(s.name()).isEqualTo("us-code");
            assertThat(s.legs()).containsExactly("lexical");
        });
        assertThat(r.degraded()).isNull();
    }

    @Test
    void allWordsFirstThenDocumentsWithSomeOfThem() {
        SearchResponse both = search("copyright protection", "lexical");
        assertThat(both.lexicalPlan()).isEqualTo("all_words_then_any_word");
        assertThat(ids(both).get(0)).isEqualTo(Fixtures.COPYRIGHT_SUBJECT);
        assertThat(ids(both)).contains(Fixtures.FAIR_USE);

        SearchResponse none = search("fair arbitration", "lexical");
        assertThat(none.lexicalPlan()).isEqualTo("any_word");
        assertThat(ids(none)).containsExactlyInAnyOrder(Fixtures.FAIR_USE, Fixtures.ARBITRATION);
    }

    /**
     * One document holds both words: a page of one used to stop there ({@code all_words}, total 1)
     * while a page of two went on to the documents with either word (total 2 or more), and the
     * second page of one disagreed with the first on the total.
     */
    @Test
    void thePlanTotalAndFirstDocumentsDoNotDependOnThePageSize() {
        for (String mode : List.of("lexical", "hybrid")) {
            SearchResponse three = search("copyright protection", mode, "us-code", 3, 0);
            SearchResponse one = search("copyright protection", mode, "us-code", 1, 0);
            SearchResponse second = search("copyright protection", mode, "us-code", 1, 1);
            assertThat(three.lexicalPlan()).as(mode).isEqualTo("all_words_then_any_word");
            for (SearchResponse page : List.of(one, second)) {
                assertThat(page.lexicalPlan()).as(mode).isEqualTo(three.lexicalPlan());
                assertThat(page.total()).as(mode).isEqualTo(three.total());
            }
            assertThat(ids(one)).as(mode).containsExactly(ids(three).get(0));
            assertThat(ids(second)).as(mode).containsExactly(ids(three).get(1));
        }
    }

    @Test
    void theWordsAQuestionIsMadeOfAreNeitherRequiredNorMarked() {
        // "does" is in 17 U.S.C. 102's second chunk: as a required word it would rank that section for a question
        // about fair use, and mark it.
        SearchResponse r = search("how does fair use work", "lexical");
        assertThat(ids(r).get(0)).isEqualTo(Fixtures.FAIR_USE);
        assertThat(r.results().get(0).snippet()).contains("<mark>fair</mark>");
        assertThat(r.results()).allSatisfy(result -> assertThat(result.passages()).allSatisfy(p ->
                assertThat(p.text()).doesNotContain("<mark>does</mark>").doesNotContain("<mark>how</mark>")));
    }

    @Test
    void aDescriptiveQueryIsRankedByAnyOfItsWordsAtOnce() {
        String description = "written agreements that settle controversies by arbitration in maritime transactions "
                + "and commerce involving vessels, charter parties, bills of lading, wharfage, supplies, repairs and "
                + "collisions";
        assertThat(QueryShape.of(description, SearchProperties.defaults().scoring().descriptive().minWords()))
                .isEqualTo(QueryShape.DESCRIPTIVE);
        SearchResponse r = search(description, "lexical");
        assertThat(r.lexicalPlan()).isEqualTo("any_word");
        assertThat(ids(r).subList(0, 2)).containsExactlyInAnyOrder(Fixtures.ARBITRATION, Fixtures.MARITIME);

        assertThat(QueryShape.of("how does copyright protection extend to an idea", 16)).isEqualTo(QueryShape.QUESTION);
        assertThat(QueryShape.of("copyright protection of an idea", 16)).isEqualTo(QueryShape.TARGETED);
        assertThat(QueryShape.of("programs that support farmers and rural communities, nutrition assistance for "
                + "low-income families, and the management of national forests", 10)).isEqualTo(QueryShape.DESCRIPTIVE);
        assertThat(QueryShape.of("Do I have to register my work with the Copyright Office before I can sue someone "
                + "in federal court for copying it?", 10)).isEqualTo(QueryShape.QUESTION);
        assertThat(QueryShape.of(description, 0)).isEqualTo(QueryShape.TARGETED);
        // A long title names one document: a Federal Register SUBJECT line is not a description.
        assertThat(QueryShape.of("Self-Regulatory Organizations; Municipal Securities Rulemaking Board; Order Granting "
                + "Approval of a Proposed Rule Change Amending Rule G-12 on Uniform Practice and Close-Out Procedures "
                + "for Municipal Advisory Transactions", 16)).isEqualTo(QueryShape.TARGETED);
    }

    @Test
    void rankedAsWholeDocumentsTheSectionACitationNamesLeadsAndPassagesAreItsMatchingChunks() {
        SearchProperties shipped = SearchProperties.defaults();
        SearchProperties wholes = shipped.toBuilder()
                .scoring(shipped.scoring().withTargeted(true, ScoringSettings.DEFAULT_FIELD_WEIGHTS, 0.5)).build();
        SearchService service = new SearchService(stack.pool, stack.registry, stack.indexes, stack.encoders, wholes,
                stack.lexicalIndexes, null);
        try {
            SearchResponse lexical = service.search(SearchRequest.of("17 U.S.C. § 102", "lexical", "us-code", null, null,
                    wholes));
            // Its title names the section; by chunks, the section whose text cites it came first.
            assertThat(ids(lexical)).startsWith(Fixtures.COPYRIGHT_SUBJECT).contains(Fixtures.HEALTH_FRAUD);
            SearchResponse copyright = service.search(SearchRequest.of("copyright protection", "lexical", "us-code", null,
                    null, wholes));
            Result top = copyright.results().get(0);
            assertThat(top.id()).isEqualTo(Fixtures.COPYRIGHT_SUBJECT);
            assertThat(top.passages()).isNotEmpty().allSatisfy(p -> assertThat(p.text()).contains("<mark>"));
            SearchResponse hybrid = service.search(SearchRequest.of("copyright protection", "hybrid", "us-code", null,
                    null, wholes));
            assertThat(ids(hybrid)).startsWith(Fixtures.COPYRIGHT_SUBJECT);
            assertThat(hybrid.results().get(0).ranks().semantic()).isNotNull();
        } finally {
            service.close();
        }
    }

    @Test
    void expandJoinsNeighbouringChunksToEachPassageAsItsContext() {
        SearchProperties d = SearchProperties.defaults();
        SearchResponse plain = stack.search.search(SearchRequest.of("idea procedure process", "lexical", "us-code", null,
                null, d));
        assertThat(plain.results().get(0).passages()).allSatisfy(p -> assertThat(p.context()).isNull());
        SearchResponse expanded = stack.search.search(SearchRequest.of("idea procedure process", "lexical", "us-code",
                null, null, d).withExpand(1));
        Result top = expanded.results().get(0);
        assertThat(top.id()).isEqualTo(Fixtures.COPYRIGHT_SUBJECT);
        // The matching chunk is the section's second: its context is the first and it, as the body has them.
        assertThat(top.passages().get(0).context()).isEqualTo("Copyright protection subsists, in accordance with this "
                + "title, in original works of authorship fixed in any tangible medium of expression, now known or later "
                + "developed.\n\nIn no case does copyright protection for an original work of authorship extend to any "
                + "idea, procedure, process, system, method of operation, concept, principle, or discovery.");
        assertThatThrownBy(() -> SearchRequest.of("idea", "lexical", null, null, null, d).withExpand(3))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.hint()).containsEntry("parameter", "expand"));
    }

    @Test
    void citationsInTheQueryDoNotBreakIt() {
        assertThat(ids(search("17 U.S.C. § 102", "lexical")).get(0)).isEqualTo(Fixtures.HEALTH_FRAUD);
        assertThat(ids(search("42 U.S.C. 1320a-7b", "hybrid")).get(0)).isEqualTo(Fixtures.HEALTH_FRAUD);
    }

    @Test
    void semanticRescoresToTheExactChunkForAQueryEqualToAStoredVector() {
        String stored = "Maritime transactions means charter parties, bills of lading of water carriers, agreements "
                + "relating to wharfage, supplies furnished vessels or repairs to vessels, collisions.";
        SearchResponse r = search(stored, "semantic");
        Result top = r.results().get(0);
        assertThat(top.id()).isEqualTo(Fixtures.MARITIME);
        assertThat(top.score()).isCloseTo(1.0, within(1e-5));
        assertThat(top.ranks().semantic().rank()).isEqualTo(1);
        assertThat(top.ranks().lexical()).isNull();
        assertThat(r.lexicalPlan()).isNull();
        assertThat(r.totalExact()).isFalse();
        assertThat(r.searchedSources()).singleElement().satisfies(s -> {
            assertThat(s.legs()).containsExactly("semantic");
            assertThat(s.vectors().embeddedChunks()).isEqualTo(7);
            assertThat(s.vectors().chunks()).isEqualTo(7);
        });
    }

    @Test
    void semanticIgnoresFtsSyntaxItDoesNotUse() {
        assertThat(search("\"unbalanced maritime", "semantic").results()).isNotEmpty();
    }

    @Test
    void hybridFusesBothLegsAndShowsEachLegsRank() {
        SearchResponse r = search("fair use of a copyrighted work", "hybrid");
        Result top = r.results().get(0);
        assertThat(top.id()).isEqualTo(Fixtures.FAIR_USE);
        assertThat(top.ranks().lexical().rank()).isEqualTo(1);
        assertThat(top.ranks().semantic().rank()).isEqualTo(1);
        assertThat(top.score()).isCloseTo(2.0 / 61, within(1e-6));
        assertThat(r.searchedSources().get(0).legs()).containsExactly("lexical", "semantic");
        assertThat(ids(r)).doesNotHaveDuplicates();
    }

    @Test
    void pagesAreWindowsOfOneOrder() {
        SearchResponse firstTwo = search("copyright maritime arbitration", "hybrid", "us-code", 2, 0);
        SearchResponse second = search("copyright maritime arbitration", "hybrid", "us-code", 1, 1);
        assertThat(second.results()).singleElement().extracting(Result::id).isEqualTo(ids(firstTwo).get(1));
        assertThat(second.offset()).isEqualTo(1);
        assertThat(second.total()).isEqualTo(firstTwo.total());
    }

    @Test
    @SuppressWarnings("unchecked")
    void registrySourcesAreRedirectedToNameLookup() {
        assertThatThrownBy(() -> search("ways and means", "hybrid", "committees", null, null))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.SOURCE_NOT_SEARCHABLE);
                    assertThat(e.hint().get("offending_sources")).isEqualTo(List.of("committees"));
                    assertThat(e.hint().get("redirect_to")).isEqualTo("/v1/committees?q=ways+and+means");
                    assertThat((List<Object>) e.hint().get("valid_sources"))
                            .contains("us-code", "statements-of-administration-policy")
                            .doesNotContain("committees", "legislators");
                });
    }

    @Test
    void unknownSourcesAreRejectedWithTheValidOnes() {
        assertThatThrownBy(() -> search("x", "lexical", "us-code,bogus", null, null))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.UNKNOWN_SOURCE);
                    assertThat(e.hint().get("unknown_sources")).isEqualTo(List.of("bogus"));
                });
    }

    @Test
    void shortBodySourcesAreSearchedLexicallyAndRefusedSemantically() {
        String sap = "statements-of-administration-policy";
        SearchResponse lexical = search("semiconductor", "lexical", sap, null, null);
        assertThat(lexical.results()).singleElement().satisfies(r -> {
            assertThat(r.id()).isEqualTo("sap:2022-07-27:hr:117:4346");
            assertThat(r.snippet()).contains("<mark>semiconductor</mark>");
            assertThat(r.passages().get(0).url()).isEqualTo("https://www.whitehouse.gov/omb/sap");
            assertThat(r.citation().citationString()).startsWith("Statement of Administration Policy");
        });

        assertThatThrownBy(() -> search("semiconductor", "semantic", sap, null, null))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.SOURCE_NOT_SEARCHABLE_SEMANTICALLY);
                    // every body-bearing source of the live schema, and only those
                    assertThat((List<Object>) e.hint().get("valid_sources")).contains("us-code", "crs-reports")
                            .doesNotContain(sap, "legislators");
                });

        SearchResponse hybrid = search("copyright", "hybrid", "us-code," + sap, null, null);
        assertThat(hybrid.degraded().from()).isEqualTo("hybrid");
        assertThat(hybrid.degraded().to()).isEqualTo("lexical");
        assertThat(hybrid.degraded().perSource()).containsOnlyKeys(sap);
        assertThat(ids(hybrid)).contains("sap:2022-07-27:hr:117:4346", Fixtures.FAIR_USE);

        SearchResponse semanticEverywhere = search("copyright", "semantic", null, null, null);
        assertThat(semanticEverywhere.degraded().excludedSources()).containsExactly(sap);
        assertThat(semanticEverywhere.searchedSources()).extracting(SearchResponse.SearchedSource::name)
                .contains("us-code").doesNotContain(sap);
    }

    @Test
    void malformedSyntaxIsAnInvalidQueryBeforeAnyWork() {
        assertThatThrownBy(() -> search("\"unbalanced", "hybrid"))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.INVALID_QUERY));
    }

    @Test
    void requestValidationNamesTheParameter() {
        assertThatThrownBy(() -> search("x", "fuzzy"))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
                    assertThat(e.hint().get("valid_values")).isEqualTo(List.of("lexical", "semantic", "hybrid"));
                });
        assertThatThrownBy(() -> search(" ", "lexical")).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> search("x", "lexical", null, 201, null)).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> search("x", "lexical", null, 0, null)).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> search("x", "lexical", null, 10, -1)).isInstanceOf(ApiException.class);
    }

    @Test
    void newVectorsAppearAfterARefreshWithoutARestart(@TempDir Path other) {
        TestDatabase fresh = TestDatabase.create(other);
        fresh.activeModel();
        Map<Long, String> first = Map.of(fresh.section("usc:9:3", "Stay of proceedings",
                "If any suit be brought upon any issue referable to arbitration the court shall stay the trial.").get(0),
                "If any suit be brought upon any issue referable to arbitration the court shall stay the trial.");
        Fixtures.embedAll(fresh, first);
        try (SearchStack s = new SearchStack(fresh)) {
            String text = "The United States district court shall have jurisdiction of petitions to compel arbitration.";
            assertThat(s.indexes.index("us-code").orElseThrow().size()).isEqualTo(1);
            long chunk = fresh.section("usc:9:4", "Failure to arbitrate", text).get(0);
            fresh.vector(chunk, HashingEmbedder.vectorOf(text));
            s.refresh();
            assertThat(s.indexes.index("us-code").orElseThrow().size()).isEqualTo(2);
            SearchResponse r = s.search.search(SearchRequest.of(text, "semantic", null, null, null,
                    SearchProperties.defaults()));
            assertThat(r.results().get(0).id()).isEqualTo("usc:9:4");
        }
    }

    /**
     * The quick-start's database: the U.S. Code with its vectors, every other source empty. An empty
     * source gives nothing up (it has no vectors because it has no records), so a hybrid search is
     * whole; the sources are listed where they hold records, the empty ones only named.
     */
    @Test
    void emptySourcesAreNamedNotReportedAsWithoutVectors(@TempDir Path other) {
        TestDatabase usCodeOnly = TestDatabase.create(other);
        Map<Long, String> chunks = Fixtures.sections(usCodeOnly);
        usCodeOnly.activeModel();
        Fixtures.embedAll(usCodeOnly, chunks);
        try (SearchStack s = new SearchStack(usCodeOnly)) {
            for (String mode : List.of("hybrid", "semantic", "lexical")) {
                SearchResponse r = s.search.search(SearchRequest.of("copyright", mode, null, null, null,
                        SearchProperties.defaults()));
                assertThat(r.degraded()).as(mode).isNull();
                assertThat(r.searchedSources()).as(mode).extracting(SearchResponse.SearchedSource::name)
                        .containsExactly("us-code");
                assertThat(r.emptySources()).as(mode).contains("bills", "gao-reports").doesNotContain("us-code");
            }
            assertThat(s.search.search(SearchRequest.of("copyright", "hybrid", null, null, null,
                    SearchProperties.defaults())).emptySources()).contains("statements-of-administration-policy");
        }
    }

    @Test
    void withoutAModelSemanticIsUnavailableAndHybridDegradesToLexical(@TempDir Path other) {
        TestDatabase noModel = TestDatabase.create(other);
        Fixtures.sections(noModel);
        try (SearchStack s = new SearchStack(noModel)) {
            assertThatThrownBy(() -> s.search.search(SearchRequest.of("copyright", "semantic", null, null, null,
                    SearchProperties.defaults())))
                    .isInstanceOfSatisfying(ApiException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.SEMANTIC_UNAVAILABLE);
                        assertThat(e.hint()).containsKeys("reason", "try");
                    });
            SearchResponse hybrid = s.search.search(SearchRequest.of("copyright", null, null, null, null,
                    SearchProperties.defaults()));
            assertThat(hybrid.mode()).isEqualTo("hybrid");
            assertThat(hybrid.degraded().to()).isEqualTo("lexical");
            assertThat(hybrid.degraded().reason()).contains("no embedding model");
            assertThat(ids(hybrid)).contains(Fixtures.COPYRIGHT_SUBJECT);
        }
    }

    @Test
    void aModelWithoutVectorsYetIsUnavailableNotEmpty(@TempDir Path other) {
        TestDatabase noVectors = TestDatabase.create(other);
        Fixtures.sections(noVectors);
        noVectors.activeModel();
        try (SearchStack s = new SearchStack(noVectors)) {
            assertThatThrownBy(() -> s.search.search(SearchRequest.of("copyright", "semantic", null, null, null,
                    SearchProperties.defaults())))
                    .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.getMessage()).contains("7 chunks"));
        }
    }

    @Test
    void anEncoderThatCannotLoadIsA503WithItsReason(@TempDir Path other) {
        TestDatabase withVectors = TestDatabase.create(other);
        Map<Long, String> chunks = Fixtures.sections(withVectors);
        withVectors.activeModel();
        Fixtures.embedAll(withVectors, chunks);
        try (SearchStack s = new SearchStack(withVectors, model -> {
            throw new IllegalStateException("model.onnx is missing");
        })) {
            assertThatThrownBy(() -> s.search.search(SearchRequest.of("copyright", "semantic", null, null, null,
                    SearchProperties.defaults())))
                    .isInstanceOfSatisfying(ApiException.class, e -> {
                        assertThat(e.code()).isEqualTo(ErrorCode.SEMANTIC_UNAVAILABLE);
                        assertThat(e.hint().get("reason")).isEqualTo("model.onnx is missing");
                    });
            SearchResponse hybrid = s.search.search(SearchRequest.of("copyright", "hybrid", null, null, null,
                    SearchProperties.defaults()));
            assertThat(hybrid.degraded().reason()).contains("model.onnx is missing");
            assertThat(hybrid.results()).isNotEmpty();
        }
    }

    @Test
    void anEmptySourceContributesNothingAndIsNoError(@TempDir Path other) {
        TestDatabase empty = TestDatabase.create(other);
        empty.activeModel();
        try (SearchStack s = new SearchStack(empty)) {
            for (String mode : List.of("lexical", "semantic", "hybrid")) {
                SearchResponse r = s.search.search(SearchRequest.of("copyright", mode, "us-code", null, null,
                        SearchProperties.defaults()));
                assertThat(r.total()).isZero();
                assertThat(r.results()).isEmpty();
                assertThat(r.degraded()).isNull();
            }
        }
    }
}
