package dev.josh.server.support;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * HTTP/1.1 written by hand on a socket, for requests no HTTP client sends: a foreign {@code Host},
 * a query string that is not valid percent-encoding.
 */
public final class RawHttp {

    /** A status and the body (chunked transfer undone). */
    public record Answer(int status, String body) { }

    private RawHttp() {
    }

    /**
     * Sends {@code method target} to the server on loopback {@code port}.
     *
     * @param target the request target exactly as it goes on the wire, e.g. {@code /v1/search?q=%}
     * @param origin an {@code Origin} header, or null
     * @param body   a JSON body, or null
     */
    public static Answer send(int port, String method, String target, String host, String origin, String body)
            throws IOException {
        return send(port, method + " " + target + " HTTP/1.1", host, origin, body);
    }

    /** Sends a request whose first line is {@code requestLine} as written, e.g. {@code GET / HTTP/3.0}. */
    public static Answer send(int port, String requestLine, String host, String origin, String body) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            StringBuilder request = new StringBuilder(requestLine + "\r\nHost: " + host
                    + "\r\nConnection: close\r\nAccept: application/json, text/event-stream\r\n");
            if (origin != null) {
                request.append("Origin: ").append(origin).append("\r\n");
            }
            byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            if (body != null) {
                request.append("Content-Type: application/json\r\nContent-Length: ").append(content.length).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(request.append("\r\n").toString().getBytes(StandardCharsets.US_ASCII));
            out.write(content);
            out.flush();
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(response.substring(9, 12));
            String rest = response.substring(response.indexOf("\r\n\r\n") + 4);
            if (response.toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked")) {
                rest = rest.substring(rest.indexOf("\r\n") + 2, rest.lastIndexOf("\r\n0\r\n"));
            }
            return new Answer(status, rest);
        }
    }
}
