package dev.josh.server.records;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.error.ApiException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Ids as flow 1 reads them from a request: parsed by the one grammar ({@link PublicId}), checked
 * against the route's type, and the errors that say what went wrong ({@code invalid_id},
 * {@code wrong_resource}, {@code not_found}) with what to do instead.
 */
public final class RecordIds {

    /** Short names beside the canonical ones and the id prefixes ({@link IdType#resourceNamed}). */
    private static final Map<String, String> ALIASES = Map.of("votes", "roll-call-votes",
            "dockets", "regulations-dot-gov-dockets", "topics", "topic-taxonomy");

    private RecordIds() {
    }

    /**
     * The canonical resource a path segment names: itself, the first segment of its ids ({@code fr} is
     * {@code federal-register}), {@code votes}, {@code dockets} or {@code topics}; a 404 listing the resources otherwise.
     */
    public static String resource(String segment) {
        return IdType.resourceNamed(ALIASES.getOrDefault(segment, segment)).orElseThrow(() -> new ApiException(
                ErrorCode.NOT_FOUND, "no resource '" + segment + "'",
                ApiException.newHint()
                        .put("resources", Arrays.stream(IdType.values()).map(IdType::resource).distinct().toList())
                        .put("short_names", "the first segment of its ids (" + String.join(", ", shortNames())
                                + "), votes, dockets or topics")
                        .put("fetch_any_id", "/v1/fetch/{id}")
                        .build()));
    }

    /** The first segment of each type's ids, as its example shows it: {@code hr}, {@code usc}, {@code fr} … */
    private static List<String> shortNames() {
        return shortNamesOf(Arrays.stream(IdType.values()).map(IdType::resource).toList());
    }

    /** The short names an agent may write for these resources (the first segment of their ids), in order. */
    public static List<String> shortNamesOf(Collection<String> resources) {
        return Arrays.stream(IdType.values()).filter(t -> resources.contains(t.resource())).map(IdType::example)
                .filter(e -> e.contains(":")).map(e -> e.substring(0, e.indexOf(':'))).distinct().toList();
    }

    /** The id type served under a resource path segment (the first, where a resource serves several), or a 404. */
    public static IdType typeOf(String segment) {
        String resource = resource(segment);
        return Arrays.stream(IdType.values()).filter(t -> t.resource().equals(resource)).findFirst().orElseThrow();
    }

    /** Parses an id that must be of {@code type}: invalid → 400, another type → 404 naming its path. */
    public static PublicId expect(String id, IdType type) {
        PublicId parsed = parse(id, type);
        if (parsed.type() != type) {
            throw wrongResource(type.resource(), parsed);
        }
        return parsed;
    }

    /** Parses any id; {@code expected} (may be null) only shapes the hint of the 400. */
    public static PublicId parse(String id, IdType expected) {
        return PublicId.tryParse(id).orElseThrow(() -> {
            Map<String, String> examples = new LinkedHashMap<>();
            for (IdType t : IdType.values()) {
                examples.putIfAbsent(t.resource(), t.example());
            }
            return new ApiException(ErrorCode.INVALID_ID, "'" + id + "' is not a public id",
                    ApiException.newHint()
                            .put("expected", expected == null ? null : expected.resource() + " ids look like "
                                    + expected.example())
                            .put("examples", examples)
                            .put("rule", "every id tells its type: a prefix (usc:, fr:, crs:, …) or its shape "
                                    + "(S000033 is a bioguide id, HSWM a committee)")
                            .build());
        });
    }

    /** A filter value that must be an id of {@code type}: anything else is a 400 on that parameter. */
    public static PublicId parameter(String parameter, String value, IdType type) {
        PublicId parsed = PublicId.tryParse(value).filter(p -> p.type() == type).orElse(null);
        if (parsed == null) {
            throw new ApiException(ErrorCode.INVALID_PARAMETER, parameter + " must be a " + typeName(type)
                    .replace('_', ' ') + " id such as " + type.example() + ", got '" + value + "'",
                    ApiException.newHint().put("parameter", parameter).put("example", type.example())
                            .put("find_ids", type == IdType.LEGISLATOR ? "/v1/legislators?q=<name>"
                                    : type == IdType.COMMITTEE ? "/v1/committees?q=<name>" : null)
                            .build());
        }
        return parsed;
    }

    public static ApiException wrongResource(String resource, PublicId id) {
        String right = id.type().resource();
        return new ApiException(ErrorCode.WRONG_RESOURCE,
                "'" + id.value() + "' is a " + typeName(id.type()).replace('_', ' ') + " id, not one of " + resource,
                ApiException.newHint()
                        .put("id_type", typeName(id.type()))
                        .put("resource", right)
                        .put("path", "/v1/" + right + "/" + id.value())
                        .put("fetch_any_id", "/v1/fetch/" + id.value())
                        .build());
    }

    /** The id type in snake case, e.g. {@code us_code_section}: the {@code type} field of every record. */
    public static String typeName(IdType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }

    static ApiException notFound(PublicId id, String source) {
        return new ApiException(ErrorCode.NOT_FOUND, "no " + typeName(id.type()).replace('_', ' ') + " '"
                + id.value() + "' in this database",
                ApiException.newHint()
                        .put("reason", "not_in_database")
                        .put("source", source)
                        .put("search", "/v1/search?q=" + URLEncoder.encode(id.value(), StandardCharsets.UTF_8)
                                + (source == null ? "" : "&source=" + source))
                        .build());
    }
}
