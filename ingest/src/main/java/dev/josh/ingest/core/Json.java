package dev.josh.ingest.core;

import java.lang.reflect.Type;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** JSON text for the JSON-valued columns (heading paths, upstream id maps), and JSON upstream files as trees. */
public final class Json {

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Json() {
    }

    public static String write(Object value) {
        return MAPPER.writeValueAsString(value);
    }

    /** Reads back what {@link #write} stored. */
    public static <T> T read(String json, TypeReference<T> type) {
        return MAPPER.readValue(json, type);
    }

    /** Reads back what {@link #write} stored, as the (generic) {@code type}: a row mapper's JSON column. */
    public static Object read(String json, Type type) {
        return MAPPER.readValue(json, MAPPER.getTypeFactory().constructType(type));
    }

    /** An upstream JSON document as a tree; text that is not one JSON value is a malformed file, with its position. */
    public static JsonNode tree(byte[] json) throws MalformedSourceException {
        try {
            JsonNode tree = MAPPER.readTree(json);
            if (tree == null || tree.isMissingNode()) {
                throw new MalformedSourceException("empty file: it holds no JSON value", "1:1");
            }
            return tree;
        } catch (JacksonException e) {
            TokenStreamLocation at = e.getLocation();
            String position = at == null || at.getLineNr() < 1 ? null : at.getLineNr() + ":" + Math.max(1, at.getColumnNr());
            // Jackson names the source it was not allowed to quote; the position has its own column.
            String reason = e.getOriginalMessage().replaceAll("\\s*\\(start marker at \\[Source: [^]]*]\\)", "");
            throw new MalformedSourceException("not valid JSON: " + reason, position, e);
        }
    }
}
