package dev.josh.ingest.core;

import java.util.List;
import java.util.Map;

/** Reads fields out of the plain values {@link YamlDocument#value} returns; a missing field is null. */
public final class YamlValues {

    private YamlValues() {
    }

    /** The value at {@code path} (nested mapping keys), or null when any step is missing. */
    public static Object at(Map<String, ?> map, String... path) {
        Object current = map;
        for (String key : path) {
            if (!(current instanceof Map<?, ?> m)) {
                return null;
            }
            current = m.get(key);
        }
        return current;
    }

    /** The scalar at {@code path} as text (numbers as written), blank as null. */
    public static String text(Map<String, ?> map, String... path) {
        Object value = at(map, path);
        if (value == null || value instanceof Map || value instanceof List) {
            return null;
        }
        String text = String.valueOf(value).strip();
        return text.isEmpty() ? null : text;
    }

    /** The integer at {@code path}, or null when missing or not a whole number. */
    public static Integer integer(Map<String, ?> map, String... path) {
        Object value = at(map, path);
        if (value instanceof Number n) {
            return Math.toIntExact(n.longValue());
        }
        if (value instanceof String s && s.strip().matches("-?[0-9]{1,9}")) {
            return Integer.valueOf(s.strip());
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    public static Map<String, Object> map(Map<String, ?> map, String... path) {
        return at(map, path) instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
    }

    @SuppressWarnings("unchecked")
    public static List<Object> list(Map<String, ?> map, String... path) {
        return at(map, path) instanceof List<?> l ? (List<Object>) l : List.of();
    }
}
