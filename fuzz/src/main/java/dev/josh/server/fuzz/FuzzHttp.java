package dev.josh.server.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One request written byte for byte on a fresh loopback socket ({@code Connection: close}) and its
 * answer read back raw: no HTTP client would send most of what the fuzzer sends. Strict as curl is
 * about the body's framing: a body shorter than its {@code Content-Length}, or a chunked stream
 * that stops before its last chunk, is {@linkplain Answer#cut() cut}, whatever the JSON in it.
 */
public final class FuzzHttp {

    /** Answers are kept whole up to this size (the largest body the server sends is far smaller). */
    static final int MAX_ANSWER = 32 << 20;

    /**
     * An answer: status (0 when the server closed the connection without a status line, -1 on a
     * read timeout), headers with lower-case names, the body with chunked transfer undone, and
     * {@code cut}: null when the body arrived as its headers announced, else what went missing.
     */
    public record Answer(int status, Map<String, String> headers, String body, String cut) {

        /** An answer that could not be read at all: no status line. */
        static Answer none(int status) {
            return new Answer(status, Map.of(), "", null);
        }

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }
    }

    private FuzzHttp() {
    }

    public static Answer send(int port, byte[] request, int timeoutMillis) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(timeoutMillis);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
                socket.shutdownOutput();
            } catch (IOException closedEarly) {
                // the server may answer and close before reading a huge request; read what it said
            }
            byte[] raw;
            try {
                raw = readAll(socket.getInputStream());
            } catch (SocketTimeoutException timeout) {
                return Answer.none(-1);
            }
            return parse(raw, startsWith(request, "HEAD "));
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        byte[] chunk = new byte[16384];
        int n;
        try {
            while ((n = in.read(chunk)) > 0 && buffer.size() < MAX_ANSWER) {
                buffer.write(chunk, 0, n);
            }
        } catch (java.net.SocketException reset) {
            // a reset: keep what came; a body it cut short is told by its framing
        }
        return buffer.toByteArray();
    }

    private static boolean startsWith(byte[] bytes, String prefix) {
        return new String(bytes, 0, Math.min(bytes.length, prefix.length()), StandardCharsets.ISO_8859_1)
                .equals(prefix);
    }

    /** Reads a raw answer; {@code head}: the answer to a {@code HEAD}, whose headers announce a body it has not. */
    static Answer parse(byte[] raw, boolean head) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/") || text.length() < 12 || end < 0) {
            return new Answer(0, Map.of(), new String(raw, StandardCharsets.UTF_8), null);
        }
        int status = Integer.parseInt(text.substring(9, 12));
        Map<String, String> headers = new LinkedHashMap<>();
        for (String line : text.substring(0, end).split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && !line.startsWith("HTTP/")) {
                headers.merge(line.substring(0, colon).strip().toLowerCase(Locale.ROOT),
                        line.substring(colon + 1).strip(), (a, b) -> a + ", " + b);
            }
        }
        byte[] body = java.util.Arrays.copyOfRange(raw, end + 4, raw.length);
        boolean bodiless = head || status == 204 || status == 304 || status < 200;
        String cut = null;
        if (bodiless) {
            body = new byte[0];
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            ByteArrayOutputStream content = new ByteArrayOutputStream();
            if (!dechunk(body, content)) {
                cut = "chunked body ended before its last chunk (" + content.size() + " bytes came)";
            }
            body = content.toByteArray();
        } else if (headers.containsKey("content-length")) {
            long announced = contentLength(headers.get("content-length"));
            if (announced < 0 || body.length < announced) {
                cut = "Content-Length " + headers.get("content-length") + ", " + body.length + " bytes came";
            }
        }
        return new Answer(status, headers, new String(body, StandardCharsets.UTF_8), cut);
    }

    private static long contentLength(String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            return -1; // several values (merged with ", ") or not a number: not a framing a client can trust
        }
    }

    /** Undoes chunked transfer into {@code out}; false when the stream stops before its last (empty) chunk. */
    private static boolean dechunk(byte[] body, ByteArrayOutputStream out) {
        int i = 0;
        while (i < body.length) {
            int lineEnd = indexOf(body, i);
            if (lineEnd < 0) {
                return false;
            }
            String size = new String(body, i, lineEnd - i, StandardCharsets.ISO_8859_1).strip();
            int semicolon = size.indexOf(';');
            int n;
            try {
                n = Integer.parseInt(semicolon < 0 ? size : size.substring(0, semicolon), 16);
            } catch (NumberFormatException e) {
                return false;
            }
            if (n == 0) {
                return true;
            }
            int start = lineEnd + 2;
            if (n > body.length - start) {
                out.write(body, start, body.length - start);
                return false;
            }
            out.write(body, start, n);
            i = start + n + 2;
        }
        return false;
    }

    private static int indexOf(byte[] b, int from) {
        for (int i = from; i + 1 < b.length; i++) {
            if (b[i] == '\r' && b[i + 1] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
