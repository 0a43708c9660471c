package dev.josh.ingest.core;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The project's one CSV parser (RFC 4180: comma-separated, fields in double quotes may hold commas,
 * line breaks and doubled quotes). {@link #read} takes a UTF-8 file with a header row whole into
 * rows keyed by the header's names; {@link #fields} parses one line of a file whose fields never
 * span lines, so that its reader can skip a malformed line alone.
 */
public final class CsvFile {

    /**
     * One data row.
     *
     * @param values  field by header name, in header order; a field the row lacks is empty
     * @param rawText the row's exact text in the file, without its line break
     * @param line    the 1-based line the row starts on
     */
    public record Row(Map<String, String> values, String rawText, int line) {
    }

    private CsvFile() {
    }

    public static List<Row> read(SourceFile file) throws IOException, MalformedSourceException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file.path())))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new MalformedSourceException("not UTF-8 text: " + e.getMessage(), null, e);
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        Parser parser = new Parser(text, "file");
        List<String> header = parser.next();
        if (header == null) {
            throw new MalformedSourceException("empty file: no header row", "1:1");
        }
        List<Row> rows = new ArrayList<>();
        while (true) {
            int line = parser.line;
            int start = parser.at;
            List<String> fields = parser.next();
            if (fields == null) {
                return rows;
            }
            if (fields.size() == 1 && fields.getFirst().isEmpty()) {
                continue; // a blank line
            }
            if (fields.size() > header.size()) {
                throw new MalformedSourceException("row has " + fields.size() + " fields, the header " + header.size(),
                        line + ":1");
            }
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                values.put(header.get(i), i < fields.size() ? fields.get(i) : "");
            }
            rows.add(new Row(values, text.substring(start, parser.rowEnd), line));
        }
    }

    /**
     * The fields of one line (no line break in it); an empty line is one empty field.
     *
     * @throws MalformedSourceException a quoted field not closed on the line, at {@code 1:1}
     */
    public static List<String> fields(String line) throws MalformedSourceException {
        List<String> fields = new Parser(line, "line").next();
        return fields == null ? List.of("") : fields;
    }

    private static final class Parser {
        private final String text;
        private final String unit;
        int at;
        int line = 1;
        int rowEnd;

        /** @param unit what {@code text} is, for the message about an unclosed quote */
        Parser(String text, String unit) {
            this.text = text;
            this.unit = unit;
        }

        /** The next row's fields, or null at the end of the text. */
        List<String> next() throws MalformedSourceException {
            if (at >= text.length()) {
                return null;
            }
            List<String> fields = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            int startLine = line;
            boolean quoted = false;
            while (at < text.length()) {
                char ch = text.charAt(at);
                if (quoted) {
                    if (ch == '"' && at + 1 < text.length() && text.charAt(at + 1) == '"') {
                        field.append('"');
                        at += 2;
                        continue;
                    }
                    if (ch == '"') {
                        quoted = false;
                    } else {
                        if (ch == '\n') {
                            line++;
                        }
                        field.append(ch);
                    }
                    at++;
                } else if (ch == '"' && field.isEmpty()) {
                    quoted = true;
                    at++;
                } else if (ch == ',') {
                    fields.add(field.toString());
                    field.setLength(0);
                    at++;
                } else if (ch == '\r' || ch == '\n') {
                    rowEnd = at;
                    at += ch == '\r' && at + 1 < text.length() && text.charAt(at + 1) == '\n' ? 2 : 1;
                    line++;
                    fields.add(field.toString());
                    return fields;
                } else {
                    field.append(ch);
                    at++;
                }
            }
            if (quoted) {
                throw new MalformedSourceException("a quoted field is not closed before the end of the " + unit,
                        startLine + ":1");
            }
            rowEnd = at;
            fields.add(field.toString());
            return fields;
        }
    }
}
