package dev.josh.server.records;

import dev.josh.db.SnakeCaseRecordMapper;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.BeanUtils;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.SingleColumnRowMapper;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reading record rows: rows mapped to records by column name, and the JSON the ingesters store in
 * text columns.
 */
public final class Rows {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** The ingesters write JSON objects with snake_case keys: {@code amount_usd} fills {@code amountUsd}. */
    private static final JsonMapper SNAKE_CASE = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();

    private static final ClassValue<RowMapper<?>> MAPPERS = new ClassValue<>() {
        @Override
        protected RowMapper<?> computeValue(Class<?> type) {
            return BeanUtils.isSimpleProperty(type) ? SingleColumnRowMapper.newInstance(type)
                    : new SnakeCaseRecordMapper<>(type);
        }
    };

    private Rows() {
    }

    /**
     * Maps a row to the record {@code type} by column names ({@code start_date} fills {@code startDate};
     * a nullable number needs a boxed component), or a one-column row to a plain value ({@code String},
     * {@code Long}, …) as {@code JdbcClient.query(Class)} does; one mapper per type, shared.
     */
    @SuppressWarnings("unchecked")
    public static <T> RowMapper<T> mapper(Class<T> type) {
        return (RowMapper<T>) MAPPERS.get(type);
    }

    /** A JSON array of strings; a value that is not one comes back as a list of that one text. */
    public static List<String> stringList(String text) {
        return array(text, new TypeReference<List<String>>() {
        }, text);
    }

    /** A JSON array of anything (objects become maps); unparsable text comes back as {@code [text]}. */
    public static List<Object> list(String text) {
        return array(text, new TypeReference<List<Object>>() {
        }, text);
    }

    /**
     * A JSON array as {@code type}: none for a null or blank text, and the text itself as the one element
     * where it is not JSON (stored as plain text by an older ingester: still one value).
     */
    private static <T> List<T> array(String text, TypeReference<List<T>> type, T whole) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        try {
            return JSON.readValue(text, type);
        } catch (JacksonException e) {
            return List.of(whole);
        }
    }

    /**
     * A JSON array of objects as records of {@code type} (snake_case keys fill camelCase components,
     * keys it has no component for are passed over); none for a null or blank text.
     */
    public static <T> List<T> records(String text, Class<T> type) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        return SNAKE_CASE.readValue(text, SNAKE_CASE.getTypeFactory().constructCollectionType(List.class, type));
    }

    /** A JSON object whose values are all of {@code type}, in its order; none for a null or blank text. */
    public static <V> Map<String, V> map(String text, Class<V> type) {
        if (text == null || text.isBlank()) {
            return Map.of();
        }
        return JSON.readValue(text, JSON.getTypeFactory().constructMapType(LinkedHashMap.class, String.class, type));
    }

    /** A JSON object; unparsable text comes back as {@code {unparsed: text}}. */
    public static Map<String, Object> object(String text) {
        if (text == null || text.isBlank()) {
            return Map.of();
        }
        try {
            return JSON.readValue(text, new TypeReference<LinkedHashMap<String, Object>>() {
            });
        } catch (JacksonException e) {
            return Map.of("unparsed", text);
        }
    }

    /** A JSON value of any shape, or null; unparsable text comes back as the text. */
    public static Object json(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return JSON.readValue(text, Object.class);
        } catch (JacksonException e) {
            return text;
        }
    }

    /** The official full name, else first and last. */
    public static String displayName(String official, String first, String last) {
        if (official != null && !official.isBlank()) {
            return official;
        }
        return ((first == null ? "" : first + " ") + (last == null ? "" : last)).strip();
    }

    public static String joinNonNull(String... parts) {
        return String.join(", ", Arrays.stream(parts).filter(p -> p != null && !p.isBlank()).toList());
    }

    /** A failed read is a bug or a broken file, never the client's fault: it surfaces as a 500 with this message logged. */
    public static IllegalStateException failure(String what, Exception e) {
        return new IllegalStateException("reading " + what + " failed: " + e.getMessage(), e);
    }
}
