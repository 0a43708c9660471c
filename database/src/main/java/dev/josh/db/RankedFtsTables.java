package dev.josh.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The FTS5 indexes search ranks, read from {@code sqlite_master} (the schema code knows no source
 * list, DESIGN.md invariant 5): every FTS5 table named {@code <t>_fts}, which is a body source's
 * chunk index or a short-body source's record index. The document-level {@code <t>_docs_fts}
 * indexes (V70) are not among them.
 */
public final class RankedFtsTables {

    private static final Pattern FTS5_ARGUMENTS = Pattern.compile("(?is)\\busing\\s+fts5\\s*\\((.*)\\)[\\s;]*$");
    /** Names are put into trigger SQL unquoted, so only plain identifiers are taken. */
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private RankedFtsTables() {
    }

    /**
     * Every ranked FTS5 table, by name. Refuses one without external content (a contentless or
     * self-contained index), whose rows nothing outside it names.
     */
    public static List<RankedFtsTable> discover(Connection conn) throws SQLException {
        List<RankedFtsTable> out = new ArrayList<>();
        for (TableDefinition table : ConnectionClient.on(conn).sql("SELECT name, sql FROM sqlite_master WHERE type = 'table' "
                        + "AND name LIKE '%\\_fts' ESCAPE '\\' AND name NOT LIKE '%\\_docs\\_fts' ESCAPE '\\' ORDER BY name")
                .query(TableDefinition.ROWS).list()) {
            if (table.sql() != null && FTS5_ARGUMENTS.matcher(table.sql()).find()) {
                out.add(parse(table.name(), table.sql()));
            }
        }
        return out;
    }

    /** Reads the columns and content options from an FTS5 table's CREATE statement. */
    static RankedFtsTable parse(String name, String sql) {
        Matcher m = FTS5_ARGUMENTS.matcher(sql);
        if (!m.find()) {
            throw new IllegalStateException(name + " is not an FTS5 table: " + sql);
        }
        List<String> columns = new ArrayList<>();
        Map<String, String> options = new HashMap<>();
        for (String argument : arguments(m.group(1))) {
            int eq = topLevelIndexOf(argument, '=');
            if (eq >= 0) {
                options.put(argument.substring(0, eq).strip().toLowerCase(Locale.ROOT),
                        unquote(argument.substring(eq + 1).strip()));
            } else if (!argument.isBlank()) {
                // A column is its name, maybe followed by UNINDEXED.
                columns.add(unquote(argument.strip().split("\\s+")[0]));
            }
        }
        String content = options.get("content");
        if (content == null || content.isEmpty()) {
            throw new IllegalStateException("FTS5 table " + name + " has no external content table (content = '…'), "
                    + "so no table's rows name what it indexes; a ranked index must index a record or chunk table");
        }
        RankedFtsTable table = new RankedFtsTable(name, columns, content, options.getOrDefault("content_rowid", "rowid"));
        List<String> names = new ArrayList<>(columns);
        names.addAll(List.of(name, table.contentTable(), table.contentRowid()));
        for (String identifier : names) {
            if (!IDENTIFIER.matcher(identifier).matches()) {
                throw new IllegalStateException("FTS5 table " + name + " names '" + identifier
                        + "', not a plain identifier: " + sql);
            }
        }
        return table;
    }

    /** The arguments between the parentheses, split at commas outside quotes. */
    private static List<String> arguments(String inside) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int i = 0;
        while (i < inside.length()) {
            char c = inside.charAt(i);
            if (c == ',') {
                out.add(inside.substring(start, i));
                start = i + 1;
                i++;
            } else {
                i = skipQuoted(inside, i);
            }
        }
        out.add(inside.substring(start));
        return out;
    }

    private static int topLevelIndexOf(String argument, char wanted) {
        int i = 0;
        while (i < argument.length()) {
            if (argument.charAt(i) == wanted) {
                return i;
            }
            i = skipQuoted(argument, i);
        }
        return -1;
    }

    /**
     * The index after the character at {@code i}, or after the whole quoted word starting there
     * ('…', "…", `…` with the quote doubled inside, or […]).
     */
    private static int skipQuoted(String s, int i) {
        char open = s.charAt(i);
        char close = switch (open) {
            case '\'', '"', '`' -> open;
            case '[' -> ']';
            default -> 0;
        };
        if (close == 0) {
            return i + 1;
        }
        int j = i + 1;
        while (j < s.length()) {
            if (s.charAt(j) == close) {
                if (close != ']' && j + 1 < s.length() && s.charAt(j + 1) == close) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j++;
        }
        return s.length();
    }

    private static String unquote(String word) {
        if (word.length() >= 2) {
            char first = word.charAt(0);
            char last = word.charAt(word.length() - 1);
            if ((first == '\'' || first == '"' || first == '`') && last == first) {
                String q = String.valueOf(first);
                return word.substring(1, word.length() - 1).replace(q + q, q);
            }
            if (first == '[' && last == ']') {
                return word.substring(1, word.length() - 1);
            }
        }
        return word;
    }
}
