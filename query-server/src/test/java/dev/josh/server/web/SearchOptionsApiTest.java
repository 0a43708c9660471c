package dev.josh.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.InProcessServer.Reply;
import dev.josh.server.support.TestServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;

/** {@code /v1/search} with the agent options and trends, and list buckets, over HTTP on the real ingest's database. */
class SearchOptionsApiTest {

    @RegisterExtension
    static final TestServer server = TestServer.over(dir -> Flow1Database.path());

    static JsonNode ok(String pathAndQuery) {
        Reply r = server.get(pathAndQuery);
        assertThat(r.status()).as(pathAndQuery + " → " + r.body()).isEqualTo(200);
        return r.body();
    }

    @Test
    void theDefaultsAnswerAsBeforeAndTheOptionsAddTheirFields() {
        JsonNode plain = ok("/v1/search?q=congress&mode=lexical&limit=5");
        assertThat(plain.has("diversity")).isFalse();
        plain.get("results").forEach(r -> r.get("passages").forEach(p -> assertThat(p.has("context")).isFalse()));
        JsonNode zero = ok("/v1/search?q=congress&mode=lexical&limit=5&expand=0");
        assertThat(zero.get("results")).isEqualTo(plain.get("results"));

        JsonNode capped = ok("/v1/search?q=congress&mode=lexical&limit=5&max_per_source=1");
        assertThat(capped.get("diversity").get("held_back").asInt()).isPositive();
        assertThat(capped.get("results")).hasSize(5);

        JsonNode trend = ok("/v1/search?q=congress&aggregate=count&bucket=year&source=bills,fr");
        assertThat(trend.has("results")).isFalse();
        long sum = 0;
        for (JsonNode p : trend.get("periods")) {
            sum += p.get("count").asLong();
        }
        assertThat(sum + trend.get("undated").asLong()).isEqualTo(trend.get("total").asLong()).isPositive();
        assertThat(trend.get("sources")).hasSize(2);

        JsonNode list = ok("/v1/bills?aggregate=count&bucket=month&date_field=introduced_date");
        assertThat(list.get("bucket").asString()).isEqualTo("month");
        assertThat(list.get("groups").get(0).get("period").asString()).matches("\\d{4}-\\d{2}");
        assertThat(ok("/v1/bills?aggregate=count&group_by=congress").has("bucket")).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/v1/search?q=congress&expand=3|expand",
            "/v1/search?q=congress&expand=-1|expand",
            "/v1/search?q=congress&max_per_source=0|max_per_source",
            "/v1/search?q=congress&max_per_source=201|max_per_source",
            "/v1/search?q=congress&aggregate=count|bucket",
            "/v1/search?q=congress&aggregate=count&bucket=week|bucket",
            "/v1/search?q=congress&aggregate=avg&bucket=year|aggregate",
            "/v1/search?q=congress&bucket=year|bucket",
            "/v1/search?q=congress&date_field=introduced_date|date_field",
            "/v1/search?q=congress&aggregate=count&bucket=year&limit=5|limit",
            "/v1/search?q=congress&aggregate=count&bucket=year&expand=1|expand",
            "/v1/search?q=congress&aggregate=count&bucket=year&mode=semantic|mode",
            "/v1/search?q=congress&aggregate=count&bucket=year&source=bills&date_field=nope|date_field",
            "/v1/bills?aggregate=count&bucket=week|bucket",
            "/v1/bills?aggregate=count&bucket=year&date_field=title|date_field",
            "/v1/bills?bucket=year|bucket"})
    void badValuesAre400sNamingTheParameter(String path, String parameter) {
        Reply r = server.get(path);
        assertThat(r.status()).as(path + " → " + r.body()).isEqualTo(400);
        JsonNode error = r.body().get("error");
        assertThat(error.get("code").asString()).isEqualTo("invalid_parameter");
        assertThat(error.get("hint").get("parameter").asString()).as(path).isEqualTo(parameter);
    }
}
