package dev.josh.embed.gate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Hand-written sanity queries of the gate: a question a person would ask of a source, and what a
 * plausible answer among the top five documents looks like. One file per source, shipped as the
 * resource {@code gate/<source>.tsv} (or given with {@code embed gate --queries FILE}), one query a
 * line:
 *
 * <pre>
 * # comment
 * QUESTION &lt;TAB&gt; id=REGEX       a record whose id matches REGEX entirely
 * QUESTION &lt;TAB&gt; title=REGEX    a record whose title contains a match of REGEX (case-insensitive)
 * </pre>
 */
public final class SanityQueries {

    /** Which field of a record a {@link Plausible} reads. */
    public enum Field { ID, TITLE }

    /** What counts as a plausible document for a query. */
    public record Plausible(Field field, Pattern pattern) {

        public boolean matches(String id, String title) {
            return field == Field.ID ? pattern.matcher(id).matches()
                    : title != null && pattern.matcher(title).find();
        }

        @Override
        public String toString() {
            return field.name().toLowerCase(java.util.Locale.ROOT) + "=" + pattern.pattern();
        }
    }

    /** One question and what a plausible top-5 must hold. */
    public record Query(String text, Plausible plausible) {
    }

    private SanityQueries() {
    }

    /** The queries shipped for {@code source}, or empty when it has none. */
    public static Optional<List<Query>> forSource(String source) {
        String resource = "gate/" + source + ".tsv";
        try (InputStream in = SanityQueries.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** The queries of a file in the format above. */
    public static List<Query> read(Path file) throws IOException {
        return parse(Files.readString(file), file.toString());
    }

    /**
     * Parses the format above.
     *
     * @throws IllegalArgumentException naming the line that does not fit
     */
    public static List<Query> parse(String text, String origin) {
        List<Query> queries = new ArrayList<>();
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            String[] columns = line.split("\t");
            String where = origin + " line " + (i + 1) + ": ";
            if (columns.length != 2 || columns[0].isBlank()) {
                throw new IllegalArgumentException(where + "expected QUESTION<TAB>id=REGEX or QUESTION<TAB>title=REGEX");
            }
            queries.add(new Query(columns[0].strip(), plausible(columns[1].strip(), where)));
        }
        return List.copyOf(queries);
    }

    private static Plausible plausible(String column, String where) {
        int eq = column.indexOf('=');
        String key = eq < 0 ? "" : column.substring(0, eq).strip();
        String regex = eq < 0 ? "" : column.substring(eq + 1).strip();
        if (regex.isEmpty() || !(key.equals("id") || key.equals("title"))) {
            throw new IllegalArgumentException(where + "'" + column + "': write id=REGEX or title=REGEX");
        }
        try {
            return key.equals("id") ? new Plausible(Field.ID, Pattern.compile(regex))
                    : new Plausible(Field.TITLE, Pattern.compile(regex, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE));
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(where + "bad regular expression '" + regex + "': " + e.getDescription());
        }
    }
}
