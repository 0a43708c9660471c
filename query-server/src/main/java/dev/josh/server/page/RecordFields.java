package dev.josh.server.page;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A record of any source, or a dossier section's data, as labelled rows a person reads: the page
 * shows the same fields REST answers, read from the same JSON, so a source's new field appears on
 * the page without a template of its own. Names are said in words ({@link Labels}); Markdown is
 * rendered ({@link Markdown}); values that name other records by id become links to their pages;
 * lists of objects (terms, committees, versions, votes) become tables; what only a program needs
 * (the text window, REST paths) is left out.
 */
public final class RecordFields {

    /** Fields that describe the answer rather than the record: the window of the text, REST paths, the kind. */
    private static final Set<String> FOR_PROGRAMS = Set.of("type", "body", "paths", "record_basis", "link_counts");
    /** A list of words longer than this (a bill's hundred subjects) is folded away. */
    private static final int FOLDED_WORDS = 8;
    /** Keys that name the record an object stands for, first found first used. */
    private static final List<String> NAMES = List.of("title", "name", "citation_string", "heading");
    /** An object with an id and nothing but these is a reference to another record: a link. */
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    /** A moment as REST writes it (ISO 8601 with its offset), e.g. a text version's {@code 2022-12-30T16:02:24Z}. */
    private static final Pattern MOMENT =
            Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})");
    private static final DateTimeFormatter MOMENT_READ = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT);
    /** A value that is a code in snake case ({@code source_credit}), said in words. */
    private static final Pattern CODE = Pattern.compile("[a-z]+(_[a-z]+)+");
    private static final Set<String> REFERENCE_KEYS = Set.of("id", "title", "name", "heading", "in_database",
            "citation");

    /** How a value is shown. */
    public enum Kind { TEXT, MARKDOWN, RECORDS, TABLE, FIELDS, WORDS }

    /** Another record a field names: its id (for its page), what to call it, whether it is loaded here. */
    public record Ref(String id, String label, boolean loaded) {
    }

    /**
     * One table cell: its text, where it leads (a record's page, an upstream address) or null, and whether it
     * is a date, which is not broken across lines.
     */
    public record Cell(String text, String href, boolean date) {
        Cell(String text, String href) {
            this(text, href, DATE.matcher(text).lookingAt());
        }
    }

    public record Table(List<String> columns, List<List<Cell>> rows) {
    }

    /**
     * @param text the value (TEXT), or HTML rendered from Markdown with everything of the record's escaped (MARKDOWN)
     * @param href where a TEXT value leads, or null
     * @param fields the parts of an object that holds more than plain values (FIELDS), or the items of a long list
     *               of words (WORDS), shown folded
     */
    public record Field(String name, String label, Kind kind, String text, String href, List<Ref> refs, Table table,
                        List<Field> fields) {
    }

    /**
     * A record's text set as a document: where it sits (title, chapter, section), its text and its notes as HTML.
     *
     * @param folded whether the text is long and secondary to the record (a bill's), so shown folded
     */
    public record Document(List<String> path, String text, String notes, boolean folded) {
    }

    /** Fields the page sets as {@link Document}, not as rows. */
    static final List<String> DOCUMENT = List.of("heading_path", "body_markdown", "notes");

    private final JsonMapper json;

    RecordFields(JsonMapper json) {
        this.json = json;
    }

    /** The fields of {@code value} in the order REST writes them, leaving out those the page shows elsewhere. */
    List<Field> of(Object value, List<String> shownElsewhere) {
        List<Field> fields = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : json.valueToTree(value).properties()) {
            if (!shownElsewhere.contains(e.getKey()) && !FOR_PROGRAMS.contains(e.getKey()) && present(e.getValue())) {
                fields.add(field(e.getKey(), e.getValue()));
            }
        }
        return fields;
    }

    /** The text of {@code record} as a document, or null when it has none. */
    Document document(Object record) {
        JsonNode tree = json.valueToTree(record);
        String text = tree.path("body_markdown").isString() ? Markdown.html(tree.path("body_markdown").asString(), 1) : "";
        String notes = tree.path("notes").isString() ? Markdown.html(tree.path("notes").asString(), 1) : "";
        List<String> path = tree.path("heading_path").isArray()
                ? StreamSupport.stream(tree.path("heading_path").spliterator(), false).map(JsonNode::asString).toList()
                : List.of();
        if (text.isEmpty() && notes.isEmpty() && path.isEmpty()) {
            return null;
        }
        return new Document(path, text, notes, tree.path("type").asString("").equals("bill"));
    }

    /** A dossier section's data as one field, or null when it holds nothing to show. */
    Field of(String name, Object data) {
        JsonNode v = json.valueToTree(data);
        return present(v) ? field(name, v) : null;
    }

    private static boolean present(JsonNode v) {
        return !(v == null || v.isNull() || v.isMissingNode() || (v.isContainer() && v.isEmpty())
                || (v.isString() && v.asString().isBlank()));
    }

    private static Field field(String name, JsonNode v) {
        String label = Labels.of(name);
        if (v.isString() && (name.endsWith("_markdown") || name.equals("notes"))) {
            return new Field(name, label, Kind.MARKDOWN, Markdown.html(v.asString(), 2), null, List.of(), null, List.of());
        }
        if (!v.isContainer()) {
            String text = plain(v);
            return new Field(name, label, Kind.TEXT, text, web(text), List.of(), null, List.of());
        }
        List<JsonNode> items = v.isArray() ? StreamSupport.stream(v.spliterator(), false).toList() : List.of(v);
        if (items.size() > FOLDED_WORDS && items.stream().allMatch(JsonNode::isValueNode)) {
            return new Field(name, label, Kind.WORDS, null, null, List.of(), null, items.stream()
                    .map(i -> new Field(name, label, Kind.TEXT, plain(i), null, List.of(), null, List.of())).toList());
        }
        if (items.stream().allMatch(JsonNode::isValueNode)) {
            return new Field(name, label, Kind.TEXT, String.join("; ", items.stream().map(RecordFields::plain).toList()),
                    null, List.of(), null, List.of());
        }
        if (items.stream().allMatch(RecordFields::isReference)) {
            return new Field(name, label, Kind.RECORDS, null, null, items.stream().map(RecordFields::ref).toList(), null,
                    List.of());
        }
        if (v.isObject() && v.properties().stream().allMatch(e -> e.getValue().isValueNode())) {
            // A small object of plain values that names no record (counts, a date and its text) reads as one line.
            return new Field(name, label, Kind.TEXT, line(v), null, List.of(), null, List.of());
        }
        if (v.isObject()) {
            List<Field> parts = v.properties().stream().filter(e -> present(e.getValue()))
                    .map(e -> field(e.getKey(), e.getValue())).toList();
            return new Field(name, label, Kind.FIELDS, null, null, List.of(), null, parts);
        }
        return new Field(name, label, Kind.TABLE, null, null, List.of(), table(items), List.of());
    }

    private static boolean isReference(JsonNode item) {
        return item.isObject() && item.path("id").isString()
                && item.propertyNames().stream().allMatch(REFERENCE_KEYS::contains);
    }

    private static Ref ref(JsonNode item) {
        String id = item.get("id").asString();
        return new Ref(id, name(item, id), !item.path("in_database").isBoolean() || item.path("in_database").asBoolean());
    }

    private static String name(JsonNode item, String otherwise) {
        for (String key : NAMES) {
            if (item.path(key).isString() && !item.path(key).asString().isBlank()) {
                return item.path(key).asString();
            }
        }
        return otherwise;
    }

    /**
     * Objects as rows. A column a program reads (whether a record is loaded) or that names the row's record
     * (folded into its link) is left out, and so is one that is empty in every row.
     */
    private static Table table(List<JsonNode> items) {
        Set<String> columns = new LinkedHashSet<>();
        for (JsonNode item : items) {
            item.properties().forEach(e -> {
                if (present(e.getValue()) && !e.getKey().equals("in_database")
                        && !(item.path("id").isString() && NAMES.contains(e.getKey()))) {
                    columns.add(e.getKey());
                }
            });
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (JsonNode item : items) {
            rows.add(columns.stream().map(c -> cell(c, item)).toList());
        }
        return new Table(columns.stream().map(Labels::of).toList(), rows);
    }

    private static Cell cell(String column, JsonNode item) {
        JsonNode v = item.path(column);
        if (!present(v)) {
            return new Cell("", null);
        }
        if (column.equals("id") && v.isString()) {
            return new Cell(name(item, v.asString()), "/records/" + v.asString());
        }
        if (v.isObject() && v.path("citation_string").isString()) {
            return new Cell(v.get("citation_string").asString(), web(v.path("url").asString()));
        }
        if (isReference(v)) {
            return new Cell(name(v, v.get("id").asString()), "/records/" + v.get("id").asString());
        }
        if (column.equals("example") && v.isString()) {
            // The links section names one record of each kind of link.
            return new Cell(v.asString(), "/records/" + v.asString());
        }
        String text = v.isValueNode() ? Labels.value(column, plain(v)) : line(v);
        String href = web(text);
        return new Cell(href == null ? text : host(href), href);
    }

    /** A nested value as one line of labelled parts, e.g. "Yea: 228; Nay: 206". */
    private static String line(JsonNode v) {
        if (v.isValueNode()) {
            return plain(v);
        }
        if (v.isArray()) {
            return String.join("; ", StreamSupport.stream(v.spliterator(), false).filter(RecordFields::present)
                    .map(RecordFields::line).toList());
        }
        return String.join("; ", v.properties().stream().filter(e -> present(e.getValue()))
                .map(e -> Labels.of(e.getKey()) + ": " + line(e.getValue())).toList());
    }

    private static String plain(JsonNode v) {
        if (v.isBoolean()) {
            return v.asBoolean() ? "yes" : "no";
        }
        String text = v.asString();
        if (MOMENT.matcher(text).matches()) {
            return OffsetDateTime.parse(text).atZoneSameInstant(ZoneOffset.UTC).format(MOMENT_READ);
        }
        return CODE.matcher(text).matches() ? text.replace('_', ' ') : text;
    }

    /** An address in a table said by its site, e.g. www.govinfo.gov; the link leads to the whole address. */
    private static String host(String url) {
        int start = url.indexOf("://") + 3;
        int end = url.indexOf('/', start);
        return end < 0 ? url.substring(start) : url.substring(start, end);
    }

    /** An upstream address worth a link, or null. */
    private static String web(String text) {
        return text != null && (text.startsWith("https://") || text.startsWith("http://")) && !text.contains(" ")
                ? text : null;
    }
}
