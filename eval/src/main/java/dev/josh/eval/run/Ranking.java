package dev.josh.eval.run;

import java.util.List;

/**
 * What one search returned for one query: document ids best first, how long it took, and the
 * error it ended with instead (scored as an empty ranking).
 */
public record Ranking(List<String> documents, double millis, String error) {
    public Ranking {
        documents = List.copyOf(documents);
    }

    public static Ranking failed(String error, double millis) {
        return new Ranking(List.of(), millis, error);
    }
}
