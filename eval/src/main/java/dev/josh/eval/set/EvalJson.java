package dev.josh.eval.set;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The eval's JSON files (set.json, decision.json, expected.json): snake_case, indented, newline at the end. */
public final class EvalJson {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    private EvalJson() {
    }

    public static void write(Path file, Object value) throws IOException {
        Files.writeString(file, MAPPER.writeValueAsString(value) + "\n");
    }

    public static <T> T read(Path file, Class<T> type) throws IOException {
        return MAPPER.readValue(file.toFile(), type);
    }
}
