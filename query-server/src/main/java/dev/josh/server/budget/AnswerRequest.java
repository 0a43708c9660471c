package dev.josh.server.budget;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a caller asked of an answer's shape, the same on every tool and route: how much
 * ({@code verbosity}), which fields ({@code fields}, comma-separated; ids and paging always stay),
 * and where an answer cut at its budget continues ({@code answer_cursor}).
 */
public record AnswerRequest(Verbosity verbosity, Set<String> fields, String cursor) {

    /** The argument (and query parameter) names, accepted by every tool and REST route. */
    public static final List<String> ARGUMENTS = List.of("verbosity", "fields", "answer_cursor");

    public static final AnswerRequest DEFAULT = new AnswerRequest(Verbosity.SUMMARY, Set.of(), null);

    /** A tool's request: {@code summary} unless another verbosity is named. */
    public static AnswerRequest of(String verbosity, String fields, String cursor) {
        return of(verbosity, fields, cursor, Verbosity.SUMMARY);
    }

    public static AnswerRequest of(String verbosity, String fields, String cursor, Verbosity absent) {
        Set<String> names = new LinkedHashSet<>();
        if (fields != null) {
            Arrays.stream(fields.split(",")).map(String::strip).filter(f -> !f.isEmpty()).forEach(names::add);
        }
        return new AnswerRequest(Verbosity.parse(verbosity, absent), Set.copyOf(names),
                cursor == null || cursor.isBlank() ? null : cursor.strip());
    }
}
