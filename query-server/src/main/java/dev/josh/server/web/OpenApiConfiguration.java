package dev.josh.server.web;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import dev.josh.contracts.api.ApiError;
import dev.josh.server.links.LinkedRecord;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.sources.RecordSources;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverters;
import io.swagger.v3.core.converter.ResolvedSchema;
import io.swagger.v3.core.jackson.ModelResolver;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.info.License;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import io.swagger.v3.oas.models.servers.Server;
import java.util.ArrayList;
import java.util.List;
import org.springdoc.core.customizers.GlobalOpenApiCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The OpenAPI document at {@code /v1/openapi.json}: generated from the controllers and the records
 * they return, so it cannot drift from the code; a committed copy under {@code contracts/} lets a
 * test fail when the API changes without the contract being updated on purpose.
 */
@Configuration(proxyBeanMethods = false)
public class OpenApiConfiguration {

    static final String API_KEY = "api_key";

    @Bean
    OpenAPI joshOpenApi() {
        return new OpenAPI()
                .info(new Info().title("Josh API").version("v1")
                        .description("US federal law and policy with citations: ID lookups and joins, lexical (BM25), "
                                + "semantic and hybrid search. Every error is {error: {code, message, hint}}.")
                        .license(new License().name("Data: US government works, public domain")))
                .components(new Components().addSecuritySchemes(API_KEY, new SecurityScheme()
                        .type(SecurityScheme.Type.HTTP).scheme("bearer")
                        .description("A key from `josh keys create`, as 'Authorization: Bearer <key>' or 'X-API-Key: "
                                + "<key>'; not needed when the server runs with JOSH_AUTH=disabled")))
                .servers(List.of(new Server().url("http://localhost:8080").description("./josh serve on a laptop")))
                .addSecurityItem(new SecurityRequirement().addList(API_KEY));
    }

    /**
     * Every operation may answer with the one error envelope; 4XX and 5XX name it once per
     * operation, where a client generator looks for it.
     */
    @Bean
    GlobalOpenApiCustomizer errorEnvelopeResponses() {
        return openApi -> {
            ResolvedSchema envelope = ModelConverters.getInstance()
                    .resolveAsResolvedSchema(new AnnotatedType(ApiError.Envelope.class));
            openApi.getComponents().addSchemas("ErrorEnvelope", envelope.schema);
            envelope.referencedSchemas.forEach(openApi.getComponents()::addSchemas);
            Content content = new Content().addMediaType("application/json", new MediaType()
                    .schema(new Schema<>().$ref("#/components/schemas/ErrorEnvelope")));
            openApi.getPaths().values().forEach(path -> path.readOperations().forEach(operation -> operation.getResponses()
                    .addApiResponse("4XX", new ApiResponse().description("the request is wrong: error.code says how, "
                            + "error.hint what to send instead").content(content))
                    .addApiResponse("5XX", new ApiResponse().description("the server could not answer now "
                            + "(e.g. semantic_unavailable, timeout)").content(content))));
        };
    }

    /**
     * A record fetched by id is one of the shapes the sources register: the document names them all
     * as {@code PublicRecord}'s {@code oneOf}, each with its own schema.
     */
    @Bean
    GlobalOpenApiCustomizer recordShapes(RecordSources sources, ModelResolver snakeCaseModelResolver) {
        ModelConverters converters = new ModelConverters();
        converters.addConverter(snakeCaseModelResolver);
        return openApi -> {
            Components components = openApi.getComponents();
            List<Schema> shapes = new ArrayList<>();
            for (Class<? extends PublicRecord> type : sources.recordTypes()) {
                ResolvedSchema resolved = converters.resolveAsResolvedSchema(new AnnotatedType(type));
                components.addSchemas(type.getSimpleName(), resolved.schema);
                resolved.referencedSchemas.forEach(components::addSchemas);
                shapes.add(new Schema<>().$ref("#/components/schemas/" + type.getSimpleName()));
            }
            // Fetched by id, a record comes with its link counts: LinkedRecord unwraps it beside link_counts
            Schema<?> anyRecord = new Schema<>().description("a record by public id; type says which shape follows")
                    .oneOf(shapes);
            components.addSchemas(PublicRecord.class.getSimpleName(), anyRecord);
            Schema<?> linked = components.getSchemas().get(LinkedRecord.class.getSimpleName());
            if (linked != null) {
                Schema<?> counts = new Schema<>().type("object").addProperty("link_counts",
                        linked.getProperties().get("link_counts"));
                components.addSchemas(LinkedRecord.class.getSimpleName(), new Schema<>().allOf(List.of(
                        new Schema<>().$ref("#/components/schemas/" + PublicRecord.class.getSimpleName()), counts)));
            }
        };
    }

    /** The wire format is snake_case (application.properties); the schemas must say so too. */
    @Bean
    ModelResolver snakeCaseModelResolver() {
        return new ModelResolver(Json.mapper().copy().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE));
    }
}
