package dev.josh.server.fuzz;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Hostile REST requests over every route of the committed OpenAPI document: path templates filled
 * with valid ids (harvested from the server), malformed, over-long and percent-garbage ids; every
 * listed query parameter and unknown ones with hostile values; other methods, bad HTTP versions,
 * raw bytes in the request line; request lines and header sections near and past the 8 KB bound.
 */
public final class RestFuzz {

    /** A route of the document: method, path template, its query parameters with their types. */
    public record Route(String method, String template, Map<String, String> parameters) {

        String family() {
            return method.toUpperCase(java.util.Locale.ROOT) + " " + template;
        }
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final List<String> COMMON = List.of("limit", "cursor", "offset", "q", "source", "since", "until",
            "aggregate", "group_by", "top", "sum_field", "bucket", "congress", "state", "party", "chamber", "current",
            "mode", "document", "expand", "body_offset", "body_max_chars", "direction", "relation");

    private final List<Route> routes;
    private final List<String> ids;
    private final List<String> resources;
    private final String host;

    public RestFuzz(List<Route> routes, List<String> ids, List<String> resources, String host) {
        this.routes = List.copyOf(routes);
        this.ids = List.copyOf(ids);
        this.resources = List.copyOf(resources);
        this.host = host;
    }

    public List<Route> routes() {
        return routes;
    }

    /** The routes of {@code openapi/josh-v1.json} on the class path (from josh-contracts). */
    public static List<Route> documentRoutes() {
        try (InputStream in = RestFuzz.class.getResourceAsStream("/openapi/josh-v1.json")) {
            if (in == null) {
                throw new IllegalStateException("openapi/josh-v1.json is not on the class path");
            }
            JsonNode doc = JSON.readTree(in);
            List<Route> routes = new ArrayList<>();
            for (Map.Entry<String, JsonNode> path : doc.get("paths").properties()) {
                for (Map.Entry<String, JsonNode> op : path.getValue().properties()) {
                    Map<String, String> parameters = new java.util.LinkedHashMap<>();
                    for (JsonNode p : op.getValue().path("parameters")) {
                        if ("query".equals(p.path("in").asString())) {
                            parameters.put(p.get("name").asString(), p.path("schema").path("type").asString("string"));
                        }
                    }
                    routes.add(new Route(op.getKey(), path.getKey(), parameters));
                }
            }
            return routes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The request for one draw of {@code r}. */
    public FuzzRequest next(SplittableRandom r) {
        Route route = routes.get(r.nextInt(routes.size()));
        // A third are what a client could mean (valid ids, listed parameters, values in or just out of range), so
        // the handlers behind the checks are fuzzed too; the rest are hostile throughout.
        boolean clean = r.nextInt(3) == 0;
        String path = clean ? cleanPath(route.template(), r) : path(route.template(), r);
        String query = clean ? cleanQuery(route, r) : query(route, r);
        String target = query.isEmpty() && r.nextInt(4) > 0 ? path : path + "?" + query;
        String method = route.method().toUpperCase(java.util.Locale.ROOT);
        if (!clean && r.nextInt(10) == 0) {
            method = Hostile.METHODS.get(r.nextInt(Hostile.METHODS.size()));
        }
        String version = !clean && r.nextInt(25) == 0 ? Hostile.VERSIONS.get(r.nextInt(Hostile.VERSIONS.size())) : "HTTP/1.1";
        switch (clean ? -1 : r.nextInt(30)) {
            case 0 -> target = target + (char) r.nextInt(1, 32); // a raw control character
            case 1 -> target = target + FuzzRequest.utf8AsLatin1("§é💩");
            case 2 -> target = target + (char) (0x80 + r.nextInt(128)); // a raw byte that is not UTF-8
            case 3 -> target = target + "/" + "x".repeat(r.nextBoolean() ? 2_000 : 9_000);
            case 8 -> target = path + "?q=" + "w".repeat(r.nextInt(7_000, 12_000)); // a request line near or past 8 KB
            case 4 -> target = "*";
            case 5 -> target = "http://" + host + target;
            case 6 -> target = target.replace("/v1/", "//v1//");
            case 7 -> target = target + "#fragment";
            default -> { }
        }
        StringBuilder wire = new StringBuilder(method).append(' ').append(target);
        if (!version.isEmpty()) {
            wire.append(' ').append(version);
        }
        wire.append("\r\nHost: ").append(host).append("\r\nConnection: close\r\n");
        wire.append("Accept: ").append(switch (r.nextInt(6)) {
            case 0 -> "text/html";
            case 1 -> "application/xml";
            case 2 -> "*/*";
            case 3 -> "text/html,application/xhtml+xml";
            default -> "application/json";
        }).append("\r\n");
        if (!clean && r.nextInt(20) == 0) {
            wire.append(Hostile.longHeaders(r));
        }
        String body = body(route, method, r);
        if (body != null) {
            byte[] bytes = body.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            wire.append("Content-Type: ").append(r.nextInt(5) == 0 ? "text/plain" : "application/json")
                    .append("\r\nContent-Length: ").append(bytes.length).append("\r\n\r\n")
                    .append(new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1));
        } else {
            wire.append("\r\n");
        }
        return new FuzzRequest(route.family(), false, method, FuzzRequest.wire(wire.toString()));
    }

    private String cleanPath(String template, SplittableRandom r) {
        String path = template;
        if (path.contains("{resource}")) {
            path = path.replace("{resource}", resources.get(r.nextInt(resources.size())));
        }
        return path.contains("{id}") ? path.replace("{id}", ids.get(r.nextInt(ids.size()))) : path;
    }

    private String cleanQuery(Route route, SplittableRandom r) {
        List<String> listed = new ArrayList<>(route.parameters().keySet());
        if (listed.isEmpty()) {
            listed = List.of("limit", "cursor", "q");
        }
        Set<String> used = new java.util.LinkedHashSet<>();
        int n = r.nextInt(4);
        for (int k = 0; k < n; k++) {
            used.add(listed.get(r.nextInt(listed.size())));
        }
        List<String> parts = new ArrayList<>();
        for (String name : used) {
            parts.add(name + "=" + plausible(name, route.parameters().getOrDefault(name, "string"), r));
        }
        return String.join("&", parts);
    }

    private String path(String template, SplittableRandom r) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            int open = template.indexOf('{', i);
            if (open < 0) {
                out.append(template, i, template.length());
                break;
            }
            int close = template.indexOf('}', open);
            out.append(template, i, open);
            String variable = template.substring(open + 1, close);
            out.append("resource".equals(variable) ? resource(r) : id(r));
            i = close + 1;
        }
        return out.toString();
    }

    private String resource(SplittableRandom r) {
        return r.nextInt(5) > 0 && !resources.isEmpty() ? resources.get(r.nextInt(resources.size())) : segment(r);
    }

    private String id(SplittableRandom r) {
        int pick = r.nextInt(10);
        if (pick < 5 && !ids.isEmpty()) {
            String id = ids.get(r.nextInt(ids.size()));
            return switch (r.nextInt(8)) {
                case 0 -> id + Hostile.value(r);
                case 1 -> id.toUpperCase(java.util.Locale.ROOT);
                case 2 -> id.replace(":", "%3A");
                case 3 -> id + ":" + r.nextInt();
                default -> id;
            };
        }
        return segment(r);
    }

    /** A path segment that is not a valid id: malformed, over-long, percent garbage. */
    private static String segment(SplittableRandom r) {
        return switch (r.nextInt(6)) {
            case 0 -> "x".repeat(r.nextInt(100, 5_000));
            case 1 -> Hostile.percentGarbage(r, r.nextInt(1, 30));
            case 2 -> "%2F";
            default -> {
                String v = Hostile.value(r);
                yield v.isEmpty() ? "%20" : v.replace("?", "%3F").replace("#", "%23");
            }
        };
    }

    private String query(Route route, SplittableRandom r) {
        List<String> parts = new ArrayList<>();
        List<String> listed = new ArrayList<>(route.parameters().keySet());
        int n = r.nextInt(7);
        for (int k = 0; k < n; k++) {
            String name;
            int pick = r.nextInt(10);
            if (pick < 6 && !listed.isEmpty()) {
                name = listed.get(r.nextInt(listed.size()));
            } else if (pick < 8) {
                name = COMMON.get(r.nextInt(COMMON.size()));
            } else {
                name = Hostile.NAMES.get(r.nextInt(Hostile.NAMES.size()));
            }
            String type = route.parameters().getOrDefault(name, "string");
            String value = r.nextInt(3) == 0 ? plausible(name, type, r) : Hostile.value(r);
            parts.add(switch (r.nextInt(20)) {
                case 0 -> name; // no '='
                case 1 -> "=" + value; // no name
                case 2 -> name + "=" + value + "&" + name + "=" + value; // given twice
                default -> name + "=" + value;
            });
        }
        switch (r.nextInt(25)) {
            case 0 -> parts.add("=&=&=");
            case 1 -> parts.add("&&&");
            case 2 -> {
                for (int k = 0; k < 70; k++) {
                    parts.add("p" + k + "=" + k);
                }
            }
            case 3 -> parts.add("%=1");
            default -> { }
        }
        return String.join("&", parts);
    }

    /** A value that a client could mean: in range, or just outside. */
    private String plausible(String name, String type, SplittableRandom r) {
        if ("integer".equals(type) || "limit".equals(name) || "offset".equals(name)) {
            return String.valueOf(List.of(1, 5, 10, 50, 200, 201, 0, -1, 1000, 100000).get(r.nextInt(10)));
        }
        if ("boolean".equals(type)) {
            return List.of("true", "false", "yes", "1").get(r.nextInt(4));
        }
        return switch (name) {
            case "q", "text" -> List.of("clean+air", "fair+use", "%22national+defense%22", "42+U.S.C.+7521", "tax",
                    "a+OR+b", "-tax", "health*").get(r.nextInt(8));
            case "mode" -> List.of("lexical", "semantic", "hybrid", "LEXICAL", "fuzzy").get(r.nextInt(5));
            case "source" -> resources.isEmpty() ? "bills" : resources.get(r.nextInt(resources.size()))
                    + (r.nextBoolean() ? "," + resources.get(r.nextInt(resources.size())) : "");
            case "since", "until", "as_of" -> List.of("2020-01-01", "2026-12-31", "1900-01-01", "2026").get(r.nextInt(4));
            case "document", "bill_id", "to_bill" -> ids.isEmpty() ? "hr:119:1" : ids.get(r.nextInt(ids.size()));
            case "cursor" -> Hostile.cursor(r);
            default -> "x";
        };
    }

    /** A body for methods that carry one; POST /v1/citations gets JSON that is sometimes well formed. */
    private static String body(Route route, String method, SplittableRandom r) {
        boolean carries = method.equals("POST") || method.equals("PUT") || method.equals("PATCH");
        if (!carries || r.nextInt(4) == 0) {
            return null;
        }
        return switch (r.nextInt(8)) {
            case 0 -> "{\"text\":\"See 42 U.S.C. 7521 and Pub. L. 117-169.\"}";
            case 1 -> "{\"text\":" + r.nextInt() + "}";
            case 2 -> "{\"text\":\"" + "a".repeat(r.nextInt(1, 300_000)) + "\"}";
            case 3 -> "{not json";
            case 4 -> "[{\"text\":null}]";
            case 5 -> "{\"text\":\"\\ud800\"}";
            case 6 -> "";
            default -> "{\"text\":{\"$gt\":\"\"},\"congress\":\"NaN\"}";
        };
    }
}
