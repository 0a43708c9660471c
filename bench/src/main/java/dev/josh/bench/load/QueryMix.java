package dev.josh.bench.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The committed list of requests a benchmark sends ({@code bench/query-mix.txt} on the class
 * path, or any file in the same format): one {@code <flow> <path>} per line, {@code #} comments
 * and blank lines ignored, parameter values in plain text.
 */
public record QueryMix(List<Request> requests) {

    public static final String DEFAULT_RESOURCE = "/bench/query-mix.txt";

    private static final Pattern FLOW = Pattern.compile("[a-z][a-z0-9-]*");

    /**
     * One request of the mix.
     *
     * @param flow       the name it is reported under
     * @param path       the path without its query string, e.g. {@code /v1/search}
     * @param parameters the query parameters, decoded, in the order written
     */
    public record Request(String flow, String path, Map<String, String> parameters) {

        public Request {
            parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        }

        /** The path and URL-encoded query string, ready to append to the server's address. */
        public String uri() {
            if (parameters.isEmpty()) {
                return path;
            }
            StringBuilder out = new StringBuilder(path).append('?');
            parameters.forEach((k, v) -> out.append(out.charAt(out.length() - 1) == '?' ? "" : "&")
                    .append(URLEncoder.encode(k, StandardCharsets.UTF_8)).append('=')
                    .append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
            return out.toString();
        }

        public String parameter(String name) {
            return parameters.get(name);
        }
    }

    public QueryMix {
        requests = List.copyOf(requests);
        if (requests.isEmpty()) {
            throw new IllegalArgumentException("the query mix has no requests");
        }
    }

    /** The flows in the order they first appear. */
    public List<String> flows() {
        return List.copyOf(new LinkedHashSet<>(requests.stream().map(Request::flow).toList()));
    }

    public static QueryMix load(Path file) {
        try {
            return parse(Files.readAllLines(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the query mix " + file, e);
        }
    }

    public static QueryMix loadDefault() {
        try (InputStream in = QueryMix.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(DEFAULT_RESOURCE + " is not on the class path");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList(), DEFAULT_RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the lines of a mix; {@code origin} names it in error messages. */
    public static QueryMix parse(List<String> lines, String origin) {
        List<Request> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String where = origin + ":" + (i + 1);
            String[] parts = line.split("\\s+", 2);
            if (parts.length < 2) {
                throw new IllegalArgumentException(where + ": expected '<flow> <path>', got '" + line + "'");
            }
            String flow = parts[0];
            if (!FLOW.matcher(flow).matches()) {
                throw new IllegalArgumentException(where + ": flow '" + flow + "' must be lower case letters, digits, '-'");
            }
            String target = parts[1].strip();
            if (!target.startsWith("/")) {
                throw new IllegalArgumentException(where + ": the path must start with '/', got '" + target + "'");
            }
            int q = target.indexOf('?');
            String path = q < 0 ? target : target.substring(0, q);
            if (path.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException(where + ": the path '" + path + "' has a space; only parameter "
                        + "values may");
            }
            Map<String, String> parameters = new LinkedHashMap<>();
            if (q >= 0) {
                for (String pair : target.substring(q + 1).split("&")) {
                    int eq = pair.indexOf('=');
                    if (eq <= 0) {
                        throw new IllegalArgumentException(where + ": parameter '" + pair + "' is not name=value");
                    }
                    String name = pair.substring(0, eq).strip();
                    if (parameters.put(name, pair.substring(eq + 1).strip()) != null) {
                        throw new IllegalArgumentException(where + ": parameter '" + name + "' is given twice");
                    }
                }
            }
            out.add(new Request(flow, path, parameters));
        }
        return new QueryMix(out);
    }
}
