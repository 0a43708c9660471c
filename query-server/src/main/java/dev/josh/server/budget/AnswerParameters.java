package dev.josh.server.budget;

import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;
import org.springdoc.core.customizers.GlobalOpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The answer parameters every {@code /v1/} route takes ({@link RestAnswerBudget}) named in the OpenAPI
 * document, once per operation, where a client generator looks for them.
 */
@Configuration(proxyBeanMethods = false)
public class AnswerParameters {

    @Bean
    GlobalOpenApiCustomizer answerParameterDocs() {
        return openApi -> openApi.getPaths().forEach((path, item) -> {
            if (path.startsWith("/v1/") && item.getGet() != null) {
                item.getGet()
                        .addParametersItem(query("verbosity", "ids (ids, titles, paging), summary (without long "
                                + "secondary texts such as notes) or full (default)")
                                .schema(new StringSchema()._enum(Verbosity.NAMES)))
                        .addParametersItem(query("fields", "comma-separated field names to keep, at any depth; ids "
                                + "and paging always stay"))
                        .addParametersItem(query("answer_cursor", "budget.answer_cursor of an answer cut at its "
                                + AnswerBudgets.REST + "-character budget, with the same other parameters, to read "
                                + "the rest"));
            }
        });
    }

    private static Parameter query(String name, String description) {
        return new Parameter().in("query").name(name).required(false).description(description)
                .schema(new StringSchema());
    }
}
