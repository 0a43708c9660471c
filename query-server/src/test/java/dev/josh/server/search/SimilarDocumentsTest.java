package dev.josh.server.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.server.error.ApiException;
import dev.josh.server.search.SearchResponse.Result;
import dev.josh.server.search.semantic.DocumentVectors;
import dev.josh.server.support.Fixtures;
import dev.josh.server.support.SearchStack;
import dev.josh.server.support.TestDatabase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GET /v1/similar/{id}} and the MCP {@code similar} tool as the search service answers them, over
 * the search tests' library of U.S. Code sections embedded with the test's hashing embedder (texts
 * sharing words are close), plus sections dated otherwise, one never embedded and one long enough
 * that its vector is a sample of its chunks.
 */
class SimilarDocumentsTest {

    static final String LIBRARIES = "usc:17:108";
    static final String UNEMBEDDED = "usc:17:120";
    static final String LONG = "usc:17:1201";
    static final int LONG_CHUNKS = 130;

    @TempDir
    static Path dir;
    static TestDatabase db;
    static SearchStack stack;
    static final List<String> ALL = new ArrayList<>();

    @BeforeAll
    static void library() {
        db = TestDatabase.create(dir);
        Map<Long, String> chunks = Fixtures.sections(db);
        List<Long> libraries = db.section(LIBRARIES, "Limitations on exclusive rights: Reproduction by libraries",
                "It is not an infringement of copyright for a library or archives to reproduce no more than one copy "
                        + "of a copyrighted work for purposes of research or scholarship.");
        chunks.put(libraries.get(0), "It is not an infringement of copyright for a library or archives to reproduce "
                + "no more than one copy of a copyrighted work for purposes of research or scholarship.");
        db.execute("UPDATE us_code SET published_at = '2024-05-01' WHERE id = '" + LIBRARIES + "'");
        db.section(UNEMBEDDED, "Scope of exclusive rights in architectural works",
                "The copyright in an architectural work does not include the right to prevent pictures of it.");
        String[] texts = new String[LONG_CHUNKS];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = "No person shall circumvent a technological measure that controls access to a copyrighted work, "
                    + "paragraph " + i + ".";
        }
        List<Long> ids = db.section(LONG, "Circumvention of copyright protection systems", texts);
        for (int i = 0; i < ids.size(); i++) {
            chunks.put(ids.get(i), texts[i]);
        }
        db.activeModel();
        Fixtures.embedAll(db, chunks);
        db.shortBodySource();
        Fixtures.people(db);
        stack = new SearchStack(db);
        ALL.addAll(List.of(Fixtures.COPYRIGHT_SUBJECT, Fixtures.FAIR_USE, Fixtures.MARITIME, Fixtures.ARBITRATION,
                Fixtures.WORDS, Fixtures.HEALTH_FRAUD, LIBRARIES, LONG));
    }

    @AfterAll
    static void close() {
        stack.close();
    }

    static SimilarResponse similar(String id, String source, String since, String until, Integer limit) {
        return stack.search.similar(SimilarRequest.of(id, source, since, until, limit));
    }

    static List<String> ids(SimilarResponse r) {
        return r.results().stream().map(Result::id).toList();
    }

    static ApiException error(Runnable call) {
        return catchThrowableOfType(ApiException.class, call::run);
    }

    @Test
    void theDocumentItselfIsNeverInTheResults() {
        for (String id : ALL) {
            SimilarResponse r = similar(id, null, null, null, SimilarRequest.MAX_LIMIT);
            assertThat(ids(r)).as("similar to %s", id).doesNotContain(id).doesNotHaveDuplicates();
            assertThat(r.of().id()).isEqualTo(id);
            // every other embedded document is within reach of a library this small
            assertThat(ids(r)).as("similar to %s", id).hasSize(ALL.size() - 1);
        }
    }

    @Test
    void theNearestAreTheDocumentsSharingItsWordsEachWithItsCitationAndPassages() {
        SimilarResponse r = similar(Fixtures.FAIR_USE, null, null, null, 3);
        assertThat(r.results()).hasSize(3);
        assertThat(ids(r).subList(0, 2)).containsExactlyInAnyOrder(LIBRARIES, Fixtures.COPYRIGHT_SUBJECT);
        assertThat(r.of().title()).contains("Fair use");
        assertThat(r.of().citation().citationString()).isEqualTo("17 U.S.C. § 107");
        assertThat(r.of().vector().method()).isEqualTo("opening_and_mean");
        for (Result result : r.results()) {
            assertThat(result.citation()).isNotNull();
            assertThat(result.citation().citationString()).startsWith(result.id().split(":")[1] + " U.S.C. § ");
            assertThat(result.citation().url()).startsWith("https://uscode.house.gov/");
            assertThat(result.passages()).isNotEmpty();
            assertThat(result.ranks().semantic()).isNotNull();
            assertThat(result.ranks().lexical()).isNull();
        }
        List<Double> scores = r.results().stream().map(Result::score).toList();
        assertThat(scores).isSortedAccordingTo((a, b) -> Double.compare(b, a));
        assertThat(r.model().id()).isEqualTo(TestDatabase.MODEL_ID);
        assertThat(r.searchedSources()).extracting(SearchResponse.SearchedSource::name).contains("us-code");
    }

    @Test
    void datesArePreFilters() {
        SimilarResponse since = similar(Fixtures.FAIR_USE, null, "2024", null, 10);
        assertThat(ids(since)).containsExactly(LIBRARIES);
        assertThat(since.filters()).containsEntry("since", "2024-01-01");
        SimilarResponse until = similar(Fixtures.FAIR_USE, null, null, "2023-12", 10);
        assertThat(ids(until)).doesNotContain(LIBRARIES, Fixtures.FAIR_USE).isNotEmpty();
        assertThat(until.results()).allSatisfy(x -> assertThat(x.citation().publishedAt()).isLessThanOrEqualTo("2023-12-31"));
        SimilarResponse none = similar(Fixtures.FAIR_USE, null, "2025", null, 10);
        assertThat(none.results()).isEmpty();
        assertThat(none.empty().kind()).isEqualTo("no_match");
    }

    @Test
    void sourcesArePreFiltersCheckedAsSearchChecksThem() {
        assertThat(similar(Fixtures.FAIR_USE, "usc", null, null, 5).results())
                .allSatisfy(x -> assertThat(x.source()).isEqualTo("us-code")).hasSize(5);
        ApiException unknown = error(() -> similar(Fixtures.FAIR_USE, "nope", null, null, null));
        assertThat(unknown.code()).isEqualTo(ErrorCode.UNKNOWN_SOURCE);
        assertThat(unknown.hint()).containsKey("valid_sources");
        ApiException withoutVectors = error(() -> similar(Fixtures.FAIR_USE, "statements-of-administration-policy",
                null, null, null));
        assertThat(withoutVectors.code()).isEqualTo(ErrorCode.SOURCE_NOT_SEARCHABLE_SEMANTICALLY);
        assertThat(withoutVectors.hint()).containsKey("valid_sources");
    }

    @Test
    void anUnknownIdIsNotFoundAndABadParameterIsA400WithAHint() {
        ApiException missing = error(() -> similar("usc:99:999", null, null, null, null));
        assertThat(missing.code()).isEqualTo(ErrorCode.NOT_FOUND);
        assertThat(missing.code().httpStatus()).isEqualTo(404);
        assertThat(missing.hint()).containsEntry("reason", "not_in_database").containsEntry("source", "us-code");

        ApiException invalid = error(() -> similar("fair use", null, null, null, null));
        assertThat(invalid.code()).isEqualTo(ErrorCode.INVALID_ID);
        assertThat(invalid.hint()).containsKey("examples");

        for (int limit : new int[] {0, SimilarRequest.MAX_LIMIT + 1}) {
            ApiException e = error(() -> similar(Fixtures.FAIR_USE, null, null, null, limit));
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
            assertThat(e.code().httpStatus()).isEqualTo(400);
            assertThat(e.hint()).containsEntry("parameter", "limit").containsEntry("max", SimilarRequest.MAX_LIMIT);
        }
        ApiException date = error(() -> similar(Fixtures.FAIR_USE, null, "last week", null, null));
        assertThat(date.code()).isEqualTo(ErrorCode.INVALID_PARAMETER);
        assertThat(date.hint()).containsEntry("parameter", "since");
    }

    @Test
    void aRecordWithoutBodyVectorsOrADocumentNotEmbeddedYetSaysSo() {
        ApiException legislator = error(() -> similar("N000147", null, null, null, null));
        assertThat(legislator.code()).isEqualTo(ErrorCode.SOURCE_NOT_SEARCHABLE_SEMANTICALLY);
        assertThat(legislator.hint()).containsEntry("parameter", "id").containsKey("sources_with_vectors")
                .hasEntrySatisfying("try", t -> assertThat((String) t).startsWith("/v1/context/N000147"));

        ApiException unembedded = error(() -> similar(UNEMBEDDED, null, null, null, null));
        assertThat(unembedded.code()).isEqualTo(ErrorCode.SEMANTIC_UNAVAILABLE);
        assertThat(unembedded.code().httpStatus()).isEqualTo(503);
        assertThat(unembedded.getMessage()).contains(UNEMBEDDED).contains("no vectors");
        assertThat((String) unembedded.hint().get("try")).contains("/v1/search?q=");
    }

    @Test
    void aLongDocumentsVectorIsABoundedEvenSampleOfItsChunks() {
        SimilarResponse r = similar(LONG, null, null, null, 3);
        assertThat(r.of().vector().chunks()).isEqualTo(LONG_CHUNKS);
        assertThat(r.of().vector().sampled()).isBetween(LONG_CHUNKS / 3, DocumentVectors.SAMPLED_CHUNKS);
        // its own 130 chunks are the nearest of all to its vector: the scan skips them, so they cannot take
        // every candidate place and leave the page empty
        assertThat(ids(r)).hasSize(3).doesNotContain(LONG);
    }
}
