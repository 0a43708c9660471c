package dev.josh.contracts.id;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;

/**
 * A parsed public ID: its type, its canonical text, and the named parts of its grammar.
 *
 * <p>The one parser and formatter of the project: ingesters build IDs with {@link #of}, the
 * server and MCP dispatch with {@link #parse}; {@code parse(id).value()} equals {@code id} for
 * every canonical ID.
 *
 * @param parts the named parts of the grammar, in the order they appear in the ID
 */
public record PublicId(IdType type, String value, Map<String, String> parts) {

    public PublicId {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(value, "value");
        // In grammar order: Map.copyOf would iterate in an order that changes from one JVM to the next.
        parts = Collections.unmodifiableMap(new LinkedHashMap<>(parts));
    }

    /** Parses any public ID, or says why it is not one. */
    public static PublicId parse(String text) {
        return tryParse(text).orElseThrow(() -> new InvalidIdException(text));
    }

    public static Optional<PublicId> tryParse(String text) {
        if (text == null || text.isBlank() || text.length() > 200) {
            return Optional.empty();
        }
        String trimmed = text.strip();
        for (IdType type : IdType.values()) {
            Matcher m = type.grammar().matcher(trimmed);
            if (m.matches()) {
                Map<String, String> parts = new LinkedHashMap<>();
                for (String name : type.groupNames()) {
                    parts.put(name, m.group(name));
                }
                return Optional.of(new PublicId(type, trimmed, parts));
            }
        }
        return Optional.empty();
    }

    /**
     * Formats an ID of the given type from its parts, in grammar order, and checks the result
     * against the grammar, so an ingester can never write an ID that the server cannot parse.
     */
    public static PublicId of(IdType type, Object... partValues) {
        if (partValues.length != type.groupNames().size()) {
            throw new IllegalArgumentException(type + " takes parts " + type.groupNames());
        }
        String joined = String.join(":", Arrays.stream(partValues).map(String::valueOf).toList());
        String value = type.prefix() == null ? joined : type.prefix() + ":" + joined;
        PublicId id = tryParse(value).orElseThrow(() -> new InvalidIdException(value));
        if (id.type() != type) {
            throw new InvalidIdException(value);
        }
        return id;
    }

    public static PublicId bill(String billType, int congress, int number) {
        return of(IdType.BILL, billType.toLowerCase(java.util.Locale.ROOT), congress, number);
    }

    public static PublicId usCodeSection(String title, String section) {
        return of(IdType.US_CODE_SECTION, title, section);
    }

    public static PublicId legislator(String bioguide) {
        return of(IdType.LEGISLATOR, bioguide);
    }

    public static PublicId committee(String thomasId) {
        return of(IdType.COMMITTEE, thomasId);
    }

    public String part(String name) {
        String v = parts.get(name);
        if (v == null) {
            throw new IllegalArgumentException(type + " has no part " + name);
        }
        return v;
    }

    @Override
    public String toString() {
        return value;
    }
}
