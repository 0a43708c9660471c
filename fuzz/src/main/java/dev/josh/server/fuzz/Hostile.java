package dev.josh.server.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;

/** Hostile pieces of a request, as they go on the wire (already percent-encoded where they are). */
final class Hostile {

    private Hostile() {
    }

    /** Query values and path segments: malformed encodings, numbers out of range, injection, noise. */
    static final List<String> VALUES = List.of(
            "%", "%f", "%zz", "%ff%fe", "%ff%fe%ff", "%c0%af", "%e2%82", "%ed%a0%80", "%00", "%0a", "%0d%0a",
            "%25", "%2525", "%%", "%u0041", "+", "%20", "%2F..%2F..%2Fetc%2Fpasswd", "..", "%2e%2e",
            "", "-1", "0", "-0", "1", "2147483648", "-2147483649", "9223372036854775808", "99999999999999999999999",
            "NaN", "Infinity", "-Infinity", "1e309", "1.5", "0x10", "1_000", "%2B1", "%201", "true", "null",
            "undefined", "%5B%5D", "%7B%7D", "'", "%22", "%27%20OR%201%3D1--", "%3B%20DROP%20TABLE%20bills%3B--",
            "*", "%2A", "NEAR(", "AND", "OR%20NOT", "%5E", "%22unbalanced", "%C2%A7%20101", "%F0%9F%92%A9",
            "2026-13-45", "9999-99-99", "-0001-01-01", "2026-02-30", "0000-00-00", "2026-01-01T25:61:61Z",
            "hr:119:103", "hr:0:0", "hr:-1:1", "hr:119:99999999999", "usc:42:7521", "S000033", "HSWM",
            "fr:2026-08558", "crs:R48481", "vote:119:h:1", "a:b:c:d:e:f", ":", "::::", "%3A");

    static final List<String> NAMES = List.of("", "%", "%ff", "%zz", "q%00", "LIMIT", "limit%20", "q[]", "a.b",
            "__proto__", "constructor", "%C2%A7", "x", "format", "callback", "page", "per_page", "sort", "order",
            "fields", "include", "api_key", "debug", "trace");

    static final List<String> METHODS = List.of("POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE",
            "CONNECT", "PROPFIND", "GETT", "get", "");

    static final List<String> VERSIONS = List.of("HTTP/1.0", "HTTP/2.0", "HTTP/3.0", "HTTP/1.2", "HTTP/0.9",
            "HTTP/1.1 extra", "HTTPS/1.1", "http/1.1", "HTTP/11", "");

    /** A value drawn from the catalogue, or generated: long, base64 cursors, control characters, raw bytes. */
    static String value(SplittableRandom r) {
        return switch (r.nextInt(12)) {
            case 0 -> "a".repeat(r.nextBoolean() ? 10_000 : 4_097);
            case 1 -> cursor(r);
            case 2 -> "%" + hex(r.nextInt(256)) + "%" + hex(r.nextInt(256));
            case 3 -> percentGarbage(r, 1 + r.nextInt(40));
            case 4 -> String.valueOf(r.nextLong());
            case 5 -> String.valueOf(r.nextInt(-1000, 1000));
            default -> VALUES.get(r.nextInt(VALUES.size()));
        };
    }

    /**
     * Header lines past the server's 8 KB bound for the request line and headers together, or just under
     * it: one long value (a cookie, a bearer token, a referrer), or a hundred and more short headers.
     */
    static String longHeaders(SplittableRandom r) {
        int length = r.nextBoolean() ? r.nextInt(8_200, 16_000) : r.nextInt(6_000, 8_000);
        return switch (r.nextInt(5)) {
            case 0 -> "Cookie: josh_key=" + "c".repeat(length) + "\r\n";
            case 1 -> "Authorization: Bearer " + "t".repeat(length) + "\r\n";
            case 2 -> "Referer: http://example.org/" + "r".repeat(length) + "\r\n";
            case 3 -> "X-Padding: " + percentGarbage(r, length / 3) + "\r\n";
            default -> {
                StringBuilder many = new StringBuilder();
                for (int i = 0; i < length / 60; i++) {
                    many.append("X-Header-").append(i).append(": ").append("v".repeat(45)).append("\r\n");
                }
                yield many.toString();
            }
        };
    }

    /** Cursors: random bytes, and JSON that is not a cursor (null, arrays, objects with odd fields). */
    static String cursor(SplittableRandom r) {
        String json = switch (r.nextInt(9)) {
            case 0 -> "null";
            case 1 -> "[]";
            case 2 -> "[1,2,3]";
            case 3 -> "{}";
            case 4 -> "{\"o\":-1}";
            case 5 -> "{\"k\":[null],\"v\":" + r.nextLong() + "}";
            case 6 -> "\"string\"";
            case 7 -> "{\"offset\":99999999999999999999}";
            default -> null;
        };
        byte[] bytes;
        if (json == null) {
            bytes = new byte[r.nextInt(1, 64)];
            r.nextBytes(bytes);
        } else {
            bytes = json.getBytes(StandardCharsets.UTF_8);
        }
        String encoded = r.nextBoolean() ? Base64.getUrlEncoder().withoutPadding().encodeToString(bytes)
                : Base64.getEncoder().encodeToString(bytes);
        return encoded.replace("=", "%3D").replace("+", "%2B").replace("/", "%2F");
    }

    /** Random percent escapes, some valid, many not UTF-8. */
    static String percentGarbage(SplittableRandom r, int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            switch (r.nextInt(5)) {
                case 0 -> s.append('%').append(hex(r.nextInt(256)));
                case 1 -> s.append('%').append((char) ('g' + r.nextInt(20)));
                case 2 -> s.append((char) ('a' + r.nextInt(26)));
                case 3 -> s.append('%').append(hex(0x80 + r.nextInt(128)));
                default -> s.append("%25");
            }
        }
        return s.toString();
    }

    static String hex(int b) {
        return String.format("%02x", b);
    }
}
