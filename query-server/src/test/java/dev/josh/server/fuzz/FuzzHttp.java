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
 * answer read back raw: no HTTP client would send most of what the fuzzer sends.
 */
public final class FuzzHttp {

    /** Bodies are kept up to this size; the rest is read and dropped. */
    static final int MAX_BODY = 1 << 20;

    /**
     * An answer: status (0 when the server closed the connection without a status line, -1 on a
     * read timeout), headers with lower-case names, and the body with chunked transfer undone.
     */
    public record Answer(int status, Map<String, String> headers, String body) {

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
                return new Answer(-1, Map.of(), "");
            }
            return parse(raw);
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        byte[] chunk = new byte[16384];
        int n;
        try {
            while ((n = in.read(chunk)) > 0) {
                if (buffer.size() < MAX_BODY + 65536) {
                    buffer.write(chunk, 0, n);
                }
            }
        } catch (java.net.SocketException reset) {
            // a reset after the answer: keep what came
        }
        return buffer.toByteArray();
    }

    static Answer parse(byte[] raw) {
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/") || text.length() < 12 || end < 0) {
            return new Answer(0, Map.of(), new String(raw, StandardCharsets.UTF_8));
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
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = dechunk(body);
        }
        return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
    }

    private static byte[] dechunk(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int i = 0;
        while (i < body.length) {
            int lineEnd = indexOf(body, i);
            if (lineEnd < 0) {
                break;
            }
            String size = new String(body, i, lineEnd - i, StandardCharsets.ISO_8859_1).strip();
            int semicolon = size.indexOf(';');
            int n;
            try {
                n = Integer.parseInt(semicolon < 0 ? size : size.substring(0, semicolon), 16);
            } catch (NumberFormatException e) {
                break;
            }
            if (n == 0) {
                break;
            }
            int start = lineEnd + 2;
            out.write(body, start, Math.min(n, body.length - start));
            i = start + n + 2;
        }
        return out.toByteArray();
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
