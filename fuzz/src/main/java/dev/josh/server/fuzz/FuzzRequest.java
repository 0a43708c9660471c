package dev.josh.server.fuzz;

import java.nio.charset.StandardCharsets;

/**
 * One generated request: the route family it counts under, its bytes on the wire, and whether it
 * goes to MCP (whose errors are JSON-RPC objects, not the REST envelope).
 */
public record FuzzRequest(String family, boolean mcp, String method, byte[] wire) {

    /** The request as text, non-printable bytes escaped, long runs cut: for failure messages. */
    public String display(int max) {
        StringBuilder s = new StringBuilder();
        for (byte b : wire) {
            int c = b & 0xff;
            if (c == '\r') {
                continue;
            }
            if (c == '\n' || c >= 0x20 && c < 0x7f) {
                s.append((char) c);
            } else {
                s.append(String.format("\\x%02x", c));
            }
        }
        String text = s.toString().replaceAll("(.)\\1{40,}", "$1$1$1…(repeated)");
        return text.length() <= max ? text : text.substring(0, max) + "…(" + wire.length + " bytes)";
    }

    /** The request target as sent: the second word of the request line. */
    public String target() {
        String line = new String(wire, 0, Math.min(wire.length, 16_384), StandardCharsets.ISO_8859_1);
        int end = line.indexOf("\r\n");
        String[] words = (end < 0 ? line : line.substring(0, end)).split(" ");
        return words.length > 1 ? words[1] : "";
    }

    /** The request line and headers, in bytes: what the server holds to 8 KB. */
    public int headLength() {
        for (int i = 0; i + 3 < wire.length; i++) {
            if (wire[i] == '\r' && wire[i + 1] == '\n' && wire[i + 2] == '\r' && wire[i + 3] == '\n') {
                return i;
            }
        }
        return wire.length;
    }

    /** Latin-1 text to bytes one to one: the generator writes raw bytes as chars 0-255. */
    static byte[] wire(String latin1) {
        return latin1.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A string's UTF-8 bytes as chars 0-255, to splice raw non-ASCII into a request line. */
    static String utf8AsLatin1(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }
}
